// The patron's circulation API over a fake library system (server/testing/fakes): the routers and services' own rules
// (SPEC §7 paths and bodies, decision 022's 409 for a single refused renewal, 404 for another's reservation), without
// depending on the seed's loans and queues.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieClient } from '#server/testing/cookie-client.ts';
import { createPatron } from '#server/testing/factories.ts';
import { createFakeLibrarySystem } from '#server/testing/fakes/library-system.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

const system = createFakeLibrarySystem({
  titles: [
    { recordId: 'fake-sult', title: 'Sult', author: 'Knut Hamsun' },
    { recordId: 'fake-markens-grode', title: 'Markens grøde', author: 'Knut Hamsun' },
    { recordId: 'fake-victoria', title: 'Victoria', author: 'Knut Hamsun', elsewhereOnly: true },
  ],
  branches: [
    { ciceroId: 'fake-a', name: 'Filial A' },
    { ciceroId: 'fake-b', name: 'Filial B' },
  ],
});
let t: TestApp;
let patron: CookieClient;
let me: number;
beforeAll(async () => {
  t = await createTestApp({ ports: { librarySystem: system } });
  const made = await createPatron(t.services.db, { keepLoanHistory: true });
  me = made.id;
  patron = await t.loggedIn(made.cardNumber, made.pin);
  system.addLoan({ loanId: 501, userId: me, recordId: 'fake-sult', dueDate: '2027-01-10' });
  system.addLoan({
    loanId: 502,
    userId: me,
    recordId: 'fake-markens-grode',
    dueDate: '2027-01-10',
    renewals: 2,
    maxRenewals: 2,
  });
});
afterAll(async () => {
  await t.close();
});

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('the circulation API over the library-system port', () => {
  it('lists the library system’s loans; a single refused renewal answers 409 with the reason, renew-all 200 per loan', async () => {
    const loans = (await (await patron.request('/api/authorized/cicero/loans')).json()) as {
      loans: { title: string; loanDetails: { loanId: number } }[];
    };
    expect(loans.loans.map((l) => [l.title, l.loanDetails.loanId])).toEqual([
      ['Sult', 501],
      ['Markens grøde', 502],
    ]);
    const refused = await patron.send('POST', '/api/authorized/cicero/renew', [502]);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({
      code: 'deniedMaxRenewalsReached',
      message: 'Lånet kan ikke fornyes flere ganger.',
    });
    const both = await patron.send('POST', '/api/authorized/cicero/renew', [501, 502]);
    expect(both.status).toBe(200);
    expect(((await both.json()) as { renewalStatus: string }[]).map((r) => r.renewalStatus)).toEqual([
      'renewed',
      'denied',
    ]);
    expect((await patron.send('POST', '/api/authorized/cicero/renew', [999])).status).toBe(404);
  });

  it('reserves, moves the pickup branch and cancels at the library system; its refusals are the API’s errors', async () => {
    const created = await patron.send('POST', '/api/authorized/cicero/reservations', {
      recordId: 'fake-sult',
      libraryId: 'fake-a',
    });
    expect(created.status).toBe(200);
    const reservation = (await created.json()) as { id: number; expiryDate: string };
    const again = await patron.send('POST', '/api/authorized/cicero/reservations', {
      recordId: 'fake-sult',
      libraryId: 'fake-a',
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('alreadyReserved');
    const moved = await patron.send('PUT', '/api/authorized/cicero/reservations', {
      reservationId: reservation.id,
      libraryId: 'fake-b',
      activationDate: null,
      expiryDate: reservation.expiryDate,
    });
    expect(await moved.json()).toMatchObject({
      changed: ['libraryId'],
      reservation: { libraryId: 'fake-b', LibraryId: 'fake-b' },
    });
    expect(
      await (
        await patron.send('DELETE', '/api/authorized/cicero/reservations', { reservationId: reservation.id })
      ).json(),
    ).toEqual({ ok: true });
    const gone = await patron.send('DELETE', '/api/authorized/cicero/reservations', { reservationId: reservation.id });
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toEqual({
      code: 'reservation_not_found',
      message: 'Fant ikke bestillingen.',
    });
    expect(system.calls.filter((c) => c !== 'listReservations')).toEqual(
      expect.arrayContaining(['reserve', 'changeReservation', 'cancelReservation']),
    );
  });

  it('asks the library system for inter-library loans; a request for someone else is refused before it', async () => {
    const requested = await patron.send('POST', '/api/authorized/cicero/illrequests', {
      recordId: 'fake-victoria',
      userId: String(me),
    });
    expect(requested.status).toBe(200);
    expect(await requested.json()).toMatchObject({ recordId: 'fake-victoria', remote: true });
    const held = await patron.send('POST', '/api/authorized/cicero/illrequests', {
      recordId: 'fake-sult',
      userId: String(me),
    });
    expect(held.status).toBe(409);
    expect(await errorOf(held)).toEqual({
      code: 'availableLocally',
      message: 'Bibliotekene våre har dette materialet. Reserver det i stedet for å bestille fjernlån.',
    });
    const asked = system.calls.filter((c) => c === 'requestInterLibraryLoan').length;
    const forOther = await patron.send('POST', '/api/authorized/cicero/illrequests', {
      recordId: 'fake-victoria',
      userId: String(me + 1),
    });
    expect(forOther.status).toBe(403);
    expect(system.calls.filter((c) => c === 'requestInterLibraryLoan')).toHaveLength(asked);
  });

  it('pages and deletes the library system’s loan history, and clears it when the patron stops keeping it', async () => {
    const entry = { userId: me, loanedAt: '2026-09-01T10:00:00.000Z' };
    system.addHistory({ ...entry, loanId: 601, recordId: 'fake-sult', returnedAt: '2026-09-20T12:00:00.000Z' });
    system.addHistory({
      ...entry,
      loanId: 602,
      recordId: 'fake-markens-grode',
      returnedAt: '2026-09-25T12:00:00.000Z',
    });
    system.addHistory({ ...entry, loanId: 603, recordId: 'fake-sult', returnedAt: '2026-09-10T12:00:00.000Z' });
    const page = (await (await patron.request('/api/authorized/cicero/historicalloans')).json()) as {
      loans: { title: string; loanId: number }[];
    };
    expect(page).toMatchObject({ keepLoanHistory: true, total: 3, page: 1, pageSize: 20 });
    expect(page.loans.map((l) => [l.title, l.loanId])).toEqual([
      ['Markens grøde', 602],
      ['Sult', 601],
      ['Sult', 603],
    ]);
    expect(await (await patron.send('DELETE', '/api/authorized/cicero/historicalloans/601')).json()).toEqual({
      deleted: 1,
    });
    const gone = await patron.send('DELETE', '/api/authorized/cicero/historicalloans/601');
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toEqual({ code: 'history_not_found', message: 'Fant ikke lånet i historikken din.' });
    const optOut = await patron.send('PUT', '/api/authorized/cicero/settings', { keepLoanHistory: false });
    expect(optOut.status).toBe(200);
    expect(await (await patron.request('/api/authorized/cicero/historicalloans')).json()).toMatchObject({
      keepLoanHistory: false,
      total: 0,
      loans: [],
    });
  });
});

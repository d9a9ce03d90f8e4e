// Integration tests of the patron's own data (issue #20 point 7): the loan-history CSV, the personal-data export and deleting
// the account — each for the session's own patron only, never another's, and the refusals with their reasons.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  favouriteItems,
  favouriteLists,
  fines,
  libraries,
  likes,
  loans,
  payments,
  reservations,
  sessions,
  users,
} from '#server/db/schema.ts';
import { renewLoanCalendar } from '#server/services/loan-calendar.ts';
import { createEmployee, createPatron, createPublication, type TestPatron } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let anna: TestPatron;
let bjorn: TestPatron;

/** A returned loan in the patron's history: lent and returned at the given instants. */
async function returnedLoan(patron: TestPatron, title: string, loanedAt: string, returnedAt: string) {
  const { copies } = await createPublication(t.services.db, { title });
  await t.services.db.insert(loans).values({
    userId: patron.id,
    itemId: copies[0].id,
    loanedAt: new Date(loanedAt),
    dueDate: '2026-04-01',
    returnedAt: new Date(returnedAt),
    inHistory: true,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  anna = await createPatron(t.services.db, {
    firstName: 'Anna',
    lastName: 'Eksport',
    email: 'anna.eksport@example.no',
    keepLoanHistory: true,
  });
  bjorn = await createPatron(t.services.db, {
    firstName: 'Bjørn',
    lastName: 'Annenmann',
    email: 'bjorn.annen@example.no',
    keepLoanHistory: true,
  });
  // 23:30 UTC on 1 March is 00:30 on 2 March in Oslo: the CSV shows the Oslo day.
  await returnedLoan(anna, '=HYPERLINK("https://evil.example")', '2026-03-01T23:30:00Z', '2026-03-20T10:00:00Z');
  await returnedLoan(anna, 'Blåbærturen på Ørsta', '2026-02-01T10:00:00Z', '2026-02-15T10:00:00Z');
  await returnedLoan(bjorn, 'Bjørns hemmelige bok', '2026-02-01T10:00:00Z', '2026-02-15T10:00:00Z');
  const { recordId } = await createPublication(t.services.db, { title: 'Annas favoritt' });
  const [list] = await t.services.db
    .insert(favouriteLists)
    .values({ userId: anna.id, name: 'Sommerlesing' })
    .returning();
  await t.services.db.insert(favouriteItems).values({ listId: list.id, recordId });
  await t.services.db.insert(likes).values({ userId: anna.id, recordId });
  await t.services.db.insert(fines).values({ userId: bjorn.id, amountOre: 4_200, reason: 'Bjørns gebyr' });
});
afterAll(async () => {
  await t.close();
});

describe('without a session', () => {
  it('answers 403 (SPEC §8: unauthenticated) on every call, with no-cache headers', async () => {
    for (const path of [
      '/api/authorized/patron-data/loan-history.csv',
      '/api/authorized/patron-data/export',
      '/api/authorized/patron-data/account',
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'unauthenticated', message: 'Du må logge inn' } });
      expect(response.headers.get('cache-control')).toBe('no-store, private');
    }
    const deleted = await t.browser().send('DELETE', '/api/authorized/patron-data/account');
    expect(deleted.status).toBe(403);
    expect((await deleted.json()).error.code).toBe('unauthenticated');
  });

  it('refuses a delete without the CSRF token even with a session', async () => {
    const c = await t.loggedIn(anna.cardNumber, anna.pin);
    const response = await c.request('/api/authorized/patron-data/account', { method: 'DELETE' });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('csrf_failed');
  });
});

describe('GET /api/authorized/patron-data/loan-history.csv', () => {
  it("gives the patron's own history as CSV Excel opens: BOM, semicolons, Norwegian headers, Oslo dates, formulas defused", async () => {
    const c = await t.loggedIn(anna.cardNumber, anna.pin);
    const response = await c.request('/api/authorized/patron-data/loan-history.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lanehistorikk-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store, private');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')).toEqual([
      'Tittel;Forfatter;Medietype;Lånt;Levert',
      '"\'=HYPERLINK(""https://evil.example"")";;Bok;02.03.2026;20.03.2026',
      'Blåbærturen på Ørsta;;Bok;01.02.2026;15.02.2026',
      '',
    ]);
    expect(text).not.toContain('Bjørns hemmelige bok');
  });

  it('has English headers when the caller asks in English', async () => {
    const c = await t.loggedIn(bjorn.cardNumber, bjorn.pin);
    const text = await (
      await c.request('/api/authorized/patron-data/loan-history.csv', { headers: { 'accept-language': 'en' } })
    ).text();
    expect(text.replace('\uFEFF', '').split('\r\n')[0]).toBe('Title;Author;Media type;Borrowed;Returned');
    expect(text).toContain('Bjørns hemmelige bok');
    expect(text).not.toContain('Blåbærturen');
  });
});

describe('GET /api/authorized/patron-data/export', () => {
  it('holds everything about the patron and nothing about anyone else, and no credentials', async () => {
    const c = await t.loggedIn(anna.cardNumber, anna.pin);
    const response = await c.request('/api/authorized/patron-data/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mine-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = await response.json();
    expect(document).toMatchObject({
      format: 'bibliotek-portal/personal-data',
      version: 1,
      profile: {
        id: anna.id,
        firstName: 'Anna',
        lastName: 'Eksport',
        email: 'anna.eksport@example.no',
        cardNumber: anna.cardNumber,
      },
      libraryCard: { cardNumber: anna.cardNumber, pinIsSet: true },
      consents: { receiveEmail: true, receiveSms: true, keepLoanHistory: true },
      loans: [],
      favouriteLists: [{ name: 'Sommerlesing', items: [{ title: 'Annas favoritt' }] }],
    });
    expect(document.loanHistory.map((l: { title: string }) => l.title)).toEqual([
      '=HYPERLINK("https://evil.example")',
      'Blåbærturen på Ørsta',
    ]);
    expect(document.likes).toHaveLength(1);
    expect(document.sessions.length).toBeGreaterThan(0);
    expect(document.loginLog.map((e: { action: string }) => e.action)).toContain('login');
    for (const key of [
      'reservations',
      'fines',
      'payments',
      'digitalLoans',
      'eventRegistrations',
      'pinResets',
      'returnedLoansNotInHistory',
    ])
      expect(Array.isArray(document[key]), key).toBe(true);
    const text = JSON.stringify(document);
    // The second patron never appears: not their name, card, address, loans or fines.
    for (const other of [
      'Bjørn',
      'Annenmann',
      bjorn.cardNumber,
      'bjorn.annen@example.no',
      'Bjørns hemmelige bok',
      'Bjørns gebyr',
    ])
      expect(text).not.toContain(other);
    // Credentials are not information about the person.
    expect(text).not.toMatch(/pinHash|\$argon2|idHash|idToken|cancelToken/);
    // The download itself is written to the security log.
    const audited = await t.services.db.select().from(auditLog).where(eq(auditLog.actorId, anna.id));
    expect(audited.map((a) => a.action)).toContain('personal_data_exported');
  });
});

describe('deleting the account', () => {
  it('is refused while loans, copies set aside or unpaid fines are open, with every reason in Norwegian', async () => {
    const patron = await createPatron(t.services.db, { firstName: 'Ola', lastName: 'Skyldig' });
    const lent = await createPublication(t.services.db);
    await t.services.db
      .insert(loans)
      .values({ userId: patron.id, itemId: lent.copies[0].id, loanedAt: t.now, dueDate: '2099-01-01' });
    const ready = await createPublication(t.services.db, { copies: [{ status: 'reserved' }] });
    const [library] = await t.services.db.select().from(libraries).limit(1);
    await t.services.db.insert(reservations).values({
      userId: patron.id,
      publicationId: ready.publication.id,
      pickupLibraryId: library.id,
      status: 'ready_for_pickup',
      itemId: ready.copies[0].id,
      pickupNumber: '12',
      pickupDeadline: '2099-01-01',
    });
    await t.services.db.insert(fines).values([
      { userId: patron.id, amountOre: 5_000, reason: 'Purregebyr' },
      { userId: patron.id, amountOre: 2_500, reason: 'Purregebyr' },
    ]);
    const c = await t.loggedIn(patron.cardNumber, patron.pin);
    const state = await c.request('/api/authorized/patron-data/account');
    expect(state.status).toBe(200);
    const expected = [
      { reason: 'loans', count: 1, message: 'Du har lån som ikke er levert (1). Lever dem først.' },
      {
        reason: 'pickups',
        count: 1,
        message:
          'Du har bestillinger med et eksemplar satt av til deg (1). Hent dem eller kanseller bestillingene først.',
      },
      { reason: 'fines', count: 2, message: 'Du har ubetalte gebyrer på 75,00\u00a0kr. Betal dem først.' },
    ];
    expect(await state.json()).toEqual({ allowed: false, refusals: expected, waitingReservations: 0 });

    const refused = await c.send('DELETE', '/api/authorized/patron-data/account');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        code: 'account_deletion_refused',
        message:
          'Kontoen kan ikke slettes ennå: lån, bestillinger som er klare til henting eller ubetalte gebyrer må ordnes først.',
      },
      refusals: expected,
    });
    // Nothing changed, and the patron is still logged in.
    const [row] = await t.services.db.select().from(users).where(eq(users.id, patron.id));
    expect(row).toMatchObject({ cardNumber: patron.cardNumber, firstName: 'Ola' });
    expect((await c.request('/api/authorized/cicero/info')).status).toBe(200);
  });

  it('is refused for staff, whose accounts the library closes', async () => {
    const employee = await createEmployee(t.services.db);
    const c = await t.loggedIn(employee.cardNumber, employee.pin);
    const refused = await c.send('DELETE', '/api/authorized/patron-data/account');
    expect(refused.status).toBe(409);
    expect((await refused.json()).refusals).toEqual([
      { reason: 'staff', count: 1, message: 'Du er ansatt. Ansattkontoer avsluttes av biblioteket, ikke her.' },
    ]);
  });

  it('anonymises the account at once, keeps paid fines and payments, cancels waiting reservations and logs out everywhere', async () => {
    const patron = await createPatron(t.services.db, {
      firstName: 'Kari',
      lastName: 'Sletter',
      nationalId: '01019012345',
      keepLoanHistory: true,
    });
    await returnedLoan(patron, 'Lest og levert', '2026-01-01T10:00:00Z', '2026-01-10T10:00:00Z');
    const queued = await createPublication(t.services.db, { copies: [{ status: 'on_loan' }] });
    const [library] = await t.services.db.select().from(libraries).limit(1);
    await t.services.db.insert(reservations).values({
      userId: patron.id,
      publicationId: queued.publication.id,
      pickupLibraryId: library.id,
      status: 'waiting',
    });
    const [fine] = await t.services.db
      .insert(fines)
      .values({ userId: patron.id, amountOre: 3_000, reason: 'Purregebyr', paidAt: t.now })
      .returning();
    await t.services.db.insert(payments).values({
      transactionId: `test-${patron.id}`,
      userId: patron.id,
      fineIds: [fine.id],
      amountOre: 3_000,
      status: 'paid',
      provider: 'test-terminal',
      merchantId: 'test',
      updatedAt: t.now,
      paidAt: t.now,
    });
    const calendar = await renewLoanCalendar(t.services, patron.id);
    const c = await t.loggedIn(patron.cardNumber, patron.pin);
    const other = await t.loggedIn(patron.cardNumber, patron.pin);
    const state = await (await c.request('/api/authorized/patron-data/account')).json();
    expect(state).toEqual({ allowed: true, refusals: [], waitingReservations: 1 });

    const response = await c.send('DELETE', '/api/authorized/patron-data/account');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    // The session cookie is cleared, and every other session of the patron has ended too.
    expect(
      response.headers.getSetCookie().some((line) => /bib\.session=;|bib\.session=[^;]*;.*max-age=0/i.test(line)),
    ).toBe(true);
    expect((await c.request('/api/authorized/cicero/info')).status).toBe(403);
    expect((await other.request('/api/authorized/cicero/info')).status).toBe(403);
    expect(await t.services.db.select().from(sessions).where(eq(sessions.userId, patron.id))).toEqual([]);

    const [row] = await t.services.db.select().from(users).where(eq(users.id, patron.id));
    expect(row).toMatchObject({
      cardNumber: null,
      pinHash: null,
      nationalId: null,
      email: null,
      phoneNumber: null,
      address: null,
      birthDate: null,
      firstName: 'Slettet',
      lastName: 'konto',
      roles: [],
      loanCalendarToken: null,
    });
    // The due-date calendar's secret address stops working with the account.
    expect((await t.request(new URL(calendar.url).pathname)).status).toBe(404);
    // What bookkeeping law keeps: the paid fine and its payment, now tied to no one who can be named.
    expect(await t.services.db.select().from(fines).where(eq(fines.userId, patron.id))).toHaveLength(1);
    expect(await t.services.db.select().from(payments).where(eq(payments.userId, patron.id))).toHaveLength(1);
    const [reservation] = await t.services.db.select().from(reservations).where(eq(reservations.userId, patron.id));
    expect(reservation.status).toBe('cancelled');
    const kept = await t.services.db.select().from(loans).where(eq(loans.userId, patron.id));
    expect(kept.every((l) => !l.inHistory)).toBe(true);
    // The card no longer logs in.
    expect((await t.browser().login(patron.cardNumber, patron.pin)).status).not.toBe(200);
    const audited = await t.services.db.select().from(auditLog).where(eq(auditLog.actorId, patron.id));
    expect(audited.map((a) => a.action)).toContain('account_deleted');
  });
});

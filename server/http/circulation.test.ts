// Integration tests of circulation (issue #7, SPEC §7): loans, renewals, reservations, inter-library requests, history, the staff desk and picking lists.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  digitalLoans,
  fines,
  items,
  libraries,
  loans,
  outbox,
  publications,
  reservations,
  users,
} from '#server/db/schema.ts';
import type { CookieClient } from '#server/testing/cookie-client.ts';
import {
  createEmployee,
  createLoan,
  createPatron,
  createPublication,
  createReservation,
  type TestPatron,
} from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let kariPatron: TestPatron;
let kari: CookieClient;
let staff: CookieClient;
beforeAll(async () => {
  t = await createTestApp();
  kariPatron = await createKari();
  kari = await t.loggedIn(kariPatron.cardNumber, kariPatron.pin);
  const employee = await createEmployee(t.services.db);
  staff = await t.loggedIn(employee.cardNumber, employee.pin);
});

/**
 * A patron like the demo's Kari, made by this file (server/testing/factories.ts): six loans — Sult due in three days,
 * one that has used both renewals and that another patron queues for, 'Naiv. Super.' four days overdue — and a remote
 * loan; two places in queues, one pickup ready, a loan history of three and two loans from the digital provider.
 */
async function createKari(): Promise<TestPatron> {
  const { db } = t.services;
  const { now } = t;
  const patron = await createPatron(db, { firstName: 'Kari', lastName: 'Nordmann', keepLoanHistory: true });
  const titled = async (title: string) => (await createPublication(db, { title })).copies[0];
  await createLoan(db, patron, { now, copy: await titled('Sult'), dueIn: 3 });
  const maxed = await createLoan(db, patron, { now, dueIn: 1, renewals: 2 });
  const queuer = await createPatron(db);
  await createReservation(db, queuer, { now, publicationId: maxed.copy.publicationId });
  await createLoan(db, patron, { now, copy: await titled('Naiv. Super.'), dueIn: -4 });
  for (const dueIn of [7, 14, 20]) await createLoan(db, patron, { now, dueIn });
  await createLoan(db, patron, { now, dueIn: 10, remote: true });
  for (let i = 0; i < 2; i++) {
    const { copy } = await createLoan(db, await createPatron(db), { now });
    await createReservation(db, patron, { now, publicationId: copy.publicationId });
  }
  const {
    copies: [shelved],
  } = await createPublication(db, { copies: [{ library: 'Bjørvika' }] });
  await createReservation(db, patron, { now, status: 'ready_for_pickup', copy: shelved });
  for (const daysAgo of [40, 20, 5])
    await createLoan(db, patron, { now, returnedAt: new Date(now.getTime() - daysAgo * 86_400_000) });
  await db.insert(digitalLoans).values(
    [
      ['Lykke-Per', 'e-bok'],
      ['Doppler', 'e-lydbok'],
    ].map(([title, format]) => ({
      userId: patron.id,
      provider: 'Biblio',
      title,
      format,
      loanedAt: now,
      expiresAt: new Date(now.getTime() + 21 * 86_400_000),
      url: `https://biblio.example.no/les/${title.toLowerCase()}`,
    })),
  );
  return patron;
}
afterAll(async () => {
  await t.close();
});

/** A new patron of the test's own (server/testing/factories.ts), logged in. */
const loggedInPatron = async () => {
  const patron = await createPatron(t.services.db);
  return t.loggedIn(patron.cardNumber, patron.pin);
};
const userId = async (card: string) =>
  (await t.services.db.select({ id: users.id }).from(users).where(eq(users.cardNumber, card)))[0].id;
const pickupBranches = async () =>
  (await t.services.db.select().from(libraries).where(eq(libraries.isPickupBranch, true))).flatMap((l) =>
    l.ciceroId ? [{ ...l, ciceroId: l.ciceroId }] : [],
  );
const libraryByCicero = async (ciceroId: string) =>
  (await t.services.db.select().from(libraries).where(eq(libraries.ciceroId, ciceroId)))[0];

/** A book title with exactly one copy, available, and nobody queueing: the "last copy" of the issue (a new one each call). */
async function singleCopyTitle() {
  const { recordId, publication, copies } = await createPublication(t.services.db, { copies: 1 });
  return { recordId, barcode: copies[0].barcode, libraryId: copies[0].libraryId, publicationId: publication.id };
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('access', () => {
  it.each(['/loans', '/historicalloans', '/reservations', '/digital-loans'])(
    'GET %s answers 403 without a session, with no-cache headers',
    async (path) => {
      const response = await t.request(`/api/authorized/cicero${path}`);
      expect(response.status).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store, private');
    },
  );
  it('refuses the staff desk and picking lists to patrons and anonymous visitors', async () => {
    expect((await kari.send('POST', '/api/staff/circulation/checkout', { barcode: 'x', cardNumber: '1' })).status).toBe(
      403,
    );
    expect((await kari.request('/api/staff/circulation/picking-lists/1')).status).toBe(403);
    expect((await t.request('/api/staff/circulation/picking-lists/1')).status).toBe(403);
    expect(await errorOf(await kari.request('/api/staff/circulation/picking-lists/1'))).toEqual({
      code: 'forbidden',
      message: 'Du har ikke tilgang til dette',
    });
  });
  it('refuses state changes without the CSRF token', async () => {
    const response = await kari.request('/api/authorized/cicero/renew', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1]',
    });
    expect(response.status).toBe(403);
  });
});

describe('GET /loans', () => {
  it('lists Kari’s loans with due dates, remote loans apart, and the overdue loan as a reminder case', async () => {
    const response = await kari.request('/api/authorized/cicero/loans');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store, private');
    const body = (await response.json()) as {
      loans: {
        title: string;
        overdue: boolean;
        loanDetails: { loanId: number; dueDate: string };
        maxRenewals: number;
      }[];
      remoteLoans: unknown[];
      purresaker: { daysOverdue: number; title: string }[];
      kemnersaker: unknown[];
      purreId: string | null;
    };
    expect(body.loans.length).toBe(6);
    expect(body.remoteLoans.length).toBe(1);
    expect(body.loans.map((l) => l.loanDetails.dueDate)).toEqual(
      [...body.loans.map((l) => l.loanDetails.dueDate)].sort(),
    );
    expect(body.purresaker).toEqual([expect.objectContaining({ title: 'Naiv. Super.', daysOverdue: 4 })]);
    expect(body.kemnersaker).toEqual([]);
    expect(body.purreId).toMatch(/^P-/);
    expect(body.loans.find((l) => l.title === 'Naiv. Super.')?.overdue).toBe(true);
  });
});

describe('POST /renew', () => {
  it('renews what it can and reports each loan: renewed, max renewals, inter-library', async () => {
    const { loans: mine, remoteLoans } = (await (await kari.request('/api/authorized/cicero/loans')).json()) as {
      loans: { title: string; renewals: number; loanDetails: { loanId: number; dueDate: string } }[];
      remoteLoans: { loanDetails: { loanId: number } }[];
    };
    const sult = mine.find((l) => l.title === 'Sult')!;
    const maxed = mine.find((l) => l.renewals >= 2)!;
    const ids = [sult.loanDetails.loanId, maxed.loanDetails.loanId, remoteLoans[0].loanDetails.loanId];
    const response = await kari.send('POST', '/api/authorized/cicero/renew', ids);
    expect(response.status).toBe(200);
    const results = (await response.json()) as {
      loanDetails: { loanId: number; dueDate: string };
      renewalStatus: string;
      denials: string[];
    }[];
    expect(results[0]).toEqual({
      loanDetails: { loanId: ids[0], dueDate: expect.any(String) },
      renewalStatus: 'renewed',
      denials: [],
      message: null,
    });
    expect(results[0].loanDetails.dueDate > sult.loanDetails.dueDate).toBe(true);
    // Kari's second loan has used both renewals, and another patron queues for it.
    expect(results[1]).toMatchObject({
      renewalStatus: 'denied',
      denials: ['deniedReserved', 'deniedMaxRenewalsReached'],
      message: 'Lånet kan ikke fornyes fordi noen andre har reservert det.',
    });
    expect(results[2]).toMatchObject({ renewalStatus: 'denied', denials: ['deniedOtherReason'] });
    const [row] = await t.services.db.select().from(loans).where(eq(loans.id, ids[0]));
    expect(row.renewals).toBe(1);
    expect(row.dueDate).toBe(results[0].loanDetails.dueDate);

    // Issue #18: 'Forny alle' the same day renews Sult no further and does not count it; the list says why and from when.
    const again = await kari.send('POST', '/api/authorized/cicero/renew', ids);
    expect(again.status).toBe(200);
    const [sultAgain] = (await again.json()) as {
      renewalStatus: string;
      denials: string[];
      loanDetails: { dueDate: string };
    }[];
    expect(sultAgain).toMatchObject({
      renewalStatus: 'denied',
      denials: ['deniedTooSoon'],
      loanDetails: { dueDate: row.dueDate },
    });
    expect((await t.services.db.select().from(loans).where(eq(loans.id, ids[0])))[0]).toMatchObject({
      renewals: 1,
      dueDate: row.dueDate,
    });
    const listed = (await (await kari.request('/api/authorized/cicero/loans')).json()) as {
      loans: { loanDetails: { loanId: number }; denials: string[]; renewableFrom: string | null }[];
      standing: { block: string | null };
    };
    const sultListed = listed.loans.find((l) => l.loanDetails.loanId === ids[0]);
    expect(sultListed).toMatchObject({
      denials: ['deniedTooSoon'],
      renewableFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(sultListed!.renewableFrom! > sult.loanDetails.dueDate).toBe(false);
    expect(listed.loans.find((l) => l.loanDetails.loanId === ids[1])).toMatchObject({
      denials: ['deniedReserved', 'deniedMaxRenewalsReached'],
      renewableFrom: null,
    });
    expect(listed.standing.block).toBeNull();
  });
  it('denies every loan of a blocked patron as deniedLoanerIsBlocked', async () => {
    // A blocked patron (block_statuses {manual}, as the demo's Ingrid) with two loans, one overdue.
    const ingridPatron = await createPatron(t.services.db, { blockStatuses: ['manual'] });
    await createLoan(t.services.db, ingridPatron, { now: t.now, dueIn: -3 });
    await createLoan(t.services.db, ingridPatron, { now: t.now, dueIn: 5 });
    const ingrid = await t.loggedIn(ingridPatron.cardNumber, ingridPatron.pin);
    const { loans: mine } = (await (await ingrid.request('/api/authorized/cicero/loans')).json()) as {
      loans: { loanDetails: { loanId: number } }[];
    };
    const results = (await (
      await ingrid.send(
        'POST',
        '/api/authorized/cicero/renew',
        mine.map((l) => l.loanDetails.loanId),
      )
    ).json()) as { denials: string[] }[];
    expect(results.every((r) => r.denials[0] === 'deniedLoanerIsBlocked')).toBe(true);
    // Told before acting: every loan lists the block, and the standing names it.
    const listed = (await (await ingrid.request('/api/authorized/cicero/loans')).json()) as {
      loans: { denials: string[] }[];
      standing: { block: string | null };
    };
    expect(listed.standing.block).toBe('blockStatus');
    expect(listed.loans.every((l) => l.denials[0] === 'deniedLoanerIsBlocked')).toBe(true);
  });
  it('names unpaid fines at the limit as what stops renewing, before the patron tries, and refuses the renewal', async () => {
    // A patron with an open loan of their own.
    const borrower = await createPatron(t.services.db);
    await createLoan(t.services.db, borrower, { now: t.now, dueIn: 5 });
    const patron = await t.loggedIn(borrower.cardNumber, borrower.pin);
    const before = (await (await patron.request('/api/authorized/cicero/loans')).json()) as {
      loans: { loanDetails: { loanId: number } }[];
      standing: { block: string | null; unpaidFinesOre: number };
    };
    const owed = t.services.config.FINE_BLOCK_LIMIT_ORE - before.standing.unpaidFinesOre;
    await t.services.db
      .insert(fines)
      .values({ userId: borrower.id, amountOre: owed, reason: 'Erstatning for tapt bok' });
    const after = (await (await patron.request('/api/authorized/cicero/loans')).json()) as {
      loans: { denials: string[] }[];
      standing: unknown;
    };
    expect(after.standing).toEqual({
      block: 'fines',
      unpaidFinesOre: t.services.config.FINE_BLOCK_LIMIT_ORE,
      fineLimitOre: t.services.config.FINE_BLOCK_LIMIT_ORE,
    });
    expect(after.loans.every((l) => l.denials[0] === 'deniedLoanerIsBlocked')).toBe(true);
    const refused = await patron.send('POST', '/api/authorized/cicero/renew', [before.loans[0].loanDetails.loanId]);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({
      code: 'deniedLoanerIsBlocked',
      message: 'Lånet kan ikke fornyes fordi du er sperret.',
    });
  });
  it('answers 404 for another patron’s loan and writes nothing; 400 for a bad body', async () => {
    const larsLoan = await createLoan(t.services.db, await createPatron(t.services.db), { now: t.now });
    const { loans: mine } = (await (await kari.request('/api/authorized/cicero/loans')).json()) as {
      loans: { loanDetails: { loanId: number; dueDate: string } }[];
    };
    const response = await kari.send('POST', '/api/authorized/cicero/renew', [mine[1].loanDetails.loanId, larsLoan.id]);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'loan_not_found', message: 'Fant ikke lånet.' });
    const [after] = await t.services.db.select().from(loans).where(eq(loans.id, mine[1].loanDetails.loanId));
    expect(after.dueDate).toBe(mine[1].loanDetails.dueDate);
    const bad = await kari.send('POST', '/api/authorized/cicero/renew', { loanIds: [1] });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('invalid_request');
    expect((await kari.send('POST', '/api/authorized/cicero/renew', [])).status).toBe(400);
  });
});

describe('the whole cycle: checkout → too soon → renew → reserved by another → renewal denied → check in → pickup ready → picked up', () => {
  it('runs through the desk and the patron API', async () => {
    const title = await singleCopyTitle();
    const { cardNumber: borrowerCard } = await createPatron(t.services.db);
    const borrower = await t.loggedIn(borrowerCard, '0000');
    const out = await staff.send('POST', '/api/staff/circulation/checkout', {
      barcode: title.barcode,
      cardNumber: borrowerCard,
    });
    expect(out.status).toBe(200);
    const { loanId, dueDate: lentUntil } = (await out.json()) as { loanId: number; dueDate: string };
    // Decision 021: lent today, a renewal would give the same due date: refused with the reason, and not counted.
    const tooSoon = await borrower.send('POST', '/api/authorized/cicero/renew', [loanId]);
    expect(tooSoon.status).toBe(409);
    expect(await errorOf(tooSoon)).toEqual({
      code: 'deniedTooSoon',
      message: 'Lånet kan ikke fornyes ennå: en fornyelse nå ville ikke gitt deg en senere forfallsdato.',
    });
    expect((await t.services.db.select().from(loans).where(eq(loans.id, loanId)))[0]).toMatchObject({
      renewals: 0,
      dueDate: lentUntil,
    });
    // Three weeks on, the loan is due in a week: the renewal moves it and counts.
    await t.services.db
      .update(loans)
      .set({ dueDate: sql`${lentUntil}::date - 21` })
      .where(eq(loans.id, loanId));
    const first = (await (await borrower.send('POST', '/api/authorized/cicero/renew', [loanId])).json()) as {
      renewalStatus: string;
      loanDetails: { dueDate: string };
    }[];
    expect(first[0]).toMatchObject({ renewalStatus: 'renewed', loanDetails: { dueDate: lentUntil } });
    expect((await t.services.db.select().from(loans).where(eq(loans.id, loanId)))[0].renewals).toBe(1);

    const kariInfo = (await (await kari.request('/api/authorized/cicero/info')).json()) as {
      settings: { preferredPickupBranch: string };
    };
    const reserve = await kari.send('POST', '/api/authorized/cicero/reservations', {
      recordId: title.recordId,
      libraryId: kariInfo.settings.preferredPickupBranch,
    });
    expect(reserve.status).toBe(200);
    const reservation = (await reserve.json()) as {
      id: number;
      status: string;
      queuePosition: number;
      estimatedWaitDays: number;
    };
    expect(reservation).toMatchObject({ status: 'waiting', queuePosition: 1 });
    expect(reservation.estimatedWaitDays).toBeGreaterThan(0);

    const denied = await borrower.send('POST', '/api/authorized/cicero/renew', [loanId]);
    expect(denied.status).toBe(409);
    expect(await errorOf(denied)).toEqual({
      code: 'deniedReserved',
      message: 'Lånet kan ikke fornyes fordi noen andre har reservert det.',
    });

    const pickup = await libraryByCicero(kariInfo.settings.preferredPickupBranch);
    const before = (await t.services.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n;
    const back = await staff.send('POST', '/api/staff/circulation/checkin', {
      barcode: title.barcode,
      libraryId: pickup.id,
    });
    expect(back.status).toBe(200);
    const checkin = (await back.json()) as {
      returnedLoanId: number;
      fineOre: number;
      placement: { outcome: string; pickupNumber?: string };
    };
    expect(checkin).toMatchObject({
      returnedLoanId: loanId,
      fineOre: 0,
      placement: { outcome: 'ready_for_pickup', pickupNumber: expect.stringMatching(/^\d{3}$/) },
    });
    const after = (await t.services.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n;
    expect(after).toBeGreaterThan(before);

    const state = (await (await kari.request('/api/authorized/cicero/reservations')).json()) as {
      pickups: { id: number; pickupNumber: string; pickupDeadline: string; libraryName: string }[];
    };
    const ready = state.pickups.find((p) => p.id === reservation.id);
    expect(ready).toMatchObject({ pickupNumber: checkin.placement.pickupNumber, libraryName: pickup.name });
    expect(ready?.pickupDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const wrong = await staff.send('POST', '/api/staff/circulation/checkout', {
      barcode: title.barcode,
      cardNumber: borrowerCard,
    });
    expect(wrong.status).toBe(409);
    expect(await errorOf(wrong)).toEqual({
      code: 'item_reserved_for_other',
      message: 'Eksemplaret er reservert til en annen låner.',
    });

    const collected = await staff.send('POST', '/api/staff/circulation/checkout', {
      barcode: title.barcode,
      cardNumber: kariPatron.cardNumber,
    });
    expect(collected.status).toBe(200);
    expect(((await collected.json()) as { collectedReservationId: number }).collectedReservationId).toBe(
      reservation.id,
    );
    const [res] = await t.services.db.select().from(reservations).where(eq(reservations.id, reservation.id));
    expect(res.status).toBe('collected');
  });
});

describe('reserve → staff picks → pickup ready', () => {
  it('assigns a copy on the shelf at once, lists it for picking in shelf order, and moves it on when picked', async () => {
    const title = await singleCopyTitle();
    const patron = await loggedInPatron();
    const home = (await t.services.db.select().from(libraries).where(eq(libraries.id, title.libraryId)))[0];
    const other = (await pickupBranches()).find((l) => l.id !== home.id)!;
    const reserved = (await (
      await patron.send('POST', '/api/authorized/cicero/reservations', {
        recordId: title.recordId,
        libraryId: other.ciceroId,
      })
    ).json()) as { id: number; status: string };
    expect(reserved.status).toBe('picking');
    const list = (await (await staff.request(`/api/staff/circulation/picking-lists/${home.id}`)).json()) as {
      reservationId: number;
      shelfLocation: string;
      barcode: string;
      sendToOtherBranch: boolean;
    }[];
    const line = list.find((l) => l.reservationId === reserved.id);
    expect(line).toMatchObject({ barcode: title.barcode, sendToOtherBranch: true });
    expect(list.map((l) => l.shelfLocation)).toEqual([...list.map((l) => l.shelfLocation)].sort());

    const picked = await staff.send('POST', `/api/staff/circulation/picking/${reserved.id}/picked`);
    expect(await picked.json()).toMatchObject({
      outcome: 'in_transit',
      reservationId: reserved.id,
      pickupLibraryId: other.id,
    });
    expect((await staff.send('POST', `/api/staff/circulation/picking/${reserved.id}/picked`)).status).toBe(409);
    const arrived = await staff.send('POST', '/api/staff/circulation/checkin', {
      barcode: title.barcode,
      libraryId: other.id,
    });
    expect(((await arrived.json()) as { placement: { outcome: string } }).placement.outcome).toBe('ready_for_pickup');
    const [item] = await t.services.db.select().from(items).where(eq(items.barcode, title.barcode));
    expect(item).toMatchObject({ status: 'reserved_on_shelf', libraryId: other.id });
  });
});

describe('POST /reservations refusals (SPEC §8)', () => {
  let pickupCicero: string;
  beforeAll(async () => {
    pickupCicero = (await pickupBranches())[0].ciceroId;
  });
  const reserveAs = (c: CookieClient, recordId: string) =>
    c.send('POST', '/api/authorized/cicero/reservations', { recordId, libraryId: pickupCicero });

  it('refuses a blocked patron', async () => {
    const blocked = await createPatron(t.services.db, { blockStatuses: ['manual'] });
    const ingrid = await t.loggedIn(blocked.cardNumber, blocked.pin);
    const title = await singleCopyTitle();
    const response = await reserveAs(ingrid, title.recordId);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'patronBlocked',
      message: 'Materialet kan ikke reserveres fordi du er sperret.',
    });
  });
  it('refuses a second reservation of the same title', async () => {
    const [open] = await t.services.db
      .select({ recordId: publications.recordId })
      .from(reservations)
      .innerJoin(publications, eq(publications.id, reservations.publicationId))
      .where(and(eq(reservations.userId, kariPatron.id), eq(reservations.status, 'waiting')));
    const response = await reserveAs(kari, open.recordId);
    expect(await errorOf(response)).toEqual({
      code: 'alreadyReserved',
      message: 'Du har allerede reservert dette materialet.',
    });
  });
  it('refuses beyond the maximum number of reservations (a server setting)', async () => {
    const saved = t.services.config.MAX_RESERVATIONS;
    Object.assign(t.services.config, { MAX_RESERVATIONS: 1 });
    try {
      const response = await reserveAs(kari, (await singleCopyTitle()).recordId);
      expect(await errorOf(response)).toEqual({
        code: 'maxReservationsReached',
        message: 'Du har nådd maksimalt antall reservasjoner.',
      });
    } finally {
      Object.assign(t.services.config, { MAX_RESERVATIONS: saved });
    }
  });
  it('refuses material the rules do not lend or reserve, lost copies, and unknown titles', async () => {
    const patron = await loggedInPatron();
    const byType = async (mediaType: string) => (await createPublication(t.services.db, { mediaType })).recordId;
    expect((await errorOf(await reserveAs(patron, await byType('E-bok')))).code).toBe('materialNotLoanable');
    expect((await errorOf(await reserveAs(patron, await byType('Tidsskrift')))).code).toBe('notReservable');
    const title = await singleCopyTitle();
    await t.services.db.update(items).set({ status: 'lost' }).where(eq(items.barcode, title.barcode));
    expect(await errorOf(await reserveAs(patron, title.recordId))).toEqual({
      code: 'lost',
      message: 'Materialet kan ikke reserveres fordi det er meldt tapt.',
    });
    const unknown = await reserveAs(patron, 'no-such-record');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('notFound');
  });
  it('answers 400 with a Norwegian message for a bad body or pickup branch', async () => {
    const missing = await kari.send('POST', '/api/authorized/cicero/reservations', { recordId: 'x' });
    expect(missing.status).toBe(400);
    const branch = await kari.send('POST', '/api/authorized/cicero/reservations', {
      recordId: (await singleCopyTitle()).recordId,
      libraryId: 'nowhere',
    });
    expect(branch.status).toBe(400);
    expect(await errorOf(branch)).toEqual({
      code: 'unknown_pickup_branch',
      message: 'Velg en gyldig henteavdeling.',
    });
  });
});

describe('PUT and DELETE /reservations', () => {
  type Res = {
    id: number;
    libraryId: string;
    activationDate: string | null;
    expiryDate: string | null;
    status: string;
    suspended: boolean;
  };
  const waitingOf = async (c: CookieClient) =>
    (
      (await (await c.request('/api/authorized/cicero/reservations')).json()) as { reservations: Res[] }
    ).reservations.filter((r) => r.status === 'waiting');

  it('changes pickup branch, expiry date, and suspends and resumes, saying what changed', async () => {
    const [r] = await waitingOf(kari);
    const other = (await pickupBranches()).find((l) => l.ciceroId !== r.libraryId)!;
    const put = (body: object) =>
      kari.send('PUT', '/api/authorized/cicero/reservations', {
        reservationId: r.id,
        libraryId: r.libraryId,
        activationDate: r.activationDate,
        expiryDate: r.expiryDate,
        ...body,
      });
    const moved = (await (await put({ libraryId: other.ciceroId })).json()) as { changed: string[]; reservation: Res };
    expect(moved.changed).toEqual(['libraryId']);
    expect(moved.reservation.libraryId).toBe(other.ciceroId);
    r.libraryId = other.ciceroId;
    const expiry = (await (await put({ expiryDate: '2027-06-30' })).json()) as { changed: string[] };
    expect(expiry.changed).toEqual(['expiryDate']);
    r.expiryDate = '2027-06-30';
    const held = (await (await put({ activationDate: '2027-01-15' })).json()) as {
      changed: string[];
      reservation: Res;
    };
    expect(held).toMatchObject({
      changed: ['activationDate'],
      reservation: { suspended: true, activationDate: '2027-01-15' },
    });
    const resumed = (await (await put({ activationDate: null })).json()) as { reservation: Res };
    expect(resumed.reservation).toMatchObject({ suspended: false, activationDate: null });
    const past = await put({ expiryDate: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(await errorOf(past)).toEqual({
      code: 'expiry_in_past',
      message: 'Utløpsdatoen kan ikke være tilbake i tid.',
    });
  });
  it('gives a suspended reservation’s assigned copy to the next in the queue', async () => {
    const title = await singleCopyTitle();
    const a = await loggedInPatron();
    const b = await loggedInPatron();
    const [lib] = await t.services.db.select().from(libraries).where(eq(libraries.id, title.libraryId));
    const cicero = lib.ciceroId ?? (await pickupBranches())[0].ciceroId;
    const first = (await (
      await a.send('POST', '/api/authorized/cicero/reservations', { recordId: title.recordId, libraryId: cicero })
    ).json()) as Res;
    const second = (await (
      await b.send('POST', '/api/authorized/cicero/reservations', { recordId: title.recordId, libraryId: cicero })
    ).json()) as Res;
    expect([first.status, second.status]).toEqual(['picking', 'waiting']);
    await a.send('PUT', '/api/authorized/cicero/reservations', {
      reservationId: first.id,
      libraryId: cicero,
      activationDate: '2027-02-01',
      expiryDate: first.expiryDate,
    });
    const rows = await t.services.db
      .select()
      .from(reservations)
      .where(inArray(reservations.id, [first.id, second.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [first.id]: 'waiting',
      [second.id]: 'picking',
    });
    // Cancelling the assigned one passes the copy on again; the suspended one must wait.
    expect((await b.send('DELETE', '/api/authorized/cicero/reservations', { reservationId: second.id })).status).toBe(
      200,
    );
    const [item] = await t.services.db.select().from(items).where(eq(items.barcode, title.barcode));
    expect(item.status).toBe('available');
  });
  it('answers 404 for another patron’s reservation and leaves it alone', async () => {
    const [r] = await waitingOf(kari);
    const other = await loggedInPatron();
    const cancel = await other.send('DELETE', '/api/authorized/cicero/reservations', { reservationId: r.id });
    expect(cancel.status).toBe(404);
    const change = await other.send('PUT', '/api/authorized/cicero/reservations', {
      reservationId: r.id,
      libraryId: r.libraryId,
      activationDate: null,
      expiryDate: null,
    });
    expect(change.status).toBe(404);
    const [row] = await t.services.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row.status).toBe('waiting');
  });
  it('cancels one’s own reservation', async () => {
    const [r] = await waitingOf(kari);
    const response = await kari.send('DELETE', '/api/authorized/cicero/reservations', { reservationId: r.id });
    expect(await response.json()).toEqual({ ok: true });
    expect((await waitingOf(kari)).some((w) => w.id === r.id)).toBe(false);
  });
});

describe('POST /illrequests', () => {
  it('refuses films (not approved for remote), titles we own, and requests for someone else', async () => {
    const me = String(kariPatron.id);
    const film = await createPublication(t.services.db, { mediaType: 'Film', format: 'DVD' });
    const refusedFilm = await kari.send('POST', '/api/authorized/cicero/illrequests', {
      recordId: film.recordId,
      userId: me,
    });
    expect(await errorOf(refusedFilm)).toEqual({
      code: 'remoteLoanUnavailable',
      message: 'Fjernlån er ikke tilgjengelig for dette materialet.',
    });
    const owned = await kari.send('POST', '/api/authorized/cicero/illrequests', {
      recordId: (await singleCopyTitle()).recordId,
      userId: me,
    });
    expect((await errorOf(owned)).code).toBe('availableLocally');
    const someoneElse = await kari.send('POST', '/api/authorized/cicero/illrequests', {
      recordId: film.recordId,
      userId: '999999',
    });
    expect(someoneElse.status).toBe(403);
    // A downloadable audiobook no branch holds is the digital lending service's, not another library's.
    const download = await createPublication(t.services.db, {
      mediaType: 'Lydbok',
      format: 'Nedlastbar lydbok',
      copies: 0,
    });
    const refusedDownload = await kari.send('POST', '/api/authorized/cicero/illrequests', {
      recordId: download.recordId,
      userId: me,
    });
    expect((await errorOf(refusedDownload)).code).toBe('remoteLoanUnavailable');
  });
  it('requests an audiobook on CD the libraries do not hold, shown under remoteReservations', async () => {
    const { recordId } = await createPublication(t.services.db, { mediaType: 'Lydbok', format: 'CD', copies: 0 });
    const response = await kari.send('POST', '/api/authorized/cicero/illrequests', {
      recordId,
      userId: kariPatron.id,
    });
    expect(response.status).toBe(200);
    const state = (await (await kari.request('/api/authorized/cicero/reservations')).json()) as {
      remoteReservations: { recordId: string; remote: boolean }[];
    };
    expect(state.remoteReservations).toEqual([expect.objectContaining({ recordId, remote: true })]);
  });
});

describe('loan history', () => {
  it('pages Kari’s history, deletes one entry and then all', async () => {
    const page = (await (await kari.request('/api/authorized/cicero/historicalloans')).json()) as {
      total: number;
      keepLoanHistory: boolean;
      loans: { loanId: number; returnedAt: string }[];
    };
    expect(page.keepLoanHistory).toBe(true);
    expect(page.total).toBe(3);
    expect(page.loans.map((l) => l.returnedAt)).toEqual([...page.loans.map((l) => l.returnedAt)].sort().reverse());
    const one = await kari.send('DELETE', `/api/authorized/cicero/historicalloans/${page.loans[0].loanId}`);
    expect(await one.json()).toEqual({ deleted: 1 });
    expect((await kari.send('DELETE', `/api/authorized/cicero/historicalloans/${page.loans[0].loanId}`)).status).toBe(
      404,
    );
    expect((await kari.request('/api/authorized/cicero/historicalloans?page=0')).status).toBe(400);
    const all = (await (await kari.send('DELETE', '/api/authorized/cicero/historicalloans')).json()) as {
      deleted: number;
    };
    expect(all.deleted).toBe(page.total - 1);
    expect(
      ((await (await kari.request('/api/authorized/cicero/historicalloans')).json()) as { total: number }).total,
    ).toBe(0);
  });
  it('turning the setting off deletes the history; returns are kept only while opted in', async () => {
    const { cardNumber: patronCard } = await createPatron(t.services.db);
    const id = await userId(patronCard);
    await t.services.db.update(users).set({ keepLoanHistory: true }).where(eq(users.id, id));
    const patron = await t.loggedIn(patronCard, '0000');
    const title = await singleCopyTitle();
    await staff.send('POST', '/api/staff/circulation/checkout', { barcode: title.barcode, cardNumber: patronCard });
    await staff.send('POST', '/api/staff/circulation/checkin', { barcode: title.barcode, libraryId: title.libraryId });
    const kept = (await (await patron.request('/api/authorized/cicero/historicalloans')).json()) as { total: number };
    expect(kept.total).toBeGreaterThan(0);
    expect(
      (await patron.send('PUT', '/api/authorized/cicero/settings', { keepLoanHistory: false, receiveSms: false }))
        .status,
    ).toBe(200);
    expect(
      ((await (await patron.request('/api/authorized/cicero/historicalloans')).json()) as { total: number }).total,
    ).toBe(0);
  });
});

describe('the staff desk', () => {
  it('fines an overdue return by the rules, and refuses unknown barcodes and cards with Norwegian messages', async () => {
    const title = await singleCopyTitle();
    const borrower = await createPatron(t.services.db);
    await staff.send('POST', '/api/staff/circulation/checkout', {
      barcode: title.barcode,
      cardNumber: borrower.cardNumber,
    });
    const [loan] = await t.services.db
      .select()
      .from(loans)
      .where(and(eq(loans.userId, borrower.id), isNull(loans.returnedAt)))
      .orderBy(sql`id desc`)
      .limit(1);
    await t.services.db.update(loans).set({ dueDate: '2026-01-01' }).where(eq(loans.id, loan.id));
    const back = (await (
      await staff.send('POST', '/api/staff/circulation/checkin', { barcode: title.barcode, libraryId: title.libraryId })
    ).json()) as { fineOre: number };
    expect(back.fineOre).toBe(5000);
    const unknownItem = await staff.send('POST', '/api/staff/circulation/checkin', {
      barcode: 'nope',
      libraryId: title.libraryId,
    });
    expect(unknownItem.status).toBe(404);
    expect(await errorOf(unknownItem)).toEqual({
      code: 'item_not_found',
      message: 'Fant ikke eksemplaret med strekkode nope.',
    });
    const unknownCard = await staff.send('POST', '/api/staff/circulation/checkout', {
      barcode: title.barcode,
      cardNumber: '99999999',
    });
    expect(await errorOf(unknownCard)).toEqual({
      code: 'card_not_found',
      message: 'Fant ikke låneren med dette lånekortet.',
    });
    expect((await staff.send('POST', '/api/staff/circulation/checkout', { barcode: '' })).status).toBe(400);
  });
  it('marks a copy lost and found again', async () => {
    const title = await singleCopyTitle();
    const lost = await staff.send('POST', `/api/staff/circulation/items/${title.barcode}/status`, { status: 'lost' });
    expect(await lost.json()).toEqual({ barcode: title.barcode, status: 'lost' });
    const found = await staff.send('POST', `/api/staff/circulation/items/${title.barcode}/status`, {
      status: 'available',
    });
    expect(await found.json()).toEqual({ barcode: title.barcode, status: 'available' });
    expect(
      (await staff.send('POST', `/api/staff/circulation/items/${title.barcode}/status`, { status: 'stolen' })).status,
    ).toBe(400);
  });
  it('expires reservations left on the pickup shelf past their deadline', async () => {
    const {
      copies: [copy],
    } = await createPublication(t.services.db, { copies: [{ library: 'Bjørvika' }] });
    const ready = await createReservation(t.services.db, await createPatron(t.services.db), {
      now: t.now,
      status: 'ready_for_pickup',
      copy,
    });
    await t.services.db.update(reservations).set({ pickupDeadline: '2026-01-01' }).where(eq(reservations.id, ready.id));
    const response = (await (await staff.send('POST', '/api/staff/circulation/expire-reservations')).json()) as {
      expired: number;
    };
    expect(response.expired).toBeGreaterThanOrEqual(1);
    const [after] = await t.services.db.select().from(reservations).where(eq(reservations.id, ready.id));
    expect(after.status).toBe('expired');
  });
});

describe('GET /digital-loans', () => {
  it('lists Kari’s e-book and e-audiobook loans from the provider', async () => {
    const list = (await (await kari.request('/api/authorized/cicero/digital-loans')).json()) as {
      title: string;
      format: string;
      url: string;
    }[];
    expect(list.map((l) => [l.title, l.format])).toEqual(
      expect.arrayContaining([
        ['Lykke-Per', 'e-bok'],
        ['Doppler', 'e-lydbok'],
      ]),
    );
    expect(list.every((l) => l.url.startsWith('https://'))).toBe(true);
  });
});

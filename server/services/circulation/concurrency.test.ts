// Races for the last copy (issue #7): 50 parallel attempts never let two patrons win; copies of a work's editions coming
// back at once never give a "første ledige" group two (issue #20). Real concurrency on PostgreSQL (TEST_DB=postgres);
// serialised on PGlite.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate } from '#core/dates.ts';
import { isAppError } from '#core/errors.ts';
import { items, libraries, loans, reservations, users } from '#server/db/schema.ts';
import { createPatron, createPublication } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { checkinItem, checkoutItem } from './desk.ts';
import {
  cancelReservation,
  createFirstAvailableReservation,
  createReservation,
  updateReservation,
} from './reservations.ts';

const PARALLEL = 50;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Book titles with exactly one copy, on the shelf, nobody queueing. */
async function singleCopyTitles(n: number) {
  const rows = await t.services.db.execute<{ record_id: string; barcode: string; publication_id: number }>(sql`
    select p.record_id, min(i.barcode) as barcode, p.id as publication_id
    from publications p join items i on i.publication_id = p.id
    where p.media_type = 'Bok'
      and not exists (select 1 from reservations r where r.publication_id = p.id and r.status in ('waiting','picking','in_transit','ready_for_pickup'))
    group by p.id
    having count(*) = 1 and bool_and(i.status = 'available' and i.loanable and i.reservable)
    order by p.id limit ${n}`);
  return rows.rows.map((r) => ({ recordId: r.record_id, barcode: r.barcode, publicationId: Number(r.publication_id) }));
}

/** Generated patrons in good standing (no block status, no unpaid fines). */
async function patrons(n: number) {
  const rows = await t.services.db.execute<{ id: number; card_number: string }>(sql`
    select u.id, u.card_number from users u
    where u.card_number like '300%' and cardinality(u.block_statuses) = 0
      and not exists (select 1 from fines f where f.user_id = u.id and f.paid_at is null)
    order by u.id limit ${n}`);
  return rows.rows.map((r) => ({ id: Number(r.id), card: r.card_number }));
}

describe(`${PARALLEL} parallel attempts on the last copy`, () => {
  it('reservations: every patron joins the queue, exactly one gets the copy', async () => {
    const [title] = await singleCopyTitles(1);
    const [pickup] = await t.services.db
      .select({ ciceroId: libraries.ciceroId })
      .from(libraries)
      .where(and(eq(libraries.isPickupBranch, true), sql`cicero_id is not null`))
      .limit(1);
    const people = await patrons(PARALLEL);
    expect(people).toHaveLength(PARALLEL);
    const results = await Promise.allSettled(
      people.map((p) => createReservation(t.services, p.id, { recordId: title.recordId, libraryId: pickup.ciceroId! })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(PARALLEL);
    const rows = await t.services.db
      .select()
      .from(reservations)
      .where(eq(reservations.publicationId, title.publicationId));
    expect(rows.filter((r) => r.status === 'picking')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'waiting')).toHaveLength(PARALLEL - 1);
    const [item] = await t.services.db.select().from(items).where(eq(items.barcode, title.barcode));
    expect(item.status).toBe('picking');
    expect(rows.find((r) => r.status === 'picking')?.itemId).toBe(item.id);
  });

  it('one patron sending the same reservation 50 times gets exactly one', async () => {
    const [, title] = await singleCopyTitles(2);
    const [pickup] = await t.services.db
      .select({ ciceroId: libraries.ciceroId })
      .from(libraries)
      .where(and(eq(libraries.isPickupBranch, true), sql`cicero_id is not null`))
      .limit(1);
    const [patron] = await patrons(1);
    const results = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () =>
        createReservation(t.services, patron.id, { recordId: title.recordId, libraryId: pickup.ciceroId! }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.status === 'rejected' && isAppError(r.reason) ? [r.reason.code] : []));
    expect(refusals).toEqual(Array.from({ length: PARALLEL - 1 }, () => 'alreadyReserved'));
    const open = await t.services.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.userId, patron.id), eq(reservations.publicationId, title.publicationId)));
    expect(open).toHaveLength(1);
  });

  it('checkouts: 50 desks lending the same copy to 50 patrons — one loan, the rest refused', async () => {
    const [, , title] = await singleCopyTitles(3);
    const people = await patrons(PARALLEL);
    const results = await Promise.allSettled(
      people.map((p) => checkoutItem(t.services, { barcode: title.barcode, cardNumber: p.card })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const codes = new Set(
      results.flatMap((r) =>
        r.status === 'rejected' ? [isAppError(r.reason) ? r.reason.code : String(r.reason)] : [],
      ),
    );
    expect([...codes]).toEqual(['item_on_loan']);
    const [item] = await t.services.db.select().from(items).where(eq(items.barcode, title.barcode));
    const open = await t.services.db
      .select()
      .from(loans)
      .where(and(eq(loans.itemId, item.id), sql`returned_at is null`));
    expect(open).toHaveLength(1);
  });

  it('pickup: the copy on the pickup shelf goes only to its patron, once', async () => {
    const [ready] = await t.services.db
      .select()
      .from(reservations)
      .where(eq(reservations.status, 'ready_for_pickup'))
      .limit(1);
    const [item] = await t.services.db.select().from(items).where(eq(items.id, ready.itemId!));
    const [owner] = await t.services.db
      .select({ card: users.cardNumber })
      .from(users)
      .where(eq(users.id, ready.userId));
    const others = (await patrons(PARALLEL)).filter((p) => p.id !== ready.userId).slice(0, PARALLEL - 2);
    const cards = [owner.card!, owner.card!, ...others.map((p) => p.card)];
    const results = await Promise.allSettled(
      cards.map((card) => checkoutItem(t.services, { barcode: item.barcode, cardNumber: card })),
    );
    const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [cards[i]] : []));
    expect(won).toEqual([owner.card]);
    const open = await t.services.db
      .select()
      .from(loans)
      .where(and(inArray(loans.itemId, [item.id]), sql`returned_at is null`));
    expect(open).toHaveLength(1);
  });
});

describe(`"første ledige" groups: ${PARALLEL} copies of a work's editions handed in at once`, () => {
  /** A work of `editions` editions with `copies` copies each, all out on loan, and `groups` patrons queueing for all of them as one group each. */
  async function queuedWork(editions: number, copies: number, groups: number) {
    const [pickup, other] = await t.services.db
      .select({ id: libraries.id, name: libraries.name, ciceroId: libraries.ciceroId })
      .from(libraries)
      .where(and(eq(libraries.isPickupBranch, true), isNotNull(libraries.ciceroId)))
      .orderBy(asc(libraries.id))
      .limit(2);
    const out = Array.from({ length: copies }, () => ({ status: 'on_loan', library: pickup.name }));
    const first = await createPublication(t.services.db, { format: 'Format 1', copies: out });
    const pubs = [first];
    for (let e = 2; e <= editions; e++)
      pubs.push(await createPublication(t.services.db, { work: first.work, format: `Format ${e}`, copies: out }));
    const patrons = [];
    for (let g = 0; g < groups; g++) {
      const patron = await createPatron(t.services.db);
      const [member] = await createFirstAvailableReservation(t.services, patron.id, {
        recordIds: pubs.map((p) => p.recordId),
        libraryId: pickup.ciceroId!,
      });
      patrons.push({ id: patron.id, reservationId: member.id, groupId: member.groupId! });
    }
    return { pubs, patrons, pickup, other, barcodes: pubs.flatMap((p) => p.copies.map((c) => c.barcode)) };
  }

  /** Per group, the statuses of its reservations; and no copy stands on a shelf while someone active waits for its edition. */
  async function groupStatuses(groupIds: number[]) {
    const rows = await t.services.db.select().from(reservations).where(inArray(reservations.groupId, groupIds));
    return groupIds.map((id) => rows.filter((r) => r.groupId === id).map((r) => r.status));
  }
  async function expectNoCopyIdleWhileSomeoneWaits(publicationIds: number[]) {
    const idle = await t.services.db.execute<{ publication_id: number }>(sql`
      select distinct i.publication_id from items i
      where i.publication_id in (${sql.join(
        publicationIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and i.status = 'available'
        and exists (select 1 from reservations r where r.publication_id = i.publication_id and r.status = 'waiting' and not r.remote
          and (r.activation_date is null or r.activation_date <= ${formatIsoDate(t.services.clock())}::date))`);
    expect(idle.rows).toEqual([]);
  }

  it('every group gets exactly one copy, the rest of it is cancelled, and the other copies go back on the shelf', async () => {
    const { pubs, patrons, pickup, barcodes } = await queuedWork(5, 10, 10);
    expect(barcodes).toHaveLength(PARALLEL);
    const results = await Promise.allSettled(
      barcodes.map((barcode) => checkinItem(t.services, { barcode, libraryId: pickup.id })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const outcomes = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.placement.outcome] : []));
    expect(outcomes.filter((o) => o === 'ready_for_pickup')).toHaveLength(patrons.length);
    expect(outcomes.filter((o) => o === 'shelved')).toHaveLength(PARALLEL - patrons.length);
    for (const statuses of await groupStatuses(patrons.map((p) => p.groupId))) {
      expect(statuses.filter((s) => s === 'ready_for_pickup')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'cancelled')).toHaveLength(pubs.length - 1);
    }
    await expectNoCopyIdleWhileSomeoneWaits(pubs.map((p) => p.publication.id));
  });

  it('patrons cancelling or changing their group while the copies come back: no deadlock, one copy per group, none to a cancelled one', async () => {
    const { pubs, patrons, pickup, other, barcodes } = await queuedWork(5, 8, 10);
    const cancelling = patrons.slice(0, 5);
    const changing = patrons.slice(5);
    const calls: Promise<unknown>[] = [
      ...barcodes.map((barcode) => checkinItem(t.services, { barcode, libraryId: pickup.id })),
      ...cancelling.map((p) => cancelReservation(t.services, p.id, p.reservationId)),
      // By then the group may have its copy: the reservation named is on its way (no change), or cancelled (another edition's).
      ...changing.map((p) =>
        updateReservation(t.services, p.id, {
          reservationId: p.reservationId,
          libraryId: other.ciceroId!,
          activationDate: null,
          expiryDate: '2099-12-31',
        }).catch((err: unknown) => {
          if (isAppError(err) && (err.code === 'reservation_not_found' || err.code === 'already_on_the_way'))
            return null;
          throw err;
        }),
      ),
    ];
    expect(calls).toHaveLength(PARALLEL);
    const results = await Promise.allSettled(calls);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    for (const statuses of await groupStatuses(cancelling.map((p) => p.groupId)))
      expect(statuses.every((s) => s === 'cancelled')).toBe(true);
    for (const statuses of await groupStatuses(changing.map((p) => p.groupId))) {
      expect(statuses.filter((s) => s === 'ready_for_pickup' || s === 'in_transit')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'cancelled')).toHaveLength(pubs.length - 1);
    }
    await expectNoCopyIdleWhileSomeoneWaits(pubs.map((p) => p.publication.id));
  });
});

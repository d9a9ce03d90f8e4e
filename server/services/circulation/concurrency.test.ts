// Races for the last copy (issue #7): 50 parallel attempts never let two patrons win. Real concurrency on PostgreSQL (TEST_DB=postgres); serialised on PGlite.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '#core/errors.ts';
import { items, libraries, loans, reservations, users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { checkoutItem } from './desk.ts';
import { createReservation } from './reservations.ts';

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
    const [pickup] = await t.services.db.select({ ciceroId: libraries.ciceroId }).from(libraries).where(and(eq(libraries.isPickupBranch, true), sql`cicero_id is not null`)).limit(1);
    const people = await patrons(PARALLEL);
    expect(people).toHaveLength(PARALLEL);
    const results = await Promise.allSettled(people.map((p) => createReservation(t.services, p.id, { recordId: title.recordId, libraryId: pickup.ciceroId! })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(PARALLEL);
    const rows = await t.services.db.select().from(reservations).where(eq(reservations.publicationId, title.publicationId));
    expect(rows.filter((r) => r.status === 'picking')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'waiting')).toHaveLength(PARALLEL - 1);
    const [item] = await t.services.db.select().from(items).where(eq(items.barcode, title.barcode));
    expect(item.status).toBe('picking');
    expect(rows.find((r) => r.status === 'picking')?.itemId).toBe(item.id);
  });

  it('one patron sending the same reservation 50 times gets exactly one', async () => {
    const [, title] = await singleCopyTitles(2);
    const [pickup] = await t.services.db.select({ ciceroId: libraries.ciceroId }).from(libraries).where(and(eq(libraries.isPickupBranch, true), sql`cicero_id is not null`)).limit(1);
    const [patron] = await patrons(1);
    const results = await Promise.allSettled(Array.from({ length: PARALLEL }, () => createReservation(t.services, patron.id, { recordId: title.recordId, libraryId: pickup.ciceroId! })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.status === 'rejected' && isAppError(r.reason) ? [r.reason.code] : []));
    expect(refusals).toEqual(Array.from({ length: PARALLEL - 1 }, () => 'alreadyReserved'));
    const open = await t.services.db.select().from(reservations).where(and(eq(reservations.userId, patron.id), eq(reservations.publicationId, title.publicationId)));
    expect(open).toHaveLength(1);
  });

  it('checkouts: 50 desks lending the same copy to 50 patrons — one loan, the rest refused', async () => {
    const [, , title] = await singleCopyTitles(3);
    const people = await patrons(PARALLEL);
    const results = await Promise.allSettled(people.map((p) => checkoutItem(t.services, { barcode: title.barcode, cardNumber: p.card })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const codes = new Set(results.flatMap((r) => (r.status === 'rejected' ? [isAppError(r.reason) ? r.reason.code : String(r.reason)] : [])));
    expect([...codes]).toEqual(['item_on_loan']);
    const [item] = await t.services.db.select().from(items).where(eq(items.barcode, title.barcode));
    const open = await t.services.db.select().from(loans).where(and(eq(loans.itemId, item.id), sql`returned_at is null`));
    expect(open).toHaveLength(1);
  });

  it('pickup: the copy on the pickup shelf goes only to its patron, once', async () => {
    const [ready] = await t.services.db.select().from(reservations).where(eq(reservations.status, 'ready_for_pickup')).limit(1);
    const [item] = await t.services.db.select().from(items).where(eq(items.id, ready.itemId!));
    const [owner] = await t.services.db.select({ card: users.cardNumber }).from(users).where(eq(users.id, ready.userId));
    const others = (await patrons(PARALLEL)).filter((p) => p.id !== ready.userId).slice(0, PARALLEL - 2);
    const cards = [owner.card!, owner.card!, ...others.map((p) => p.card)];
    const results = await Promise.allSettled(cards.map((card) => checkoutItem(t.services, { barcode: item.barcode, cardNumber: card })));
    const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [cards[i]] : []));
    expect(won).toEqual([owner.card]);
    const open = await t.services.db.select().from(loans).where(and(inArray(loans.itemId, [item.id]), sql`returned_at is null`));
    expect(open).toHaveLength(1);
  });
});

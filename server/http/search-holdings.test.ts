// Integration tests of the holdings arrays the search reads (migration 0009, docs/decisions/014): the items triggers keep
// publications.holding_branch_ids / available_branch_ids equal to the copies, also when circulation changes their status.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, publications } from '#server/db/schema.ts';
import type { CookieClient } from '#server/testing/cookie-client.ts';
import { createEmployee, createPatron, createPublication, type TestPatron } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let staff: CookieClient;
let borrower: TestPatron;
let patron: CookieClient;
beforeAll(async () => {
  t = await createTestApp();
  const employee = await createEmployee(t.services.db);
  staff = await t.loggedIn(employee.cardNumber, employee.pin);
  borrower = await createPatron(t.services.db);
  patron = await t.loggedIn(borrower.cardNumber, borrower.pin);
});
afterAll(async () => {
  await t.close();
});

/** Publications whose arrays differ from what their copies say (holding: not lost/discarded; available: status 'available'). */
async function drifted(): Promise<{ id: number }[]> {
  const result = await t.services.db.execute<{ id: number }>(sql`
    select p.id from publications p
    left join lateral (
      select coalesce(array_agg(distinct i.library_id order by i.library_id) filter (where i.status not in ('lost', 'discarded')), '{}') as holding,
             coalesce(array_agg(distinct i.library_id order by i.library_id) filter (where i.status = 'available'), '{}') as available
      from items i where i.publication_id = p.id
    ) h on true
    where p.holding_branch_ids <> h.holding or p.available_branch_ids <> h.available`);
  return result.rows;
}

async function holdings(publicationId: number) {
  const [row] = await t.services.db
    .select({ holding: publications.holdingBranchIds, available: publications.availableBranchIds })
    .from(publications)
    .where(eq(publications.id, publicationId));
  return row;
}

/** A book with exactly one copy, on the shelf and loanable, that nobody queues for (a new one each call). */
async function singleCopyTitle() {
  const { recordId, publication, copies } = await createPublication(t.services.db, { copies: 1 });
  return { recordId, barcode: copies[0].barcode, libraryId: copies[0].libraryId, publicationId: publication.id };
}

describe('publication holdings kept by the items triggers', () => {
  it('match the copies of every seeded publication', async () => {
    expect(await drifted()).toEqual([]);
    const [counted] = (
      await t.services.db.execute<{ n: number }>(
        sql`select count(*)::int as n from publications where cardinality(holding_branch_ids) > 0`,
      )
    ).rows;
    expect(counted.n).toBeGreaterThan(100);
  });

  it('follow checkout and check-in at the desk', async () => {
    const title = await singleCopyTitle();
    expect(await holdings(title.publicationId)).toEqual({ holding: [title.libraryId], available: [title.libraryId] });

    const out = await staff.send('POST', '/api/staff/circulation/checkout', {
      barcode: title.barcode,
      cardNumber: borrower.cardNumber,
    });
    expect(out.status).toBe(200);
    expect(await holdings(title.publicationId)).toEqual({ holding: [title.libraryId], available: [] });

    const back = await staff.send('POST', '/api/staff/circulation/checkin', {
      barcode: title.barcode,
      libraryId: title.libraryId,
    });
    expect(back.status).toBe(200);
    expect(await holdings(title.publicationId)).toEqual({ holding: [title.libraryId], available: [title.libraryId] });
    expect(await drifted()).toEqual([]);
  });

  it("count a copy assigned to a reservation ('picking', still on the shelf) as held but not available", async () => {
    const title = await singleCopyTitle();
    const reserve = await patron.send('POST', '/api/authorized/cicero/reservations', {
      recordId: title.recordId,
      libraryId: borrower.preferredPickupBranch,
    });
    expect(reserve.status).toBe(200);
    const [copy] = await t.services.db
      .select({ status: items.status })
      .from(items)
      .where(eq(items.barcode, title.barcode));
    expect(['picking', 'in_transit']).toContain(copy.status);
    expect(await holdings(title.publicationId)).toEqual({ holding: [title.libraryId], available: [] });
    expect(await drifted()).toEqual([]);
  });

  it('follow inserts, moves between branches, losses and deletes of copies, and the search filter reads them', async () => {
    const title = await singleCopyTitle();
    const [pub] = await t.services.db
      .select({ workId: publications.workId })
      .from(publications)
      .where(eq(publications.id, title.publicationId));
    const otherLibrary = title.libraryId === 1 ? 2 : 1;
    await t.services.db.insert(items).values([
      {
        barcode: 'HOLDINGS-1',
        publicationId: title.publicationId,
        libraryId: otherLibrary,
        shelfLocation: 'Hylle 1',
        status: 'on_loan',
      },
      {
        barcode: 'HOLDINGS-2',
        publicationId: title.publicationId,
        libraryId: otherLibrary,
        shelfLocation: 'Hylle 1',
        status: 'available',
      },
    ]);
    const both = [title.libraryId, otherLibrary].sort((a, b) => a - b);
    expect(await holdings(title.publicationId)).toEqual({ holding: both, available: both });

    await t.services.db.update(items).set({ status: 'lost' }).where(eq(items.barcode, 'HOLDINGS-2'));
    expect(await holdings(title.publicationId)).toEqual({ holding: both, available: [title.libraryId] });

    await t.services.db.update(items).set({ libraryId: title.libraryId }).where(eq(items.barcode, 'HOLDINGS-1'));
    await t.services.db.update(items).set({ status: 'discarded' }).where(eq(items.barcode, title.barcode));
    expect(await holdings(title.publicationId)).toEqual({ holding: [title.libraryId], available: [] });

    // The search sees the same: the work has a copy, none on the shelf.
    const [work] = (
      await t.services.db.execute<{ title: string }>(sql`select title from works where id = ${pub.workId}`)
    ).rows;
    const visible = async (params: string) => {
      const response = await t.request(`/api/search?query=${encodeURIComponent(work.title)}${params}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { hits: { work: { id: number } }[] };
      return body.hits.some((h) => h.work.id === pub.workId);
    };
    expect(await visible('')).toBe(true);
    expect(await visible('&excludeUnavailable=true')).toBe(false);

    await t.services.db.delete(items).where(eq(items.barcode, 'HOLDINGS-1'));
    await t.services.db.delete(items).where(eq(items.barcode, 'HOLDINGS-2'));
    expect(await holdings(title.publicationId)).toEqual({ holding: [], available: [] });
    expect(await drifted()).toEqual([]);
  });
});

// The patron's own status of works (issue #18) agrees with their loans and reservations pages, is theirs only, and
// the queue before reserving counts what the reservations page counts. PGlite, and PostgreSQL with TEST_DB=postgres.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatedWaitDays } from '#core/circulation.ts';
import { publications } from '#server/db/schema.ts';
import { createLoan, createPatron, createPublication, createReservation } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { listLoans } from './loans.ts';
import { ownStatusForWorks, titleQueues, workQueues } from './patron-status.ts';
import { listReservations } from './reservations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * A patron of this file's own (server/testing/factories.ts) like the demo's Kari: a loan, the second place in the queue
 * for a title whose two copies are both lent, and a reservation ready for pickup.
 */
async function patronWithAccount(): Promise<number> {
  const { db } = t.services;
  const { now } = t;
  const kari = await createPatron(db);
  await createLoan(db, kari, { now, dueIn: 3 });
  const queued = await createPublication(db, { copies: 2 });
  for (const copy of queued.copies) await createLoan(db, await createPatron(db), { now, copy });
  await createReservation(db, await createPatron(db), { now, publicationId: queued.publication.id });
  await createReservation(db, kari, { now, publicationId: queued.publication.id });
  const {
    copies: [shelved],
  } = await createPublication(db, { copies: [{ library: 'Bjørvika' }] });
  await createReservation(db, kari, { now, status: 'ready_for_pickup', copy: shelved });
  return kari.id;
}
const workOf = async (recordId: string) =>
  (
    await t.services.db
      .select({ workId: publications.workId })
      .from(publications)
      .where(eq(publications.recordId, recordId))
  )[0].workId;

describe('ownStatusForWorks', () => {
  it('gives Kari her loans and reservations of the works asked for, as her pages show them, and Lars none of them', async () => {
    const kari = await patronWithAccount();
    const [{ loans }, state] = await Promise.all([listLoans(t.services, kari), listReservations(t.services, kari)]);
    const waiting = state.reservations.find((r) => r.status === 'waiting' && r.queuePosition !== null)!;
    const ready = state.pickups[0];
    const works = await Promise.all([loans[0].recordId, waiting.recordId, ready.recordId].map(workOf));
    const own = await ownStatusForWorks(t.services, kari, works);

    expect(own.get(works[0])).toContainEqual({
      kind: 'loan',
      recordId: loans[0].recordId,
      dueDate: loans[0].loanDetails.dueDate,
      overdue: loans[0].overdue,
    });
    expect(own.get(works[1])).toContainEqual(
      expect.objectContaining({
        kind: 'reservation',
        recordId: waiting.recordId,
        status: 'waiting',
        queuePosition: waiting.queuePosition,
        queueLength: waiting.queueLength,
        estimatedWaitDays: waiting.estimatedWaitDays,
        pickupBranch: waiting.libraryName,
      }),
    );
    expect(own.get(works[2])).toContainEqual(
      expect.objectContaining({
        kind: 'reservation',
        status: 'ready_for_pickup',
        pickupDeadline: ready.pickupDeadline,
      }),
    );

    const lars = await ownStatusForWorks(t.services, (await createPatron(t.services.db)).id, works);
    const larsRecords = [...lars.values()].flat().map((s) => s.recordId);
    expect(larsRecords).not.toContain(loans[0].recordId);
    expect(await ownStatusForWorks(t.services, kari, [])).toEqual(new Map());
  });
});

describe('titleQueues', () => {
  it('counts those waiting, the copies on the shelf and those that circulate, with the rule’s loan days', async () => {
    const kari = await patronWithAccount();
    const { reservations } = await listReservations(t.services, kari);
    const waiting = reservations.find((r) => r.status === 'waiting' && r.queueLength !== null)!;
    const [pub] = await t.services.db
      .select({ id: publications.id })
      .from(publications)
      .where(eq(publications.recordId, waiting.recordId));
    const [copies] = (
      await t.services.db.execute<{ available: number; circulating: number }>(sql`
        select count(*) filter (where status = 'available' and loanable and reservable)::int as available,
          count(*) filter (where loanable and reservable and status not in ('lost', 'discarded'))::int as circulating
        from items where publication_id = ${pub.id}`)
    ).rows;
    const queue = (await titleQueues(t.services, [pub.id])).get(pub.id);
    expect(queue).toEqual({
      waiting: waiting.queueLength,
      availableCopies: copies.available,
      circulatingCopies: copies.circulating,
      loanDays: expect.any(Number),
    });
    // The same estimate the reservations page gives the last in the queue (which this patron is).
    expect(waiting.queuePosition).toBe(waiting.queueLength);
    expect(estimatedWaitDays(queue!.waiting, queue!.circulatingCopies, queue!.loanDays!)).toBe(
      waiting.estimatedWaitDays,
    );
  });
});

describe('workQueues', () => {
  it('gives a search hit every edition’s queue of its work, as titleQueues gives them one by one', async () => {
    // A work in two editions, one of them with a queue.
    const { db } = t.services;
    const book = await createPublication(db, { copies: 1 });
    const audio = await createPublication(db, { work: book.work, mediaType: 'Lydbok', format: 'CD', copies: 2 });
    await createLoan(db, await createPatron(db), { now: t.now, copy: book.copies[0] });
    await createReservation(db, await createPatron(db), { now: t.now, publicationId: book.publication.id });
    const workId = book.work.id;
    const editions = [book.publication.id, audio.publication.id];
    const one = await titleQueues(t.services, editions);
    const byWork = await workQueues(t.services, [workId]);
    expect(byWork.get(workId)).toHaveLength(editions.length);
    expect(new Set(byWork.get(workId))).toEqual(new Set(one.values()));
    expect(byWork.get(workId)!.some((q) => q.waiting > 0)).toBe(true);
    expect(await workQueues(t.services, [])).toEqual(new Map());
  });
});

describe('creators beside a loan', () => {
  it('are joined as Norwegian reads them, in the work page’s order', async () => {
    const rows = await t.services.db.execute<{ user_id: number }>(sql`
      select l.user_id from loans l join items i on i.id = l.item_id join publications p on p.id = i.publication_id
      where l.returned_at is null and (select count(distinct wa.agent_id) from work_agents wa where wa.work_id = p.work_id) >= 3 limit 1`);
    const owner = Number(rows.rows[0].user_id);
    const { loans, remoteLoans } = await listLoans(t.services, owner);
    const authors = [...loans, ...remoteLoans].map((l) => l.author ?? '');
    expect(authors.some((a) => / og /.test(a) && a.includes(', '))).toBe(true);
  });
});

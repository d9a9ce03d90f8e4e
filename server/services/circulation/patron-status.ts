// The patron's own loans and reservations of given works (issue #18: "Du har lånt denne — levers 22.12" on work pages and
// search hits), and the queue of editions as anyone sees it before reserving. One statement each, whatever the page's size.
import { sql, type SQL } from 'drizzle-orm';
import { estimatedWaitDays, OPEN_RESERVATION_STATUSES, type OwnStatus, type TitleQueue } from '#core/circulation.ts';
import { formatIsoDate } from '#core/dates.ts';
import { intArray } from '../catalogue/sql.ts';
import type { ServiceContext } from '../context.ts';

interface StatusRow extends Record<string, unknown> {
  kind: 'loan' | 'reservation';
  work_id: number;
  record_id: string;
  due_date: string | null;
  status: string | null;
  activation_date: string | null;
  position: number | null;
  queue_length: number | null;
  circulating: number | null;
  loan_days: number | null;
  pickup_branch: string | null;
  pickup_deadline: string | null;
}

/**
 * The patron's open loans and reservations of these works, by work id: for that patron only (the caller passes the
 * session's user), never cached for others. Queue places count waiting reservations in the queue's order (created,
 * then id), as core/circulation.ts queuePosition does.
 */
export async function ownStatusForWorks(
  ctx: ServiceContext,
  userId: number,
  workIds: readonly number[],
): Promise<Map<number, OwnStatus[]>> {
  const byWork = new Map<number, OwnStatus[]>();
  const wanted = [...new Set(workIds)].filter((id) => Number.isSafeInteger(id));
  if (wanted.length === 0) return byWork;
  const today = formatIsoDate(ctx.clock());
  const open = sql.join(
    OPEN_RESERVATION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await ctx.db.execute<StatusRow>(sql`
    select 'loan' as kind, p.work_id, p.record_id, l.due_date::text as due_date, null as status, null as activation_date,
      null::int as position, null::int as queue_length, null::int as circulating, null::int as loan_days,
      null as pickup_branch, null as pickup_deadline
    from loans l join items i on i.id = l.item_id join publications p on p.id = i.publication_id
    where l.user_id = ${userId} and l.returned_at is null and p.work_id = any(${intArray(wanted)})
    union all
    select 'reservation', p.work_id, p.record_id, null, r.status, r.activation_date::text,
      case when r.status = 'waiting' and not r.remote then (select count(*)::int from reservations q
        where q.publication_id = r.publication_id and q.status = 'waiting' and not q.remote
          and (q.created_at, q.id) <= (r.created_at, r.id)) end,
      case when r.status = 'waiting' and not r.remote then (select count(*)::int from reservations q
        where q.publication_id = r.publication_id and q.status = 'waiting' and not q.remote) end,
      (select count(*)::int from items c where c.publication_id = r.publication_id and c.loanable and c.reservable
        and c.status not in ('lost', 'discarded')),
      (select cr.loan_days from circulation_rules cr where cr.media_type = p.media_type),
      b.name, r.pickup_deadline::text
    from reservations r join publications p on p.id = r.publication_id join libraries b on b.id = r.pickup_library_id
    where r.user_id = ${userId} and r.status in (${open}) and p.work_id = any(${intArray(wanted)})`);
  for (const row of result.rows) {
    const workId = Number(row.work_id);
    const status: OwnStatus =
      row.kind === 'loan'
        ? { kind: 'loan', recordId: row.record_id, dueDate: row.due_date ?? '', overdue: (row.due_date ?? '') < today }
        : {
            kind: 'reservation',
            recordId: row.record_id,
            status: row.status as (typeof OPEN_RESERVATION_STATUSES)[number],
            suspended: row.activation_date !== null && row.activation_date > today,
            queuePosition: row.position,
            queueLength: row.queue_length,
            estimatedWaitDays:
              row.position && row.loan_days !== null
                ? estimatedWaitDays(row.position, row.circulating ?? 0, row.loan_days)
                : null,
            pickupBranch: row.pickup_branch ?? '',
            pickupDeadline: row.pickup_deadline,
          };
    byWork.set(workId, [...(byWork.get(workId) ?? []), status]);
  }
  return byWork;
}

type QueueRow = {
  id: number;
  work_id: number;
  waiting: number;
  available: number;
  circulating: number;
  loan_days: number | null;
};
const presentQueue = (r: QueueRow): TitleQueue => ({
  waiting: r.waiting,
  availableCopies: r.available,
  circulatingCopies: r.circulating,
  loanDays: r.loan_days,
});

/** Each edition's queue as anyone may see it before reserving (core/circulation.ts reserveOutlook), by publication id. */
export async function titleQueues(
  ctx: ServiceContext,
  publicationIds: readonly number[],
): Promise<Map<number, TitleQueue>> {
  const wanted = [...new Set(publicationIds)].filter((id) => Number.isSafeInteger(id));
  if (wanted.length === 0) return new Map();
  const rows = await readQueues(ctx, sql`p.id = any(${intArray(wanted)})`);
  return new Map(rows.map((r) => [Number(r.id), presentQueue(r)]));
}

/** The queues of every edition of these works (search hits whose copies are all out: core soonestEdition), by work id. */
export async function workQueues(ctx: ServiceContext, workIds: readonly number[]): Promise<Map<number, TitleQueue[]>> {
  const wanted = [...new Set(workIds)].filter((id) => Number.isSafeInteger(id));
  const byWork = new Map<number, TitleQueue[]>();
  if (wanted.length === 0) return byWork;
  for (const row of await readQueues(ctx, sql`p.work_id = any(${intArray(wanted)}) and p.withdrawn_at is null`)) {
    byWork.set(Number(row.work_id), [...(byWork.get(Number(row.work_id)) ?? []), presentQueue(row)]);
  }
  return byWork;
}

async function readQueues(ctx: ServiceContext, where: SQL): Promise<QueueRow[]> {
  const result = await ctx.db.execute<QueueRow>(sql`
    select p.id, p.work_id,
      (select count(*)::int from reservations r where r.publication_id = p.id and r.status = 'waiting' and not r.remote) as waiting,
      (select count(*)::int from items i where i.publication_id = p.id and i.status = 'available' and i.loanable and i.reservable) as available,
      (select count(*)::int from items i where i.publication_id = p.id and i.loanable and i.reservable and i.status not in ('lost', 'discarded')) as circulating,
      (select cr.loan_days from circulation_rules cr where cr.media_type = p.media_type) as loan_days
    from publications p where ${where}`);
  return result.rows;
}

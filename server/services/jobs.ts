// What the job queue holds (docs/decisions/029): jobs waiting, running, waiting for a retry, and failed, for staff and logs.
import { sql } from 'drizzle-orm';
import type { ServiceContext } from './context.ts';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobListing {
  id: string;
  name: string;
  state: JobState;
  /** Attempts made so far (a job waiting for its first run: 0). */
  attempts: number;
  /** Attempts it gets in all. */
  maxAttempts: number;
  /** When it runs next (waiting, retry) or ran last. */
  startAfter: string;
  createdAt: string;
  completedAt: string | null;
  /** A failed attempt's message (the last one). */
  error: string | null;
}

interface JobRow extends Record<string, unknown> {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  started: boolean;
  start_after: string | Date;
  created_on: string | Date;
  completed_on: string | Date | null;
  error: string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Jobs in the given states (default: everything not finished well: waiting, running, retrying, failed), newest first,
 * including failed ones already moved to the archive. Empty when the queue has never started on this database.
 */
export async function listJobs(
  ctx: ServiceContext,
  options: { states?: readonly JobState[]; name?: string; limit?: number } = {},
): Promise<JobListing[]> {
  const states = options.states ?? ['created', 'retry', 'active', 'failed'];
  const installed = await ctx.db.execute<{ table: string | null }>(
    sql`select to_regclass('pgboss.job')::text as "table"`,
  );
  if (!installed.rows[0]?.table) return [];
  const columns = sql.raw(
    `id::text, name, state::text as state, retry_count, retry_limit, started_on is not null as started, start_after, created_on, completed_on,
     coalesce(output->>'message', output->'value'->>'message', output->>'value') as error`,
  );
  const where = sql`state::text in (${sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  )}) ${options.name ? sql`and name = ${options.name}` : sql``}`;
  const result = await ctx.db.execute<JobRow>(sql`
    select * from (
      select ${columns} from pgboss.job where ${where}
      union all
      select ${columns} from pgboss.archive where ${where} and state = 'failed'
    ) jobs order by created_on desc limit ${options.limit ?? 100}`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.state,
    // retry_count counts the runs after the first; a job that has not started has made no attempt.
    attempts: row.started ? Number(row.retry_count) + 1 : 0,
    maxAttempts: Number(row.retry_limit) + 1,
    startAfter: iso(row.start_after),
    createdAt: iso(row.created_on),
    completedAt: row.completed_on ? iso(row.completed_on) : null,
    error: row.state === 'completed' ? null : row.error,
  }));
}

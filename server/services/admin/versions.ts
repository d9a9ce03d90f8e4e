// Optimistic concurrency for the staff-area forms (issue #4, docs/decisions/008): version tokens from updated_at, or from the form's own values where a table has no updated_at.
import { createHash } from 'node:crypto';
import { sql, type AnyColumn } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import type { FormValues } from './form-input.ts';

/** updated_at to the microsecond, as text (a JS Date only keeps milliseconds). */
export function updatedAtVersion(column: AnyColumn) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
}

/** The next updated_at: now, but always later than the previous one (so a fixed test clock still changes the version). */
export function nextUpdatedAt(ctx: ServiceContext, column: AnyColumn) {
  return sql`greatest(${ctx.clock().toISOString()}::timestamptz, ${column} + interval '1 microsecond')`;
}

/**
 * For tables without updated_at: a digest of everything the edit form shows. Someone else's save
 * changes at least one of those values, so the token changes with it.
 */
export function valuesVersion(values: FormValues): string {
  const sorted = Object.keys(values)
    .sort()
    .map((key) => [key, values[key]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url').slice(0, 22);
}

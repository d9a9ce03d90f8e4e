// Staff area, opening-hours exceptions (issue #4): per library and date, open or closed, open and manned times, and a reason — with audit rows in one transaction.
import { exceptionKey } from '#core/content-admin.ts';
import { and, asc, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import { formatIsoDate } from '#core/dates.ts';
import { spanEnd } from '#core/opening-hours.ts';
import { libraries, openingHoursExceptions } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { assertCanManage, notFoundError, type Actor } from './access.ts';
import { recordContentChange } from './audit.ts';
import { FieldValidationError, fieldIssue, isoDate, optionalClockTime, requiredId, requiredText } from './fields.ts';
import { fieldText, type FormValues } from './form-input.ts';

export const openingHoursExceptionSchema = z
  .object({
    libraryId: requiredId('libraryMissing'),
    date: isoDate('dateMissing'),
    isOpen: z.enum(['open', 'closed'], { error: fieldText('isOpenChoose') }),
    openFrom: optionalClockTime,
    openTo: optionalClockTime,
    mannedFrom: optionalClockTime,
    mannedTo: optionalClockTime,
    reason: requiredText(120, 'reasonMissing', 'reasonTooLong'),
  })
  .superRefine((v, ctx) => {
    if (v.isOpen === 'closed') return;
    if (!v.openFrom) ctx.addIssue(fieldIssue('openFrom', 'opensMissing'));
    if (!v.openTo) ctx.addIssue(fieldIssue('openTo', 'closesMissing'));
    if (v.openFrom && v.openTo && v.openFrom >= spanEnd(v.openTo))
      ctx.addIssue(fieldIssue('openTo', 'closesBeforeOpens'));
    if (Boolean(v.mannedFrom) !== Boolean(v.mannedTo)) {
      ctx.addIssue(fieldIssue(v.mannedFrom ? 'mannedTo' : 'mannedFrom', 'mannedBothOrNeither'));
    } else if (v.mannedFrom && v.mannedTo) {
      if (v.mannedFrom >= spanEnd(v.mannedTo)) ctx.addIssue(fieldIssue('mannedTo', 'mannedEndBeforeStart'));
      else if (v.openFrom && v.openTo && (v.mannedFrom < v.openFrom || spanEnd(v.mannedTo) > spanEnd(v.openTo))) {
        ctx.addIssue(fieldIssue('mannedFrom', 'mannedOutsideOpen'));
      }
    }
  })
  .transform((v) => {
    const open = v.isOpen === 'open';
    return {
      libraryId: v.libraryId,
      date: v.date,
      isOpen: open,
      openFrom: open ? v.openFrom : null,
      openTo: open ? v.openTo : null,
      mannedFrom: open ? v.mannedFrom : null,
      mannedTo: open ? v.mannedTo : null,
      reason: v.reason,
    };
  });
export type OpeningHoursExceptionInput = z.output<typeof openingHoursExceptionSchema>;

/** URL key of one exception: '{libraryId}-{yyyy-MM-dd}'. */
export interface AdminExceptionRow {
  libraryId: number;
  libraryName: string;
  date: string;
  isOpen: boolean;
  openFrom: string | null;
  openTo: string | null;
  mannedFrom: string | null;
  mannedTo: string | null;
  reason: string;
}

/** Exceptions from today (Oslo) on, by date then library; optionally one library. */
export async function listOpeningHoursExceptions(
  ctx: ServiceContext,
  actor: Actor,
  filter: { libraryId?: number | null } = {},
): Promise<AdminExceptionRow[]> {
  assertCanManage(actor, 'opening_hours_exception');
  const today = formatIsoDate(ctx.clock());
  const rows = await ctx.db
    .select({ e: openingHoursExceptions, libraryName: libraries.name })
    .from(openingHoursExceptions)
    .innerJoin(libraries, eq(libraries.id, openingHoursExceptions.libraryId))
    .where(
      and(
        gte(openingHoursExceptions.date, today),
        filter.libraryId ? eq(openingHoursExceptions.libraryId, filter.libraryId) : undefined,
      ),
    )
    .orderBy(asc(openingHoursExceptions.date), asc(libraries.name))
    .limit(500);
  return rows.map(({ e, libraryName }) => ({ ...e, libraryName }));
}

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : '');

export async function getOpeningHoursExceptionForEdit(
  ctx: ServiceContext,
  actor: Actor,
  libraryId: number,
  date: string,
): Promise<FormValues & { libraryName: string }> {
  assertCanManage(actor, 'opening_hours_exception');
  const [row] = await ctx.db
    .select({ e: openingHoursExceptions, libraryName: libraries.name })
    .from(openingHoursExceptions)
    .innerJoin(libraries, eq(libraries.id, openingHoursExceptions.libraryId))
    .where(and(eq(openingHoursExceptions.libraryId, libraryId), eq(openingHoursExceptions.date, date)))
    .limit(1);
  if (!row) throw notFoundError('opening_hours_exception');
  const { e } = row;
  return {
    libraryName: row.libraryName,
    libraryId: String(e.libraryId),
    date: e.date,
    isOpen: e.isOpen ? 'open' : 'closed',
    openFrom: hhmm(e.openFrom),
    openTo: hhmm(e.openTo),
    mannedFrom: hhmm(e.mannedFrom),
    mannedTo: hhmm(e.mannedTo),
    reason: e.reason,
  };
}

function validated(input: OpeningHoursExceptionInput | FormValues): OpeningHoursExceptionInput {
  return typeof input.isOpen === 'boolean'
    ? (input as OpeningHoursExceptionInput)
    : openingHoursExceptionSchema.parse(input);
}

async function libraryName(ctx: ServiceContext, libraryId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ name: libraries.name })
    .from(libraries)
    .where(eq(libraries.id, libraryId))
    .limit(1);
  if (!row) throw new FieldValidationError('libraryId', 'library_not_found', 'libraryChoose');
  return row.name;
}

const describe = (name: string, input: { date: string; reason: string }) => `${name} ${input.date}: ${input.reason}`;

/** @throws FieldValidationError 'date' when the library already has an exception that day */
export async function createOpeningHoursException(
  ctx: ServiceContext,
  actor: Actor,
  raw: OpeningHoursExceptionInput | FormValues,
): Promise<void> {
  assertCanManage(actor, 'opening_hours_exception');
  const input = validated(raw);
  const name = await libraryName(ctx, input.libraryId);
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(openingHoursExceptions)
      .values(input)
      .onConflictDoNothing()
      .returning({ date: openingHoursExceptions.date });
    if (inserted.length === 0) {
      throw new FieldValidationError('date', 'exception_exists', 'exceptionExists');
    }
    await recordContentChange(
      ctx,
      actor,
      {
        action: 'content_created',
        entity: 'opening_hours_exception',
        entityId: exceptionKey(input.libraryId, input.date),
        detail: { title: describe(name, input) },
      },
      tx,
    );
  });
}

/** Changes open/closed, times and reason of the exception at (libraryId, date); the key itself does not change. */
export async function updateOpeningHoursException(
  ctx: ServiceContext,
  actor: Actor,
  key: { libraryId: number; date: string },
  raw: OpeningHoursExceptionInput | FormValues,
): Promise<void> {
  assertCanManage(actor, 'opening_hours_exception');
  const input = { ...validated(raw), libraryId: key.libraryId, date: key.date };
  const name = await libraryName(ctx, key.libraryId);
  await ctx.db.transaction(async (tx) => {
    const where = and(eq(openingHoursExceptions.libraryId, key.libraryId), eq(openingHoursExceptions.date, key.date));
    const [current] = await tx.select().from(openingHoursExceptions).where(where).for('update');
    if (!current) throw notFoundError('opening_hours_exception');
    const fields = (['isOpen', 'openFrom', 'openTo', 'mannedFrom', 'mannedTo', 'reason'] as const).filter(
      (f) => (typeof current[f] === 'string' ? hhmmOrText(f, current[f]) : current[f]) !== input[f],
    );
    await tx.update(openingHoursExceptions).set(input).where(where);
    await recordContentChange(
      ctx,
      actor,
      {
        action: 'content_updated',
        entity: 'opening_hours_exception',
        entityId: exceptionKey(key.libraryId, key.date),
        detail: { title: describe(name, input), fields },
      },
      tx,
    );
  });
}

function hhmmOrText(field: string, value: string | null): string | null {
  return field === 'reason' ? value : value === null ? null : hhmm(value);
}

export async function deleteOpeningHoursException(
  ctx: ServiceContext,
  actor: Actor,
  key: { libraryId: number; date: string },
): Promise<void> {
  assertCanManage(actor, 'opening_hours_exception');
  const name = await libraryName(ctx, key.libraryId).catch(() => '');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(openingHoursExceptions)
      .where(and(eq(openingHoursExceptions.libraryId, key.libraryId), eq(openingHoursExceptions.date, key.date)))
      .returning({ reason: openingHoursExceptions.reason });
    if (!row) throw notFoundError('opening_hours_exception');
    await recordContentChange(
      ctx,
      actor,
      {
        action: 'content_deleted',
        entity: 'opening_hours_exception',
        entityId: exceptionKey(key.libraryId, key.date),
        detail: { title: describe(name, { date: key.date, reason: row.reason }) },
      },
      tx,
    );
  });
}

export async function openingHoursExceptionTitle(
  ctx: ServiceContext,
  actor: Actor,
  key: { libraryId: number; date: string },
): Promise<string> {
  const values = await getOpeningHoursExceptionForEdit(ctx, actor, key.libraryId, key.date);
  return describe(values.libraryName, { date: key.date, reason: values.reason });
}

// The daily reminders (issue #20, docs/decisions/033): last pickup day tomorrow, loans due in 3 days and tomorrow,
// and loans due yesterday. Batched by patron, each batch one short transaction, and told once — however often it runs.
import { and, eq, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { addDays } from '#core/circulation.ts';
import { formatIsoDate, toOslo } from '#core/dates.ts';
import type { Tx } from '#server/db/client.ts';
import { items, libraries, loans, noticeLog, publications, reservations, users } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import type { NoticeData, OptionalNoticeKind, Pickup } from './compose.ts';
import { chosenChannels, notifyPatron, recipientColumns, type NoticeRecipient } from './send.ts';

type ReminderKind = Exclude<OptionalNoticeKind, 'ready_for_pickup'>;

/** Patrons per transaction: a batch's rows, locks and outbox inserts stay small whatever the day's total. */
const BATCH_PATRONS = 500;
/** Log rows about days this far back are never asked for again (the oldest a run asks about is yesterday). */
const LOG_DAYS = 7;
/** Reminders go out in the day only: a run at start (catching up after downtime) at night waits for 07:00. */
const FIRST_HOUR = 7;
const LAST_HOUR = 21;

export interface ReminderReport {
  /** Patrons told, by kind. */
  patrons: Record<ReminderKind, number>;
  /** Outbox rows written (an e-mail and an SMS to one patron are two). */
  messages: number;
}

/** One thing a reminder tells of: a loan or a reservation, with its patron. */
interface Subject extends NoticeRecipient {
  id: number;
  userId: number;
  title: string;
  library: string;
  pickupNumber: string | null;
}

/** Where a kind's subjects come from, for the day it is about. */
interface Source {
  kind: ReminderKind;
  aboutDate: string;
  /** The next `limit` patrons after `after` (by id) with a subject that day, whether or not told already. */
  nextPatrons(tx: Tx, after: number, limit: number): Promise<number[]>;
  /** Those patrons' subjects not told of yet. */
  subjects(tx: Tx, userIds: number[]): Promise<Subject[]>;
  notice(name: string, subjects: Subject[]): NoticeData;
}

const notLogged = (kind: ReminderKind, aboutDate: string, subjectId: typeof loans.id | typeof reservations.id) =>
  notExists(
    sql`(select 1 from ${noticeLog} where ${noticeLog.kind} = ${kind} and ${noticeLog.subjectId} = ${subjectId} and ${noticeLog.aboutDate} = ${aboutDate})`,
  );

function loanSource(kind: 'due_in_3_days' | 'due_in_1_day' | 'overdue', dueDate: string): Source {
  const due = and(isNull(loans.returnedAt), eq(loans.dueDate, dueDate));
  return {
    kind,
    aboutDate: dueDate,
    // The index loans_due_open (due_date, user_id) where returned_at is null answers this one page at a time.
    nextPatrons: async (tx, after, limit) =>
      (await tx.selectDistinct({ userId: loans.userId }).from(loans).where(and(due, gt(loans.userId, after))).orderBy(loans.userId).limit(limit)).map((r) => r.userId),
    subjects: (tx, userIds) =>
      tx
        .select({ id: loans.id, userId: loans.userId, title: publications.title, library: sql<string>`''`, pickupNumber: sql<string | null>`null`, ...recipientColumns })
        .from(loans)
        .innerJoin(users, eq(users.id, loans.userId))
        .innerJoin(items, eq(items.id, loans.itemId))
        .innerJoin(publications, eq(publications.id, items.publicationId))
        .where(and(inArray(loans.userId, userIds), due, notLogged(kind, dueDate, loans.id)))
        .orderBy(loans.userId, loans.id),
    notice: (name, subjects) => ({ kind, name, dueDate, titles: subjects.map((s) => s.title) }),
  };
}

function pickupSource(pickupDeadline: string): Source {
  const kind = 'pickup_reminder';
  const lastDay = and(eq(reservations.status, 'ready_for_pickup'), eq(reservations.pickupDeadline, pickupDeadline));
  return {
    kind,
    aboutDate: pickupDeadline,
    nextPatrons: async (tx, after, limit) =>
      (await tx.selectDistinct({ userId: reservations.userId }).from(reservations).where(and(lastDay, gt(reservations.userId, after))).orderBy(reservations.userId).limit(limit)).map(
        (r) => r.userId,
      ),
    subjects: (tx, userIds) =>
      tx
        .select({ id: reservations.id, userId: reservations.userId, title: publications.title, library: libraries.name, pickupNumber: reservations.pickupNumber, ...recipientColumns })
        .from(reservations)
        .innerJoin(users, eq(users.id, reservations.userId))
        .innerJoin(publications, eq(publications.id, reservations.publicationId))
        .innerJoin(libraries, eq(libraries.id, reservations.pickupLibraryId))
        .where(and(inArray(reservations.userId, userIds), lastDay, notLogged(kind, pickupDeadline, reservations.id)))
        .orderBy(reservations.userId, reservations.id),
    notice: (name, subjects) => ({
      kind,
      name,
      pickupDeadline,
      pickups: subjects.map((s): Pickup => ({ title: s.title, library: s.library, pickupNumber: s.pickupNumber ?? '' })),
    }),
  };
}

/**
 * One batch: the subjects of the next patrons are logged and their notices written in one transaction. The log's
 * primary key decides who tells: a second run, process or retry finds its insert refused (on PostgreSQL it waits for
 * the first transaction, then does nothing) and writes no notice for those subjects. Returns the last patron id seen.
 */
async function remindBatch(ctx: ServiceContext, source: Source, after: number, limit: number, report: ReminderReport): Promise<number | null> {
  return ctx.db.transaction(async (tx) => {
    const userIds = await source.nextPatrons(tx, after, limit);
    if (userIds.length === 0) return null;
    // Patrons who turned this kind off or cannot be reached are not told, and nothing is logged for them.
    const wanted = (await source.subjects(tx, userIds)).filter((s) => !s.noticeOptOuts.includes(source.kind) && chosenChannels(s).length > 0);
    if (wanted.length > 0) {
      const claimed = await tx
        .insert(noticeLog)
        .values(wanted.map((s) => ({ kind: source.kind, subjectId: s.id, aboutDate: source.aboutDate, createdAt: ctx.clock() })))
        .onConflictDoNothing()
        .returning({ subjectId: noticeLog.subjectId });
      const ours = new Set(claimed.map((c) => c.subjectId));
      const byPatron = new Map<number, Subject[]>();
      for (const s of wanted) if (ours.has(s.id)) byPatron.set(s.userId, [...(byPatron.get(s.userId) ?? []), s]);
      for (const subjects of byPatron.values()) {
        const [patron] = subjects;
        if (!patron) continue;
        report.messages += await notifyPatron(ctx, tx, patron, source.notice(patron.firstName, subjects));
        report.patrons[source.kind]++;
      }
    }
    return userIds[userIds.length - 1] ?? null;
  });
}

/**
 * Writes today's reminders to the outbox: last pickup day tomorrow, loans due in 3 days, due tomorrow, and due yesterday
 * (overdue), each to the patron's chosen channels in their language, one notice per patron and kind listing every
 * loan or pickup of that day. Idempotent: what a run has told is never told again.
 */
export async function sendPatronReminders(ctx: ServiceContext, options: { batchPatrons?: number } = {}): Promise<ReminderReport> {
  const today = formatIsoDate(ctx.clock());
  const limit = options.batchPatrons ?? BATCH_PATRONS;
  const report: ReminderReport = { patrons: { pickup_reminder: 0, due_in_3_days: 0, due_in_1_day: 0, overdue: 0 }, messages: 0 };
  const sources = [
    pickupSource(addDays(today, 1)),
    loanSource('due_in_3_days', addDays(today, 3)),
    loanSource('due_in_1_day', addDays(today, 1)),
    loanSource('overdue', addDays(today, -1)),
  ];
  for (const source of sources) {
    for (let after: number | null = 0; after !== null; ) after = await remindBatch(ctx, source, after, limit, report);
  }
  await ctx.db.delete(noticeLog).where(lt(noticeLog.aboutDate, addDays(today, -LOG_DAYS)));
  return report;
}

/** The job (server/jobs/registry.ts): daily at 07:00 Oslo time, and at start in the day, to catch up after downtime. */
export async function patronRemindersJob(ctx: ServiceContext): Promise<ReminderReport | { skipped: 'night' }> {
  const hour = toOslo(ctx.clock()).getHours();
  if (hour < FIRST_HOUR || hour >= LAST_HOUR) return { skipped: 'night' };
  const report = await sendPatronReminders(ctx);
  if (report.messages > 0) ctx.log.info(report, 'patron reminders written');
  return report;
}

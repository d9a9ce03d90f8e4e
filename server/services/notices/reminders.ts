// The daily reminders (issue #20, docs/decisions/033): last pickup day tomorrow, loans due in 3 days and tomorrow,
// and loans due yesterday. Batched by patron, each batch one short transaction, and told once — however often it runs.
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { addDays } from '#core/circulation.ts';
import { formatIsoDate, toOslo } from '#core/dates.ts';
import type { Tx } from '#server/db/client.ts';
import { loans, noticeLog, reservations, users } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import type { NoticeData, OptionalNoticeKind, Pickup } from './compose.ts';
import type { Notice } from '#server/ports/notifications.ts';
import { sendMessages } from '../outbox.ts';
import { chosenChannels, patronNotices, recipientColumns, type NoticeRecipient } from './send.ts';

type ReminderKind = Exclude<OptionalNoticeKind, 'ready_for_pickup' | 'available_now' | 'saved_search_new_titles'>;

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

/** One thing a reminder tells of: a loan or a reservation. */
interface Subject {
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
  /** Those patrons' subjects that day, told of or not. */
  subjects(tx: Tx, userIds: number[]): Promise<Subject[]>;
  notice(name: string, subjects: Subject[]): NoticeData;
}

// Titles and branch names are looked up row by row (by primary key) rather than joined: for a batch of a few hundred
// rows the planner would otherwise hash-join whole tables (items, users) each batch, ~0.2 s a batch at 100,000 loans.
// (Plain SQL: drizzle writes a column of the outer table without its table's name, which would be ambiguous here.)
const titleOfItem = sql<string>`(select p.title from items i join publications p on p.id = i.publication_id where i.id = loans.item_id)`;
const titleOfReservation = sql<string>`(select p.title from publications p where p.id = reservations.publication_id)`;
const pickupLibraryName = sql<string>`(select l.name from libraries l where l.id = reservations.pickup_library_id)`;

function loanSource(kind: 'due_in_3_days' | 'due_in_1_day' | 'overdue', dueDate: string): Source {
  const due = and(isNull(loans.returnedAt), eq(loans.dueDate, dueDate));
  return {
    kind,
    aboutDate: dueDate,
    // The index loans_due_open (due_date, user_id) where returned_at is null answers this one page at a time.
    nextPatrons: async (tx, after, limit) =>
      (
        await tx
          .selectDistinct({ userId: loans.userId })
          .from(loans)
          .where(and(due, gt(loans.userId, after)))
          .orderBy(loans.userId)
          .limit(limit)
      ).map((r) => r.userId),
    subjects: (tx, userIds) =>
      tx
        .select({
          id: loans.id,
          userId: loans.userId,
          title: titleOfItem,
          library: sql<string>`''`,
          pickupNumber: sql<string | null>`null`,
        })
        .from(loans)
        .where(and(inArray(loans.userId, userIds), due))
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
      (
        await tx
          .selectDistinct({ userId: reservations.userId })
          .from(reservations)
          .where(and(lastDay, gt(reservations.userId, after)))
          .orderBy(reservations.userId)
          .limit(limit)
      ).map((r) => r.userId),
    subjects: (tx, userIds) =>
      tx
        .select({
          id: reservations.id,
          userId: reservations.userId,
          title: titleOfReservation,
          library: pickupLibraryName,
          pickupNumber: reservations.pickupNumber,
        })
        .from(reservations)
        .where(and(inArray(reservations.userId, userIds), lastDay))
        .orderBy(reservations.userId, reservations.id),
    notice: (name, subjects) => ({
      kind,
      name,
      pickupDeadline,
      pickups: subjects.map((s): Pickup => ({
        title: s.title,
        library: s.library,
        pickupNumber: s.pickupNumber ?? '',
      })),
    }),
  };
}

/**
 * One batch: the subjects of the next patrons are logged and their notices written in one transaction. The log's
 * primary key decides who tells: a second run, process or retry finds its insert refused (on PostgreSQL it waits for
 * the first transaction, then does nothing) and writes no notice for those subjects. Returns the last patron id seen.
 */
async function remindBatch(
  ctx: ServiceContext,
  source: Source,
  after: number,
  limit: number,
  report: ReminderReport,
): Promise<number | null> {
  return ctx.db.transaction(async (tx) => {
    const userIds = await source.nextPatrons(tx, after, limit);
    if (userIds.length === 0) return null;
    const all = await source.subjects(tx, userIds);
    // What earlier runs told is skipped before any work. A lookup by id, not an anti-join in the query above: PGlite
    // never analyzes by itself, and with the log's statistics from when it was empty the planner compared every
    // subject with every log row of the day (3.6 s a batch at 15,000 rows).
    const told =
      all.length === 0
        ? []
        : await tx
            .select({ id: noticeLog.subjectId })
            .from(noticeLog)
            .where(
              and(
                eq(noticeLog.kind, source.kind),
                eq(noticeLog.aboutDate, source.aboutDate),
                inArray(
                  noticeLog.subjectId,
                  all.map((s) => s.id),
                ),
              ),
            );
    const toldIds = new Set(told.map((r) => r.id));
    const subjects = all.filter((s) => !toldIds.has(s.id));
    const patrons = new Map<number, NoticeRecipient>();
    if (subjects.length > 0) {
      const rows = await tx
        .select({ id: users.id, ...recipientColumns })
        .from(users)
        .where(inArray(users.id, [...new Set(subjects.map((s) => s.userId))]));
      for (const { id, ...patron } of rows) patrons.set(id, patron);
    }
    // Patrons who turned this kind off or cannot be reached are not told, and nothing is logged for them.
    const reachable = (userId: number) => {
      const patron = patrons.get(userId);
      return patron !== undefined && !patron.noticeOptOuts.includes(source.kind) && chosenChannels(patron).length > 0;
    };
    const wanted = subjects.filter((s) => reachable(s.userId));
    if (wanted.length > 0) {
      const claimed = await tx
        .insert(noticeLog)
        .values(
          wanted.map((s) => ({
            kind: source.kind,
            subjectId: s.id,
            aboutDate: source.aboutDate,
            createdAt: ctx.clock(),
          })),
        )
        .onConflictDoNothing()
        .returning({ subjectId: noticeLog.subjectId });
      const ours = new Set(claimed.map((c) => c.subjectId));
      const byPatron = new Map<number, Subject[]>();
      for (const s of wanted) if (ours.has(s.id)) byPatron.set(s.userId, [...(byPatron.get(s.userId) ?? []), s]);
      const notices: Notice[] = [];
      for (const [userId, theirs] of byPatron) {
        const patron = patrons.get(userId);
        if (!patron) continue;
        notices.push(...patronNotices(ctx, patron, source.notice(patron.firstName, theirs)));
        report.patrons[source.kind]++;
      }
      // The batch's notices in one statement where the outbox adapter can (1.4 ms a row one by one on PGlite).
      await sendMessages(ctx, notices, tx);
      report.messages += notices.length;
    }
    return userIds[userIds.length - 1] ?? null;
  });
}

/**
 * Writes today's reminders to the outbox: last pickup day tomorrow, loans due in 3 days, due tomorrow, and due yesterday
 * (overdue), each to the patron's chosen channels in their language, one notice per patron and kind listing every
 * loan or pickup of that day. Idempotent: what a run has told is never told again.
 */
export async function sendPatronReminders(
  ctx: ServiceContext,
  options: { batchPatrons?: number } = {},
): Promise<ReminderReport> {
  const today = formatIsoDate(ctx.clock());
  const limit = options.batchPatrons ?? BATCH_PATRONS;
  const report: ReminderReport = {
    patrons: { pickup_reminder: 0, due_in_3_days: 0, due_in_1_day: 0, overdue: 0 },
    messages: 0,
  };
  const sources = [
    pickupSource(addDays(today, 1)),
    loanSource('due_in_3_days', addDays(today, 3)),
    loanSource('due_in_1_day', addDays(today, 1)),
    loanSource('overdue', addDays(today, -1)),
  ];
  for (const source of sources) {
    for (let after: number | null = 0; after !== null;) after = await remindBatch(ctx, source, after, limit, report);
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

// A patron's loans (SPEC §3 profile state loans), renewals (SPEC §4 Renewal) and loan history (opt-in, deletable):
// the services, through the library-system port, and the built-in engine's own (…Here).
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { daysBetween, isActiveInQueue, renewableFrom, renewalDenials, renewedDueDate } from '#core/circulation.ts';
import type { HistoryPage, LoanDto, LoansState, RenewalResult } from '#core/contracts/circulation.ts';
import type { LoanHistorySlice } from '#server/ports/library-system.ts';
import { formatIsoDate } from '#core/dates.ts';
import { bokmalText, codedError } from '#server/services/coded-error.ts';
import { renewalDenialKey, renewalMessageCode } from '#core/renewal.ts';
import { items, libraries, loans, publications, reservations, users, works } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { allRules, lockPatron, readCirculationStanding, ruleFor } from './rules.ts';
import { presentTitle, titleColumns, worksOfPublications } from './titles.ts';

export type { LoansState, RenewalResult };

/** Reminder cases (purresaker) are loans this many days overdue; after KEMNER_DAYS they go to the collector (kemnersaker). */
const KEMNER_DAYS = 90;

const loanColumns = {
  ...titleColumns,
  loanId: loans.id,
  dueDate: loans.dueDate,
  loanedAt: loans.loanedAt,
  renewals: loans.renewals,
  remote: loans.remote,
  barcode: items.barcode,
  branch: libraries.name,
};

/** The patron's loans, from the library system (the built-in engine: listLoansHere). */
export function listLoans(ctx: ServiceContext, userId: number): Promise<LoansState> {
  return ctx.librarySystem.listLoans(ctx, userId);
}

/** The built-in circulation engine's loans (the default library system's). */
export async function listLoansHere(ctx: ServiceContext, userId: number): Promise<LoansState> {
  const today = formatIsoDate(ctx.clock());
  const [rows, rules, standing, queued] = await Promise.all([
    ctx.db
      .select(loanColumns)
      .from(loans)
      .innerJoin(items, eq(items.id, loans.itemId))
      .innerJoin(publications, eq(publications.id, items.publicationId))
      .innerJoin(works, worksOfPublications)
      .innerJoin(libraries, eq(libraries.id, items.libraryId))
      .where(and(eq(loans.userId, userId), isNull(loans.returnedAt)))
      .orderBy(asc(loans.dueDate), asc(loans.id)),
    allRules(ctx.db),
    readCirculationStanding(ctx, userId),
    othersWaitingFor(ctx, userId),
  ]);
  const present = (r: (typeof rows)[number]): LoanDto => {
    const rule = rules.get(r.mediaType) ?? null;
    const denials = renewalDenials({
      blocked: standing.block !== null,
      reservedByOthers: queued.get(r.publicationId)?.some((q) => isActiveInQueue(q, today)) ?? false,
      renewals: r.renewals,
      rule,
      remote: r.remote,
      today,
      dueDate: r.dueDate,
    });
    return {
      ...presentTitle(r),
      loanDetails: { loanId: r.loanId, dueDate: r.dueDate },
      loanedAt: r.loanedAt.toISOString(),
      renewals: r.renewals,
      maxRenewals: rule?.maxRenewals ?? 0,
      remote: r.remote,
      overdue: r.dueDate < today,
      barcode: r.barcode,
      branch: r.branch,
      denials,
      renewableFrom:
        rule && denials.length === 1 && denials[0] === 'deniedTooSoon' ? renewableFrom(r.dueDate, rule) : null,
    };
  };
  const all = rows.map(present);
  const overdue = all
    .filter((l) => l.overdue)
    .map((l) => ({
      loanId: l.loanDetails.loanId,
      title: l.title,
      dueDate: l.loanDetails.dueDate,
      daysOverdue: daysBetween(l.loanDetails.dueDate, today),
    }));
  const purresaker = overdue.filter((c) => c.daysOverdue < KEMNER_DAYS);
  return {
    loans: all.filter((l) => !l.remote),
    remoteLoans: all.filter((l) => l.remote),
    purresaker,
    kemnersaker: overdue.filter((c) => c.daysOverdue >= KEMNER_DAYS),
    purreId: purresaker.length ? `P-${userId}-${purresaker[0].loanId}` : null,
    standing,
  };
}

/** Other patrons' waiting reservations for the titles the patron has on loan, by title (one read for the whole list). */
async function othersWaitingFor(ctx: ServiceContext, userId: number) {
  const rows = await ctx.db
    .select({
      publicationId: reservations.publicationId,
      id: reservations.id,
      status: reservations.status,
      activationDate: reservations.activationDate,
      expiryDate: reservations.expiryDate,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .innerJoin(items, eq(items.publicationId, reservations.publicationId))
    .innerJoin(loans, and(eq(loans.itemId, items.id), eq(loans.userId, userId), isNull(loans.returnedAt)))
    .where(and(eq(reservations.status, 'waiting'), ne(reservations.userId, userId)));
  const byTitle = new Map<number, typeof rows>();
  for (const row of rows) byTitle.set(row.publicationId, [...(byTitle.get(row.publicationId) ?? []), row]);
  return byTitle;
}

/**
 * POST /renew of a single loan that is refused answers 409 with the reason (decision 022); renewing several
 * ('Forny alle') answers 200 with each loan's outcome, so one refusal never hides another loan's renewal.
 * Throws not_found/loan_not_found, and conflict with the most severe denial code for a refused single loan.
 */
export async function renewLoansOrRefuse(
  ctx: ServiceContext,
  userId: number,
  loanIds: readonly number[],
): Promise<RenewalResult[]> {
  const results = await renewLoans(ctx, userId, loanIds);
  const [only] = results;
  if (results.length === 1 && only.renewalStatus === 'denied') {
    const code = renewalMessageCode(only.denials);
    throw codedError('conflict', code === 'unknown' ? 'renewal_denied' : code, { context: 'renewal' });
  }
  return results;
}

/** Renews at the library system (the built-in engine: renewLoansHere). */
export function renewLoans(ctx: ServiceContext, userId: number, loanIds: readonly number[]): Promise<RenewalResult[]> {
  return ctx.librarySystem.renewLoans(ctx, userId, loanIds);
}

/**
 * Renews the patron's loans one by one, each in its own transaction: renew-all renews what it can and
 * reports each loan's outcome; a loan id that is not the patron's open loan answers 404 before anything is written.
 */
export async function renewLoansHere(
  ctx: ServiceContext,
  userId: number,
  loanIds: readonly number[],
): Promise<RenewalResult[]> {
  const ids = [...new Set(loanIds)];
  const own = await ctx.db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.userId, userId), isNull(loans.returnedAt), inArray(loans.id, ids)));
  if (own.length !== ids.length) throw codedError('not_found', 'loan_not_found');
  const results: RenewalResult[] = [];
  for (const loanId of ids) results.push(await renewOne(ctx, userId, loanId));
  return results;
}

async function renewOne(ctx: ServiceContext, userId: number, loanId: number): Promise<RenewalResult> {
  const today = formatIsoDate(ctx.clock());
  return ctx.db.transaction(async (tx) => {
    const patron = await lockPatron(ctx, tx, userId);
    const [loan] = await tx
      .select({
        id: loans.id,
        dueDate: loans.dueDate,
        renewals: loans.renewals,
        remote: loans.remote,
        publicationId: items.publicationId,
        mediaType: publications.mediaType,
      })
      .from(loans)
      .innerJoin(items, eq(items.id, loans.itemId))
      .innerJoin(publications, eq(publications.id, items.publicationId))
      .where(and(eq(loans.id, loanId), eq(loans.userId, userId), isNull(loans.returnedAt)))
      .for('update', { of: loans });
    if (!loan || !patron) throw codedError('not_found', 'loan_not_found');
    const rule = await ruleFor(tx, loan.mediaType);
    const waiting = await tx
      .select({
        id: reservations.id,
        status: reservations.status,
        activationDate: reservations.activationDate,
        expiryDate: reservations.expiryDate,
        createdAt: reservations.createdAt,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.publicationId, loan.publicationId),
          eq(reservations.status, 'waiting'),
          ne(reservations.userId, userId),
        ),
      );
    const denials = renewalDenials({
      blocked: patron.blocked,
      // Free copies are always given to the queue at once, so an active waiting reservation means none is free.
      reservedByOthers: waiting.some((r) => isActiveInQueue(r, today)),
      renewals: loan.renewals,
      rule,
      remote: loan.remote,
      today,
      dueDate: loan.dueDate,
    });
    // A denied renewal writes nothing: the renewal is not counted (decision 022).
    if (denials.length > 0 || !rule)
      return {
        loanDetails: { loanId, dueDate: loan.dueDate },
        renewalStatus: 'denied',
        denials,
        message: bokmalText(renewalDenialKey(denials)),
      };
    const dueDate = renewedDueDate(today, loan.dueDate, rule);
    await tx
      .update(loans)
      .set({ dueDate, renewals: loan.renewals + 1 })
      .where(eq(loans.id, loanId));
    return { loanDetails: { loanId, dueDate }, renewalStatus: 'renewed', denials: [], message: null };
  });
}

const HISTORY_PAGE_SIZE = 20;

/**
 * GET /historicalloans: a page of the returned loans kept while the patron had opted in, newest first, from the
 * library system (the built-in engine: listLoanHistoryHere), with the patron's keep-history setting (ours).
 */
export async function listLoanHistory(ctx: ServiceContext, userId: number, page: number): Promise<HistoryPage> {
  const [[user], kept] = await Promise.all([
    ctx.db.select({ keep: users.keepLoanHistory }).from(users).where(eq(users.id, userId)),
    ctx.librarySystem.listLoanHistory(ctx, userId, { page, pageSize: HISTORY_PAGE_SIZE }),
  ]);
  return { keepLoanHistory: user?.keep ?? false, ...kept };
}

/** The built-in engine's loan history: returned loans marked inHistory (lent or returned while the patron opted in). */
export async function listLoanHistoryHere(
  ctx: ServiceContext,
  userId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<LoanHistorySlice> {
  const where = and(eq(loans.userId, userId), isNotNull(loans.returnedAt), eq(loans.inHistory, true));
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(loans).where(where),
    ctx.db
      .select({ ...titleColumns, loanId: loans.id, loanedAt: loans.loanedAt, returnedAt: loans.returnedAt })
      .from(loans)
      .innerJoin(items, eq(items.id, loans.itemId))
      .innerJoin(publications, eq(publications.id, items.publicationId))
      .innerJoin(works, worksOfPublications)
      .where(where)
      .orderBy(desc(loans.returnedAt), desc(loans.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    total: total?.n ?? 0,
    page,
    pageSize,
    loans: rows.map((r) => ({
      ...presentTitle(r),
      loanId: r.loanId,
      loanedAt: r.loanedAt.toISOString(),
      returnedAt: (r.returnedAt ?? r.loanedAt).toISOString(),
    })),
  };
}

/** Deletes one history entry (loanId) or all of them at the library system (the built-in engine: deleteLoanHistoryHere). */
export function deleteLoanHistory(ctx: ServiceContext, userId: number, loanId?: number): Promise<{ deleted: number }> {
  return ctx.librarySystem.deleteLoanHistory(ctx, userId, loanId);
}

/** The loan row stays for fines and statistics, anonymous to the patron: only its place in the history goes. */
export async function deleteLoanHistoryHere(
  ctx: ServiceContext,
  userId: number,
  loanId?: number,
): Promise<{ deleted: number }> {
  const where = and(
    eq(loans.userId, userId),
    isNotNull(loans.returnedAt),
    eq(loans.inHistory, true),
    loanId === undefined ? undefined : eq(loans.id, loanId),
  );
  const rows = await ctx.db.update(loans).set({ inHistory: false }).where(where).returning({ id: loans.id });
  if (loanId !== undefined && rows.length === 0) throw codedError('not_found', 'history_not_found');
  return { deleted: rows.length };
}

// A patron's own data (issue #20 point 7, docs/decisions/031): loan history for CSV, the personal-data export (GDPR art. 15/20)
// and deleting the account (art. 17): refused while loans, copies set aside or unpaid fines are open; otherwise anonymised at once.
import { and, count, desc, eq, inArray, isNull, or, sum } from 'drizzle-orm';
import { ASSIGNED_RESERVATION_STATUSES, OPEN_RESERVATION_STATUSES } from '#core/circulation.ts';
import { AppError } from '#core/errors.ts';
import { bokmalErrorText, codedError } from '#server/services/coded-error.ts';
import { deletionRefusals, type DeletionRefusal, type HistoryCsvRow } from '#core/patron-data.ts';
import { isStaff } from '#core/profile.ts';
import {
  auditLog,
  availabilityWatches,
  digitalLoans,
  eventRegistrations,
  events,
  favouriteLists,
  fines,
  items,
  libraries,
  likes,
  loans,
  payments,
  pinResetTokens,
  plannedReservationPauses,
  publications,
  reservations,
  savedSearches,
  sessions,
  users,
  works,
} from '#server/db/schema.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { recordAudit } from './auth/audit.ts';
import { presentTitle, titleColumns, worksOfPublications } from './circulation/titles.ts';
import type { ServiceContext } from './context.ts';
import { cancelRegistration } from './event-registration.ts';
import { getFavourites } from './favourites.ts';
import { listWatches } from './notices/availability-watches.ts';
import { savedSearchesForExport } from './notices/saved-searches.ts';

const unknownPatron = () => codedError('unauthenticated', 'unauthenticated');

/** The loan history is read from the library system this many entries at a time for the CSV download. */
const CSV_HISTORY_PAGE_SIZE = 500;

/**
 * The returned loans the patron sees in their history (opted in, not deleted), newest first, for the CSV download: all
 * of it, page by page from the library system (the built-in engine: listLoanHistoryHere), as /min-side/historikk shows it.
 */
export async function loanHistoryRows(ctx: ServiceContext, userId: number): Promise<HistoryCsvRow[]> {
  const rows: HistoryCsvRow[] = [];
  for (let page = 1; ; page++) {
    const slice = await ctx.librarySystem.listLoanHistory(ctx, userId, { page, pageSize: CSV_HISTORY_PAGE_SIZE });
    for (const loan of slice.loans) {
      const { title, author, mediaType, loanedAt, returnedAt } = loan;
      rows.push({ title, author, mediaType, loanedAt, returnedAt });
    }
    if (slice.loans.length === 0 || page * CSV_HISTORY_PAGE_SIZE >= slice.total) return rows;
  }
}

/** Security events of the patron's own login log; other actions (a staff member's edits) say things about others and stay out. */
const OWN_SECURITY_ACTIONS = [
  'login',
  'login_failed',
  'login_throttled',
  'logout',
  'pin_changed',
  'pin_change_failed',
  'pin_reset_requested',
  'pin_reset',
  'settings_changed',
  'patron_registered',
];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Everything the portal holds about the patron, as one machine-readable document (GDPR art. 15 and 20). Every row is selected
 * by the patron's own id, so nothing about another patron can appear; secrets (PIN hash, session and reset token hashes,
 * the OIDC ID token, a visitor's cancel token) are left out because they are credentials, not information about the person.
 */
export async function exportPersonalData(ctx: ServiceContext, userId: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unknownPatron();
  const loanTitles = { ...titleColumns, barcode: items.barcode };
  const [
    loanRows,
    reservationRows,
    fineRows,
    paymentRows,
    favourites,
    likeRows,
    digitalRows,
    registrationRows,
    sessionRows,
    resetRows,
    auditRows,
  ] = await Promise.all([
    ctx.db
      .select({
        ...loanTitles,
        id: loans.id,
        loanedAt: loans.loanedAt,
        dueDate: loans.dueDate,
        renewals: loans.renewals,
        remote: loans.remote,
        returnedAt: loans.returnedAt,
        inHistory: loans.inHistory,
      })
      .from(loans)
      .innerJoin(items, eq(items.id, loans.itemId))
      .innerJoin(publications, eq(publications.id, items.publicationId))
      .innerJoin(works, worksOfPublications)
      .where(eq(loans.userId, userId))
      .orderBy(desc(loans.loanedAt), desc(loans.id)),
    ctx.db
      .select({
        ...titleColumns,
        id: reservations.id,
        status: reservations.status,
        pickupLibrary: libraries.name,
        activationDate: reservations.activationDate,
        expiryDate: reservations.expiryDate,
        pickupNumber: reservations.pickupNumber,
        pickupDeadline: reservations.pickupDeadline,
        remote: reservations.remote,
        groupId: reservations.groupId,
        createdAt: reservations.createdAt,
      })
      .from(reservations)
      .innerJoin(publications, eq(publications.id, reservations.publicationId))
      .innerJoin(works, worksOfPublications)
      .innerJoin(libraries, eq(libraries.id, reservations.pickupLibraryId))
      .where(eq(reservations.userId, userId))
      .orderBy(desc(reservations.createdAt), desc(reservations.id)),
    ctx.db.select().from(fines).where(eq(fines.userId, userId)).orderBy(desc(fines.createdAt), desc(fines.id)),
    ctx.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id)),
    getFavourites(ctx, userId),
    ctx.db
      .select({ recordId: likes.recordId, createdAt: likes.createdAt })
      .from(likes)
      .where(eq(likes.userId, userId))
      .orderBy(desc(likes.createdAt)),
    ctx.db.select().from(digitalLoans).where(eq(digitalLoans.userId, userId)).orderBy(desc(digitalLoans.loanedAt)),
    ctx.db
      .select({
        eventId: events.id,
        event: events.title,
        startAt: events.startAt,
        status: eventRegistrations.status,
        attended: eventRegistrations.attended,
        promotedAt: eventRegistrations.promotedAt,
        cancelledAt: eventRegistrations.cancelledAt,
        createdAt: eventRegistrations.createdAt,
      })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(eq(eventRegistrations.userId, userId))
      .orderBy(desc(events.startAt)),
    ctx.db
      .select({
        provider: sessions.provider,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)),
    ctx.db
      .select({
        channel: pinResetTokens.channel,
        createdAt: pinResetTokens.createdAt,
        expiresAt: pinResetTokens.expiresAt,
        usedAt: pinResetTokens.usedAt,
      })
      .from(pinResetTokens)
      .where(eq(pinResetTokens.userId, userId))
      .orderBy(desc(pinResetTokens.createdAt)),
    // The patron's own login log: only their security events, and only when and what (the detail may name others, e.g. a desk).
    ctx.db
      .select({ action: auditLog.action, at: auditLog.at })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, userId), inArray(auditLog.action, OWN_SECURITY_ACTIONS)))
      .orderBy(desc(auditLog.at), desc(auditLog.id)),
  ]);
  // The PIN hash is a credential, not information about the person; everything else in the row is theirs (new columns included).
  const { pinHash: _pinHash, ...profile } = user;
  // Who downloaded what is part of the security record (the export holds the whole profile).
  await recordAudit(ctx, { action: 'personal_data_exported', actorId: userId });
  const loan = (r: (typeof loanRows)[number]) => ({
    ...presentTitle(r),
    loanId: r.id,
    barcode: r.barcode,
    loanedAt: r.loanedAt.toISOString(),
    dueDate: r.dueDate,
    renewals: r.renewals,
    remote: r.remote,
    returnedAt: iso(r.returnedAt),
  });
  const [plan] = await ctx.db
    .select()
    .from(plannedReservationPauses)
    .where(eq(plannedReservationPauses.userId, userId));
  return {
    format: 'bibliotek-portal/personal-data',
    version: 1,
    generatedAt: ctx.clock().toISOString(),
    profile: { ...profile, createdAt: profile.createdAt.toISOString(), updatedAt: profile.updatedAt.toISOString() },
    libraryCard: { cardNumber: user.cardNumber, pinIsSet: user.pinHash !== null },
    consents: {
      receiveEmail: user.receiveEmail,
      receiveSms: user.receiveSms,
      keepLoanHistory: user.keepLoanHistory,
      preferredPickupBranch: user.preferredPickupBranch,
    },
    loans: loanRows.filter((r) => r.returnedAt === null).map(loan),
    loanHistory: loanRows.filter((r) => r.returnedAt !== null && r.inHistory).map(loan),
    // Returned loans taken out of the history (or returned before opting in): kept for fines and statistics, still tied to the account.
    returnedLoansNotInHistory: loanRows.filter((r) => r.returnedAt !== null && !r.inHistory).map(loan),
    reservations: reservationRows.map((r) => ({
      ...presentTitle(r),
      reservationId: r.id,
      status: r.status,
      pickupLibrary: r.pickupLibrary,
      activationDate: r.activationDate,
      expiryDate: r.expiryDate,
      pickupNumber: r.pickupNumber,
      pickupDeadline: r.pickupDeadline,
      remote: r.remote,
      firstAvailableGroup: r.groupId,
      createdAt: r.createdAt.toISOString(),
    })),
    plannedReservationPause: plan
      ? { from: plan.startsOn, until: plan.until, createdAt: plan.createdAt.toISOString() }
      : null,
    fines: fineRows.map((f) => ({
      fineId: f.id,
      amountOre: f.amountOre,
      reason: f.reason,
      loanId: f.loanId,
      createdAt: f.createdAt.toISOString(),
      paidAt: iso(f.paidAt),
    })),
    payments: paymentRows.map((p) => ({
      transactionId: p.transactionId,
      fineIds: p.fineIds,
      amountOre: p.amountOre,
      status: p.status,
      provider: p.provider,
      createdAt: p.createdAt.toISOString(),
      paidAt: iso(p.paidAt),
    })),
    favouriteLists: favourites.data.map((l) => ({
      name: l.name,
      items: l.items.map((i) => ({ recordId: i.recordId, title: i.mainTitle, addedAt: i.addedAt })),
    })),
    likes: likeRows.map((l) => ({ recordId: l.recordId, createdAt: l.createdAt.toISOString() })),
    availabilityWatches: await listWatches(ctx, userId),
    savedSearches: await savedSearchesForExport(ctx, userId),
    digitalLoans: digitalRows.map((d) => ({
      provider: d.provider,
      title: d.title,
      author: d.author,
      format: d.format,
      loanedAt: d.loanedAt.toISOString(),
      expiresAt: d.expiresAt.toISOString(),
    })),
    eventRegistrations: registrationRows.map((r) => ({
      eventId: r.eventId,
      event: r.event,
      startAt: r.startAt.toISOString(),
      status: r.status,
      attended: r.attended,
      promotedAt: iso(r.promotedAt),
      cancelledAt: iso(r.cancelledAt),
      createdAt: r.createdAt.toISOString(),
    })),
    sessions: sessionRows.map((s) => ({
      provider: s.provider,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    pinResets: resetRows.map((r) => ({
      channel: r.channel,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      usedAt: iso(r.usedAt),
    })),
    loginLog: auditRows.map((a) => ({ action: a.action, at: a.at.toISOString() })),
  };
}

export interface DeletionCheck {
  refusals: DeletionRefusal[];
  /** Reservations still waiting in a queue: cancelled when the account is deleted. */
  waitingReservations: number;
}

/** What stands in the way of deleting the account, read outside or inside the deleting transaction. */
async function readDeletionCheck(db: Db | Tx, userId: number): Promise<DeletionCheck> {
  // One after the other: inside the deleting transaction they share its one connection, which runs a query at a time
  // anyway (and node-postgres 9 refuses a query sent while another runs).
  const [user] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId)).limit(1);
  const [open] = await db
    .select({ n: count() })
    .from(loans)
    .where(and(eq(loans.userId, userId), isNull(loans.returnedAt)));
  const [assigned] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), inArray(reservations.status, [...ASSIGNED_RESERVATION_STATUSES])));
  const [waiting] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.status, 'waiting')));
  const [unpaid] = await db
    .select({ n: count(), total: sum(fines.amountOre) })
    .from(fines)
    .where(and(eq(fines.userId, userId), isNull(fines.paidAt)));
  if (!user) throw unknownPatron();
  const refusals = deletionRefusals({
    staff: isStaff(user.roles),
    openLoans: open?.n ?? 0,
    assignedReservations: assigned?.n ?? 0,
    unpaidFines: unpaid?.n ?? 0,
    unpaidFinesOre: Number(unpaid?.total ?? 0),
  });
  return { refusals, waitingReservations: waiting?.n ?? 0 };
}

export function accountDeletionCheck(ctx: ServiceContext, userId: number): Promise<DeletionCheck> {
  return readDeletionCheck(ctx.db, userId);
}

/** Refused: error.code 'account_deletion_refused', the reasons in `refusals` for the page to tell. */
export class AccountDeletionRefused extends AppError {
  constructor(readonly refusals: DeletionRefusal[]) {
    const params = { reasons: refusals.map((r) => r.blocker).join(', ') };
    super('conflict', 'account_deletion_refused', bokmalErrorText('account_deletion_refused', params), params);
  }
}

/**
 * Deletes the account at once by anonymising it (docs/decisions/031): the person is gone from every row, the rows a library
 * must keep stay without them — paid fines and payments (bokføringsloven §13: five years), returned loans as statistics.
 * Waiting reservations and future event sign-ups are cancelled first (their queues move on), every session ends.
 * @throws AccountDeletionRefused while loans, copies set aside or unpaid fines are open, or for staff.
 */
export async function deleteAccount(ctx: ServiceContext, userId: number): Promise<void> {
  const before = await readDeletionCheck(ctx.db, userId);
  if (before.refusals.length > 0) throw new AccountDeletionRefused(before.refusals);
  // Through the library system and the sign-up rules, so freed copies and seats go to the next in line.
  // One cancel per "første ledige" group: it cancels the whole group (docs/decisions/034).
  const waiting = await ctx.db
    .select({ id: reservations.id, groupId: reservations.groupId })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.status, 'waiting')));
  const seen = new Set<number>();
  for (const r of waiting) {
    if (r.groupId !== null && seen.has(r.groupId)) continue;
    if (r.groupId !== null) seen.add(r.groupId);
    await ctx.librarySystem.cancelReservation(ctx, userId, r.id);
  }
  const upcoming = await ctx.db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.userId, userId), inArray(eventRegistrations.status, ['confirmed', 'waitlisted'])));
  for (const r of upcoming) {
    try {
      await cancelRegistration(ctx, r.eventId, userId);
    } catch (err) {
      // A sign-up for an event that has started cannot be cancelled; it is blanked below with the rest.
      if (!(err instanceof AppError)) throw err;
    }
  }
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!locked) throw unknownPatron();
    // A loan or fine may have arrived since the first check: the row lock makes this answer final.
    const now = await readDeletionCheck(tx, userId);
    if (now.refusals.length > 0) throw new AccountDeletionRefused(now.refusals);
    await tx
      .update(users)
      .set({
        cardNumber: null,
        pinHash: null,
        nationalId: null,
        staffSubject: null,
        firstName: 'Slettet',
        lastName: 'konto',
        birthDate: null,
        email: null,
        phoneNumber: null,
        address: null,
        postalCode: null,
        city: null,
        receiveEmail: false,
        receiveSms: false,
        preferredPickupBranch: null,
        roles: [],
        keepLoanHistory: false,
        // The due-date calendar's address stops working with the account (issue #20).
        loanCalendarToken: null,
        updatedAt: ctx.clock(),
      })
      .where(eq(users.id, userId));
    await tx.update(loans).set({ inHistory: false }).where(eq(loans.userId, userId));
    await tx
      .update(reservations)
      .set({ status: 'cancelled', pickupNumber: null })
      .where(and(eq(reservations.userId, userId), inArray(reservations.status, [...OPEN_RESERVATION_STATUSES])));
    await tx.delete(favouriteLists).where(eq(favouriteLists.userId, userId));
    await tx.delete(likes).where(eq(likes.userId, userId));
    await tx.delete(availabilityWatches).where(eq(availabilityWatches.userId, userId));
    await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
    await tx.delete(digitalLoans).where(eq(digitalLoans.userId, userId));
    await tx.delete(pinResetTokens).where(eq(pinResetTokens.userId, userId));
    await tx.delete(plannedReservationPauses).where(eq(plannedReservationPauses.userId, userId));
    // Past sign-ups stay as counts for the event, blanked as the 30-day retention rule does (docs/decisions/026).
    await tx
      .update(eventRegistrations)
      .set({ userId: null, name: null, email: null, phone: null, cancelTokenHash: null, anonymisedAt: ctx.clock() })
      .where(eq(eventRegistrations.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // The login log's details may hold addresses; the entries themselves (when, what) stay as the security record.
    await tx
      .update(auditLog)
      .set({ detail: null })
      .where(or(eq(auditLog.actorId, userId), and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId)))));
    await recordAudit(ctx, { action: 'account_deleted', actorId: userId }, tx);
  });
}

/** The patron's own card: name and number (for /min-side/kort). */
export async function libraryCardHolder(
  ctx: ServiceContext,
  userId: number,
): Promise<{ name: string; cardNumber: string | null }> {
  const [user] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName, cardNumber: users.cardNumber })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw unknownPatron();
  return { name: `${user.firstName} ${user.lastName}`.trim(), cardNumber: user.cardNumber };
}

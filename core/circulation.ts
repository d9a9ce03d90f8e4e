// Pure circulation rules: due dates, renewal denials, reservation refusals and queues, overdue fines, wait estimates.
import { addDays as addDaysToDate, differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { RenewalDenialCode, RenewalErrorCode } from './renewal.ts';

/** A circulation rule row (table circulation_rules), one per catalogue media type. */
export interface CirculationRule {
  mediaType: string;
  loanDays: number;
  maxRenewals: number;
  holdShelfDays: number;
  overdueFinePerDayOre: number;
  overdueFineMaxOre: number;
  loanable: boolean;
  reservable: boolean;
  remoteReservable: boolean;
}

/** Reservation states (schema reservations.status). Open ones hold a place in the queue or a copy. */
export const OPEN_RESERVATION_STATUSES = ['waiting', 'picking', 'in_transit', 'ready_for_pickup'] as const;
/** States in which a copy is assigned to the reservation. */
export const ASSIGNED_RESERVATION_STATUSES = ['picking', 'in_transit', 'ready_for_pickup'] as const;

/** The statuses staff may set on a copy at the desk: lost, discarded, or found again (available). */
export const MARKABLE_STATUSES = ['lost', 'discarded', 'available'] as const;
export type MarkableStatus = (typeof MARKABLE_STATUSES)[number];

/** Calendar arithmetic on 'yyyy-MM-dd' (no time zone involved: callers pass Oslo calendar days). */
export function addDays(isoDate: string, days: number): string {
  return format(addDaysToDate(parseISO(isoDate), days), 'yyyy-MM-dd');
}

export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return differenceInCalendarDays(parseISO(toIsoDate), parseISO(fromIsoDate));
}

/** Due date of a new loan lent today. */
export function dueDateFor(today: string, rule: Pick<CirculationRule, 'loanDays'>): string {
  return addDays(today, rule.loanDays);
}

/** A renewed loan runs a full loan period from today, never ending earlier than it already did. */
export function renewedDueDate(today: string, currentDueDate: string, rule: Pick<CirculationRule, 'loanDays'>): string {
  const next = addDays(today, rule.loanDays);
  return next > currentDueDate ? next : currentDueDate;
}

/**
 * A renewal must give a later due date (decision 022): renewing a loan that already runs a full loan period from
 * today (renewed today, or lent today) would change nothing and still use up one of the renewals.
 */
export function renewalMovesDueDate(today: string, dueDate: string, rule: Pick<CirculationRule, 'loanDays'>): boolean {
  return renewedDueDate(today, dueDate, rule) > dueDate;
}

/** The first day a renewal would move the due date (at least one day later), for 'Kan fornyes fra …'. */
export function renewableFrom(dueDate: string, rule: Pick<CirculationRule, 'loanDays'>): string {
  return addDays(dueDate, 1 - rule.loanDays);
}

/** What stops a patron from renewing, reserving and borrowing: a block status the library set, or unpaid fines at the limit. */
export type CirculationBlock = 'blockStatus' | 'fines';

export function circulationBlock(
  blockStatuses: readonly string[],
  unpaidFinesOre: number,
  fineLimitOre: number,
): CirculationBlock | null {
  if (blockStatuses.length > 0) return 'blockStatus';
  return unpaidFinesOre >= fineLimitOre ? 'fines' : null;
}

/** Blocked (SPEC §1 "blocks") when the library has set a block status or unpaid fines reach the limit. */
export function isPatronBlocked(
  blockStatuses: readonly string[],
  unpaidFinesOre: number,
  fineLimitOre: number,
): boolean {
  return circulationBlock(blockStatuses, unpaidFinesOre, fineLimitOre) !== null;
}

export interface RenewalCheck {
  blocked: boolean;
  /** Someone waits for this title and no free copy can serve them. */
  reservedByOthers: boolean;
  renewals: number;
  rule: Pick<CirculationRule, 'maxRenewals' | 'loanable' | 'loanDays'> | null;
  /** Inter-library loans are renewed by the lending library, not here. */
  remote: boolean;
  /** Oslo calendar day, and the loan's due date: a renewal that would not move it is refused (decision 022). */
  today: string;
  dueDate: string;
}

/**
 * Every reason the loan cannot be renewed (empty = renewable); the client shows the most severe (SPEC §4),
 * or, when none of the four denials applies, the further code of SPEC §8 (no loaning profile for the media
 * type, material no longer loanable).
 */
export function renewalDenials(check: RenewalCheck): (RenewalDenialCode | RenewalErrorCode)[] {
  const codes: (RenewalDenialCode | RenewalErrorCode)[] = [];
  if (check.blocked) codes.push('deniedLoanerIsBlocked');
  if (check.reservedByOthers) codes.push('deniedReserved');
  if (check.rule && check.renewals >= check.rule.maxRenewals) codes.push('deniedMaxRenewalsReached');
  if (check.rule && !renewalMovesDueDate(check.today, check.dueDate, check.rule)) codes.push('deniedTooSoon');
  if (check.remote) codes.push('deniedOtherReason');
  if (!check.rule) codes.push('loaningProfileNotFound');
  else if (!check.rule.loanable) codes.push('materialNotLoanable');
  return codes;
}

/** Overdue fine for a copy returned (or counted) on `returnedDay`; patrons in FINE_FREE_CATEGORIES pay none. */
export function overdueFineOre(
  dueDate: string,
  returnedDay: string,
  rule: Pick<CirculationRule, 'overdueFinePerDayOre' | 'overdueFineMaxOre'>,
): number {
  const late = daysBetween(dueDate, returnedDay);
  if (late <= 0) return 0;
  return Math.min(late * rule.overdueFinePerDayOre, rule.overdueFineMaxOre);
}

/** Children pay no overdue fines (the library's policy; replacement of lost material still applies). */
export const FINE_FREE_CATEGORIES: readonly string[] = ['barn'];

/** Reservation refusal codes; each has a message at errors:code.<code> (SPEC §8). */
export const RESERVATION_REFUSALS = [
  'patronBlocked',
  'alreadyReserved',
  'maxReservationsReached',
  'materialNotLoanable',
  'notReservable',
  'lost',
  'discarded',
  'notFound',
  'partOfCollection',
  'loaningProfileNotFound',
  'noReservableMaterials',
  'interLibraryNotReservable',
] as const;
export type ReservationRefusal = (typeof RESERVATION_REFUSALS)[number];

interface CopyState {
  status: string;
  loanable: boolean;
  reservable: boolean;
}

export interface ReserveCheck {
  blocked: boolean;
  alreadyOpen: boolean;
  openReservations: number;
  maxReservations: number;
  rule: Pick<CirculationRule, 'loanable' | 'reservable'> | null;
  copies: readonly CopyState[];
}

/** Why a patron may not reserve this title, or null when they may. Checked in SPEC §8's order. */
export function reservationRefusal(check: ReserveCheck): ReservationRefusal | null {
  if (check.blocked) return 'patronBlocked';
  if (check.alreadyOpen) return 'alreadyReserved';
  if (check.openReservations >= check.maxReservations) return 'maxReservationsReached';
  if (!check.rule) return 'loaningProfileNotFound';
  if (!check.rule.loanable) return 'materialNotLoanable';
  if (!check.rule.reservable) return 'notReservable';
  if (check.copies.length === 0) return 'noReservableMaterials';
  const holdings = check.copies.filter((c) => c.status !== 'lost' && c.status !== 'discarded');
  if (holdings.length === 0) return check.copies.every((c) => c.status === 'discarded') ? 'discarded' : 'lost';
  if (!holdings.some((c) => c.loanable)) return 'materialNotLoanable';
  if (!holdings.some((c) => c.loanable && c.reservable)) return 'notReservable';
  return null;
}

export interface QueueEntry {
  id: number;
  status: string;
  activationDate: string | null;
  expiryDate: string | null;
  createdAt: Date;
}

/** Waiting, not suspended (activationDate in the future) and not expired: may be given a copy today. */
export function isActiveInQueue(entry: QueueEntry, today: string): boolean {
  return (
    entry.status === 'waiting' &&
    (entry.activationDate === null || entry.activationDate <= today) &&
    (entry.expiryDate === null || entry.expiryDate >= today)
  );
}

/** The reservation that gets the next free copy: the oldest active one (first come, first served). */
export function firstInQueue<T extends QueueEntry>(queue: readonly T[], today: string): T | undefined {
  return [...queue]
    .filter((e) => isActiveInQueue(e, today))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)[0];
}

/** 1-based place among the waiting reservations for the title (suspended ones keep their place). */
export function queuePosition<T extends QueueEntry>(queue: readonly T[], entry: T): number {
  const waiting = queue
    .filter((e) => e.status === 'waiting')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  return waiting.findIndex((e) => e.id === entry.id) + 1;
}

/**
 * Estimated days until a copy is ready: each circulating copy serves one patron per loan period, plus
 * a few days for the copy to be returned, picked and sent. Rough on purpose — shown as "ca. N uker".
 */
export function estimatedWaitDays(position: number, circulatingCopies: number, loanDays: number): number | null {
  if (position <= 0 || circulatingCopies <= 0) return null;
  const rounds = Math.ceil(position / circulatingCopies);
  return Math.max(1, rounds * loanDays - Math.floor(loanDays / 2)) + 3;
}

/** The logged-in patron's own loan or reservation of an edition, as work pages and search hits show it (issue #18). */
export type OwnStatus =
  | { kind: 'loan'; recordId: string; dueDate: string; overdue: boolean }
  | {
      kind: 'reservation';
      recordId: string;
      status: (typeof OPEN_RESERVATION_STATUSES)[number];
      suspended: boolean;
      /** Waiting: 1-based place among those waiting for the edition, the queue's length and the rough wait. */
      queuePosition: number | null;
      queueLength: number | null;
      estimatedWaitDays: number | null;
      pickupBranch: string;
      pickupDeadline: string | null;
    };

/** What the title's queue looks like to someone about to reserve an edition (shown to everyone, before reserving). */
export interface TitleQueue {
  /** Reservations waiting for the edition (suspended ones too: they keep their place). */
  waiting: number;
  /** Copies on a shelf now, free to be picked. */
  availableCopies: number;
  /** Copies that go round the queue: loanable, reservable, not lost or discarded. */
  circulatingCopies: number;
  /** The media type's loan period, or null without a rule. */
  loanDays: number | null;
}

export type ReserveOutlook = { kind: 'fromShelf' } | { kind: 'queue'; place: number; waitDays: number | null };

/**
 * A reservation made now: a copy on the shelf is picked at once (free copies always go to the queue at once, so one
 * standing free means nobody active waits before it); otherwise the next place in the queue, with the estimate of
 * estimatedWaitDays, or no estimate when nothing circulates or the loan period is unknown.
 */
export function reserveOutlook(queue: TitleQueue): ReserveOutlook {
  if (queue.availableCopies > 0) return { kind: 'fromShelf' };
  const place = queue.waiting + 1;
  return {
    kind: 'queue',
    place,
    waitDays: queue.loanDays === null ? null : estimatedWaitDays(place, queue.circulatingCopies, queue.loanDays),
  };
}

/**
 * A work whose every copy is out, as a search hit tells it: the edition a reservation now would get soonest (the
 * shortest estimate; an estimate beats none, then the shorter queue), or null when no edition can be reserved.
 */
export function soonestEdition(queues: readonly TitleQueue[]): { queue: TitleQueue; outlook: ReserveOutlook } | null {
  const ranked = queues
    .filter((q) => q.circulatingCopies > 0)
    .map((queue) => ({ queue, outlook: reserveOutlook(queue) }))
    .sort((a, b) => rank(a.outlook) - rank(b.outlook) || a.queue.waiting - b.queue.waiting);
  return ranked[0] ?? null;
}

const rank = (outlook: ReserveOutlook) =>
  outlook.kind === 'fromShelf' ? -1 : (outlook.waitDays ?? Number.MAX_SAFE_INTEGER);

/** Pickup numbers (hentenummer) run 001–999 per branch; the next one skips numbers still on the shelf. */
export function nextPickupNumber(inUse: readonly string[], last: string | null): string {
  const used = new Set(inUse);
  let n = last ? Number(last) : 0;
  for (let i = 0; i < 999; i++) {
    n = (n % 999) + 1;
    const candidate = String(n).padStart(3, '0');
    if (!used.has(candidate)) return candidate;
  }
  throw new Error('every pickup number is in use');
}

/**
 * How long "pause all reservations" may last (issue #20): the single hold sets no limit, so the pause is held to a
 * year, the life of a new reservation (reservations.ts defaultExpiry): a longer pause would outlast the reservations it keeps.
 */
export const MAX_PAUSE_DAYS = 365;

/** Why a pause of all reservations cannot be: an errors:code and its params (the last day allowed, as yyyy-MM-dd). */
export interface PauseRefusal {
  code: 'activation_in_past' | 'pause_too_long' | 'pause_start_not_future' | 'pause_ends_before_start';
  params: { last?: string };
}

/**
 * The refusal of a pause from today until `until` (the day the reservations wake, the single hold's activationDate) that does not
 * end after today or ends more than MAX_PAUSE_DAYS on, else null: the rule of every library-system adapter and of the page's form.
 */
export function pauseRefusal(today: string, until: string): PauseRefusal | null {
  if (until <= today) return { code: 'activation_in_past', params: {} };
  const last = addDays(today, MAX_PAUSE_DAYS);
  return until > last ? { code: 'pause_too_long', params: { last } } : null;
}

/** A pause of all reservations planned to start later (docs/decisions/034): its first day and the day the reservations wake. */
export interface PlannedPause {
  from: string;
  until: string;
}

/**
 * The refusal of a planned pause that does not start after today (today's pause is pauseRefusal's), does not end after
 * it starts, or ends later than a pause from today could (MAX_PAUSE_DAYS), else null.
 */
export function plannedPauseRefusal(today: string, pause: PlannedPause): PauseRefusal | null {
  if (pause.from <= today) return { code: 'pause_start_not_future', params: {} };
  if (pause.until <= pause.from) return { code: 'pause_ends_before_start', params: {} };
  return pauseRefusal(today, pause.until);
}

/**
 * How many open reservations count against MAX_RESERVATIONS: the editions of one "første ledige" group are one
 * reservation, since the patron gets at most one copy of them (docs/decisions/034).
 */
export function countedReservations(open: readonly { id: number; groupId: number | null }[]): number {
  return new Set(open.map((r) => (r.groupId === null ? `r${r.id}` : `g${r.groupId}`))).size;
}

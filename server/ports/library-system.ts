// The library-system port (DESIGN §3, the spec's Cicero): a patron's loans, renewals and reservations, and the shapes
// they come in (SPEC §3, §7). The built-in circulation engine is the default adapter (services/circulation/built-in-library-system.ts);
// a library's own ILS plugs in here.
import type { CirculationBlock, PlannedPause } from '#core/circulation.ts';
import type { RenewalDenialCode, RenewalErrorCode } from '#core/renewal.ts';

/** The title shown beside a loan, reservation or picking-list line. */
export interface TitleDto {
  recordId: string;
  title: string;
  author: string | null;
  mediaType: string;
  coverUrl: string | null;
  workPath: string;
}

export interface LoanDto extends TitleDto {
  loanDetails: { loanId: number; dueDate: string };
  loanedAt: string;
  renewals: number;
  maxRenewals: number;
  remote: boolean;
  overdue: boolean;
  barcode: string;
  branch: string;
  /**
   * Why a renewal now would be refused (empty: it can be renewed), by the same rules as POST /renew, so the page
   * shows the reason instead of an active 'Forny' button; the client shows the most severe (renewalMessageCode).
   */
  denials: (RenewalDenialCode | RenewalErrorCode)[];
  /** When the only reason is that the due date would not move: the first day it would (decision 022). */
  renewableFrom: string | null;
}

interface ReminderCase {
  loanId: number;
  title: string;
  dueDate: string;
  daysOverdue: number;
}

export interface CirculationStanding {
  /** What stops renewing, reserving and borrowing, or null (core/circulation.ts circulationBlock). */
  block: CirculationBlock | null;
  unpaidFinesOre: number;
  fineLimitOre: number;
}

/** GET /api/authorized/cicero/loans (SPEC §3: loans {loans, remoteLoans, purresaker, kemnersaker, purreId}). */
export interface LoansState {
  loans: LoanDto[];
  remoteLoans: LoanDto[];
  purresaker: ReminderCase[];
  kemnersaker: ReminderCase[];
  /** Id of the patron's open reminder case (the oldest overdue loan), or null. */
  purreId: string | null;
  /** Blocks and fines that stop renewing, shown before the patron acts. */
  standing: CirculationStanding;
}

/** One loan's answer to POST /renew: the new due date, or every reason it was denied (SPEC §4). */
export interface RenewalResult {
  loanDetails: { loanId: number; dueDate: string };
  renewalStatus: 'renewed' | 'denied';
  /** Empty when renewed; the client shows the most severe (core/renewal.ts renewalMessageCode). */
  denials: (RenewalDenialCode | RenewalErrorCode)[];
  /** The most severe denial in Norwegian, null when renewed. */
  message: string | null;
}

export interface ReservationDto extends TitleDto {
  id: number;
  reservationId: number;
  /** Pickup branch as its ciceroId (SPEC §3 LibraryId/libraryId). */
  libraryId: string | null;
  LibraryId: string | null;
  libraryName: string;
  status: string;
  activationDate: string | null;
  expiryDate: string | null;
  createdAt: string;
  suspended: boolean;
  remote: boolean;
  /** Waiting reservations: 1-based place among those waiting for the title, with the queue's length. */
  queuePosition: number | null;
  queueLength: number | null;
  estimatedWaitDays: number | null;
  /** Ready for pickup: hentenummer and last pickup day. */
  pickupNumber: string | null;
  pickupDeadline: string | null;
  /** The edition: its format ('Innbundet') and year, so the editions of one work can be told apart. */
  format: string;
  publicationYear: number | null;
  /**
   * "Reserver første ledige" (docs/decisions/034): the reservations of one patron's group share this id, one per edition,
   * each with its own place; null for a reservation of one edition.
   */
  groupId: number | null;
}

/** GET /api/authorized/cicero/reservations (SPEC §3 reservations {pickups, reservations, remoteReservations}). */
export interface ReservationsState {
  pickups: ReservationDto[];
  reservations: ReservationDto[];
  remoteReservations: ReservationDto[];
  /** A pause of all reservations that starts later (docs/decisions/034), or null. */
  plannedPause: PlannedPause | null;
}

export interface ReservationChange {
  reservationId: number;
  libraryId: string;
  activationDate: string | null;
  expiryDate: string | null;
}

/** What a PUT changed, so the client shows the right SPEC §8 toast. */
export type ChangedField = 'libraryId' | 'activationDate' | 'expiryDate';

/**
 * The library system as the portal's patron pages use it. `Ctx` is the calling service context (ports take it first,
 * like services, so the built-in engine works in the caller's database with the caller's clock; a type parameter keeps
 * this file free of the context's imports). Refusals are AppErrors with the codes the services document
 * (reservation_not_found, loan_not_found, the SPEC §8 refusal codes); an adapter maps its system's answers to them.
 */
export interface LibrarySystem<Ctx> {
  listLoans(ctx: Ctx, userId: number): Promise<LoansState>;
  /** Each loan renewed or denied with its reasons; a loan id that is not the patron's open loan refuses all (loan_not_found). */
  renewLoans(ctx: Ctx, userId: number, loanIds: readonly number[]): Promise<RenewalResult[]>;
  listReservations(ctx: Ctx, userId: number): Promise<ReservationsState>;
  /** Joins the title's queue (recordId) with a pickup branch (its ciceroId). */
  reserve(ctx: Ctx, userId: number, input: { recordId: string; libraryId: string }): Promise<ReservationDto>;
  /**
   * "Reserver første ledige" (docs/decisions/034): one reservation group over several editions (recordIds, at least two) of
   * one work, a place in each edition's queue; the first copy of any of them goes to the patron and the group's other
   * reservations are cancelled at once. Refusals as reserve's, for any of the editions, and editions_of_one_work.
   * Answers the group's reservations.
   */
  reserveFirstAvailable(
    ctx: Ctx,
    userId: number,
    input: { recordIds: readonly string[]; libraryId: string },
  ): Promise<ReservationDto[]>;
  /** Pickup branch, expiry date, and hold (activationDate set) or resume (null); for a group's reservation, the whole group's. */
  changeReservation(
    ctx: Ctx,
    userId: number,
    change: ReservationChange,
  ): Promise<{ reservation: ReservationDto; changed: ChangedField[] }>;
  /** Cancels the reservation; a group's reservation cancels the whole group (it is one reservation to the patron). */
  cancelReservation(ctx: Ctx, userId: number, reservationId: number): Promise<void>;
  /**
   * All the patron's own reservations still waiting in a queue (not remote, not on the way or ready for pickup) on hold
   * until `until` (the single hold's activationDate, for each), or with `until` null every one on hold resumed; at once
   * (all or none), queue places kept. Answers how many changed.
   */
  pauseReservations(ctx: Ctx, userId: number, until: string | null): Promise<{ changed: number }>;
  /**
   * The same pause, starting later (docs/decisions/034): on `from` (after today) the reservations then waiting in a queue
   * go on hold until `until`, as pauseReservations does. One plan per patron: a new one replaces it. Refusals:
   * pause_start_not_future, pause_ends_before_start, pause_too_long (core/circulation.ts assertPlannable).
   */
  planPause(ctx: Ctx, userId: number, pause: PlannedPause): Promise<PlannedPause>;
  /** Drops the planned pause before it starts; false when there was none. */
  cancelPlannedPause(ctx: Ctx, userId: number): Promise<{ cancelled: boolean }>;
}

// The library-system port (DESIGN §3, the spec's Cicero): a patron's loans, renewals, reservations, inter-library
// requests and loan history, and the shapes they come in (SPEC §3, §7). The built-in circulation engine is the default
// adapter (services/circulation/built-in-library-system.ts); a library's own ILS plugs in here.
import type { PlannedPause } from '#core/circulation.ts';
import type {
  ChangedField,
  HistoryPage,
  LoansState,
  RenewalResult,
  ReservationChange,
  ReservationDto,
  ReservationsState,
} from '#core/contracts/circulation.ts';

// The shapes live in core/contracts/circulation.ts (the patron pages render them); re-exported for the adapters.
export type {
  ChangedField,
  CirculationStanding,
  LoanDto,
  RenewalResult,
  ReservationChange,
  ReservationDto,
  ReservationsState,
  TitleDto,
} from '#core/contracts/circulation.ts';

/** A page of the loan history as the library system keeps it; the keep-history setting beside it is the portal's own. */
export type LoanHistorySlice = Omit<HistoryPage, 'keepLoanHistory'>;

/**
 * The library system as the portal's patron pages use it. `Ctx` is the calling service context (ports take it first,
 * like services, so the built-in engine works in the caller's database with the caller's clock; a type parameter keeps
 * this file free of the context's imports). Refusals are AppErrors with the codes the services document
 * (reservation_not_found, loan_not_found, history_not_found, the SPEC §8 refusal codes); an adapter maps its system's
 * answers to them. What the port leaves out (the staff desk, picking lists, digital loans) is in docs/decisions/024.
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
  /**
   * An inter-library (remote) request (SPEC §5): the title is borrowed from another library for the patron, picked up at
   * their preferred branch; it is listed among remoteReservations and cancelled like a reservation. Refusals (conflict
   * unless said): notFound (not_found, unknown title), remoteLoanUnavailable (a kind never lent between libraries:
   * films, e-books), patronBlocked, alreadyReserved, maxReservationsReached, availableLocally (we hold a copy: reserve it).
   */
  requestInterLibraryLoan(ctx: Ctx, userId: number, input: { recordId: string }): Promise<ReservationDto>;
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
   * pause_start_not_future, pause_ends_before_start, pause_too_long (server/services/circulation/pause-rules.ts assertPlannable).
   */
  planPause(ctx: Ctx, userId: number, pause: PlannedPause): Promise<PlannedPause>;
  /** Drops the planned pause before it starts; false when there was none. */
  cancelPlannedPause(ctx: Ctx, userId: number): Promise<{ cancelled: boolean }>;
  /**
   * The patron's returned loans kept in their history, newest returned first, one page (from 1) of `pageSize`; `total`
   * counts them all. Only what was kept while the patron opted in, less what they deleted.
   */
  listLoanHistory(ctx: Ctx, userId: number, page: { page: number; pageSize: number }): Promise<LoanHistorySlice>;
  /**
   * Deletes one history entry (loanId) or, without it, all of them (also when the patron stops keeping the history);
   * answers how many went. An entry that is not in the patron's own history refuses: not_found/history_not_found.
   */
  deleteLoanHistory(ctx: Ctx, userId: number, loanId?: number): Promise<{ deleted: number }>;
}

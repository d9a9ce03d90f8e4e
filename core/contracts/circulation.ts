// JSON of a patron's circulation (SPEC §3 loans and reservations, /min-side): one definition that the library-system
// port and its adapters fill and the patron pages render (docs/decisions/023).
import type { CirculationBlock, PlannedPause } from '../circulation.ts';
import type { RenewalDenialCode, RenewalErrorCode } from '../renewal.ts';

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
  /** The most severe denial's text (the API's in the language asked for, bokmål by default), null when renewed. */
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

/** A returned loan kept in the history (opt-in). */
interface HistoricalLoanDto extends TitleDto {
  loanId: number;
  loanedAt: string;
  returnedAt: string;
}

/** GET /historicalloans: a page of the loan history, newest first. */
export interface HistoryPage {
  keepLoanHistory: boolean;
  total: number;
  page: number;
  pageSize: number;
  loans: HistoricalLoanDto[];
}

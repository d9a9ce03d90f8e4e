// The default library system (DESIGN §3): the built-in circulation engine in our own database, behind the LibrarySystem port.
import type { LibrarySystem } from '#server/ports/library-system.ts';
import type { ServiceContext } from '../context.ts';
import { deleteLoanHistoryHere, listLoanHistoryHere, listLoansHere, renewLoansHere } from './loans.ts';
import { cancelPlannedPauseHere, planPauseHere } from './planned-pauses.ts';
import {
  cancelReservationHere,
  createFirstAvailableReservationHere,
  createIllRequestHere,
  createReservationHere,
  listReservationsHere,
  pauseReservationsHere,
  updateReservationHere,
} from './reservations.ts';

export const builtInLibrarySystem: LibrarySystem<ServiceContext> = {
  listLoans: listLoansHere,
  renewLoans: renewLoansHere,
  listReservations: listReservationsHere,
  reserve: createReservationHere,
  reserveFirstAvailable: createFirstAvailableReservationHere,
  requestInterLibraryLoan: createIllRequestHere,
  changeReservation: updateReservationHere,
  cancelReservation: cancelReservationHere,
  pauseReservations: pauseReservationsHere,
  planPause: planPauseHere,
  cancelPlannedPause: cancelPlannedPauseHere,
  listLoanHistory: listLoanHistoryHere,
  deleteLoanHistory: deleteLoanHistoryHere,
};

// A patron's own data (issue #20 point 7): the loan-history CSV rows and when a request to delete the account is refused.
import { formatDate } from './dates.ts';
import { toCsv } from './event-registration.ts';
import type { Language } from './i18n/languages.ts';
import type { CatalogueT } from './i18n/translator.ts';
import { formatKroner } from './payments.ts';

/** What stands in the way of deleting an account; each one is told to the patron with its count. */
export type DeletionBlocker = 'loans' | 'pickups' | 'fines' | 'staff';

export interface DeletionState {
  openLoans: number;
  /** Reservations with a copy set aside (picking, in transit, on the pickup shelf): the copy must be fetched or the reservation cancelled first. */
  assignedReservations: number;
  unpaidFines: number;
  unpaidFinesOre: number;
  /** Staff accounts are closed by the library (their roles come from the employer), not from Min side. */
  staff: boolean;
}

export interface DeletionRefusal {
  blocker: DeletionBlocker;
  count: number;
  /** Øre, for fines. */
  amountOre?: number;
}

/** Every reason the account cannot be deleted now, in the order the patron should deal with them; empty = may delete. */
export function deletionRefusals(state: DeletionState): DeletionRefusal[] {
  const out: DeletionRefusal[] = [];
  if (state.staff) out.push({ blocker: 'staff', count: 1 });
  if (state.openLoans > 0) out.push({ blocker: 'loans', count: state.openLoans });
  if (state.assignedReservations > 0) out.push({ blocker: 'pickups', count: state.assignedReservations });
  if (state.unpaidFines > 0) out.push({ blocker: 'fines', count: state.unpaidFines, amountOre: state.unpaidFinesOre });
  return out;
}

export interface HistoryCsvRow {
  title: string;
  author: string | null;
  mediaType: string;
  loanedAt: string;
  returnedAt: string;
}

/**
 * The loan history as CSV in t's language (headers and media types), dates as dd.MM.yyyy on the Oslo calendar, BOM and
 * formula guard from toCsv.
 */
export function loanHistoryCsv(t: CatalogueT, rows: readonly HistoryCsvRow[]): string {
  return toCsv(
    historyCsvHeader(t),
    rows.map((r) => [
      r.title,
      r.author ?? '',
      t(`vocabulary:mediaType.${r.mediaType}` as 'vocabulary:mediaType.Bok', { defaultValue: r.mediaType }),
      formatDate(r.loanedAt),
      formatDate(r.returnedAt),
    ]),
  );
}

/** One refusal in the patron's language, for the API answer and the page alike. */
export function refusalText(t: CatalogueT, refusal: DeletionRefusal, language: Language): string {
  switch (refusal.blocker) {
    case 'loans':
      return t('mydata:delete.reason.loans', { count: refusal.count });
    case 'pickups':
      return t('mydata:delete.reason.pickups', { count: refusal.count });
    case 'fines':
      return t('mydata:delete.reason.fines', { amount: formatKroner(refusal.amountOre ?? 0, language) });
    case 'staff':
      return t('mydata:delete.reason.staff');
  }
}

/** The CSV header row in the patron's language. */
function historyCsvHeader(t: CatalogueT): [string, string, string, string, string] {
  return [
    t('mydata:history.header.title'),
    t('mydata:history.header.author'),
    t('mydata:history.header.mediaType'),
    t('mydata:history.header.loanedAt'),
    t('mydata:history.header.returnedAt'),
  ];
}

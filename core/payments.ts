// Fine payment rules (SPEC §4 Fine payment, §9 '98'): kroner formatting of øre amounts, totals, and the return page's outcome.
import type { Language } from './i18n/languages.ts';
import { lazyIntl } from './lazy-intl.ts';

/** SPEC §9: the process call's response code for a payment that was already processed. */
export const ALREADY_PROCESSED_CODE = '98';
/** The response code of a process call that took the money now. */
export const PROCESSED_OK_CODE = 'OK';
/** At most this many fines in one payment (a patron never has more; it bounds the request). */
export const MAX_FINES_PER_PAYMENT = 50;

const kronerFormat = lazyIntl(
  () => new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const englishKronerFormat = lazyIntl(
  () => new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * Integer øre as kroner with two decimals in the page's language: bokmål and nynorsk 25000 → '250,00 kr',
 * 123456 → '1 234,56 kr'; English 'NOK 1,234.56' (no-break spaces). Nynorsk writes numbers as bokmål does, and
 * browsers have no nn Intl data (decision 028), so both use nb-NO.
 */
export function formatKroner(ore: number, language: Language = 'nb'): string {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Amounts are integer øre, got ${ore}`);
  // Intl writes a minus sign (U+2212) for negatives; amounts here are never negative, but keep it readable.
  if (language === 'en') return `NOK\u00a0${englishKronerFormat().format(ore / 100)}`;
  return `${kronerFormat().format(ore / 100)}\u00a0kr`;
}

/** Sum of integer øre amounts (money is never summed in floating kroner). */
export function sumOre(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** The ids a start request names: SPEC §7's single fineId, or our fineIds list; duplicates removed, order kept. */
export function chosenFineIds(input: { fineId?: number; fineIds?: readonly number[] }): number[] {
  const ids = input.fineIds ?? (input.fineId === undefined ? [] : [input.fineId]);
  return [...new Set(ids)];
}

/** What the terminal sent back (SPEC §2 Payment return): OK or Cancel; anything else is unknown. */
export type TerminalReturnStatus = 'OK' | 'Cancel' | 'unknown';

export function parseTerminalStatus(value: string | null | undefined): TerminalReturnStatus {
  return value === 'OK' || value === 'Cancel' ? value : 'unknown';
}

/** The return page's verdict (SPEC §4): done ('98'), saved (other success), cancelled, failed. */
export type PaymentOutcome = 'done' | 'saved' | 'cancelled' | 'failed';

/** The result of the process call, when the return page made one. */
export type ProcessResult = { ok: true; responseCode: string } | { ok: false };

/**
 * SPEC §4 Fine payment, after return: status OK leads to the process call; response code '98' means
 * already processed; other successes mean saved; Cancel means cancelled; any other status or a failed
 * process call means failed.
 */
export function paymentOutcome(status: TerminalReturnStatus, processed: ProcessResult | null): PaymentOutcome {
  if (status === 'Cancel') return 'cancelled';
  if (status !== 'OK' || processed === null || !processed.ok) return 'failed';
  return processed.responseCode === ALREADY_PROCESSED_CODE ? 'done' : 'saved';
}

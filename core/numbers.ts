// Whole numbers as Norwegian (and English) readers write them, without Intl: the first Intl call in a browser loads ICU's locale
// data (60 ms on this machine, ~250 ms on Lighthouse's phone profile), which a page showing only a hit count
// need not pay during hydration (issue #18).
import type { Language } from './i18n/languages.ts';

/**
 * 12345 -> '12 345' with no-break spaces between groups of three, as `toLocaleString('nb-NO')` (and 'nn-NO') writes
 * it; English '12,345' as 'en-GB' does.
 */
export function formatWholeNumber(n: number, language: Language = 'nb'): string {
  const english = language === 'en';
  const digits = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, english ? ',' : '\u00a0');
  if (n >= 0) return digits;
  return english ? `-${digits}` : `\u2212${digits}`;
}

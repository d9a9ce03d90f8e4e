// ISBN as a librarian types it (hyphens, spaces, ISBN-10 or ISBN-13): its digits when the check digit is right.
import { normaliseIsbn } from './catalogue.ts';

/** True when an ISBN-10 (mod 11, X = 10 last) or ISBN-13 (978/979, weights 1 and 3) has the right check digit. */
export function hasValidIsbnCheckDigit(isbn: string): boolean {
  if (/^\d{9}[\dX]$/.test(isbn)) {
    let sum = 0;
    for (let i = 0; i < 10; i++) sum += (isbn[i] === 'X' ? 10 : Number(isbn[i])) * (10 - i);
    return sum % 11 === 0;
  }
  if (/^97[89]\d{10}$/.test(isbn)) {
    let sum = 0;
    for (let i = 0; i < 13; i++) sum += Number(isbn[i]) * (i % 2 === 0 ? 1 : 3);
    return sum % 10 === 0;
  }
  return false;
}

/** The ISBN's digits (and a final X) when `value` is a valid ISBN-10 or ISBN-13, else null. */
export function parseIsbn(value: string): string | null {
  const compact = normaliseIsbn(value.replace(/^\s*ISBN(?:-1[03])?:?\s*/i, ''));
  return compact !== null && hasValidIsbnCheckDigit(compact) ? compact : null;
}

// Valid-looking identifiers for demo data: ISBN-13/EAN-13 with check digits and synthetic Norwegian national ids.

/** EAN-13 check digit for 12 digits (ISBN-13 uses the same rule). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN needs 12 digits, got '${first12}'`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** ISBN-13 (digits only) from a Norwegian publisher prefix (e.g. '8205') and a running title number. */
export function isbn13(publisherPrefix: string, titleNumber: number): string {
  const body = `978${publisherPrefix}`;
  const first12 =
    body +
    String(titleNumber)
      .padStart(12 - body.length, '0')
      .slice(-(12 - body.length));
  return first12 + ean13CheckDigit(first12);
}

/** EAN-13 for film and music carriers (GS1 prefix 70 = Norway). */
export function ean13(prefix: string, itemNumber: number): string {
  const first12 =
    prefix +
    String(itemNumber)
      .padStart(12 - prefix.length, '0')
      .slice(-(12 - prefix.length));
  return first12 + ean13CheckDigit(first12);
}

const K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function mod11(digits: string, weights: readonly number[]): number | null {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i];
  const k = 11 - (sum % 11);
  if (k === 11) return 0;
  if (k === 10) return null;
  return k;
}

/** true when both mod-11 control digits of an 11-digit national id are right. */
export function isValidNationalId(id: string): boolean {
  if (!/^\d{11}$/.test(id)) return false;
  return mod11(id, K1) === Number(id[9]) && mod11(id, K2) === Number(id[10]);
}

/** ISSN with its mod-11 check character, formatted 'NNNN-NNNC'. */
export function issn(first7: string): string {
  if (!/^\d{7}$/.test(first7)) throw new Error(`ISSN needs 7 digits, got '${first7}'`);
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(first7[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 11;
  const c = check === 10 ? 'X' : String(check);
  return `${first7.slice(0, 4)}-${first7.slice(4)}${c}`;
}

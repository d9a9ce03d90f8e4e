// Loan renewal denial codes and choosing the most severe one.

/** Denial codes, most severe first. SPEC §4 Renewal. */
export const RENEWAL_DENIAL_PRIORITY = [
  'deniedLoanerIsBlocked',
  'deniedReserved',
  'deniedMaxRenewalsReached',
  'deniedOtherReason',
] as const;
export type RenewalDenialCode = (typeof RENEWAL_DENIAL_PRIORITY)[number];

/** Further renewal error codes with their own messages. SPEC §8 Renewal denial codes. */
export const RENEWAL_ERROR_CODES = {
  materialNotLoanable: 'materialNotLoanable',
  materialNotFound: 'materialNotFound',
  borrowerNotFound: 'borrowerNotFound',
  loaningProfileNotFound: 'loaningProfileNotFound',
} as const;
export type RenewalErrorCode = (typeof RENEWAL_ERROR_CODES)[keyof typeof RENEWAL_ERROR_CODES];

/** Unknown codes fall back to the generic renewal error. SPEC §4, §8. */
export const RENEWAL_UNKNOWN = 'unknown' as const;

export function isRenewalDenialCode(code: unknown): code is RenewalDenialCode {
  return typeof code === 'string' && (RENEWAL_DENIAL_PRIORITY as readonly string[]).includes(code);
}

/** The most severe known denial among the codes, or 'unknown' when none is known. SPEC §4 Renewal. */
export function pickRenewalDenial(codes: readonly string[]): RenewalDenialCode | typeof RENEWAL_UNKNOWN {
  for (const code of RENEWAL_DENIAL_PRIORITY) {
    if (codes.includes(code)) return code;
  }
  return RENEWAL_UNKNOWN;
}

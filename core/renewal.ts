// Loan renewal denial codes and choosing the most severe one.

/**
 * Denial codes, most severe first. SPEC §4 Renewal gives the four of Cicero; `deniedTooSoon` is ours (decision 022):
 * a renewal that would not move the due date is refused rather than used up. It ranks after max renewals (that
 * reason stays true tomorrow, too soon does not) and before the catch-all other reason.
 */
export const RENEWAL_DENIAL_PRIORITY = [
  'deniedLoanerIsBlocked',
  'deniedReserved',
  'deniedMaxRenewalsReached',
  'deniedTooSoon',
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

function isRenewalErrorCode(code: string): code is RenewalErrorCode {
  return (Object.values(RENEWAL_ERROR_CODES) as string[]).includes(code);
}

/**
 * The code whose message a denied renewal shows: the most severe denial (SPEC §4), else one of the
 * further codes of SPEC §8 (material not loanable, not found …), else 'unknown' (the generic error).
 */
export function renewalMessageCode(
  codes: readonly string[],
): RenewalDenialCode | RenewalErrorCode | typeof RENEWAL_UNKNOWN {
  const denial = pickRenewalDenial(codes);
  if (denial !== RENEWAL_UNKNOWN) return denial;
  return codes.find(isRenewalErrorCode) ?? RENEWAL_UNKNOWN;
}

/** Codes a refused reservation has too, with other words there: a renewal's text is <code>_renewal (i18next's context). */
const SHARED_WITH_RESERVING: readonly string[] = [
  RENEWAL_ERROR_CODES.materialNotLoanable,
  RENEWAL_ERROR_CODES.loaningProfileNotFound,
];

type RenewalTextCode =
  | Exclude<RenewalDenialCode | RenewalErrorCode, 'materialNotLoanable' | 'loaningProfileNotFound'>
  | 'materialNotLoanable_renewal'
  | 'loaningProfileNotFound_renewal'
  | 'renewal_denied';

/** The errors namespace's key of a denied renewal's message: the most severe code's, or the generic renewal error. */
export function renewalDenialKey(codes: readonly string[]): `errors:code.${RenewalTextCode}` {
  const code = renewalMessageCode(codes);
  if (code === RENEWAL_UNKNOWN) return 'errors:code.renewal_denied';
  return SHARED_WITH_RESERVING.includes(code)
    ? `errors:code.${code as 'materialNotLoanable' | 'loaningProfileNotFound'}_renewal`
    : `errors:code.${code as Exclude<RenewalTextCode, `${string}_renewal` | 'renewal_denied'>}`;
}

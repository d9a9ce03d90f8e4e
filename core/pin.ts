// PIN rules for library cards: four digits (our choice; SPEC §5 says form bounds are not shown).
import nbAccount from './locales/nb/account.json';

const PIN_PATTERN = /^\d{4}$/;

export function isValidPinFormat(pin: string): boolean {
  return PIN_PATTERN.test(pin);
}

/** Why a new PIN was refused: the key of its text, account:validation.<problem> (the API's errors:code.invalid_pin). */
type PinProblem = 'pinFormat' | 'pinSameAsCurrent' | 'pinsDiffer';

export type NewPinVerdict =
  { ok: true } | { ok: false; field: 'newPin' | 'repeatPin'; problem: PinProblem; message: string };

/** Checks a new PIN (and its repetition when given) before it is sent or stored. */
export function checkNewPin(newPin: string, options: { repeat?: string; current?: string } = {}): NewPinVerdict {
  // Bokmål, shared with the API; a page words it again in its language (core/account-validation-text.ts).
  const m = nbAccount.validation;
  if (!isValidPinFormat(newPin)) return { ok: false, field: 'newPin', problem: 'pinFormat', message: m.pinFormat };
  if (options.current !== undefined && options.current === newPin)
    return { ok: false, field: 'newPin', problem: 'pinSameAsCurrent', message: m.pinSameAsCurrent };
  if (options.repeat !== undefined && options.repeat !== newPin)
    return { ok: false, field: 'repeatPin', problem: 'pinsDiffer', message: m.pinsDiffer };
  return { ok: true };
}

// Become a borrower (SPEC §2 /registrer-deg): the form's rules, field by field, with the bokmål catalogue's messages
// (the page words them again in its language, app/features/profile/registration-error-text.ts).
import nbAccount from './locales/nb/account.json';
import nbRegistration from './locales/nb/registration.json';
import {
  isValidEmail,
  isValidPhoneNumber,
  normalizeEmail,
  normalizePhoneNumber,
  type FieldErrors,
} from './contact-settings.ts';
import { checkNewPin } from './pin.ts';

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  birthDate: string;
  address: string;
  postalCode: string;
  city: string;
  email: string;
  phoneNumber: string;
  pin: string;
  repeatPin: string;
  preferredPickupBranch: string;
  consent: boolean;
}

export type RegistrationField = keyof RegistrationInput;

export interface Registration {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  birthDate: string;
  address: string;
  postalCode: string;
  city: string;
  email: string | null;
  phoneNumber: string | null;
  pin: string;
  preferredPickupBranch: string;
}

export type RegistrationVerdict =
  { ok: true; value: Registration } | { ok: false; errors: FieldErrors<RegistrationField> };

const MAX_TEXT = 100;

/** 'yyyy-MM-dd' (date inputs) or 'dd.MM.yyyy' (typed); null when not a real calendar date. */
export function parseBirthDate(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const nb = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : nb ? [nb[3], nb[2], nb[1]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d))
    return null;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/**
 * Checks the registration form. `today` is yyyy-MM-dd (Oslo); `branches` are the pickup options'
 * values (ciceroIds). At least one of e-mail and phone is needed, so the new profile is valid (SPEC §5).
 */
export function checkRegistration(
  input: RegistrationInput,
  options: { today: string; branches: readonly string[] },
): RegistrationVerdict {
  const m = nbRegistration.validation;
  const required = nbRegistration.required;
  const errors: FieldErrors<RegistrationField> = {};
  const text = (field: 'firstName' | 'lastName' | 'address' | 'city') => {
    const value = input[field].trim();
    if (!value) errors[field] = required[field];
    else if (value.length > MAX_TEXT) errors[field] = m.tooLong;
    return value;
  };
  const firstName = text('firstName');
  const lastName = text('lastName');
  const address = text('address');
  const city = text('city');

  const birthDate = parseBirthDate(input.birthDate);
  if (!input.birthDate.trim()) errors.birthDate = required.birthDate;
  else if (!birthDate || birthDate < '1900-01-01') errors.birthDate = m.birthDate;
  else if (birthDate > options.today) errors.birthDate = m.birthDateFuture;

  const postalCode = input.postalCode.trim();
  if (!/^\d{4}$/.test(postalCode)) errors.postalCode = postalCode ? m.postalCode : required.postalCode;

  const email = normalizeEmail(input.email);
  const phoneNumber = normalizePhoneNumber(input.phoneNumber);
  if (email !== null && !isValidEmail(email)) errors.email = nbAccount.validation.emailFormat;
  if (phoneNumber !== null && !isValidPhoneNumber(phoneNumber)) errors.phoneNumber = nbAccount.validation.phoneFormat;
  if (email === null && phoneNumber === null) errors.email = m.contact;

  const pin = checkNewPin(input.pin, { repeat: input.repeatPin });
  if (!pin.ok) errors[pin.field === 'newPin' ? 'pin' : 'repeatPin'] = pin.message;

  if (!options.branches.includes(input.preferredPickupBranch)) errors.preferredPickupBranch = m.branch;
  if (!input.consent) errors.consent = m.consent;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName,
      lastName,
      birthDate: birthDate!,
      address,
      postalCode,
      city,
      email,
      phoneNumber,
      pin: input.pin,
      preferredPickupBranch: input.preferredPickupBranch,
    },
  };
}

// Contact settings rules for the profile (SPEC §5 profile validity) with field-level Norwegian messages.
import nbAccount from './locales/nb/account.json';
import { isProfileInvalid } from './profile.ts';

export interface ContactSettings {
  receiveEmail: boolean;
  receiveSms: boolean;
  email: string | null;
  phoneNumber: string | null;
}

export type ContactField = 'receiveEmail' | 'receiveSms' | 'email' | 'phoneNumber';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** '412 34 567', '+47 41234567' and '0047…' all become '41234567'; anything else is returned trimmed. */
export function normalizePhoneNumber(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const compact = trimmed.replace(/[\s.-]/g, '');
  const national = compact.replace(/^(\+47|0047)/, '');
  return /^\d{8}$/.test(national) ? national : trimmed;
}

export function normalizeEmail(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function isValidPhoneNumber(value: string): boolean {
  return /^\d{8}$/.test(value);
}

/**
 * Field errors for contact settings (already normalised). A profile that passes cannot be invalid
 * in the sense of SPEC §5: at least one channel is chosen and each chosen channel has its address.
 */
export function checkContactSettings(settings: ContactSettings): FieldErrors<ContactField> {
  // Bokmål, shared with the API; a page words it again in its language (app/features/profile/validation-text.ts).
  const m = nbAccount.validation;
  const errors: FieldErrors<ContactField> = {};
  if (settings.email !== null && !isValidEmail(settings.email)) errors.email = m.emailFormat;
  if (settings.phoneNumber !== null && !isValidPhoneNumber(settings.phoneNumber)) errors.phoneNumber = m.phoneFormat;
  if (!settings.receiveEmail && !settings.receiveSms) errors.receiveEmail = m.noChannel;
  if (settings.receiveEmail && settings.email === null) errors.email ??= m.emailRequiredForEmail;
  if (settings.receiveSms && settings.phoneNumber === null) errors.phoneNumber ??= m.phoneRequiredForSms;
  if (settings.email === null && settings.phoneNumber === null) errors.email ??= m.noContact;
  // Defence in depth: whatever passes here must satisfy the SPEC §5 rule.
  if (Object.keys(errors).length === 0 && isProfileInvalid(settings)) errors.receiveEmail = m.noChannel;
  return errors;
}

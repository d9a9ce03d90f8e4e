// The sign-up form's field messages (core/registration.ts) are bokmål, shared with the API; /registrer-deg shows them
// in the page's language from the registration namespace (decision 028), matched by their bokmål text.
import { accountMessages } from '#core/account-messages.ts';
import type { CatalogueT } from '#core/i18n/translator.ts';
import type { RegistrationField } from '#core/registration.ts';
import { validationText } from '#core/account-validation-text.ts';

const REQUIRED = ['firstName', 'lastName', 'birthDate', 'address', 'postalCode', 'city'] as const;
type RuleKey = keyof typeof accountMessages.registerValidation;

function registrationErrorText(t: CatalogueT, field: RegistrationField, message: string): string {
  const m = accountMessages.registerValidation;
  const required = REQUIRED.find((f) => f === field && message === m.required(accountMessages.register[f]));
  if (required) return t(`registration:required.${required}`);
  const rule = (Object.keys(m) as RuleKey[]).find((k) => k !== 'required' && m[k] === message);
  if (rule && rule !== 'required') return t(`registration:validation.${rule}`);
  // E-mail, phone and PIN rules are the profile's (account namespace).
  return validationText(t, message) ?? message;
}

/** Each field's message in the page's language. */
export function registrationErrorTexts(
  t: CatalogueT,
  errors: Partial<Record<RegistrationField, string>>,
): Partial<Record<RegistrationField, string>> {
  const out: Partial<Record<RegistrationField, string>> = {};
  for (const [field, message] of Object.entries(errors) as [RegistrationField, string][])
    out[field] = registrationErrorText(t, field, message);
  return out;
}

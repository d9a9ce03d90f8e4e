// The sign-up form's field messages (core/registration.ts) are the bokmål catalogue's (registration:required.* and
// registration:validation.*), shared with the API; /registrer-deg shows them in the page's language, matched by their
// bokmål text.
import nbRegistration from '#core/locales/nb/registration.json';
import type { CatalogueT } from '#core/i18n/translator.ts';
import type { RegistrationField } from '#core/registration.ts';
import { validationText } from '#core/account-validation-text.ts';

type RequiredField = keyof typeof nbRegistration.required;
type RuleKey = keyof typeof nbRegistration.validation;

function registrationErrorText(t: CatalogueT, field: RegistrationField, message: string): string {
  const required = (Object.keys(nbRegistration.required) as RequiredField[]).find(
    (f) => f === field && nbRegistration.required[f] === message,
  );
  if (required) return t(`registration:required.${required}`);
  const rule = (Object.keys(nbRegistration.validation) as RuleKey[]).find(
    (k) => nbRegistration.validation[k] === message,
  );
  if (rule) return t(`registration:validation.${rule}`);
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

// The contact and PIN validation messages of core/contact-settings.ts and core/pin.ts are bokmål, shared with the API;
// a page and the settings API give them in the reader's language from the account catalogue (decision 028), matched by
// their bokmål text.
import { accountMessages } from './account-messages.ts';
import type { CatalogueT } from './i18n/translator.ts';

type ValidationKey = keyof typeof accountMessages.validation;

/** One message in the page's language; a message that is not one of these stays as it is. */
export function validationText(t: CatalogueT, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = (Object.keys(accountMessages.validation) as ValidationKey[]).find(
    (k) => accountMessages.validation[k] === message,
  );
  return key ? t(`account:validation.${key}`) : message;
}

/** Each field's message in the page's language. */
export function validationTexts<F extends string>(
  t: CatalogueT,
  errors: Partial<Record<F, string>>,
): Partial<Record<F, string>> {
  return Object.fromEntries(
    Object.entries<string | undefined>(errors).map(([field, message]) => [field, validationText(t, message)]),
  ) as Partial<Record<F, string>>;
}

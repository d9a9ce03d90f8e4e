// The contact and PIN validation messages of core/contact-settings.ts and core/pin.ts are the bokmål catalogue's
// (account:validation.*), shared with the API; a page shows them in its own language, matched by their bokmål text.
import nbAccount from '#core/locales/nb/account.json';
import type { CatalogueT } from '#core/i18n/translator.ts';

type ValidationKey = keyof typeof nbAccount.validation;

/** One message in the page's language; a message that is not one of these stays as it is. */
export function validationText(t: CatalogueT, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = (Object.keys(nbAccount.validation) as ValidationKey[]).find((k) => nbAccount.validation[k] === message);
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

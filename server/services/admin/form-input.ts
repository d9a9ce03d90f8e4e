// Staff-area forms (issue #4): FormData → plain values, zod parsing with one message per field, and the values to show
// again on error. The messages are the bokmål texts of validation:formField; an action words them in its page's
// language (decision 028).
import type { z } from 'zod';
import { CATALOGUE, type SourceResources } from '#core/i18n/catalogue.ts';
import { translatorFor, type CatalogueT } from '#core/i18n/translator.ts';

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

export type FormResult<T> =
  { ok: true; data: T; values: FormValues } | { ok: false; fieldErrors: FieldErrors; values: FormValues };

/** Fields that are never shown back or parsed as content (the version token travels on its own). */
const IGNORED = new Set(['csrfToken', 'intent', 'version']);

/** Every field as a string (checkboxes: 'on' when checked, absent otherwise), for parsing and redisplay. */
export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of form.entries()) {
    if (IGNORED.has(key) || typeof value !== 'string') continue;
    // Repeated fields (none yet in these forms) are joined like a comma-separated list.
    values[key] = key in values ? `${values[key]},${value}` : value;
  }
  return values;
}

/** The first message per field; issues without a path go under '_form'. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A form field's message (the staff forms, the accessibility feedback form): a key of validation:formField. */
export type FieldMessageKey = keyof SourceResources['validation']['formField'];
/** What a field message's placeholders take ({{max}}, {{width}} …). */
export type FieldMessageValues = Readonly<Record<string, string | number>>;

/**
 * The bokmål text of a field message, as schemas give it to zod and services throw it: tests, logs and a bokmål page
 * read it as it is, and `wordFieldErrors` finds its key again for a page in another language.
 */
export function fieldText(key: FieldMessageKey, values: FieldMessageValues = {}): string {
  return wordFieldMessage(key, values, translatorFor('nb'));
}

function wordFieldMessage(key: FieldMessageKey, values: FieldMessageValues, t: CatalogueT): string {
  return t(`validation:formField.${key}`, values);
}

/** Each bokmål text of validation:formField as a pattern, its placeholders ({{max}}) as named groups. */
const FIELD_TEXTS = Object.entries((CATALOGUE.nb.validation as SourceResources['validation']).formField).map(
  ([key, text]) => ({
    key: key as FieldMessageKey,
    pattern: new RegExp(
      `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{(\w+)\\\}\\\}/g, '(?<$1>.+)')}$`,
    ),
  }),
);

/** A field's message in the language of `t`; a text that is no field message (zod's own) stays as it is. */
function wordFieldError(text: string, t: CatalogueT): string {
  for (const { key, pattern } of FIELD_TEXTS) {
    const match = pattern.exec(text);
    if (match) return wordFieldMessage(key, match.groups ?? {}, t);
  }
  return text;
}

/** A form's field errors (bokmål, from parseForm or a FormValidationError) in the language of `t`. */
export function wordFieldErrors(errors: FieldErrors, t: CatalogueT): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, wordFieldError(text, t)]));
}

/** Parses a form with its schema; an action passes its page's translator (requestTranslator), else errors stay bokmål. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  form: FormData | FormValues,
  t?: CatalogueT,
): FormResult<z.output<S>> {
  const values = form instanceof FormData ? formValues(form) : form;
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  const fieldErrors = fieldErrorsOf(parsed.error);
  return { ok: false, fieldErrors: t ? wordFieldErrors(fieldErrors, t) : fieldErrors, values };
}

// zod building blocks for the staff-area forms (issue #4): form strings in, typed values out, per field a message of
// validation:formField in bokmål, which the action words in its page's language (form-input.ts, decision 028).
import { z } from 'zod';
import { isClockTime, isIsoDate, splitList } from '#core/content-admin.ts';
import { AppError } from '#core/errors.ts';
import { isSafeImagePath } from '../images.ts';
import { fieldText, type FieldMessageKey, type FieldMessageValues } from './form-input.ts';

/**
 * A service's validation failure that belongs to form fields (each message is shown next to its field). Its texts are
 * the staff forms' field messages in validation:formField (fieldText: the bokmål text of a key), which the actions word
 * again in the page's language (wordFieldErrors), rather than one errors:code each (decision 028).
 */
export class FormValidationError extends AppError {
  readonly fieldErrors: Record<string, string>;
  constructor(fieldErrors: Record<string, string>, code = 'form_invalid', message = fieldText('formInvalid')) {
    // eslint-disable-next-line no-restricted-syntax -- the catalogue's validation:formField text (fieldText), see above
    super('invalid', code, message);
    this.fieldErrors = fieldErrors;
  }
}

/** A service's validation failure of one form field, with the field message `key` and its placeholders' values. */
export class FieldValidationError extends FormValidationError {
  readonly field: string;
  constructor(field: string, code: string, key: FieldMessageKey, values?: FieldMessageValues) {
    const message = fieldText(key, values);
    super({ [field]: message }, code, message);
    this.field = field;
  }
}

export function isFieldValidationError(value: unknown): value is FormValidationError {
  return value instanceof FormValidationError;
}

/** A message from a check of the whole form (superRefine) on one of its fields; null: on the field being checked. */
export const fieldIssue = (field: string | null, key: FieldMessageKey, values?: FieldMessageValues) => ({
  code: 'custom' as const,
  path: field === null ? [] : [field],
  message: fieldText(key, values),
});

/** A text that must be filled in: `missing` when it is not, `tooLong` ({{max}}) when it has more than `max` characters. */
export const requiredText = (max: number, missing: FieldMessageKey, tooLong: FieldMessageKey) =>
  z
    .string({ error: fieldText(missing) })
    .trim()
    .min(1, fieldText(missing))
    .max(max, fieldText(tooLong, { max }));

export const optionalText = (max: number, tooLong: FieldMessageKey) =>
  z.string().trim().max(max, fieldText(tooLong, { max })).default('');

/** Empty → null, otherwise trimmed text. */
export const nullableText = (max: number, tooLong: FieldMessageKey) =>
  optionalText(max, tooLong).transform((v) => (v === '' ? null : v));

/** A checkbox: present ('on') is true, absent is false. */
export const checkbox = z
  .string()
  .optional()
  .transform((v) => v === 'on' || v === 'true');

const LIST_WORD_MAX = 60;

/** 'a, b' → ['a', 'b']; `wordTooLong` ({{max}}) when a word is longer than 60 characters. */
export const commaList = (wordTooLong: FieldMessageKey) =>
  z
    .string()
    .default('')
    .transform(splitList)
    .refine(
      (list) => list.every((item) => item.length <= LIST_WORD_MAX),
      fieldText(wordTooLong, { max: LIST_WORD_MAX }),
    );

/** An optional id from a select: '' → null. */
export const optionalId = (message: FieldMessageKey) =>
  z
    .string()
    .default('')
    .refine((v) => v === '' || /^\d{1,9}$/.test(v), fieldText(message))
    .transform((v) => (v === '' ? null : Number(v)));

export const requiredId = (message: FieldMessageKey) =>
  z
    .string({ error: fieldText(message) })
    .refine((v) => /^\d{1,9}$/.test(v), fieldText(message))
    .transform(Number);

export const isoDate = (missing: FieldMessageKey) =>
  z
    .string({ error: fieldText(missing) })
    .trim()
    .min(1, fieldText(missing))
    .refine(isIsoDate, fieldText('dateForm'));

export const clockTime = (missing: FieldMessageKey) =>
  z
    .string({ error: fieldText(missing) })
    .trim()
    .min(1, fieldText(missing))
    .refine(isClockTime, fieldText('timeForm'));

export const optionalClockTime = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || isClockTime(v), fieldText('timeForm'))
  .transform((v) => (v === '' ? null : v));

/** A link: a path on this site (/…) or a full https:// address; empty → null. */
export const optionalLink = (message: FieldMessageKey) =>
  z
    .string()
    .trim()
    .max(500, fieldText('linkTooLong', { max: 500 }))
    .default('')
    .refine((v) => v === '' || /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v), fieldText(message))
    .transform((v) => (v === '' ? null : v));

/** Ids from a group of checkboxes (repeated fields arrive joined by commas, see form-input.ts): '' → []. */
export const idList = (message: FieldMessageKey) =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .refine((parts) => parts.every((part) => /^\d{1,9}$/.test(part)), fieldText(message))
    .transform((parts) => [...new Set(parts.map(Number))]);

/** A picture served through /api/images/resize: a safe path like /images/tjenester/bilde.jpg; empty → null. Its existence is checked by the service. */
export const optionalImagePath = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || isSafeImagePath(v), fieldText('imagePathForm'))
  .transform((v) => (v === '' ? null : v));

/** One value of a fixed list (a select or radio group), with the form's message when it is missing or unknown. */
export const oneOf = <const T extends readonly [string, ...string[]]>(choices: T, message: FieldMessageKey) =>
  z.enum(choices, { error: fieldText(message) });

/** Values from a group of checkboxes with fixed choices: '' → []; anything else than the choices is refused. */
export const choiceList = <const T extends readonly string[]>(choices: T, message: FieldMessageKey) =>
  z
    .string()
    .default('')
    .transform(splitList)
    .refine((list) => list.every((item) => choices.includes(item)), fieldText(message))
    .transform((list) => choices.filter((choice) => list.includes(choice)) as T[number][]);

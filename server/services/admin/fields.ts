// zod building blocks for the staff-area forms (issue #4): form strings in, typed values out, Norwegian messages per field.
import { z } from 'zod';
import { isClockTime, isIsoDate, splitList } from '#core/content-admin.ts';
import { AppError } from '#core/errors.ts';
import { isSafeImagePath } from '../images.ts';

/**
 * A service's validation failure that belongs to form fields (each message is shown next to its field). Not in the
 * errors catalogue yet: its texts are the staff forms' field messages (the zod schemas below and the services' own),
 * which want a namespace of their own, in the pages' language, rather than one errors:code each (decision 028).
 */
export class FormValidationError extends AppError {
  readonly fieldErrors: Record<string, string>;
  constructor(
    fieldErrors: Record<string, string>,
    code = 'form_invalid',
    message = 'Skjemaet har feil som må rettes.',
  ) {
    // eslint-disable-next-line no-restricted-syntax -- a field message of the staff forms, see above
    super('invalid', code, message);
    this.fieldErrors = fieldErrors;
  }
}

/** A service's validation failure of one form field. */
export class FieldValidationError extends FormValidationError {
  readonly field: string;
  constructor(field: string, code: string, message: string) {
    super({ [field]: message }, code, message);
    this.field = field;
  }
}

export function isFieldValidationError(value: unknown): value is FormValidationError {
  return value instanceof FormValidationError;
}

export const requiredText = (max: number, missing: string, label: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `${label} kan ha høyst ${max} tegn.`);

export const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} kan ha høyst ${max} tegn.`).default('');

/** Empty → null, otherwise trimmed text. */
export const nullableText = (max: number, label: string) =>
  optionalText(max, label).transform((v) => (v === '' ? null : v));

/** A checkbox: present ('on') is true, absent is false. */
export const checkbox = z
  .string()
  .optional()
  .transform((v) => v === 'on' || v === 'true');

/** 'a, b' → ['a', 'b']. */
export const commaList = (label: string) =>
  z
    .string()
    .default('')
    .transform(splitList)
    .refine((list) => list.every((item) => item.length <= 60), `Hvert ord i «${label}» kan ha høyst 60 tegn.`);

/** An optional id from a select: '' → null. */
export const optionalId = (message: string) =>
  z
    .string()
    .default('')
    .refine((v) => v === '' || /^\d{1,9}$/.test(v), message)
    .transform((v) => (v === '' ? null : Number(v)));

export const requiredId = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => /^\d{1,9}$/.test(v), message)
    .transform(Number);

export const isoDate = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine(isIsoDate, 'Skriv datoen som dd.mm.åååå, og bruk en dato som finnes.');

export const clockTime = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine(isClockTime, 'Skriv klokkeslettet som tt:mm, for eksempel 18:00.');

export const optionalClockTime = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || isClockTime(v), 'Skriv klokkeslettet som tt:mm, for eksempel 18:00.')
  .transform((v) => (v === '' ? null : v));

/** A link: a path on this site (/…) or a full https:// address; empty → null. */
export const optionalLink = (message: string) =>
  z
    .string()
    .trim()
    .max(500, 'Lenken kan ha høyst 500 tegn.')
    .default('')
    .refine((v) => v === '' || /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v), message)
    .transform((v) => (v === '' ? null : v));

/** Ids from a group of checkboxes (repeated fields arrive joined by commas, see form-input.ts): '' → []. */
export const idList = (message: string) =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .refine((parts) => parts.every((part) => /^\d{1,9}$/.test(part)), message)
    .transform((parts) => [...new Set(parts.map(Number))]);

/** A picture served through /api/images/resize: a safe path like /images/tjenester/bilde.jpg; empty → null. Its existence is checked by the service. */
export const optionalImagePath = z
  .string()
  .trim()
  .default('')
  .refine(
    (v) => v === '' || isSafeImagePath(v),
    'Bildet må være en sti som /images/mappe/bilde.jpg (bokstaver, tall og bindestrek; .jpg, .png eller .webp).',
  )
  .transform((v) => (v === '' ? null : v));

/** One value of a fixed list (a select or radio group), with the form's message when it is missing or unknown. */
export const oneOf = <const T extends readonly [string, ...string[]]>(choices: T, message: string) =>
  z.enum(choices, { error: message });

/** Values from a group of checkboxes with fixed choices: '' → []; anything else than the choices is refused. */
export const choiceList = <const T extends readonly string[]>(choices: T, message: string) =>
  z
    .string()
    .default('')
    .transform(splitList)
    .refine((list) => list.every((item) => choices.includes(item)), message)
    .transform((list) => choices.filter((choice) => list.includes(choice)) as T[number][]);

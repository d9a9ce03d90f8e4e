// zod building blocks for the staff-area forms (issue #4): form strings in, typed values out, Norwegian messages per field.
import { z } from 'zod';
import { isClockTime, isIsoDate, splitList } from '#core/content-admin.ts';
import { AppError } from '#core/errors.ts';

/** A service's validation failure that belongs to one form field (shown next to it). */
export class FieldValidationError extends AppError {
  readonly field: string;
  constructor(field: string, code: string, message: string) {
    super('invalid', code, message);
    this.field = field;
  }
}

export function isFieldValidationError(value: unknown): value is FieldValidationError {
  return value instanceof FieldValidationError;
}

export const requiredText = (max: number, missing: string, label: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} kan ha høyst ${max} tegn.`);

export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} kan ha høyst ${max} tegn.`)
    .default('');

/** Empty → null, otherwise trimmed text. */
export const nullableText = (max: number, label: string) => optionalText(max, label).transform((v) => (v === '' ? null : v));

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
    .refine((v) => v === '' || (/^\/(?!\/)\S*$/.test(v) || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v)), message)
    .transform((v) => (v === '' ? null : v));

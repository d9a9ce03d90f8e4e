// Staff-area forms (issue #4): FormData → plain values, zod parsing with one Norwegian message per field, and the values to show again on error.
import type { z } from 'zod';

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

export function parseForm<S extends z.ZodType>(schema: S, form: FormData | FormValues): FormResult<z.output<S>> {
  const values = form instanceof FormData ? formValues(form) : form;
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), values };
}

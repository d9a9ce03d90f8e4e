// Request validation at the edge: zod speaks the catalogue's languages, and failures become 400 {error:{code,message}}
// in the language the API was asked in (Accept-Language; bokmål by default; decision 028).
import type { Context } from 'hono';
import { z } from 'zod';
import { apiLanguage, DEFAULT_LANGUAGE } from '#core/i18n/languages.ts';
import { translatorFor, type CatalogueT } from '#core/i18n/translator.ts';
import { errorBody } from './errors.ts';
import { issueMessage } from './zod-messages.ts';

// zod's messages are bokmål everywhere (also for schemas parsed outside the API); other languages are worded again
// from the issue and the request's value by validationHook, since one global setting cannot know a request's language.
z.config({ localeError: (issue) => issueMessage(issue, issue.input, translatorFor(DEFAULT_LANGUAGE)) });

/** The value at an issue's path in what was validated (the final issue no longer carries it). */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The defaultHook of every OpenAPIHono router: a failed zod parse answers 400 in the reader's language. */
export function validationHook(
  result: { success: true } | { success: false; error: z.ZodError; data?: unknown },
  c: Context,
): Response | undefined {
  if (result.success) return undefined;
  const language = apiLanguage(c.req.raw.headers);
  if (language === DEFAULT_LANGUAGE) return c.json(errorBody('invalid_request', describeIssues(result.error)), 400);
  const t = translatorFor(language);
  return c.json(
    errorBody(
      'invalid_request',
      describeIssues(result.error, t, (issue) => issueMessage(issue, valueAt(result.data, issue.path), t)),
    ),
    400,
  );
}

/** 'Ugyldig forespørsel. «a»: mangler; «b»: må være et tall'; by default in bokmål with zod's own (bokmål) messages. */
export function describeIssues(
  error: z.ZodError,
  t: CatalogueT = translatorFor(DEFAULT_LANGUAGE),
  message: (issue: z.core.$ZodIssue) => string = (issue) => issue.message,
): string {
  const details = error.issues.map((issue) => {
    const text = message(issue);
    return issue.path.length > 0
      ? t('validation:field', { field: issue.path.join('.'), message: text })
      : text.charAt(0).toUpperCase() + text.slice(1);
  });
  return `${t('errors:kind.invalid')}. ${details.join('; ')}`;
}

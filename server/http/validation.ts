// Request validation at the edge: zod speaks Norwegian, and failures become 400 {error:{code,message}}.
import type { Context } from 'hono';
import { z } from 'zod';
import { messages } from '#core/messages.ts';
import { errorBody } from './errors.ts';
import { norwegianIssueMessage } from './zod-messages.ts';

z.config({ localeError: norwegianIssueMessage });

/** The defaultHook of every OpenAPIHono router: a failed zod parse answers 400 in Norwegian. */
export function validationHook(
  result: { success: true } | { success: false; error: z.ZodError },
  c: Context,
): Response | undefined {
  if (result.success) return undefined;
  return c.json(errorBody('invalid_request', describeIssues(result.error)), 400);
}

export function describeIssues(error: z.ZodError): string {
  const details = error.issues.map((issue) =>
    issue.path.length > 0 ? `«${issue.path.join('.')}»: ${issue.message}` : issue.message.charAt(0).toUpperCase() + issue.message.slice(1),
  );
  return `${messages.api.invalid}. ${details.join('; ')}`;
}

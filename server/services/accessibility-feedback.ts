// Feedback on the site's accessibility (issue #21, the tilgjengelighetserklæring's "meld fra"): checked, limited per
// client address, and handed to the notifications port as one e-mail to the library's accessibility contact.
import { z } from 'zod';
import { translatorFor } from '#core/i18n/translator.ts';
import { codedError } from '#server/services/coded-error.ts';
import { fieldText } from './admin/form-input.ts';
import { ADDRESS_MAX_REQUESTS, beginAttempt } from './auth/throttle.ts';
import type { ServiceContext } from './context.ts';

const FEEDBACK_MAX_LENGTH = 2000;

/** The form's field messages are validation:formField.feedback* (bokmål here; the page words them in its language). */
export const accessibilityFeedbackSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, fieldText('feedbackMessageRequired'))
    .max(FEEDBACK_MAX_LENGTH, fieldText('feedbackMessageTooLong', { max: FEEDBACK_MAX_LENGTH })),
  page: z.string().trim().max(500, fieldText('feedbackPageTooLong')).default(''),
  email: z
    .union([
      z.literal(''),
      z.string().trim().email(fieldText('feedbackEmailInvalid')).max(254, fieldText('feedbackEmailInvalid')),
    ])
    .default(''),
});
export type AccessibilityFeedback = z.infer<typeof accessibilityFeedbackSchema>;

/**
 * Sends the feedback to ACCESSIBILITY_FEEDBACK_EMAIL. The same limit per client address as registrations and PIN
 * resets, so the form cannot be used to flood the library's inbox.
 * @throws AppError rate_limited/too_many_attempts
 */
export async function sendAccessibilityFeedback(
  ctx: ServiceContext,
  feedback: AccessibilityFeedback,
  clientAddress: string,
): Promise<void> {
  const attempt = await beginAttempt(ctx, [{ key: `feedback-address:${clientAddress}`, max: ADDRESS_MAX_REQUESTS }]);
  if (!attempt.allowed) throw codedError('rate_limited', 'too_many_attempts', { context: 'feedback' });
  // To the library's staff, so in bokmål whatever the page's language (the texts are in the catalogue all the same).
  const t = translatorFor('nb');
  const body = [
    t('notices:accessibilityFeedback.intro'),
    '',
    t('notices:accessibilityFeedback.page', { page: feedback.page || t('notices:accessibilityFeedback.pageMissing') }),
    t('notices:accessibilityFeedback.replyTo', { email: feedback.email || t('notices:accessibilityFeedback.noReply') }),
    t('notices:accessibilityFeedback.sent', { time: ctx.clock().toISOString() }),
    '',
    feedback.message,
  ].join('\n');
  await ctx.db.transaction((tx) =>
    ctx.notifications.enqueue(
      ctx,
      {
        channel: 'email',
        recipient: ctx.config.ACCESSIBILITY_FEEDBACK_EMAIL,
        subject: t('notices:accessibilityFeedback.subject'),
        body,
      },
      tx,
    ),
  );
}

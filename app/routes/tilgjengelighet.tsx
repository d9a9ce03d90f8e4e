// /tilgjengelighet: the accessibility statement and its feedback form (issue #21); the form works without JavaScript.
import { data, Form, useNavigation } from 'react-router';
import { isAppError } from '#core/errors.ts';
import { statementTexts as t } from '#app/features/accessibility/statement-texts.ts';
import { TextAreaField, TextField } from '#app/features/forms/fields.tsx';
import { pageTitle } from '#app/lib/site.ts';
import { formCsrfToken } from '#app/session.server.ts';
import { stylesheets } from '#app/styles/sheets.ts';
import { accessibilityFeedbackSchema, parseForm, sendAccessibilityFeedback } from './tilgjengelighet.server.ts';
import type { Route } from './+types/tilgjengelighet';

export const links = () => stylesheets('content', 'account');

export const meta = () => [{ title: pageTitle(t.title) }, { name: 'description', content: t.lead }];

/** ?side= fills in the page a visitor came from (a "Meld fra" link can carry it). */
export function loader({ context, request }: Route.LoaderArgs) {
  return { csrfToken: formCsrfToken(context), page: (new URL(request.url).searchParams.get('side') ?? '').slice(0, 500) };
}

type FeedbackAnswer = { sent: true } | { sent: false; error: string; fieldErrors: Record<string, string>; values: Record<string, string> };

export async function action({ context, request }: Route.ActionArgs) {
  const form = parseForm(accessibilityFeedbackSchema, await request.formData());
  if (!form.ok) return data<FeedbackAnswer>({ sent: false, error: t.fixErrors, fieldErrors: form.fieldErrors, values: form.values });
  try {
    await sendAccessibilityFeedback(context.services, form.data, context.auth.clientAddress);
    return data<FeedbackAnswer>({ sent: true });
  } catch (err) {
    if (isAppError(err) && err.kind === 'rate_limited') return data<FeedbackAnswer>({ sent: false, error: err.message, fieldErrors: {}, values: form.values }, 429);
    context.services.log.error({ err, correlationId: context.correlationId }, 'accessibility feedback failed');
    return data<FeedbackAnswer>({ sent: false, error: t.failed, fieldErrors: {}, values: form.values }, 500);
  }
}

export default function AccessibilityStatement({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === 'submitting';
  const failed = actionData && !actionData.sent ? actionData : null;
  return (
    <article className="page prose content-page">
      <h1 className="page-heading">{t.title}</h1>
      <p className="lead">{t.lead}</p>
      <p>{t.updated}</p>

      <section>
        <h2 id="krav">{t.rulesHeading}</h2>
        <p>{t.rules}</p>
      </section>

      <section>
        <h2 id="status">{t.statusHeading}</h2>
        <p>{t.status}</p>
        <h3>{t.deviationsHeading}</h3>
        <ul>
          {t.deviations.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section>
        <h2 id="testing">{t.testingHeading}</h2>
        <ul>
          {t.testing.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section>
        <h2 id="meld-fra">{t.reportHeading}</h2>
        {actionData?.sent ? (
          <p className="form-success" role="status">
            {t.sent}
          </p>
        ) : (
          <Form method="post" noValidate className="profile-form" aria-labelledby="meld-fra">
            <p>{t.reportLead}</p>
            <input type="hidden" name="csrfToken" value={loaderData.csrfToken ?? ''} />
            {failed ? (
              <p className="form-error" role="alert">
                {failed.error}
              </p>
            ) : null}
            <TextAreaField name="message" label={t.messageLabel} hint={t.messageHint} required rows={6} defaultValue={failed?.values.message} error={failed?.fieldErrors.message} />
            <TextField name="page" label={t.pageLabel} hint={t.pageHint} defaultValue={failed?.values.page ?? loaderData.page} error={failed?.fieldErrors.page} />
            <TextField name="email" type="email" autoComplete="email" label={t.emailLabel} hint={t.emailHint} defaultValue={failed?.values.email} error={failed?.fieldErrors.email} />
            <button type="submit" className="button button--primary" disabled={sending}>
              {t.submit}
            </button>
          </Form>
        )}
      </section>

      <section>
        <h2 id="klage">{t.complaintHeading}</h2>
        <p>{t.complaint}</p>
        <p>
          <a href="https://www.uutilsynet.no/">{t.complaintLink}</a>
        </p>
      </section>
    </article>
  );
}

// /tilgjengelighet: the accessibility statement and its feedback form (issue #21); the form works without JavaScript.
import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation } from 'react-router';
import { isAppError } from '#core/errors.ts';
import { pageLanguage } from '#core/i18n/languages.ts';
import { statementTexts as statement } from '#app/features/accessibility/statement-texts.ts';
import { TextAreaField, TextField } from '#app/features/forms/fields.tsx';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { pageTitle } from '#app/lib/site.ts';
import { formCsrfToken } from '#app/session.server.ts';
import { stylesheets } from '#app/styles/sheets.ts';
import { accessibilityFeedbackSchema, parseForm, sendAccessibilityFeedback } from './tilgjengelighet.server.ts';
import type { Route } from './+types/tilgjengelighet';

export const links = () => stylesheets('content', 'account');

/**
 * The page's title and the feedback form come from the catalogue (decision 028); the statement itself is a Norwegian
 * legal text in bokmål (statement-texts.ts) and says so with lang="nb" in the other languages.
 */
export const handle = { translated: true, i18n: ['site'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'description', content: loaderData?.description ?? statement.lead },
];

/** ?side= fills in the page a visitor came from (a "Meld fra" link can carry it). */
export function loader({ context, request }: Route.LoaderArgs) {
  const t = requestTranslator(request);
  // Bokmål keeps the statement's own first lines as the description.
  const description = pageLanguage(request.headers) === 'nb' ? statement.lead : t('site:accessibility.description');
  return {
    title: t('site:accessibility.title'),
    description,
    csrfToken: formCsrfToken(context),
    page: (new URL(request.url).searchParams.get('side') ?? '').slice(0, 500),
  };
}

type FeedbackAnswer =
  { sent: true } | { sent: false; error: string; fieldErrors: Record<string, string>; values: Record<string, string> };

export async function action({ context, request }: Route.ActionArgs) {
  const t = requestTranslator(request);
  const form = parseForm(accessibilityFeedbackSchema, await request.formData(), t);
  if (!form.ok)
    return data<FeedbackAnswer>({
      sent: false,
      error: t('site:accessibility.fixErrors'),
      fieldErrors: form.fieldErrors,
      values: form.values,
    });
  try {
    await sendAccessibilityFeedback(context.services, form.data, context.auth.clientAddress);
    return data<FeedbackAnswer>({ sent: true });
  } catch (err) {
    if (isAppError(err) && err.kind === 'rate_limited')
      return data<FeedbackAnswer>(
        { sent: false, error: t('errors:kind.rate_limited'), fieldErrors: {}, values: form.values },
        429,
      );
    context.services.log.error({ err, correlationId: context.correlationId }, 'accessibility feedback failed');
    return data<FeedbackAnswer>(
      { sent: false, error: t('site:accessibility.failed'), fieldErrors: {}, values: form.values },
      500,
    );
  }
}

export default function AccessibilityStatement({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === 'submitting';
  const failed = actionData && !actionData.sent ? actionData : null;
  const { t } = useTranslation('site', { keyPrefix: 'accessibility' });
  const dataLang = useDataLang();
  return (
    <article className="page prose content-page">
      <h1 className="page-heading">{t('title')}</h1>
      {dataLang && <p className="muted">{t('inBokmal')}</p>}
      <div lang={dataLang}>
        <p className="lead">{statement.lead}</p>
        <p>{statement.updated}</p>

        <section>
          <h2 id="krav">{statement.rulesHeading}</h2>
          <p>{statement.rules}</p>
        </section>

        <section>
          <h2 id="status">{statement.statusHeading}</h2>
          <p>{statement.status}</p>
          <h3>{statement.deviationsHeading}</h3>
          <ul>
            {statement.deviations.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>

        <section>
          <h2 id="testing">{statement.testingHeading}</h2>
          <ul>
            {statement.testing.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>

      <section>
        <h2 id="meld-fra">{t('reportHeading')}</h2>
        {actionData?.sent ? (
          <p className="form-success" role="status">
            {t('sent')}
          </p>
        ) : (
          <Form method="post" noValidate className="profile-form" aria-labelledby="meld-fra">
            <p>{t('reportLead')}</p>
            <input type="hidden" name="csrfToken" value={loaderData.csrfToken ?? ''} />
            {failed ? (
              <p className="form-error" role="alert">
                {failed.error}
              </p>
            ) : null}
            <TextAreaField
              name="message"
              label={t('messageLabel')}
              hint={t('messageHint')}
              required
              rows={6}
              defaultValue={failed?.values.message}
              error={failed?.fieldErrors.message}
            />
            <TextField
              name="page"
              label={t('pageLabel')}
              hint={t('pageHint')}
              defaultValue={failed?.values.page ?? loaderData.page}
              error={failed?.fieldErrors.page}
            />
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              label={t('emailLabel')}
              hint={t('emailHint')}
              defaultValue={failed?.values.email}
              error={failed?.fieldErrors.email}
            />
            <button type="submit" className="button button--primary" disabled={sending}>
              {t('submit')}
            </button>
          </Form>
        )}
      </section>

      <section lang={dataLang}>
        <h2 id="klage">{statement.complaintHeading}</h2>
        <p>{statement.complaint}</p>
        <p>
          <a href="https://www.uutilsynet.no/">{statement.complaintLink}</a>
        </p>
      </section>
    </article>
  );
}

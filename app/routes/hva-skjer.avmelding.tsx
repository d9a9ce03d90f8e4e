// /hva-skjer/avmelding/{token}: a visitor without a library card sees their own sign-up and cancels it (issue #21). The
// unguessable token from the sign-up is the only key (docs/decisions/026); works without JavaScript.
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { formatDate, formatTime } from '#core/dates.ts';
import { isAppError } from '#core/errors.ts';
import { cancelRegistrationByToken, getRegistrationByToken } from './hva-skjer.avmelding.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import { formCsrfToken } from '#app/session.server.ts';
import type { Route } from './+types/hva-skjer.avmelding';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('events');

// Every text of this page is in the catalogue (decision 028).
export const handle = { translated: true, i18n: ['events'] };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.title) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  try {
    const registration = await getRegistrationByToken(context.services, params.token);
    return {
      registration,
      csrfToken: formCsrfToken(context),
      title: requestTranslator(request)('events:registration.cancelPage'),
    };
  } catch (error) {
    if (isAppError(error) && error.kind === 'not_found') notFound();
    throw error;
  }
}

export async function action({ params, context, request }: Route.ActionArgs) {
  try {
    await cancelRegistrationByToken(context.services, params.token);
    return data({ ok: true, message: requestTranslator(request)('events:registration.cancelledOwn') });
  } catch (error) {
    if (isAppError(error) && (error.kind === 'not_found' || error.kind === 'conflict'))
      return data({ ok: false, message: error.message });
    throw error;
  }
}

export default function CancelRegistrationPage({
  loaderData: { registration, csrfToken },
  actionData,
}: Route.ComponentProps) {
  const { t } = useTranslation('events', { keyPrefix: 'registration' });
  const language = useLanguage();
  const cancelled = registration.cancelled || actionData?.ok;
  return (
    <article className="page">
      <h1 className="page-heading">{t('cancelPage')}</h1>
      <p>
        <Link to={`/hva-skjer/${registration.eventId}`}>{registration.eventTitle}</Link>,{' '}
        {t('at', { date: formatDate(registration.startAt, language), time: formatTime(registration.startAt) })}
      </p>
      <div role="status" aria-live="polite">
        {actionData && <p className={actionData.ok ? 'form-success' : 'form-error'}>{actionData.message}</p>}
      </div>
      {cancelled ? (
        !actionData && <p>{t('visitorCancelled', { name: registration.name })}</p>
      ) : (
        <>
          <p>
            {t('signedUpAs', { name: registration.name })}{' '}
            {registration.status === 'confirmed'
              ? t('youHaveSeat')
              : registration.waitlistPosition
                ? t('youAreWaitlisted', { position: registration.waitlistPosition })
                : t('youAreWaitlistedSomewhere')}
          </p>
          <Form method="post">
            <input type="hidden" name="csrfToken" value={csrfToken} />
            <button type="submit" className="button">
              {registration.status === 'confirmed' ? t('cancel') : t('leaveWaitlist')}
            </button>
          </Form>
        </>
      )}
    </article>
  );
}

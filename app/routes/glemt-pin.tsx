// /glemt-pin: ask for a PIN reset link by e-mail or SMS (SPEC §4 reset request; the page itself is our choice, SPEC "other screens").
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { isAppError } from '#core/errors.ts';
import { requestPinReset } from './glemt-pin.server.ts';
import { TextField } from '#app/features/forms/fields.tsx';
import { formCsrfToken } from '#app/session.server.ts';
import { requestErrorMessage, requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/glemt-pin';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** The page's texts come from the catalogue (decision 028); the SPEC §8 request error is still bokmål. */
export const handle = { translated: true, i18n: ['account', 'login'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

export function loader({ context, request }: Route.LoaderArgs) {
  return { csrfToken: formCsrfToken(context), title: requestTranslator(request)('account:pinReset.title') };
}

export type PinResetRequestResult = { sent: true } | { sent: false; error: string; fieldError?: string };

/** Always the same answer whether the card exists or not (SPEC §8 generic reset-request error on failure). */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const identifier = String(form.get('identifier') ?? '').trim();
  const channel = form.get('channel') === 'sms' ? 'sms' : 'email';
  const t = requestTranslator(request);
  if (!identifier)
    return data<PinResetRequestResult>({
      sent: false,
      error: t('account:profile.fixErrors'),
      fieldError: t('login:identifierRequired'),
    });
  try {
    await requestPinReset(context.services, { identifier, channel, clientAddress: context.auth.clientAddress });
    return data<PinResetRequestResult>({ sent: true });
  } catch (err) {
    if (isAppError(err) && err.code === 'too_many_attempts')
      return data<PinResetRequestResult>({ sent: false, error: requestErrorMessage(request, err) });
    context.services.log.error({ err, correlationId: context.correlationId }, 'PIN reset request failed');
    return data<PinResetRequestResult>({ sent: false, error: t('messages:profile.resetPinRequestError') });
  }
}

export default function ForgotPinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { csrfToken } = loaderData;
  const { t: m } = useTranslation('account', { keyPrefix: 'pinReset' });
  const { t: tLogin } = useTranslation('login');
  return (
    <div className="page">
      <h1 className="page-heading">{m('title')}</h1>
      <p className="lead">{m('lead')}</p>
      {actionData?.sent ? (
        <p className="form-success" role="status">
          {m('sent')}
        </p>
      ) : (
        <Form method="post" noValidate className="profile-form">
          <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
          {actionData && !actionData.sent && (
            <p className="form-error" role="alert">
              {actionData.error}
            </p>
          )}
          <TextField
            name="identifier"
            label={tLogin('identifierLabel')}
            inputMode="numeric"
            autoComplete="username"
            error={actionData && !actionData.sent ? actionData.fieldError : undefined}
          />
          <fieldset className="form-fieldset">
            <legend>{m('channel')}</legend>
            <label className="form-check">
              <input type="radio" name="channel" value="email" defaultChecked />
              {m('byEmail')}
            </label>
            <label className="form-check">
              <input type="radio" name="channel" value="sms" />
              {m('bySms')}
            </label>
          </fieldset>
          <button type="submit" className="button button--primary">
            {m('submit')}
          </button>
        </Form>
      )}
      <p>
        <Link to="/logg-inn">{tLogin('title')}</Link>
      </p>
    </div>
  );
}

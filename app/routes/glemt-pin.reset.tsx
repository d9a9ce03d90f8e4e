// /glemt-pin/{resetId}: the link from the reset message — validates the reset id and sets the new PIN (SPEC §4 validate reset id, reset).
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { isAppError } from '#core/errors.ts';
import { checkNewPin } from '#core/pin.ts';
import { isValidPinReset, resetPin } from './glemt-pin.reset.server.ts';
import { TextField } from '#app/features/forms/fields.tsx';
import { formCsrfToken } from '#app/session.server.ts';
import { requestErrorMessage, requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/glemt-pin.reset';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** The page's texts come from the catalogue (decision 028); the SPEC §8 change-PIN error and the service's refusals are still bokmål. */
export const handle = { translated: true, i18n: ['account'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return {
    valid: await isValidPinReset(context.services, params.resetId),
    csrfToken: formCsrfToken(context),
    title: requestTranslator(request)('account:pinReset.newPinTitle'),
  };
}

export type PinResetResult =
  { done: true } | { done: false; error: string; fields: { newPin?: string; repeatPin?: string } };

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const newPin = String(form.get('newPin') ?? '');
  const verdict = checkNewPin(newPin, { repeat: String(form.get('repeatPin') ?? '') });
  const t = requestTranslator(request);
  if (!verdict.ok)
    return data<PinResetResult>({
      done: false,
      error: t('account:profile.fixErrors'),
      fields: { [verdict.field]: t(`account:validation.${verdict.problem}`) },
    });
  try {
    await resetPin(context.services, params.resetId, newPin);
    return data<PinResetResult>({ done: true });
  } catch (err) {
    if (isAppError(err))
      return data<PinResetResult>({ done: false, error: requestErrorMessage(request, err), fields: {} });
    context.services.log.error({ err, correlationId: context.correlationId }, 'PIN reset failed');
    return data<PinResetResult>({ done: false, error: t('messages:profile.changePinError'), fields: {} });
  }
}

export default function ResetPinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t: m } = useTranslation('account', { keyPrefix: 'pinReset' });
  const { t: tProfile } = useTranslation('account', { keyPrefix: 'profile' });
  const { csrfToken } = loaderData;
  if (actionData?.done) {
    return (
      <div className="page">
        <h1 className="page-heading">{m('newPinTitle')}</h1>
        <p className="form-success" role="status">
          {m('done')}
        </p>
        <p>
          <Link to="/logg-inn" className="button button--primary">
            {m('toLogin')}
          </Link>
        </p>
      </div>
    );
  }
  if (!loaderData.valid) {
    return (
      <div className="page">
        <h1 className="page-heading">{m('newPinTitle')}</h1>
        <p className="form-error">{m('invalidLink')}</p>
        <p>
          <Link to="/glemt-pin">{m('requestNew')}</Link>
        </p>
      </div>
    );
  }
  const failed = actionData && !actionData.done ? actionData : null;
  return (
    <div className="page">
      <h1 className="page-heading">{m('newPinTitle')}</h1>
      <Form method="post" noValidate className="profile-form">
        <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
        {failed && (
          <p className="form-error" role="alert">
            {failed.error}
          </p>
        )}
        <TextField
          name="newPin"
          type="password"
          label={tProfile('newPin')}
          hint={tProfile('pinHint')}
          inputMode="numeric"
          autoComplete="new-password"
          error={failed?.fields.newPin}
        />
        <TextField
          name="repeatPin"
          type="password"
          label={tProfile('repeatPin')}
          inputMode="numeric"
          autoComplete="new-password"
          error={failed?.fields.repeatPin}
        />
        <button type="submit" className="button button--primary">
          {tProfile('changePin')}
        </button>
      </Form>
    </div>
  );
}

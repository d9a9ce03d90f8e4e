// /registrer-deg (SPEC §2 become a borrower): by ID-porten (identity verified) or by form; creates a patron and shows the new card number.
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { formatIsoDate } from '#core/dates.ts';
import { isAppError } from '#core/errors.ts';
import { pageLanguage } from '#core/i18n/languages.ts';
import { checkRegistration, type RegistrationField, type RegistrationInput } from '#core/registration.ts';
import {
  listPickupBranches,
  findVerifiedIdentity,
  isRegisteredNationalId,
  registerPatron,
} from './registrer-deg.server.ts';
import { CheckboxField, SelectField, TextField } from '#app/features/forms/fields.tsx';
import { registrationErrorTexts } from '#app/features/profile/registration-error-text.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import { availableProviders, formCsrfToken, verifiedIdentityToken } from '#app/session.server.ts';
import type { Route } from './+types/registrer-deg';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** Every word of the page is the registration namespace's (decision 028). */
export const handle = { translated: true, i18n: ['registration'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  ...(loaderData ? [{ name: 'description', content: loaderData.description }] : []),
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await context.auth.session();
  const nationalId = await findVerifiedIdentity(context.services, verifiedIdentityToken(context, request));
  const error = new URL(request.url).searchParams.get('error');
  const t = requestTranslator(request);
  return {
    title: t('registration:title'),
    description: t('registration:lead'),
    loggedIn: session !== null,
    verified: nationalId !== null,
    alreadyBorrower: nationalId !== null && (await isRegisteredNationalId(context.services, nationalId)),
    noBorrowerForIdentity: error === 'no_borrower_for_identity' && nationalId === null,
    branches: await listPickupBranches(context.services),
    idporten: availableProviders(context).idporten,
    csrfToken: formCsrfToken(context),
  };
}

type Values = Omit<RegistrationInput, 'pin' | 'repeatPin'>;
export type RegistrationResult =
  | { ok: true; name: string; cardNumber: string }
  | { ok: false; errors: Partial<Record<RegistrationField, string>>; formError: string; values: Values };

/** Errors come back as data with status 200 (see logg-inn.tsx). */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const t = requestTranslator(request);
  const text = (name: string) => String(form.get(name) ?? '');
  const input: RegistrationInput = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    birthDate: text('birthDate'),
    address: text('address'),
    postalCode: text('postalCode'),
    city: text('city'),
    email: text('email'),
    phoneNumber: text('phoneNumber'),
    pin: text('pin'),
    repeatPin: text('repeatPin'),
    preferredPickupBranch: text('preferredPickupBranch'),
    consent: form.has('consent'),
  };
  const { pin: _pin, repeatPin: _repeat, ...values } = input;
  const branches = (await listPickupBranches(context.services)).map((b) => b.value);
  const verdict = checkRegistration(input, { today: formatIsoDate(context.services.clock()), branches });
  if (!verdict.ok) {
    return data<RegistrationResult>({
      ok: false,
      errors: registrationErrorTexts(t, verdict.errors),
      formError: t('registration:fixErrors'),
      values,
    });
  }
  try {
    const created = await registerPatron(context.services, verdict.value, {
      verificationToken: verifiedIdentityToken(context, request),
      clientAddress: context.auth.clientAddress,
      language: pageLanguage(request.headers),
    });
    context.auth.setCookie(context.auth.cookies.names.verified, context.auth.cookies.clearVerified());
    return data<RegistrationResult>({ ok: true, name: created.name, cardNumber: created.cardNumber });
  } catch (err) {
    if (isAppError(err) && (err.code === 'already_borrower' || err.code === 'too_many_registrations')) {
      const formError = t(
        err.code === 'already_borrower' ? 'registration:alreadyBorrower' : 'registration:tooManyRegistrations',
      );
      return data<RegistrationResult>({ ok: false, errors: {}, formError, values });
    }
    context.services.log.error({ err, correlationId: context.correlationId }, 'registration failed');
    return data<RegistrationResult>({ ok: false, errors: {}, formError: t('registration:failed'), values });
  }
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { csrfToken } = loaderData;
  const navigation = useNavigation();
  const { t: r } = useTranslation('registration');
  if (actionData?.ok) {
    return (
      <div className="page register-page">
        <h1 className="page-heading">{r('doneTitle')}</h1>
        <p className="lead" role="status">
          {r('doneText', { name: actionData.name })}
        </p>
        <p className="register-page__card">
          {r('cardNumber')}: <strong>{actionData.cardNumber}</strong>
        </p>
        <p className="muted">{r('doneHint')}</p>
        <p>
          <Link to="/logg-inn" className="button button--primary">
            {r('toLogin')}
          </Link>
        </p>
      </div>
    );
  }
  if (loaderData.loggedIn || loaderData.alreadyBorrower) {
    return (
      <div className="page register-page">
        <h1 className="page-heading">{r('title')}</h1>
        <p className="lead">{r('alreadyBorrower')}</p>
        <p>
          <Link to={loaderData.loggedIn ? '/min-side' : '/logg-inn'} className="button button--primary">
            {loaderData.loggedIn ? r('toMyPage') : r('toLogin')}
          </Link>
        </p>
      </div>
    );
  }
  const failed = actionData && !actionData.ok ? actionData : null;
  const errors = failed?.errors ?? {};
  const values = failed?.values;
  return (
    <div className="page register-page">
      <h1 className="page-heading">{r('title')}</h1>
      <p className="lead">{r('lead')}</p>
      {loaderData.noBorrowerForIdentity && <p className="notice">{r('noBorrowerForIdentity')}</p>}
      {loaderData.verified ? (
        <p className="form-success" role="status">
          {r('verified')}
        </p>
      ) : (
        loaderData.idporten && (
          <section className="register-page__idporten" aria-labelledby="register-idporten">
            <h2 id="register-idporten">{r('idportenHeading')}</h2>
            <p>{r('idportenText')}</p>
            <form method="get" action="/api/auth/signin/idporten">
              <input type="hidden" name="purpose" value="register" />
              <input type="hidden" name="callbackUrl" value="/min-side" />
              <button type="submit" className="button button--primary">
                {r('idportenButton')}
              </button>
            </form>
          </section>
        )
      )}
      <section aria-labelledby="register-form" className="profile-section">
        <h2 id="register-form">{loaderData.verified ? r('title') : r('formHeading')}</h2>
        {!loaderData.verified && <p className="muted">{r('formText')}</p>}
        <Form method="post" noValidate className="profile-form">
          <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
          {failed && (
            <p className="form-error" role="alert">
              {failed.formError}
            </p>
          )}
          <TextField
            name="firstName"
            label={r('firstName')}
            autoComplete="given-name"
            defaultValue={values?.firstName}
            error={errors.firstName}
          />
          <TextField
            name="lastName"
            label={r('lastName')}
            autoComplete="family-name"
            defaultValue={values?.lastName}
            error={errors.lastName}
          />
          <TextField
            name="birthDate"
            label={r('birthDate')}
            hint={r('birthDateHint')}
            autoComplete="bday"
            inputMode="numeric"
            defaultValue={values?.birthDate}
            error={errors.birthDate}
          />
          <TextField
            name="address"
            label={r('address')}
            autoComplete="street-address"
            defaultValue={values?.address}
            error={errors.address}
          />
          <TextField
            name="postalCode"
            label={r('postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            defaultValue={values?.postalCode}
            error={errors.postalCode}
          />
          <TextField
            name="city"
            label={r('city')}
            autoComplete="address-level2"
            defaultValue={values?.city}
            error={errors.city}
          />
          <TextField
            name="email"
            type="email"
            label={r('email')}
            hint={r('contactHint')}
            autoComplete="email"
            defaultValue={values?.email}
            error={errors.email}
          />
          <TextField
            name="phoneNumber"
            type="tel"
            label={r('phoneNumber')}
            autoComplete="tel-national"
            defaultValue={values?.phoneNumber}
            error={errors.phoneNumber}
          />
          <TextField
            name="pin"
            type="password"
            label={r('pin')}
            hint={r('pinHint')}
            inputMode="numeric"
            autoComplete="new-password"
            error={errors.pin}
          />
          <TextField
            name="repeatPin"
            type="password"
            label={r('repeatPin')}
            inputMode="numeric"
            autoComplete="new-password"
            error={errors.repeatPin}
          />
          <SelectField
            name="preferredPickupBranch"
            label={r('branch')}
            placeholder={r('chooseBranch')}
            defaultValue={values?.preferredPickupBranch ?? ''}
            options={loaderData.branches}
            error={errors.preferredPickupBranch}
          />
          <CheckboxField name="consent" label={r('consent')} defaultChecked={values?.consent} error={errors.consent}>
            <p className="form-field__hint">
              <Link to="/utlansreglement">{r('consentLink')}</Link>
            </p>
          </CheckboxField>
          <button type="submit" className="button button--primary" disabled={navigation.state === 'submitting'}>
            {r('submit')}
          </button>
        </Form>
      </section>
    </div>
  );
}

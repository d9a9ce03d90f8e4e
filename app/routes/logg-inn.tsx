// /logg-inn (SPEC §2): the login section (ID-porten, 'eller', library card; employee variant), the card-login action and login errors.
import { data, Link, redirect } from 'react-router';
import { safeCallbackPath } from '#core/callback-url.ts';
import { useTranslation } from 'react-i18next';
import { isAppError } from '#core/errors.ts';
import { DEMO_LOGINS, oidcProviderSettings, loginWithLibraryCard } from './logg-inn.server.ts';
import type { Config } from './logg-inn.server.ts';
import { DemoLogins } from '#app/features/auth/demo-logins.tsx';
import { LOGIN_MARKER_FIELD, LoginSection, type CardLoginState } from '#app/features/auth/login-section.tsx';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { LOGIN_SUCCESS_PARAM } from '#app/lib/initial-modal-data.ts';
import { pageTitle } from '#app/lib/site.ts';
import { availableProviders, commitLogin, formCsrfToken } from '#app/session.server.ts';
import type { Route } from './+types/logg-inn';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** Codes the API's OIDC callback sends here (/logg-inn?error=…); their texts are login:errors.<code>. */
const ERROR_CODES = [
  'login_flow_expired',
  'oauth_callback',
  'no_staff_access',
  'no_borrower_for_identity',
  'provider_unavailable',
  'invalid_callback_url',
] as const;
type LoginErrorCode = (typeof ERROR_CODES)[number];
const isLoginErrorCode = (code: string): code is LoginErrorCode => (ERROR_CODES as readonly string[]).includes(code);

/** The page's texts come from the catalogue (decision 028): no lang="nb" on <main> in other languages. */
export const handle = { translated: true, i18n: ['login'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

/** SPEC §2: 'idPortenLoginSuccess' marks a completed citizen login (ID-porten or its library-card variant). */
function withLoginMarker(path: string): string {
  const url = new URL(path, 'http://x.invalid');
  url.searchParams.set(LOGIN_SUCCESS_PARAM, 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get('callbackUrl');
  const callbackUrl = safeCallbackPath(requested, context.auth.origins);
  const error = url.searchParams.get('error');
  const session = await context.auth.session();
  return {
    // The document title in the page's language (meta functions have no translator of their own).
    title: requestTranslator(request)('login:title'),
    callbackUrl,
    // Unknown codes read as the generic failure.
    errorCode: error === null ? null : isLoginErrorCode(error) ? error : 'oauth_callback',
    // Sent here from a page that requires login (SPEC §2: personal pages; the staff pages and the outbox too).
    personalRedirect: requested !== null && /^\/(min-side|ansatt|dev)(\/|$|\?)/.test(callbackUrl),
    // The card form keeps a callback only when one came with the visitor: a direct visit's failed try stays at /logg-inn.
    cardAction: requested === null ? '/logg-inn' : `/logg-inn?callbackUrl=${encodeURIComponent(callbackUrl)}`,
    userName: session?.user.name ?? null,
    providers: availableProviders(context),
    employeeFirst: url.searchParams.has('ansatt') || callbackUrl.startsWith('/ansatt'),
    // Demo mode: the seed's test accounts (never on a real library's database).
    demoLogins: context.services.config.demoLibrary ? demoLogins(context.services.config) : null,
    csrfToken: formCsrfToken(context),
  };
}

/** The seed's test accounts, and which logins the test identity provider stands in for (a real issuer has its own people). */
function demoLogins(config: Config) {
  return {
    accounts: DEMO_LOGINS.map(({ name, cardNumber, pin, description }) => ({ name, cardNumber, pin, description })),
    testIdporten: oidcProviderSettings(config, 'idporten')?.embedded === true,
    testStaff: oidcProviderSettings(config, 'ansatt')?.embedded === true,
  };
}

/** Failures come back as data with status 200: the message is the answer, and script fetches do not log 4xx errors. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const identifier = String(form.get('identifier') ?? '').trim();
  const pin = String(form.get('pin') ?? '');
  const callbackUrl = safeCallbackPath(String(form.get('callbackUrl') ?? ''), context.auth.origins);
  const t = requestTranslator(request);
  const fieldErrors: CardLoginState['fieldErrors'] = {};
  if (!identifier) fieldErrors.identifier = t('login:identifierRequired');
  if (!pin) fieldErrors.pin = t('login:pinRequired');
  if (fieldErrors.identifier || fieldErrors.pin) {
    return data<CardLoginState>({ fieldErrors, identifier });
  }
  try {
    const { token, session } = await loginWithLibraryCard(context.services, {
      identifier,
      pin,
      replaces: context.auth.sessionToken,
      clientAddress: context.auth.clientAddress,
    });
    commitLogin(context, token, session);
  } catch (err) {
    if (isAppError(err) && (err.code === 'wrong_credentials' || err.code === 'too_many_attempts')) {
      return data<CardLoginState>({ formError: t(`login:errors.${err.code}`), identifier });
    }
    context.services.log.error({ err, correlationId: context.correlationId }, 'card login failed');
    return data<CardLoginState>({ formError: t('login:errors.oauth_callback'), identifier });
  }
  // The marker only for a page running our script, which restores modal data and then removes it (session-effects.tsx);
  // without JavaScript it would stay in the address for good.
  throw redirect(form.get(LOGIN_MARKER_FIELD) === 'true' ? withLoginMarker(callbackUrl) : callbackUrl);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { callbackUrl, errorCode, personalRedirect, userName, providers, employeeFirst, csrfToken, cardAction } =
    loaderData;
  const { t } = useTranslation('login');
  if (userName) {
    return (
      <div className="page login-page">
        <h1 className="page-heading">{t('title')}</h1>
        <p className="lead">{t('alreadyLoggedIn', { name: userName })}</p>
        <p>
          <Link to={callbackUrl} className="button button--primary">
            {t('toMyPage')}
          </Link>
        </p>
      </div>
    );
  }
  const patron = (
    <section key="patron" className="login-page__panel" aria-labelledby="login-patron-heading">
      <h2 id="login-patron-heading" className="login-page__heading">
        {t('patronTitle')}
      </h2>
      <LoginSection
        variant="patron"
        callbackUrl={callbackUrl}
        csrfToken={csrfToken}
        providers={providers}
        card={actionData ?? undefined}
        cardAction={cardAction}
      />
      <p className="login-page__links">
        <Link to="/glemt-pin">{t('forgotPin')}</Link>
        <span aria-hidden="true"> · </span>
        {t('notBorrower')} <Link to="/registrer-deg">{t('register')}</Link>
      </p>
    </section>
  );
  const employee = (
    <section
      key="employee"
      className="login-page__panel login-page__panel--employee"
      aria-labelledby="login-employee-heading"
    >
      <h2 id="login-employee-heading" className="login-page__heading">
        {t('employeeTitle')}
      </h2>
      <p className="muted">{t('employeeLead')}</p>
      <LoginSection
        variant="employee"
        callbackUrl={employeeFirst ? callbackUrl : '/ansatt/plukklister'}
        csrfToken={csrfToken}
        providers={providers}
      />
    </section>
  );
  return (
    <div className="page login-page">
      <h1 className="page-heading">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {personalRedirect && !errorCode && <p className="notice">{t('loginRequired')}</p>}
      {errorCode && (
        <p className="form-error" role="alert">
          {t(`errors.${errorCode}`)}
          {errorCode === 'no_borrower_for_identity' && (
            <>
              {' '}
              <Link to="/registrer-deg">{t('register')}</Link>
            </>
          )}
        </p>
      )}
      <div className="login-page__panels">{employeeFirst ? [employee, patron] : [patron, employee]}</div>
      {loaderData.demoLogins && <DemoLogins {...loaderData.demoLogins} />}
    </div>
  );
}

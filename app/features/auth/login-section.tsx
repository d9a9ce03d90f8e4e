// The login section of SPEC §2 (not a route): patron variant (ID-porten, 'eller', library card) or employee variant, with page views.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { LOGIN_PAGE_VIEWS, trackPageView } from '#app/lib/analytics.ts';
import { saveInitialModalData } from '#app/lib/initial-modal-data.ts';

export interface CardLoginState {
  /** Shown above the form (wrong credentials, too many attempts, generic error). */
  formError?: string | null;
  fieldErrors?: { identifier?: string; pin?: string };
  identifier?: string;
}

export interface LoginSectionProps {
  variant: 'patron' | 'employee';
  /** Optional heading (h2). */
  title?: string;
  /** Where to go after login; already checked to be on our origin. */
  callbackUrl: string;
  /** Saved under initialModalData before an ID-porten login, restored after it (SPEC §2). */
  modalData?: unknown;
  csrfToken: string | null;
  /** Which OIDC providers are configured. */
  providers: { idporten: boolean; ansatt: boolean };
  card?: CardLoginState;
  /** Unique prefix for element ids when the section appears more than once. */
  idPrefix?: string;
  /** Where the card form posts; it carries callbackUrl only when the visitor was sent with one (so a failed try says no more than it should). */
  cardAction?: string;
}

/** The card form's field asking for the idPortenLoginSuccess marker: only a page running our script can restore modal data and tidy the address. */
export const LOGIN_MARKER_FIELD = 'withLoginMarker';

export function LoginSection({
  variant,
  title,
  callbackUrl,
  modalData,
  csrfToken,
  providers,
  card,
  idPrefix = 'login',
  cardAction,
}: LoginSectionProps) {
  const { t } = useTranslation('login');
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith('/logg-inn') === true;
  // Set after hydration: without JavaScript nothing would remove the login marker from the address.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  // SPEC §2: on display, a page view for the login landing.
  useEffect(() => {
    if (variant === 'patron') trackPageView(LOGIN_PAGE_VIEWS.landing, t('title'));
  }, [variant, t]);

  if (variant === 'employee') {
    return (
      <div className="login-section login-section--employee">
        {title && <h2 className="login-section__title">{title}</h2>}
        {providers.ansatt ? (
          <form
            method="get"
            action="/api/auth/signin/ansatt"
            onSubmit={() => trackPageView(LOGIN_PAGE_VIEWS.employeeStart)}
          >
            <input type="hidden" name="callbackUrl" value={callbackUrl} />
            <button type="submit" className="button button--secondary login-section__button">
              {t('employee')}
            </button>
          </form>
        ) : (
          // No staff provider configured: say so instead of offering a button that cannot work.
          <p className="notice">{t('employeeNotConfigured')}</p>
        )}
      </div>
    );
  }

  const startIdporten = () => {
    trackPageView(LOGIN_PAGE_VIEWS.idportenStart);
    if (modalData !== undefined) saveInitialModalData(modalData);
  };
  const startLocal = (event: FormEvent<HTMLFormElement>) => {
    void event;
    trackPageView(LOGIN_PAGE_VIEWS.localStart);
    if (modalData !== undefined) saveInitialModalData(modalData);
  };
  const errors = card?.fieldErrors ?? {};
  const ids = { identifier: `${idPrefix}-identifier`, pin: `${idPrefix}-pin`, error: `${idPrefix}-error` };

  return (
    <div className="login-section">
      {title && <h2 className="login-section__title">{title}</h2>}
      {providers.idporten && (
        <>
          {/* A plain form: the API answers with a redirect to ID-porten, so this works without JavaScript. */}
          <form method="get" action="/api/auth/signin/idporten" onSubmit={startIdporten}>
            <input type="hidden" name="callbackUrl" value={callbackUrl} />
            <button type="submit" className="button button--primary login-section__button">
              {t('idporten')}
            </button>
          </form>
          <p className="login-section__separator">
            <span>{t('separator')}</span>
          </p>
        </>
      )}
      {/* A callback the visitor came with stays in the address, so a failed attempt re-renders /logg-inn with it. */}
      <Form
        method="post"
        action={cardAction ?? `/logg-inn?callbackUrl=${encodeURIComponent(callbackUrl)}`}
        className="login-section__card"
        noValidate
        onSubmit={startLocal}
        aria-describedby={card?.formError ? ids.error : undefined}
      >
        <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        {scripted && <input type="hidden" name={LOGIN_MARKER_FIELD} value="true" />}
        {card?.formError && (
          <p id={ids.error} className="form-error" role="alert">
            {card.formError}
          </p>
        )}
        <div className="form-field">
          <label htmlFor={ids.identifier}>{t('identifierLabel')}</label>
          <p id={`${ids.identifier}-hint`} className="form-field__hint">
            {t('identifierHint')}
          </p>
          {errors.identifier && (
            <p id={`${ids.identifier}-error`} className="form-field__error">
              {errors.identifier}
            </p>
          )}
          <input
            id={ids.identifier}
            name="identifier"
            type="text"
            inputMode="numeric"
            autoComplete="username"
            defaultValue={card?.identifier ?? ''}
            aria-invalid={errors.identifier ? true : undefined}
            aria-describedby={[`${ids.identifier}-hint`, errors.identifier ? `${ids.identifier}-error` : null]
              .filter(Boolean)
              .join(' ')}
          />
        </div>
        <div className="form-field">
          <label htmlFor={ids.pin}>{t('pinLabel')}</label>
          {errors.pin && (
            <p id={`${ids.pin}-error`} className="form-field__error">
              {errors.pin}
            </p>
          )}
          <input
            id={ids.pin}
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="current-password"
            aria-invalid={errors.pin ? true : undefined}
            aria-describedby={errors.pin ? `${ids.pin}-error` : undefined}
          />
        </div>
        <button type="submit" className="button button--secondary login-section__button" disabled={submitting}>
          {t('libraryCard')}
        </button>
      </Form>
    </div>
  );
}

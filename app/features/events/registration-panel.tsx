// Sign-up on the event page (issue #21): seats left, sign up / join the waitlist / cancel for a logged-in patron, and the
// visitor form (name, e-mail or phone) where the event allows it. Plain forms posting to the route action, so it works
// without JavaScript; with JavaScript the same forms go through a fetcher and the answer is announced in place.
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import type { EventRegistrationInfo } from '#core/contracts/events.ts';
import { formatDate, formatTime } from '#core/dates.ts';
import { TextField } from '#app/features/forms/fields.tsx';
import { useLanguage } from '#app/i18n/use-language.ts';
import { useSeatText } from './event-card.tsx';

/** What the event page's action answers (status 200 also for refusals, which are shown in the panel). */
export interface RegistrationAnswer {
  ok: boolean;
  message: string;
  fieldErrors?: Partial<Record<'name' | 'email' | 'phone' | 'contact', string>>;
  values?: { name: string; email: string; phone: string };
  /** A visitor's own cancel page, shown once after sign-up. */
  cancelPath?: string | null;
}

export interface OwnRegistrationView {
  status: 'confirmed' | 'waitlisted';
  waitlistPosition: number | null;
}

export function RegistrationPanel({
  eventId,
  info,
  own,
  loggedIn,
  csrfToken,
  actionData,
}: {
  eventId: number;
  info: EventRegistrationInfo;
  own: OwnRegistrationView | null;
  loggedIn: boolean;
  csrfToken: string | null;
  actionData: RegistrationAnswer | undefined;
}) {
  const { t } = useTranslation('events', { keyPrefix: 'registration' });
  const seatText = useSeatText();
  const language = useLanguage();
  const at = (iso: string) => t('at', { date: formatDate(iso, language), time: formatTime(iso) });
  const fetcher = useFetcher<RegistrationAnswer>();
  const answer = fetcher.data ?? actionData;
  const busy = fetcher.state !== 'idle';
  const Form = fetcher.Form;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
  const full = info.availability === 'full' || info.availability === 'waitlist';
  const signUpLabel = info.availability === 'waitlist' ? t('joinWaitlist') : t('signUp');
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const values = answer && !answer.ok ? answer.values : undefined;

  return (
    <section className="event-registration" aria-labelledby="event-registration-heading">
      <h2 id="event-registration-heading">{t('heading')}</h2>
      {info.label && (
        <p className={`seat-label seat-label--${info.state === 'open' ? info.availability : info.state}`}>
          {seatText(info)}
        </p>
      )}
      {info.capacity !== null && info.state !== 'cancelled' && (
        <p className="muted">
          {t('seats')}: {info.capacity}
          {info.waitlisted > 0 && ` · ${t('onWaitlist', { count: info.waitlisted })}`}
        </p>
      )}
      {info.state === 'open' && <p>{t('closes', { when: at(info.closesAt) })}</p>}
      {info.state === 'not_open_yet' && info.opensAt && <p>{t('opens', { when: at(info.opensAt) })}</p>}

      <div role="status" aria-live="polite">
        {answer && <p className={answer.ok ? 'form-success' : 'form-error'}>{answer.message}</p>}
        {answer?.ok && answer.cancelPath && (
          <p>
            {t('keepLink')} <Link to={answer.cancelPath}>{t('cancelPage')}</Link>
          </p>
        )}
      </div>

      {own && (
        <>
          <p className="event-registration__own">
            {own.status === 'confirmed'
              ? t('youHaveSeat')
              : own.waitlistPosition
                ? t('youAreWaitlisted', { position: own.waitlistPosition })
                : t('youAreWaitlistedSomewhere')}
          </p>
          {info.state !== 'cancelled' && (
            <Form method="post">
              {hidden('cancel')}
              <button type="submit" className="button button--secondary" disabled={busy}>
                {own.status === 'confirmed' ? t('cancel') : t('leaveWaitlist')}
              </button>
            </Form>
          )}
        </>
      )}

      {!own && info.state === 'open' && info.availability === 'full' && <p>{t('fullNoWaitlist')}</p>}
      {!own && info.state === 'open' && info.availability !== 'full' && (
        <>
          {full && <p>{t('waitlistHint')}</p>}
          {loggedIn ? (
            <Form method="post">
              {hidden('register')}
              <button type="submit" className="button button--primary" disabled={busy}>
                {signUpLabel}
              </button>
            </Form>
          ) : (
            <>
              <p>
                <Link
                  className="button button--primary"
                  to={`/logg-inn?callbackUrl=${encodeURIComponent(`/hva-skjer/${eventId}`)}`}
                >
                  {t('loginToSignUp')}
                </Link>
              </p>
              {info.visitorsMayRegister && (
                <Form method="post" className="event-registration__visitor" noValidate>
                  <h3>{t('visitorHeading')}</h3>
                  <p className="muted">{t('visitorHint')}</p>
                  {hidden('register')}
                  {errors.contact && <p className="form-error">{errors.contact}</p>}
                  <TextField
                    id="registration-name"
                    name="name"
                    label={t('name')}
                    autoComplete="name"
                    required
                    defaultValue={values?.name}
                    error={errors.name}
                  />
                  <TextField
                    id="registration-email"
                    name="email"
                    type="email"
                    label={t('email')}
                    autoComplete="email"
                    defaultValue={values?.email}
                    error={errors.email}
                  />
                  <TextField
                    id="registration-phone"
                    name="phone"
                    type="tel"
                    label={t('phone')}
                    autoComplete="tel"
                    inputMode="tel"
                    defaultValue={values?.phone}
                    error={errors.phone}
                  />
                  <p className="muted">{t('privacy')}</p>
                  <button type="submit" className="button button--primary" disabled={busy}>
                    {signUpLabel}
                  </button>
                </Form>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

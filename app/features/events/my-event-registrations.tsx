// Min side's "Mine arrangementer" (issue #21, docs/decisions/026): the patron's own coming sign-ups — seat or place on
// the waitlist — each with a cancel button. A plain form posted to /min-side's action, so it works without JavaScript.
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { formatDate, formatTime } from '#core/dates.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';

/** One sign-up as the section shows it (server/services/event-registration.ts listMyEventRegistrations). */
export interface MyEventRegistrationView {
  registrationId: number;
  status: 'confirmed' | 'waitlisted';
  waitlistPosition: number | null;
  eventId: number;
  eventTitle: string;
  startAt: string;
  place: string;
  eventCancelled: boolean;
  canCancel: boolean;
}

/** What /min-side's action answers to a cancel. */
export interface MyEventAnswer {
  ok: boolean;
  message: string;
}

/** The form field naming the intent, and its one value here. */
export const CANCEL_EVENT_INTENT = 'cancel-event-registration';

export function MyEventRegistrations({
  registrations,
  answer,
}: {
  registrations: readonly MyEventRegistrationView[];
  answer: MyEventAnswer | undefined;
}) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const { csrfToken } = useRootAuth();
  return (
    <section className="my-events" aria-labelledby="my-events-heading">
      <h2 id="my-events-heading">{t('mine.heading')}</h2>
      <div role="status" aria-live="polite">
        {answer && <p className={answer.ok ? 'form-success' : 'form-error'}>{answer.message}</p>}
      </div>
      {registrations.length === 0 ? (
        <p>
          {t('mine.none')} <Link to="/hva-skjer">{t('mine.findEvents')}</Link>
        </p>
      ) : (
        <ul className="card-list my-events__list">
          {registrations.map((r) => (
            <li key={r.registrationId} className="card my-events__item">
              <h3>
                <Link to={`/hva-skjer/${r.eventId}`}>{r.eventTitle}</Link>
              </h3>
              <p className="muted">
                <time dateTime={r.startAt}>
                  {t('registration.at', { date: formatDate(r.startAt, language), time: formatTime(r.startAt) })}
                </time>
                {r.place && ` · ${r.place}`}
              </p>
              <p className="my-events__status">
                {r.eventCancelled
                  ? t('mine.eventCancelled')
                  : r.status === 'confirmed'
                    ? t('mine.seat')
                    : r.waitlistPosition
                      ? t('mine.waitlisted', { position: r.waitlistPosition })
                      : t('registration.youAreWaitlistedSomewhere')}
                {!r.eventCancelled && !r.canCancel && ` ${t('mine.started')}`}
              </p>
              {r.canCancel && (
                <Form method="post">
                  <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
                  <input type="hidden" name="intent" value={CANCEL_EVENT_INTENT} />
                  <input type="hidden" name="eventId" value={r.eventId} />
                  {/* The name says which event (the buttons are alike); it starts with the visible words (WCAG 2.5.3). */}
                  <button
                    type="submit"
                    className="button button--secondary"
                    aria-label={
                      r.status === 'confirmed'
                        ? t('mine.cancelSeat', { title: r.eventTitle })
                        : t('mine.leaveWaitlist', { title: r.eventTitle })
                    }
                  >
                    {r.status === 'confirmed' ? t('registration.cancel') : t('registration.leaveWaitlist')}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

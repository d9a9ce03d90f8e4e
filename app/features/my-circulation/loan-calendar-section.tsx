// Min side's due-date calendar (issue #20): turn the personal feed on, read and subscribe to its address, make a new
// one (the old stops working) or turn it off. A plain form to the loans page's action, so it works without JavaScript.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { useLanguage } from '#app/i18n/use-language.ts';

export type LoanCalendarChange = 'on' | 'renew' | 'off';

/** The change a posted form asks for, or null when the form was another one (the renewals). */
export function loanCalendarChange(form: FormData): LoanCalendarChange | null {
  const value = form.get('calendar');
  return value === 'on' || value === 'renew' || value === 'off' ? value : null;
}

/** `webcal:` makes the browser hand the address to the calendar app as a subscription, not a one-off download. */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

interface Props {
  calendar: { url: string } | null;
  /** What the last post changed, to say so. */
  changed: LoanCalendarChange | null;
  csrfToken: string | null;
}

export function LoanCalendarSection({ calendar, changed, csrfToken }: Props) {
  const { t } = useTranslation('common', { keyPrefix: 'calendar.mine' });
  const language = useLanguage();
  const message =
    changed === 'on' ? t('turnedOn') : changed === 'renew' ? t('renewed') : changed === 'off' ? t('turnedOff') : '';
  return (
    // The page around it may still be in bokmål only (decision 028): the section says which language it is in.
    <section
      aria-labelledby="loan-calendar-heading"
      className="circulation-section loan-calendar"
      id="kalender"
      lang={language}
    >
      <h2 id="loan-calendar-heading">{t('heading')}</h2>
      <p>{t('lead')}</p>
      <p role="status" className={message ? 'loan-calendar__status' : 'visually-hidden'}>
        {message}
      </p>
      <Form method="post" className="loan-calendar__form">
        <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
        {calendar ? (
          <>
            <label htmlFor="loan-calendar-url">{t('address')}</label>
            <input
              id="loan-calendar-url"
              className="loan-calendar__url"
              readOnly
              value={calendar.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <p className="muted">{t('privacy')}</p>
            <p className="loan-calendar__actions">
              <a className="button button--primary" href={webcal(calendar.url)}>
                {t('subscribe')}
              </a>
              <button type="submit" name="calendar" value="renew" className="button button--secondary">
                {t('renew')}
              </button>
              <button type="submit" name="calendar" value="off" className="button button--secondary">
                {t('turnOff')}
              </button>
            </p>
          </>
        ) : (
          <button type="submit" name="calendar" value="on" className="button button--secondary">
            {t('turnOn')}
          </button>
        )}
      </Form>
    </section>
  );
}

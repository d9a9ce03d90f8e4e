// "Abonner i kalenderen" under an event list (issue #20): the coming events the list's filters choose, as a feed the
// calendar app subscribes to (webcal:) and as a plain .ics download; a library's page offers its own the same way.
import { useTranslation } from 'react-i18next';
import { eventFeedPath, type EventFilters } from '#core/events.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { usePublicOrigin } from '#app/lib/seo.ts';

export function EventCalendarLinks({ filters }: { filters: EventFilters }) {
  const { t } = useTranslation('common', { keyPrefix: 'calendar.events' });
  const path = eventFeedPath(filters);
  const origin = usePublicOrigin();
  // The list around it may still be in bokmål only (decision 028): these words say which language they are in.
  return (
    <p className="event-calendar-links" lang={useLanguage()}>
      {/* webcal: hands the address to the calendar app as a subscription that stays current. */}
      {origin && <a href={`${origin.replace(/^https?:/, 'webcal:')}${path}`}>{t('subscribe')}</a>}
      <a href={path} download>
        {t('download')}
      </a>
    </p>
  );
}

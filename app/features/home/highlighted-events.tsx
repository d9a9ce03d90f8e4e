// Highlighted events on the home page (SPEC §7 field.highlight=true): picture, day ('I dag', 'I morgen' or date), time and place.
import { Link } from 'react-router';
import { relativeDayLabel } from '#core/dates.ts';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import { useEventTime } from '#app/features/events/event-card.tsx';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { useEventTypeText } from '#app/i18n/use-vocabulary.ts';
import { HomeSection } from './home-section.tsx';

export interface HomeEvent {
  id: number;
  title: string;
  startAt: string;
  endAt: string;
  startTime: string;
  endTime: string;
  eventType: string;
  location: string | null;
  branch: { name: string; slug: string } | null;
  image: { url: string } | null;
}

/** Event pictures are 3:2 (the demo sources are 1200 × 800). */
const EVENT_IMAGE = { width: 1200, height: 800 } as const;

export interface HighlightedEventsProps {
  events: readonly HomeEvent[];
  today: string;
  eventHref: (event: HomeEvent) => string;
  /** The day label, as the events pages word it ('I dag', 'I morgen', 'lørdag 28.11.2026'). */
  formatWhen?: (event: HomeEvent, today: string) => string;
}

const defaultWhen = (event: HomeEvent, today: string) => relativeDayLabel(event.startAt, today);

export function HighlightedEvents({ events, today, eventHref, formatWhen = defaultWhen }: HighlightedEventsProps) {
  const { t } = useTranslation('site', { keyPrefix: 'home.events' });
  const dataLang = useDataLang();
  const eventTypeText = useEventTypeText();
  const eventTime = useEventTime();
  return (
    <HomeSection id="hjem-arrangementer" title={t('title')} moreHref="/hva-skjer" moreText={t('all')}>
      {events.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <ul className="home-grid home-grid--4">
          {events.map((event) => (
            <li key={event.id} className="home-card home-event">
              {event.image && (
                <ResponsiveImage
                  src={event.image.url}
                  alt=""
                  {...EVENT_IMAGE}
                  sizes="(min-width: 76rem) 17rem, (min-width: 40rem) 45vw, 40vw"
                  maxWidth={768}
                  className="home-card__image"
                />
              )}
              <div className="home-card__body">
                <p className="eyebrow">{eventTypeText(event.eventType)}</p>
                <h3 className="home-card__title" lang={dataLang}>
                  <Link to={eventHref(event)} className="home-card__link">
                    {event.title}
                  </Link>
                </h3>
                <p className="home-event__when">
                  <time dateTime={event.startAt}>
                    {formatWhen(event, today)} {eventTime(event.startTime, event.endTime)}
                  </time>
                </p>
                {event.branch && (
                  <p className="muted home-event__where" lang={dataLang}>
                    {[event.branch.name, event.location].filter(Boolean).join(', ')}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

// An event in a list: image, when ('I dag', 'I morgen', a date or a range, SPEC §9), time, title and place.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateRange,
  formatTime,
  norwegianWeekdayName,
  relativeDayLabel,
  toOslo,
  weekdayDate,
} from '#core/dates.ts';
import { spansSeveralDays } from '#core/events.ts';
import { imageUrl } from '#core/image-url.ts';
import { DAY_TYPES } from '#core/opening-hours.ts';
import type { EventDto, EventRegistrationInfo } from '#core/contracts/events.ts';
import type { Language } from '#core/i18n/languages.ts';
import { useWeekdayName } from '#app/features/opening-hours/hours-table.tsx';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { useEventTypeText } from '#app/i18n/use-vocabulary.ts';
import { useLanguage } from '#app/i18n/use-language.ts';

type EventWhen = Pick<EventDto, 'startAt' | 'endAt'>;

/**
 * When an event happens: a range for events over several days ('5. mars 2024 - 7. april 2024'),
 * else 'I dag', 'I morgen' or 'lørdag 28.11.2026'; 'Dato mangler' without a date (SPEC §9). Nynorsk words it the
 * same way with its own weekday names (`weekdayName`: browsers carry no nynorsk Intl data, so Intl would name the day
 * in bokmål there and not match the server); English through the formatters ('Saturday 28 November').
 */
function eventWhen(
  event: Partial<EventWhen> | null | undefined,
  now: string,
  options: { long?: boolean; language?: Language; weekdayName?: (dayType: string) => string } = {},
): string {
  const language = options.language ?? 'nb';
  if (!event?.startAt) return formatDate(null, language);
  if (event.endAt && spansSeveralDays(event.startAt, event.endAt))
    return formatDateRange(event.startAt, event.endAt, language);
  const label = relativeDayLabel(event.startAt, now, language);
  if (label === formatDate(null, language)) return label;
  const isDate = label === formatDate(event.startAt, language);
  if (language === 'en') {
    if (isDate) return weekdayDate(event.startAt, now, 'long', language);
    return options.long ? `${label}, ${weekdayDate(event.startAt, now, 'long', language)}` : label;
  }
  const dayType = DAY_TYPES[(toOslo(event.startAt).getDay() + 6) % 7];
  const weekday = options.weekdayName ? options.weekdayName(dayType) : norwegianWeekdayName(dayType);
  if (!isDate) {
    // The detail page also names the day, so a saved or printed page still says when.
    return options.long ? `${label}, ${weekday} ${formatDate(event.startAt, language)}` : label;
  }
  return `${weekday} ${label}`;
}

/** eventWhen in the page's language. */
export function useEventWhen(): (
  event: Partial<EventWhen> | null | undefined,
  now: string,
  options?: { long?: boolean },
) => string {
  const language = useLanguage();
  const weekdayName = useWeekdayName();
  return (event, now, options = {}) => eventWhen(event, now, { ...options, language, weekdayName });
}

/** 'kl. 18:00–19:30' as core/events.ts formatEventTime words it, in the page's language ('18:00–19:30' in English). */
export function useEventTime(): (startTime: string, endTime?: string | null) => string {
  const { t } = useTranslation('events', { keyPrefix: 'page' });
  return (startTime, endTime) =>
    startTime ? t('clock', { time: endTime && endTime !== startTime ? `${startTime}–${endTime}` : startTime }) : '';
}

/** The library and the room: names from the database, in bokmål (decision 028). */
export function EventPlace({ event }: { event: Pick<EventDto, 'branch' | 'location'> }) {
  const dataLang = useDataLang();
  if (!event.branch) return <span lang={dataLang}>{event.location ?? ''}</span>;
  return (
    <span lang={dataLang}>
      <Link to={`/bibliotekene/${event.branch.slug}`}>{event.branch.name}</Link>
      {event.location ? `, ${event.location}` : ''}
    </span>
  );
}

/** 'Fullt', 'Venteliste', 'N plasser igjen', 'Avlyst' on events with sign-up (issue #21), as core/event-registration.ts seatLabel words them. */
function SeatLabel({ event }: { event: Pick<EventDto, 'registration' | 'cancelled'> }) {
  const { t } = useTranslation('events', { keyPrefix: 'seats' });
  const seatText = useSeatText();
  const info = event.registration;
  if (event.cancelled && !info) return <span className="seat-label seat-label--cancelled">{t('cancelled')}</span>;
  if (!info?.label) return null;
  return (
    <span className={`seat-label seat-label--${info.state === 'open' ? info.availability : info.state}`}>
      {seatText(info)}
    </span>
  );
}

/** The seat label (info.label, bokmål from the API) in the page's language. */
export function useSeatText(): (info: EventRegistrationInfo) => string {
  const { t } = useTranslation('events', { keyPrefix: 'seats' });
  const language = useLanguage();
  return (info) => seatText(info, (key, values) => t(key, values), language);
}

type SeatKey = 'cancelled' | 'opens' | 'full' | 'waitlist' | 'closed' | 'registration' | 'left';

function seatText(
  info: EventRegistrationInfo,
  t: (key: SeatKey, values?: Record<string, string | number>) => string,
  language: Language,
): string {
  if (info.state === 'cancelled') return t('cancelled');
  if (info.state === 'not_open_yet' && info.opensAt)
    return t('opens', { date: formatDate(info.opensAt, language), time: formatTime(info.opensAt) });
  if (info.availability === 'full') return t('full');
  if (info.availability === 'waitlist') return info.state === 'open' ? t('waitlist') : t('full');
  if (info.state === 'closed') return t('closed');
  if (info.seatsLeft === null) return t('registration');
  return t('left', { count: info.seatsLeft });
}

function EventCard({ event, now, headingLevel = 3 }: { event: EventDto; now: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('events', { keyPrefix: 'page' });
  const dataLang = useDataLang();
  const eventTypeText = useEventTypeText();
  const eventTime = useEventTime();
  const when = useEventWhen();
  return (
    <article className="event-card">
      <div className="event-card__image">
        {event.image && (
          <img src={imageUrl(event.image.url, 480)} alt="" width={480} height={270} loading="lazy" decoding="async" />
        )}
      </div>
      <div className="event-card__body">
        <p className="event-card__when">
          <span className="event-card__date">{when(event, now)}</span>{' '}
          <span className="event-card__time">{eventTime(event.startTime, event.endTime)}</span>
        </p>
        <Heading className="event-card__title" lang={dataLang}>
          <Link to={`/hva-skjer/${event.id}`}>{event.title}</Link>
        </Heading>
        <p className="event-card__place">
          <EventPlace event={event} />
        </p>
        <p className="event-card__meta">
          {/* The type is the page's word; the audiences are the event's own (bokmål data). */}
          {eventTypeText(event.eventType)}
          {event.targetAudience.length > 0 && (
            <>
              {' · '}
              <span lang={dataLang}>{event.targetAudience.join(', ')}</span>
            </>
          )}
          {event.hasAudioVideo && ` · ${t('recording')}`}
        </p>
        {(event.registration || event.cancelled) && (
          <p className="event-card__seats">
            <SeatLabel event={event} />
          </p>
        )}
      </div>
    </article>
  );
}

export function EventList({
  events,
  now,
  headingLevel = 3,
}: {
  events: readonly EventDto[];
  now: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} now={now} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

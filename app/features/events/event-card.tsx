// An event in a list: image, when ('I dag', 'I morgen', a date or a range, SPEC §9), time, title and place.
import { Link } from 'react-router';
import { formatDate, formatDateRange, norwegianWeekdayName, relativeDayLabel, toOslo } from '#core/dates.ts';
import { formatEventTime, spansSeveralDays } from '#core/events.ts';
import { imageUrl } from '#core/image-url.ts';
import { messages } from '#core/messages.ts';
import { DAY_TYPES } from '#core/opening-hours.ts';
import type { EventDto } from '#core/contracts/events.ts';

type EventWhen = Pick<EventDto, 'startAt' | 'endAt'>;

/**
 * When an event happens: a range for events over several days ('5. mars 2024 - 7. april 2024'),
 * else 'I dag', 'I morgen' or 'lørdag 28.11.2026'; 'Dato mangler' without a date (SPEC §9).
 */
export function eventWhen(event: Partial<EventWhen> | null | undefined, now: string, options: { long?: boolean } = {}): string {
  if (!event?.startAt) return messages.dates.missingDate;
  if (event.endAt && spansSeveralDays(event.startAt, event.endAt)) return formatDateRange(event.startAt, event.endAt);
  const label = relativeDayLabel(event.startAt, now);
  if (label === messages.dates.missingDate) return label;
  const weekday = norwegianWeekdayName(DAY_TYPES[(toOslo(event.startAt).getDay() + 6) % 7]);
  if (label === messages.dates.today || label === messages.dates.tomorrow) {
    // The detail page also names the day, so a saved or printed page still says when.
    return options.long ? `${label}, ${weekday} ${formatDate(event.startAt)}` : label;
  }
  return `${weekday} ${label}`;
}

export function EventPlace({ event }: { event: Pick<EventDto, 'branch' | 'location'> }) {
  if (!event.branch) return <>{event.location ?? ''}</>;
  return (
    <>
      <Link to={`/bibliotekene/${event.branch.slug}`}>{event.branch.name}</Link>
      {event.location ? `, ${event.location}` : ''}
    </>
  );
}

/** 'Fullt', 'Venteliste', 'N plasser igjen', 'Avlyst' on events with sign-up (issue #21). */
function SeatLabel({ event }: { event: Pick<EventDto, 'registration' | 'cancelled'> }) {
  const info = event.registration;
  if (event.cancelled && !info) return <span className="seat-label seat-label--cancelled">Avlyst</span>;
  if (!info?.label) return null;
  return <span className={`seat-label seat-label--${info.state === 'open' ? info.availability : info.state}`}>{info.label}</span>;
}

function EventCard({ event, now, headingLevel = 3 }: { event: EventDto; now: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="event-card">
      <div className="event-card__image">
        {event.image && <img src={imageUrl(event.image.url, 480)} alt="" width={480} height={270} loading="lazy" decoding="async" />}
      </div>
      <div className="event-card__body">
        <p className="event-card__when">
          <span className="event-card__date">{eventWhen(event, now)}</span>{' '}
          <span className="event-card__time">{formatEventTime(event.startTime, event.endTime)}</span>
        </p>
        <Heading className="event-card__title">
          <Link to={`/hva-skjer/${event.id}`}>{event.title}</Link>
        </Heading>
        <p className="event-card__place">
          <EventPlace event={event} />
        </p>
        <p className="event-card__meta">
          {event.eventType}
          {event.targetAudience.length > 0 && ` · ${event.targetAudience.join(', ')}`}
          {event.hasAudioVideo && ' · Opptak'}
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

export function EventList({ events, now, headingLevel = 3 }: { events: readonly EventDto[]; now: string; headingLevel?: 2 | 3 }) {
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

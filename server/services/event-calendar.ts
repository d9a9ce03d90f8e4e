// Events as iCalendar (RFC 5545), written by the `ics` package (pinned): one event as a file for "Legg til i kalenderen"
// (issue #21), and the coming events of a library or of any /hva-skjer filter as a feed a calendar subscribes to
// (issue #20). Times in UTC, a stable UID per event so a calendar updates its entry, STATUS:CANCELLED once cancelled.
import { createEvent, createEvents, type EventAttributes } from 'ics';
import type { EventDto } from '#core/contracts/events.ts';
import { codedError } from '#server/services/coded-error.ts';
import type { EventFilters } from '#core/events.ts';
import type { ServiceContext } from './context.ts';
import { getEvent, searchEvents, type EventDetailDto } from './events.ts';

/** A feed holds the coming events a calendar shows ahead: at most this many, soonest first. */
const EVENT_FEED_LIMIT = 500;

const PRODUCT_ID = 'oslo-bibliotek/arrangementer';

const calendarFailed = () => codedError('unavailable', 'calendar_failed');

function eventAttributes(origin: string, event: EventDto | EventDetailDto): EventAttributes {
  const place = [event.branch?.name, event.location].filter(Boolean).join(', ');
  const address =
    'address' in event && event.address
      ? `${event.address.street}, ${event.address.postalCode} ${event.address.city}`
      : '';
  const url = `${origin}/hva-skjer/${event.id}`;
  return {
    uid: `arrangement-${event.id}@${new URL(origin).hostname}`,
    title: event.title,
    description: [event.lead, url].filter(Boolean).join('\n\n'),
    location: [place, address].filter(Boolean).join(' – '),
    url,
    start: new Date(event.startAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(event.endAt).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
  };
}

/**
 * @throws AppError not_found 'event_not_found' (also private and hidden events)
 */
export async function eventCalendarFile(
  ctx: ServiceContext,
  rawId: string,
): Promise<{ filename: string; ics: string }> {
  const event = await getEvent(ctx, rawId);
  const { error, value } = createEvent({ productId: PRODUCT_ID, ...eventAttributes(ctx.config.publicUrl, event) });
  if (error || !value) throw calendarFailed();
  return { filename: `arrangement-${event.id}.ics`, ics: value };
}

export interface EventFeedInput {
  filters: EventFilters;
  /** The calendar's name in the subscriber's list ("Arrangementer – Bjørvika"). */
  name: string;
}

/**
 * The coming public events that match the filters of /hva-skjer, as one calendar: what a library's or a filter's
 * subscription shows. Recordings of past events, which the list keeps, are left out: a calendar looks ahead.
 */
export async function eventsCalendarFeed(ctx: ServiceContext, input: EventFeedInput): Promise<string> {
  const now = ctx.clock();
  const { searchResults } = await searchEvents(ctx, { filters: input.filters, pageSize: EVENT_FEED_LIMIT });
  const coming = searchResults.filter((event) => new Date(event.endAt) > now);
  // An empty calendar is still a calendar (a subscription to a quiet branch must not fail).
  if (coming.length === 0) return emptyCalendar(input.name);
  const { error, value } = createEvents(
    coming.map((event) => eventAttributes(ctx.config.publicUrl, event)),
    { productId: PRODUCT_ID, calName: input.name },
  );
  if (error || !value) throw calendarFailed();
  return value;
}

/** `ics` refuses an empty list; RFC 5545 allows a calendar without components. */
export function emptyCalendar(name: string, productId = PRODUCT_ID): string {
  const escaped = name.replace(/([\\;,])/g, '\\$1');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escaped}`,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

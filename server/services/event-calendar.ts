// An event as an iCalendar file (.ics, RFC 5545) for "Legg til i kalenderen" (issue #21), written by the `ics` package
// (pinned): times in UTC, a stable UID per event so a calendar updates the entry when the file is opened again, and
// STATUS:CANCELLED once staff cancel it.
import { createEvent } from 'ics';
import { AppError } from '#core/errors.ts';
import type { ServiceContext } from './context.ts';
import { getEvent } from './events.ts';

/**
 * @throws AppError not_found 'event_not_found' (also private and hidden events)
 */
export async function eventCalendarFile(ctx: ServiceContext, rawId: string): Promise<{ filename: string; ics: string }> {
  const event = await getEvent(ctx, rawId);
  const origin = ctx.config.publicUrl;
  const place = [event.branch?.name, event.location].filter(Boolean).join(', ');
  const address = event.address ? `${event.address.street}, ${event.address.postalCode} ${event.address.city}` : '';
  const { error, value } = createEvent({
    productId: 'oslo-bibliotek/arrangementer',
    uid: `arrangement-${event.id}@${new URL(origin).hostname}`,
    title: event.title,
    description: [event.lead, `${origin}/hva-skjer/${event.id}`].filter(Boolean).join('\n\n'),
    location: [place, address].filter(Boolean).join(' – '),
    url: `${origin}/hva-skjer/${event.id}`,
    start: new Date(event.startAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(event.endAt).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw new AppError('unavailable', 'calendar_failed', 'Kalenderfilen kunne ikke lages. Prøv igjen om litt.');
  return { filename: `arrangement-${event.id}.ics`, ics: value };
}

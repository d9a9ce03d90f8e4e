// schema.org Event JSON-LD and the link-preview facts of an event page (issue #21, docs/decisions/026). Pure: the route passes
// the event its loader read and the public origin; React Router's meta renders the JSON-LD escaped.
import type { EventDto } from './contracts/events.ts';
import { offerAvailability } from './event-registration.ts';

interface EventAddress {
  street: string;
  postalCode: string;
  city: string;
}

export type StructuredEvent = Pick<
  EventDto,
  | 'id'
  | 'title'
  | 'lead'
  | 'startAt'
  | 'endAt'
  | 'branch'
  | 'location'
  | 'image'
  | 'price'
  | 'cancelled'
  | 'registration'
> & {
  description: string;
  address: EventAddress | null;
};

/** The picture at the width social cards and search engines ask for (1200 px), absolute. */
function eventImageUrl(origin: string, event: Pick<EventDto, 'image'>): string | null {
  return event.image ? `${origin}${eventImagePath(event.image)}` : null;
}

function eventImagePath(image: NonNullable<EventDto['image']>): string {
  return `/api/images/resize/1200${image.url}`;
}

/** A price text staff wrote ('150 kr', 'Gratis', empty = free) as a number in NOK, or null when it is not one. */
export function priceInKroner(price: string | null): number | null {
  const text = (price ?? '').trim();
  if (text === '' || /^gratis$/i.test(text)) return 0;
  const match = /^(?:kr\.?\s*)?(\d+(?:[.,]\d{1,2})?)\s*(?:kr\.?|,-|nok)?$/i.exec(text);
  return match ? Number(match[1].replace(',', '.')) : null;
}

/** Words of a description for meta tags: the lead, else the first 200 characters of the text. */
function summary(event: Pick<StructuredEvent, 'lead' | 'description'>): string {
  const text = (event.lead || event.description).replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 197)}…` : text;
}

/** schema.org Event for the event page (https://schema.org/Event; Google's event rich results). */
export function eventJsonLd(origin: string, event: StructuredEvent): Record<string, unknown> {
  const url = `${origin}/hva-skjer/${event.id}`;
  const image = eventImageUrl(origin, event);
  const placeName = [event.branch?.name, event.location].filter(Boolean).join(', ') || 'Oslo bibliotek';
  const price = priceInKroner(event.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: summary(event),
    startDate: event.startAt,
    endDate: event.endAt,
    url,
    eventStatus: event.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: placeName,
      ...(event.branch ? { url: `${origin}/bibliotekene/${event.branch.slug}` } : {}),
      ...(event.address
        ? {
            address: {
              '@type': 'PostalAddress',
              streetAddress: event.address.street,
              postalCode: event.address.postalCode,
              addressLocality: event.address.city,
              addressCountry: 'NO',
            },
          }
        : {}),
    },
    ...(image ? { image: [image] } : {}),
    organizer: { '@type': 'Organization', name: 'Oslo bibliotek', url: origin },
    offers: {
      '@type': 'Offer',
      url,
      ...(price !== null ? { price, priceCurrency: 'NOK' } : {}),
      availability: offerAvailability(event.registration),
      ...(event.registration?.opensAt ? { validFrom: event.registration.opensAt } : {}),
    },
    isAccessibleForFree: price === 0,
  };
}

/**
 * What the event page gives app/lib/seo.ts (canonical link, Open Graph, Twitter card; docs/decisions/027): its own
 * address, the summary as description and the wide picture as a large card. A cancelled event says so in the title.
 */
export function eventPageSeo(
  event: Pick<StructuredEvent, 'id' | 'title' | 'lead' | 'description' | 'image' | 'cancelled'>,
) {
  return {
    title: event.cancelled ? `AVLYST: ${event.title}` : event.title,
    description: summary(event),
    canonicalPath: `/hva-skjer/${event.id}`,
    image: event.image ? eventImagePath(event.image) : null,
    largeImage: true,
  };
}

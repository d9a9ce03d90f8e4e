// schema.org Event and Open Graph of the event page (issue #21): status, place, price and availability from the seats.
import { describe, expect, it } from 'vitest';
import { eventJsonLd, eventPageSeo, priceInKroner, type StructuredEvent } from './event-structured-data.ts';

const event: StructuredEvent = {
  id: 7,
  title: 'Lunsjkonsert',
  lead: 'Jazz i foajeen.',
  description: 'Lang tekst',
  startAt: '2026-12-01T11:00:00.000Z',
  endAt: '2026-12-01T12:00:00.000Z',
  branch: { id: 1, name: 'Bjørvika', slug: 'bjorvika' },
  location: 'Foajeen',
  image: { url: '/images/konsert.jpg' },
  price: null,
  cancelled: false,
  address: { street: 'Anne-Cath. Vestlys plass 1', postalCode: '0150', city: 'Oslo' },
  registration: {
    state: 'open',
    availability: 'waitlist',
    capacity: 40,
    seatsLeft: 0,
    waitlistEnabled: true,
    waitlisted: 3,
    opensAt: null,
    closesAt: '2026-12-01T11:00:00.000Z',
    visitorsMayRegister: false,
    label: 'Venteliste',
  },
};

describe('event JSON-LD', () => {
  it('names the event, its place with address, picture, status and a free offer whose availability follows the seats', () => {
    const ld = eventJsonLd('https://bibliotek.example', event);
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Lunsjkonsert',
      startDate: event.startAt,
      endDate: event.endAt,
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Bjørvika, Foajeen',
        address: { '@type': 'PostalAddress', postalCode: '0150', addressCountry: 'NO' },
      },
      image: ['https://bibliotek.example/api/images/resize/1200/images/konsert.jpg'],
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'NOK', availability: 'https://schema.org/BackOrder' },
      isAccessibleForFree: true,
    });
    expect(eventJsonLd('https://b.example', { ...event, cancelled: true, registration: null })).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      offers: { availability: 'https://schema.org/InStock' },
    });
  });

  it('reads prices staff write, and leaves out what is not a price', () => {
    expect([
      priceInKroner(''),
      priceInKroner('Gratis'),
      priceInKroner('150 kr'),
      priceInKroner('kr 99,50'),
      priceInKroner('100,-'),
      priceInKroner('Se nettsiden'),
    ]).toEqual([0, 0, 150, 99.5, 100, null]);
  });

  it('gives the page address, description and wide picture for link previews; a cancelled event says so in the title', () => {
    expect(eventPageSeo({ ...event, cancelled: true })).toEqual({
      title: 'AVLYST: Lunsjkonsert',
      description: 'Jazz i foajeen.',
      canonicalPath: '/hva-skjer/7',
      image: '/api/images/resize/1200/images/konsert.jpg',
      largeImage: true,
    });
    expect(eventPageSeo({ ...event, image: null }).image).toBeNull();
  });
});

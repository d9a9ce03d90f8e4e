// Demo sign-ups (issue #21): three events tomorrow take registration here — a talk that is almost full, a concert that is
// full with a waitlist, and a reading circle open to visitors without a card — so `npm start` shows every seat label.
import type { eventRegistrations } from '../schema.ts';
import type { EventRow } from './content.ts';
import type { UserRow } from './people.ts';

type RegistrationRow = typeof eventRegistrations.$inferInsert;

interface DemoRegistration {
  title: string;
  settings: Partial<EventRow>;
  confirmed: number;
  waitlisted: number;
}

const DEMO: readonly DemoRegistration[] = [
  {
    title: 'Foredrag: Kunstig intelligens i hverdagen',
    settings: { capacity: 40, waitlistEnabled: true },
    confirmed: 38,
    waitlisted: 0,
  },
  {
    title: 'Konsert: Trikkeorkesteret',
    settings: { capacity: 30, waitlistEnabled: true },
    confirmed: 30,
    waitlisted: 4,
  },
  {
    title: 'Lesesirkel: De usynlige',
    settings: { capacity: 12, visitorsMayRegister: true },
    confirmed: 3,
    waitlisted: 0,
  },
];

/**
 * Turns registration on for the demo events (mutating their rows before they are written) and signs generated patrons
 * (cards 300…, never the documented demo logins, whose pages stay as documented) up for them, in id order.
 */
export function buildEventRegistrations(events: EventRow[], users: readonly UserRow[], now: Date): RegistrationRow[] {
  const patrons = users.filter((u) => u.cardNumber?.startsWith('300'));
  const rows: RegistrationRow[] = [];
  for (const demo of DEMO) {
    const event = events.find((e) => e.title === demo.title && !e.privateEvent);
    if (!event) continue;
    Object.assign(event, { registrationRequired: true, registrationUrl: null, ...demo.settings });
    const people = patrons.slice(0, demo.confirmed + demo.waitlisted);
    people.forEach((user, i) => {
      rows.push({
        eventId: event.id,
        userId: user.id,
        status: i < demo.confirmed ? 'confirmed' : 'waitlisted',
        createdAt: new Date(now.getTime() - (people.length - i) * 3_600_000),
      });
    });
  }
  return rows;
}

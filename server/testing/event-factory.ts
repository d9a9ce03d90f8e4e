// Test factory for events with sign-up (issue #21): a public event of the test's own, starting a week after the seed's
// "now" unless told otherwise, so a test never depends on which seeded event has seats.
import type { Db } from '#server/db/client.ts';
import { events } from '#server/db/schema.ts';

let serial = 0;

type EventInsert = typeof events.$inferInsert;

/** A public event with registration required (capacity 10, no waitlist) unless overridden. */
export async function createRegistrationEvent(db: Db, now: Date, overrides: Partial<EventInsert> = {}) {
  const startAt = overrides.startAt ?? new Date(now.getTime() + 7 * 86_400_000);
  const [row] = await db
    .insert(events)
    .values({
      title: `Testarrangement ${++serial}`,
      eventType: 'Kurs',
      startAt,
      endAt: new Date(startAt.getTime() + 2 * 3_600_000),
      registrationRequired: true,
      capacity: 10,
      ...overrides,
    })
    .returning();
  return row;
}

// Test helper for the content-admin services (issue #4): a seeded user, by library card or staff login, as the Actor the services take.
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema.ts';
import type { Actor } from '#server/services/admin/access.ts';
import type { TestApp } from './test-app.ts';

async function actorByCard(t: TestApp, card: string): Promise<Actor> {
  const [u] = await t.services.db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(eq(users.cardNumber, card));
  return { userId: u.id, roles: u.roles };
}

/** A staff user without a library card (seed: ansatt-3 … ansatt-6), with the roles given. */
export async function actorBySubject(t: TestApp, subject: string, roles: string[]): Promise<Actor> {
  const [u] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.staffSubject, subject));
  return { userId: u.id, roles };
}

/** The demo logins' actors: Anders Moe (DEICH_ADMIN), Nora Lie (EMPLOYEE) and Kari Nordmann (patron). */
export async function demoActors(t: TestApp): Promise<{ admin: Actor; employee: Actor; patron: Actor }> {
  const [admin, employee, patron] = await Promise.all([
    actorByCard(t, '20000002'),
    actorByCard(t, '20000001'),
    actorByCard(t, '10000001'),
  ]);
  return { admin, employee, patron };
}

// Attempt limits under attack (issue #15): parallel PIN bursts, card number + national id, spraying per address, the portal-wide alarm, a second process.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginAttempts } from '#server/db/schema.ts';
import { openDatabase } from '#server/db/client.ts';
import { createPatron } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { ServiceContext } from '../context.ts';
import { loginWithLibraryCard } from './card-login.ts';
import { ADDRESS_MAX_FAILURES, GLOBAL_FAILURE_ALARM, PATRON_MAX_ATTEMPTS } from './throttle.ts';
import { sha256 } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each attempt's outcome: 'ok', or the AppError code it was refused with. */
async function attempt(ctx: ServiceContext, identifier: string, pin: string, clientAddress: string): Promise<string> {
  try {
    await loginWithLibraryCard(ctx, { identifier, pin, clientAddress });
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}

/**
 * A burst's outcomes: at most `max` evaluated (wrong PIN), all others refused. Under a burst, attempts
 * that are counted before any is evaluated may all be refused (PGlite runs the inserts first): fewer
 * evaluations, never more.
 */
function expectCapped(outcomes: string[], max: number): number {
  const evaluated = outcomes.filter((o) => o === 'wrong_credentials').length;
  expect(evaluated).toBeLessThanOrEqual(max);
  expect(outcomes.filter((o) => o === 'too_many_attempts')).toHaveLength(outcomes.length - evaluated);
  return evaluated;
}

/** Sequential wrong guesses after a burst: the patron's allowance fills up to exactly `max` and no further. */
async function guessOn(
  ctx: ServiceContext,
  identifier: string,
  clientAddress: (i: number) => string,
  tries: number,
): Promise<string[]> {
  const outcomes: string[] = [];
  for (let i = 0; i < tries; i++) outcomes.push(await attempt(ctx, identifier, String(5000 + i), clientAddress(i)));
  return outcomes;
}
/** A patron of the test's own (server/testing/factories.ts): nobody else's attempts count against them. */
const newPatron = () => createPatron(t.services.db);
/** PIN evaluations of a patron: every evaluated wrong PIN leaves one login_failed row. */
const evaluations = async (id: number) =>
  (
    await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login_failed'), eq(auditLog.actorId, id)))
  ).length;
/** Distinct addresses, so only the patron's own limit is in play. */
const address = (i: number) => `203.0.113.${i % 250}`;

describe('PIN attempts per patron', () => {
  it('evaluates at most 5 PINs of 200 parallel guesses, and the right PIN is then refused too', async () => {
    const { id, cardNumber: card, pin } = await newPatron();
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => attempt(t.services, card, String(1000 + i), address(i))),
    );
    const evaluated = expectCapped(outcomes, PATRON_MAX_ATTEMPTS);
    expect(await evaluations(id)).toBe(evaluated);
    const after = await guessOn(t.services, card, address, 10);
    expect(after.filter((o) => o === 'wrong_credentials')).toHaveLength(PATRON_MAX_ATTEMPTS - evaluated);
    expect(await evaluations(id)).toBe(PATRON_MAX_ATTEMPTS);
    expect(await attempt(t.services, card, pin, address(201))).toBe('too_many_attempts');
  });

  it('counts the card number and the national id of one patron together', async () => {
    // Never a real person's: there is no 99th day of a month.
    const kari = await createPatron(t.services.db, { nationalId: '99028512345' });
    const identifiers = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? kari.cardNumber! : kari.nationalId!));
    const outcomes = await Promise.all(
      identifiers.map((identifier, i) => attempt(t.services, identifier, '9999', address(i))),
    );
    expectCapped(outcomes, PATRON_MAX_ATTEMPTS);
    await guessOn(t.services, kari.nationalId!, address, 3);
    await guessOn(t.services, kari.cardNumber!, address, 3);
    expect(await evaluations(kari.id)).toBe(PATRON_MAX_ATTEMPTS);
    expect(await attempt(t.services, kari.nationalId!, kari.pin, address(99))).toBe('too_many_attempts');
    // Another window later the patron gets in, and a success wipes the slate.
    const now = t.services.clock;
    t.services.clock = () => new Date(t.now.getTime() + 16 * 60_000);
    expect(await attempt(t.services, kari.cardNumber, kari.pin, address(100))).toBe('ok');
    expect(
      await t.services.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.keyHash, sha256(`patron:${kari.id}`))),
    ).toEqual([]);
    t.services.clock = now;
  });

  it('answers an unknown card exactly as a known one', async () => {
    const known = [...(await guessOn(t.services, (await newPatron()).cardNumber, address, 7))];
    const unknown = [...(await guessOn(t.services, '39999999', address, 7))];
    expect(unknown).toEqual(known);
    expect(known).toEqual([
      ...Array(PATRON_MAX_ATTEMPTS).fill('wrong_credentials'),
      'too_many_attempts',
      'too_many_attempts',
    ]);
  });

  it('holds across server processes sharing the database (PostgreSQL)', async ({ skip }) => {
    if (!t.databaseUrl) skip('a second process needs a PostgreSQL server');
    const second = await openDatabase({ url: t.databaseUrl!, onConnectionError: () => undefined });
    try {
      const other: ServiceContext = { ...t.services, db: second.db };
      const { id, cardNumber: card } = await newPatron();
      const outcomes = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          attempt(i % 2 === 0 ? t.services : other, card, String(3000 + i), address(i)),
        ),
      );
      expectCapped(outcomes, PATRON_MAX_ATTEMPTS);
      await guessOn(other, card, address, 4);
      await guessOn(t.services, card, address, 4);
      expect(await evaluations(id)).toBe(PATRON_MAX_ATTEMPTS);
    } finally {
      await second.close();
    }
  });
});

describe('PIN spraying', () => {
  it('stops one address after 20 failed logins over many cards; other addresses go on', async () => {
    const cards = (await Promise.all(Array.from({ length: 30 }, newPatron))).map((p) => p.cardNumber);
    const last = await newPatron();
    const burst = await Promise.all(cards.map((card) => attempt(t.services, card, '1234', '198.51.100.7')));
    const evaluated = expectCapped(burst, ADDRESS_MAX_FAILURES);
    const after: string[] = [];
    for (const card of cards) after.push(await attempt(t.services, card, '4321', '198.51.100.7'));
    expect(after.filter((o) => o === 'wrong_credentials')).toHaveLength(ADDRESS_MAX_FAILURES - evaluated);
    expect(await attempt(t.services, last.cardNumber, last.pin, '198.51.100.7')).toBe('too_many_attempts');
    expect(await attempt(t.services, last.cardNumber, last.pin, '198.51.100.8')).toBe('ok');
  });

  it('allows one failure per address while the whole portal sees a flood of failures', async () => {
    const [first, second, clean] = await Promise.all([newPatron(), newPatron(), newPatron()]);
    const at = t.services.clock();
    await t.services.db
      .insert(loginAttempts)
      .values(Array.from({ length: GLOBAL_FAILURE_ALARM + 1 }, () => ({ keyHash: sha256('failures:all'), at })));
    try {
      expect(await attempt(t.services, first.cardNumber, '1234', '192.0.2.50')).toBe('wrong_credentials');
      expect(await attempt(t.services, second.cardNumber, '1234', '192.0.2.50')).toBe('too_many_attempts');
      // A visitor with a clean record still gets in.
      expect(await attempt(t.services, clean.cardNumber, clean.pin, '192.0.2.51')).toBe('ok');
    } finally {
      await t.services.db.delete(loginAttempts).where(inArray(loginAttempts.keyHash, [sha256('failures:all')]));
    }
  });
});

// /dev/utboks at the route layer (issue #20, docs/decisions/030): administrators send what waits, see each notice's state,
// open what the local mailbox received and put a failed notice back in line; nobody else can do either.
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import { createRequestAuth } from '#server/http/request-auth.ts';
import { sendMessage } from '#server/services/outbox.ts';
import type { CookieClient } from '#server/testing/cookie-client.ts';
import { createEmployee, createPatron } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import * as page from './dev.utboks.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function args(client: CookieClient | null, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (client) headers.set('cookie', client.cookieHeader());
  const request = new Request(`http://localhost${path}`, { ...init, headers });
  const context = {
    services: t.services,
    correlationId: 'test',
    auth: createRequestAuth(t.services, request, 'http', { touch: false, clientAddress: '127.0.0.1' }),
  } as unknown as AppLoadContext;
  return { request, context, params: {}, unstable_pattern: path } as never;
}
const post = (client: CookieClient, fields: Record<string, string>) =>
  args(client, '/dev/utboks', { method: 'POST', body: new URLSearchParams(fields) });

/** A redirect's Location, or the status of a refusal. */
async function outcome(run: () => Promise<unknown>): Promise<string | number> {
  try {
    const answer = await run();
    return answer instanceof Response ? (answer.headers.get('location') ?? answer.status) : 200;
  } catch (err) {
    if (err instanceof Response) return err.status;
    return (err as { init?: { status?: number } }).init?.status ?? 0;
  }
}

describe('/dev/utboks', () => {
  it('sends what waits to the local mailbox, shows it sent with its copy, opens the copy, and shows a refusal as failed', async () => {
    const administrator = await createEmployee(t.services.db, { roles: ['DEICH_ADMIN', 'EMPLOYEE'] });
    const admin = await t.loggedIn(administrator.cardNumber, administrator.pin);
    await sendMessage(t.services, {
      channel: 'email',
      recipient: 'utboks-rute@example.no',
      subject: 'Klar til henting',
      body: 'Hentenummer 41.',
    });
    await sendMessage(t.services, {
      channel: 'email',
      recipient: 'ingen@utboks.invalid',
      subject: 'Avvist',
      body: 'Kommer aldri fram.',
    });
    expect(await outcome(() => page.action(post(admin, { intent: 'deliver' })))).toMatch(
      /^\/dev\/utboks\?melding=Sendt%3A%20\d+/,
    );

    const sent = await page.loader(args(admin, '/dev/utboks?status=sent'));
    expect(sent.setup).toEqual({ email: 'local', sms: 'local' });
    const mine = sent.messages.find((msg) => msg.recipient === 'utboks-rute@example.no');
    expect(mine).toMatchObject({ status: 'sent', attempts: 1, received: [expect.any(Number)] });
    const opened = await page.loader(args(admin, `/dev/utboks?status=sent&post=${mine?.received[0]}`));
    expect(opened.mail).toMatchObject({
      channel: 'email',
      recipient: 'utboks-rute@example.no',
      subject: 'Klar til henting',
    });
    expect(opened.mail?.text?.trim()).toBe('Hentenummer 41.');

    const failed = await page.loader(args(admin, '/dev/utboks?status=failed'));
    const refused = failed.messages.find((msg) => msg.recipient === 'ingen@utboks.invalid');
    expect(refused).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('ukjent mottaker'),
    });
    expect(failed.counts.failed).toBeGreaterThan(0);

    expect(await outcome(() => page.action(post(admin, { intent: 'retry', id: String(refused?.id) })))).toMatch(
      /^\/dev\/utboks\?melding=/,
    );
    const [again] = await t.services.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, refused?.id ?? 0));
    expect(again).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('lets no patron or employee without the administrator role send, retry or read', async () => {
    await sendMessage(t.services, {
      channel: 'email',
      recipient: 'ikke-sendt@example.no',
      subject: 'Venter',
      body: 'Venter.',
    });
    for (const { cardNumber, pin } of [await createPatron(t.services.db), await createEmployee(t.services.db)]) {
      const someone = await t.loggedIn(cardNumber, pin);
      expect(await outcome(() => page.action(post(someone, { intent: 'deliver' })))).toBe(403);
      expect(await outcome(() => page.loader(args(someone, '/dev/utboks?post=1')))).toBe(403);
    }
    const [waiting] = await t.services.db.select().from(outbox).where(eq(outbox.recipient, 'ikke-sendt@example.no'));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

// Integration tests of the outbox's sender (issue #20, docs/decisions/030) on PGlite and PostgreSQL: a notice goes out
// if and only if its transaction committed, once; failures are tried again with backoff, then given up; a sender
// that dies after sending leaves the notice to go out again under the same Message-ID when its claim runs out.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { devMailbox, outbox } from '#server/db/schema.ts';
import type { Notice } from '#server/ports/notifications.ts';
import type { MailTransport } from '#server/ports/sending.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { listOutbox, sendMessage } from '#server/services/outbox.ts';
import { createFakeClock } from '#server/testing/fakes/clock.ts';
import { createFakeMailTransport, createFakeSmsGateway } from '#server/testing/fakes/sending.ts';
import { startSmsGatewayStub } from '#server/testing/sms-gateway-stub.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { retryDelayMs } from './backoff.ts';
import { deliverOutbox, deliverOutboxJob, messageIdFor, retryOutboxEntry } from './deliver-outbox.ts';
import { createHttpSmsGateway } from './http-sms-gateway.ts';
import { startLocalMailbox, type LocalMailbox } from './local-mailbox.ts';

let t: TestApp;
let mailbox: LocalMailbox;
beforeAll(async () => {
  t = await createTestApp();
  mailbox = await startLocalMailbox(t.services, { port: 0, from: t.services.config.MAIL_FROM });
  // The seed's own notices are out of the way: each test sends only what it wrote.
  await t.services.db.update(outbox).set({ status: 'sent' });
});
afterAll(async () => {
  await mailbox.close();
  await t.close();
});

/**
 * A context with its own clock (from the seed's now) and the given transports; by default those of development and
 * tests: the embedded SMTP server (started by the first send) and no SMS gateway.
 */
function context(ports: Partial<Pick<ServiceContext, 'mailTransport' | 'smsGateway'>> = {}, maxAttempts?: number) {
  const clock = createFakeClock(t.now);
  const config = maxAttempts ? { ...t.services.config, OUTBOX_MAX_ATTEMPTS: maxAttempts } : t.services.config;
  const ctx: ServiceContext = { ...t.services, clock, config, smsGateway: null, ...ports };
  return { ctx, clock };
}
const address = () => `mottaker-${Math.random().toString(36).slice(2)}@example.no`;
const rowsTo = (to: string) => t.services.db.select().from(outbox).where(eq(outbox.recipient, to));
const received = (to: string) =>
  t.services.db.select().from(devMailbox).where(eq(devMailbox.recipient, to)).orderBy(devMailbox.id);
/** Writes notices in one committed transaction, as a service does with the write they tell of. */
const commit = (ctx: ServiceContext, notices: Notice[]) =>
  ctx.db.transaction(async (tx) => {
    for (const n of notices) await sendMessage(ctx, n, tx);
  });

describe('deliverOutbox', () => {
  it('sends a notice of a committed transaction once to the embedded SMTP server, with its Message-ID and HTML', async () => {
    const { ctx } = context();
    const to = address();
    await commit(ctx, [
      {
        channel: 'email',
        recipient: to,
        subject: 'Klar til henting',
        body: 'Boka er klar.',
        html: '<p>Boka er <strong>klar</strong>.</p>',
      },
    ]);
    expect(await deliverOutbox(ctx)).toMatchObject({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(await deliverOutbox(ctx)).toMatchObject({ claimed: 0, sent: 0 });

    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: t.now, lastError: null });
    const mails = await received(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      channel: 'email',
      subject: 'Klar til henting',
      messageId: messageIdFor(row.messageId, ctx.config.MAIL_FROM).slice(1, -1),
    });
    expect(mails[0].text?.trim()).toBe('Boka er klar.');
    expect(mails[0].html).toContain('<strong>klar</strong>');
    expect((await listOutbox(ctx, { status: 'sent' })).find((e) => e.id === row.id)?.received).toEqual([mails[0].id]);
  });

  it('never sends a notice whose transaction rolled back', async () => {
    const { ctx } = context();
    const to = address();
    await expect(
      ctx.db.transaction(async (tx) => {
        await sendMessage(ctx, { channel: 'email', recipient: to, subject: 'Kvittering', body: 'Betalt.' }, tx);
        throw new Error('the payment it tells of failed');
      }),
    ).rejects.toThrow('failed');
    await deliverOutbox(ctx);
    expect(await rowsTo(to)).toEqual([]);
    expect(await received(to)).toEqual([]);
  });

  it('sends SMS through the gateway with the notice as reference, and leaves a channel without transport waiting', async () => {
    const sms = createFakeSmsGateway();
    const { ctx } = context({ mailTransport: null, smsGateway: sms });
    const to = address();
    await commit(ctx, [
      { channel: 'sms', recipient: '+4791234567', body: `Hentenummer 7 (${to})` },
      { channel: 'email', recipient: to, subject: 'Venter', body: 'Ingen e-posttjener ennå.' },
    ]);
    await deliverOutbox(ctx);
    const [waiting] = await rowsTo(to);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    const mine = sms.sent.filter((m) => m.text.includes(to));
    expect(mine).toHaveLength(1);
    const [smsRow] = await t.services.db
      .select()
      .from(outbox)
      .where(eq(outbox.body, `Hentenummer 7 (${to})`));
    expect(mine[0]).toEqual({ reference: smsRow.messageId, to: '+4791234567', text: `Hentenummer 7 (${to})` });
    await t.services.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.id, waiting.id));
  });

  it('tries a failing send again with backoff and gives up after OUTBOX_MAX_ATTEMPTS, then staff can send it again', async () => {
    const fake = createFakeMailTransport();
    fake.failWith(new Error('connect ECONNREFUSED 10.0.0.1:587'));
    const { ctx, clock } = context({ mailTransport: fake }, 3);
    const to = address();
    await commit(ctx, [{ channel: 'email', recipient: to, subject: 'Forfall', body: 'Lånet forfaller.' }]);
    const [{ id }] = await rowsTo(to);

    expect(await deliverOutbox(ctx)).toMatchObject({ claimed: 1, retrying: 1 });
    let [row] = await rowsTo(to);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 10.0.0.1:587' });
    expect(row.nextAttemptAt.getTime() - clock().getTime()).toBe(retryDelayMs(1, id));
    // Not due yet: nothing is tried.
    clock.advance(retryDelayMs(1, id) - 1_000);
    expect(await deliverOutbox(ctx)).toMatchObject({ claimed: 0 });
    clock.advance(1_000);
    expect(await deliverOutbox(ctx)).toMatchObject({ claimed: 1, retrying: 1 });
    [row] = await rowsTo(to);
    expect(row.nextAttemptAt.getTime() - clock().getTime()).toBe(retryDelayMs(2, id));
    clock.advance(retryDelayMs(2, id));
    expect(await deliverOutbox(ctx)).toMatchObject({ claimed: 1, failed: 1 });
    [row] = await rowsTo(to);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      sentAt: null,
      lastError: 'connect ECONNREFUSED 10.0.0.1:587',
    });
    clock.advance(86_400_000);
    expect(await deliverOutbox(ctx)).toMatchObject({ claimed: 0 });
    expect(fake.tries).toBe(3);

    // Staff send it again once the mail server is back.
    fake.failWith(new Error('unused'), 0);
    expect(await retryOutboxEntry(ctx, id)).toBe(true);
    expect(await deliverOutbox(ctx)).toMatchObject({ claimed: 1, sent: 1 });
    expect(fake.sent.map((m) => m.to)).toEqual([to]);
    expect(await retryOutboxEntry(ctx, id)).toBe(false);
  });

  it('gives up at once on a permanent refusal, and shows the refusal to staff', async () => {
    const { ctx } = context();
    await commit(ctx, [{ channel: 'email', recipient: 'ingen@finnes.invalid', subject: 'PIN', body: 'Lenke.' }]);
    expect(await deliverOutbox(ctx)).toMatchObject({ claimed: 1, failed: 1 });
    const [row] = await rowsTo('ingen@finnes.invalid');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/550.*ukjent mottaker/);
    expect((await listOutbox(ctx, { status: 'failed' })).map((e) => e.id)).toContain(row.id);
  });

  it('sends again under the same Message-ID after a sender died between sending and marking, once its claim has run out', async () => {
    const to = address();
    let delivered = 0;
    // Hands the mail to the SMTP server, then never returns: the process "dies" before it marks the row sent.
    const dying: MailTransport<ServiceContext> = {
      async send(ctx, mail) {
        await mailbox.transport.send(ctx, mail);
        delivered++;
        await new Promise(() => undefined);
      },
    };
    const first = context({ mailTransport: dying });
    await commit(first.ctx, [{ channel: 'email', recipient: to, subject: 'Hentenummer', body: 'Hentenummer 3.' }]);
    void deliverOutbox(first.ctx, { limit: 1 });
    await vi.waitFor(() => expect(delivered).toBe(1), { timeout: 10_000 });

    const second = context();
    expect(await deliverOutbox(second.ctx)).toMatchObject({ claimed: 0 });
    second.clock.advance(5 * 60_000 - 1_000);
    expect(await deliverOutbox(second.ctx)).toMatchObject({ claimed: 0 });
    second.clock.advance(1_000);
    expect(await deliverOutbox(second.ctx)).toMatchObject({ claimed: 1, sent: 1 });

    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const mails = await received(to);
    // At least once: the patron's mail program sees one message (two copies, one Message-ID), staff see two copies.
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((m) => m.messageId))).toEqual(
      new Set([messageIdFor(row.messageId, first.ctx.config.MAIL_FROM).slice(1, -1)]),
    );
    expect((await listOutbox(second.ctx)).find((e) => e.id === row.id)?.received).toHaveLength(2);
  });

  it('an SMS re-sent after a crash reaches the patron once through a gateway that keeps idempotency keys', async () => {
    const stub = await startSmsGatewayStub();
    try {
      const gateway = createHttpSmsGateway({ url: stub.url, token: stub.token, sender: 'Biblioteket' });
      let posted = 0;
      const first = context({
        mailTransport: null,
        smsGateway: {
          async send(ctx, sms) {
            await gateway.send(ctx, sms);
            posted++;
            await new Promise(() => undefined);
          },
        },
      });
      await commit(first.ctx, [{ channel: 'sms', recipient: '+4798765432', body: 'Lånet forfaller i morgen.' }]);
      void deliverOutbox(first.ctx, { limit: 1 });
      await vi.waitFor(() => expect(posted).toBe(1), { timeout: 10_000 });
      const second = context({ mailTransport: null, smsGateway: gateway });
      second.clock.advance(5 * 60_000);
      expect(await deliverOutbox(second.ctx)).toMatchObject({ claimed: 1, sent: 1 });
      expect(stub.posts).toBe(2);
      expect(stub.accepted.filter((m) => m.to === '+4798765432')).toHaveLength(1);
    } finally {
      await stub.close();
    }
  });

  it('two senders at once send each of 50 notices exactly once (PostgreSQL: two connection pools, as two processes)', async () => {
    const tag = Math.random().toString(36).slice(2);
    const setup = context();
    await commit(
      setup.ctx,
      Array.from({ length: 50 }, (_, i) => ({
        channel: 'email' as const,
        recipient: `nr${i}-${tag}@example.no`,
        subject: `Nr ${i}`,
        body: tag,
      })),
    );
    // A second process: its own pool on the same database (PGlite has one connection: the two runs take turns).
    const other = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : null;
    try {
      // Slow sends, so the two runs overlap for certain.
      const slow = () => {
        const fake = createFakeMailTransport();
        const record = fake.send.bind(fake);
        return Object.assign(fake, {
          send: async (ctx: unknown, mail: Parameters<typeof record>[1]) => (
            await new Promise((r) => setTimeout(r, 5)),
            record(ctx, mail)
          ),
        });
      };
      const a = slow();
      const b = slow();
      const one = context({ mailTransport: a });
      const two = context({ mailTransport: b });
      // Each process runs as a job would, in batches of 10 until nothing is due.
      const drain = async (ctx: ServiceContext) => {
        const total = { claimed: 0, sent: 0 };
        for (
          let r = await deliverOutbox(ctx, { limit: 10 });
          r.claimed > 0;
          r = await deliverOutbox(ctx, { limit: 10 })
        ) {
          total.claimed += r.claimed;
          total.sent += r.sent;
        }
        return total;
      };
      const reports = await Promise.all([drain(one.ctx), drain({ ...two.ctx, db: other?.db ?? two.ctx.db })]);
      const sent = [...a.sent, ...b.sent].filter((m) => m.text === tag).map((m) => m.to);
      expect(sent).toHaveLength(50);
      expect(new Set(sent).size).toBe(50);
      expect(reports[0].sent + reports[1].sent).toBe(50);
      const rows = await t.services.db
        .select({ status: outbox.status, attempts: outbox.attempts })
        .from(outbox)
        .where(eq(outbox.body, tag));
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      if (other) expect(Math.min(reports[0].sent, reports[1].sent)).toBeGreaterThan(0);
    } finally {
      await other?.close();
    }
  });
});

describe('deliverOutboxJob', () => {
  it('sends in batches of 100 until what is due is out (the job queue runs it every minute)', async () => {
    const fake = createFakeMailTransport();
    const { ctx } = context({ mailTransport: fake });
    const tag = `jobb-${Math.random().toString(36).slice(2)}`;
    await commit(
      ctx,
      Array.from({ length: 130 }, (_, i) => ({
        channel: 'email' as const,
        recipient: `j${i}@example.no`,
        subject: 'Forfall',
        body: tag,
      })),
    );
    const report = await deliverOutboxJob(ctx);
    expect(report.sent).toBeGreaterThanOrEqual(130);
    expect(fake.sent.filter((m) => m.text === tag)).toHaveLength(130);
    expect(await deliverOutboxJob(ctx)).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
  });
});

describe('deliverOutbox figures', () => {
  it.runIf(process.env.OUTBOX_FIGURES === '1')(
    'sends 1,000 queued mails to the embedded SMTP server',
    async () => {
      const { ctx } = context();
      const tag = `figures-${Date.now()}`;
      await commit(
        ctx,
        Array.from({ length: 1_000 }, (_, i) => ({
          channel: 'email' as const,
          recipient: `f${i}@example.no`,
          subject: 'Forfall',
          body: tag,
        })),
      );
      const started = performance.now();
      let sent = 0;
      for (
        let r = await deliverOutbox(ctx, { limit: 100 });
        r.claimed > 0;
        r = await deliverOutbox(ctx, { limit: 100 })
      )
        sent += r.sent;
      const seconds = (performance.now() - started) / 1000;
      const [{ n }] = await t.services.db
        .select({ n: sql<number>`count(*)::int` })
        .from(devMailbox)
        .where(inArray(devMailbox.recipient, ['f0@example.no', 'f999@example.no']));
      console.log(
        `outbox figures: ${sent} mails in ${seconds.toFixed(1)} s = ${Math.round(sent / seconds)} mails/s (${t.databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
      );
      expect(sent).toBe(1_000);
      expect(n).toBe(2);
    },
    300_000,
  );
});

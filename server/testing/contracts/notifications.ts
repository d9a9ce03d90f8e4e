// The notifications port's contract: every adapter (the outbox, the fake, issue #20's senders) passes these.
import { expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import type { Notice, Notifications } from '#server/ports/notifications.ts';

export interface NotificationsSubject<C> {
  notifications: Notifications<C>;
  ctx: C;
  db: Db;
  /** What went out (or will go out) since the subject was made, oldest first. */
  delivered(): Promise<Notice[]>;
  /** Whether the adapter sees the caller's transaction: the fake records at once and cannot. */
  transactional: boolean;
}

export function notificationsContract<C>(subject: () => Promise<NotificationsSubject<C>>): void {
  const recipient = () => `kontrakt-${Math.random().toString(36).slice(2)}@example.no`;
  const mine = async (s: NotificationsSubject<C>, to: string) =>
    (await s.delivered()).filter((n) => n.recipient === to);

  it('delivers an e-mail with its subject, and an SMS without one', async () => {
    const s = await subject();
    const to = recipient();
    await s.notifications.enqueue(
      s.ctx,
      { channel: 'email', recipient: to, subject: 'Kvittering', body: 'Takk for betalingen.' },
      s.db,
    );
    await s.notifications.enqueue(
      s.ctx,
      { channel: 'sms', recipient: to, subject: 'ignoreres', body: 'Klar til henting.' },
      s.db,
    );
    expect(await mine(s, to)).toEqual([
      { channel: 'email', recipient: to, subject: 'Kvittering', body: 'Takk for betalingen.' },
      { channel: 'sms', recipient: to, subject: null, body: 'Klar til henting.' },
    ]);
  });

  it('delivers several handed over at once as it would one by one, in order (adapters with enqueueMany)', async (test) => {
    const s = await subject();
    if (!s.notifications.enqueueMany) test.skip();
    const to = recipient();
    await s.db.transaction((tx) =>
      s.notifications.enqueueMany!(
        s.ctx,
        [
          { channel: 'email', recipient: to, subject: 'Forfall', body: 'I morgen.', html: '<p>I morgen.</p>' },
          { channel: 'sms', recipient: to, subject: 'ignoreres', body: 'I morgen.' },
        ],
        tx,
      ),
    );
    expect(await mine(s, to)).toEqual([
      { channel: 'email', recipient: to, subject: 'Forfall', body: 'I morgen.' },
      { channel: 'sms', recipient: to, subject: null, body: 'I morgen.' },
    ]);
  });

  it('delivers what a committed transaction handed over', async () => {
    const s = await subject();
    const to = recipient();
    await s.db.transaction((tx) =>
      s.notifications.enqueue(s.ctx, { channel: 'sms', recipient: to, body: 'PIN-kode' }, tx),
    );
    expect(await mine(s, to)).toHaveLength(1);
  });

  it('delivers nothing of a transaction that rolled back (durable adapters)', async (test) => {
    const s = await subject();
    if (!s.transactional) test.skip();
    const to = recipient();
    await expect(
      s.db.transaction(async (tx) => {
        await s.notifications.enqueue(s.ctx, { channel: 'sms', recipient: to, body: 'aldri sendt' }, tx);
        throw new Error('the write that the notice tells of failed');
      }),
    ).rejects.toThrow('failed');
    expect(await mine(s, to)).toEqual([]);
  });
}

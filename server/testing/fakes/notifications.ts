// In-memory fake of the notifications port: keeps the notices handed over, for a test to read.
import type { Notice, Notifications } from '#server/ports/notifications.ts';

export interface FakeNotifications extends Notifications<unknown> {
  /** Every notice handed over, oldest first. */
  readonly sent: Notice[];
}

/**
 * Records at once: it cannot see the caller's transaction commit or roll back, so a test that needs
 * "nothing goes out when the write fails" uses the outbox adapter (the contract's transactional case).
 */
export function createFakeNotifications(): FakeNotifications {
  const sent: Notice[] = [];
  return {
    sent,
    enqueue(_ctx, notice) {
      sent.push({ ...notice, subject: notice.channel === 'email' ? (notice.subject ?? null) : null });
      return Promise.resolve();
    },
  };
}

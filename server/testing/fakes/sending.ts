// In-memory fakes of the sending ports (mail transport, SMS gateway): keep what was sent, fail on demand.
import {
  DeliveryError,
  type MailTransport,
  type OutgoingMail,
  type OutgoingSms,
  type SmsGateway,
} from '#server/ports/sending.ts';

interface Failing {
  /** The next `times` sends (default: all from now on) throw `error` instead of sending. */
  failWith(error: Error, times?: number): void;
  /** Every send tried, also those that failed. */
  readonly tries: number;
}

export interface FakeMailTransport extends MailTransport<unknown>, Failing {
  readonly sent: OutgoingMail[];
}

export interface FakeSmsGateway extends SmsGateway<unknown>, Failing {
  readonly sent: OutgoingSms[];
}

function failing<T>(sent: T[]) {
  let failure: { error: Error; left: number } | null = null;
  let tries = 0;
  return {
    get tries() {
      return tries;
    },
    failWith(error: Error, times = Infinity) {
      failure = { error, left: times };
    },
    send(_ctx: unknown, message: T): Promise<void> {
      tries++;
      if (failure && failure.left > 0) {
        failure.left--;
        return Promise.reject(failure.error);
      }
      // A fake that cannot see an address refuses the one kind nobody can have (RFC 2606), as the local mailbox does.
      const to = (message as { to: string }).to;
      if (/\.invalid$/i.test(to) || to === '+4700000000')
        return Promise.reject(new DeliveryError(`${to}: ukjent mottaker`, true));
      sent.push(message);
      return Promise.resolve();
    },
  };
}

export function createFakeMailTransport(): FakeMailTransport {
  const sent: OutgoingMail[] = [];
  return Object.assign(failing(sent), { sent });
}

export function createFakeSmsGateway(): FakeSmsGateway {
  const sent: OutgoingSms[] = [];
  return Object.assign(failing(sent), { sent });
}

// What every service receives: database, logger, configuration and the ports to outside systems (injected so tests
// choose per case what is real and what is fake; docs/decisions/024).
import type { Config } from '#server/config.ts';
import type { DatabaseAvailability } from '#server/db/availability.ts';
import type { Db } from '#server/db/client.ts';
import type { Log } from '#server/log.ts';
import type { Clock } from '#server/ports/clock.ts';
import type { JobSender } from '#server/ports/jobs.ts';
import type { LibrarySystem } from '#server/ports/library-system.ts';
import type { Notifications } from '#server/ports/notifications.ts';
import type { PaymentProvider } from '#server/ports/payments.ts';
import type { MailTransport, SmsGateway } from '#server/ports/sending.ts';
import type { SearchIndexSource, SearchProcess } from '#server/ports/search.ts';

/**
 * The outside systems. Their methods take the calling context first, like services, so a context copied with another
 * clock or database (`{ ...ctx, clock }`) reaches the built-in adapters too. services/ports.ts builds the defaults.
 */
export interface Ports {
  /** "now" comes from here, never from new Date() inside a service. */
  clock: Clock;
  /** Loans, renewals, reservations (default: the built-in circulation engine). */
  librarySystem: LibrarySystem<ServiceContext>;
  /** The payment terminal, or null when online payment is not offered (default: the test terminal when enabled). */
  payments: PaymentProvider<ServiceContext> | null;
  /** Mail and SMS to patrons (default: the outbox table, written in the caller's transaction). */
  notifications: Notifications<ServiceContext>;
  /** Where the outbox's sender sends e-mail (SMTP_URL, or the embedded SMTP server in development and demo mode); null: mail waits. */
  mailTransport: MailTransport<ServiceContext> | null;
  /** Where it sends SMS (SMS_GATEWAY_URL, or the local mailbox in development and demo mode); null: SMS wait. */
  smsGateway: SmsGateway<ServiceContext> | null;
}

export interface ServiceContext extends Ports {
  db: Db;
  log: Log;
  config: Config;
  /** Whether the database answers (503 while it does not); absent in tests that do not exercise it. */
  availability?: DatabaseAvailability;
  /** The search's in-memory facet index, when this process keeps one (docs/decisions/015); absent in most tests. */
  searchIndex?: SearchIndexSource;
  /** The machine's search process, which holds the index for every web process (PostgreSQL, docs/decisions/018). */
  searchProcess?: SearchProcess;
  /** The job queue, in a server process (docs/decisions/029); absent in tests and command-line tools that do not start one. */
  jobs?: JobSender;
}

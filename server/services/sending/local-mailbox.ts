// Development and demo mode (docs/decisions/030): an embedded SMTP server and an SMS sink take what the outbox sends
// and keep it, parsed, in dev_mailbox, where administrators open it on /dev/utboks. Nothing leaves the machine.
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { devMailbox } from '#server/db/schema.ts';
import type { Clock } from '#server/ports/clock.ts';
import { DeliveryError, type MailTransport, type SmsGateway } from '#server/ports/sending.ts';
import type { ServiceContext } from '../context.ts';
import { createSmtpTransport, type SmtpTransport } from './smtp-transport.ts';

interface MailboxContext {
  db: Db;
  clock: Clock;
}

/**
 * The local mailbox stands in for mail and SMS exactly where the demo's other test tools do (docs/decisions/021): in
 * development and tests, and in production on the demo library; a configured SMTP server or SMS gateway wins per channel.
 */
export function usesLocalMailbox(config: Config): boolean {
  return config.NODE_ENV !== 'production' || config.demoLibrary;
}

/** `<uuid@host>` → `uuid@host`, the form dev_mailbox keeps. */
const bareId = (id: string | undefined) => (id ? id.replace(/^<|>$/g, '') : null);
const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  a === undefined ? null : Array.isArray(a) ? a.map((x) => x.text).join(', ') : a.text;

export interface LocalMailbox {
  /** A transport to the embedded server, for ctx.mailTransport. */
  transport: SmtpTransport;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the embedded SMTP server on 127.0.0.1 (`port` 0: any free one, so two portals on one machine never share a
 * mailbox) and returns a transport to it. Mails are parsed with mailparser and stored in dev_mailbox.
 */
export async function startLocalMailbox(
  ctx: MailboxContext,
  options: { port: number; from: string },
): Promise<LocalMailbox> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Bibliotekets lokale postkasse (utvikling og demo)',
    size: 5 * 1024 * 1024,
    logger: false,
    // Like a real server, it refuses what cannot exist: a domain under .invalid (RFC 2606), for trying out a failed send.
    onRcptTo(address, _session, callback) {
      if (/\.invalid$/i.test(address.address)) {
        callback(Object.assign(new Error(`${address.address}: ukjent mottaker`), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await ctx.db.insert(devMailbox).values({
            channel: 'email',
            messageId: bareId(mail.messageId),
            sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : addresses(mail.from),
            recipient: session.envelope.rcptTo.map((r) => r.address).join(', ') || (addresses(mail.to) ?? ''),
            subject: mail.subject ?? null,
            text: mail.text ?? null,
            html: typeof mail.html === 'string' ? mail.html : null,
            receivedAt: ctx.clock(),
          });
        })
        .then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  // The web server keeps the process alive; a script that opened the context may end.
  server.server.unref();
  const port = (server.server.address() as AddressInfo).port;
  const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, options.from);
  return {
    transport,
    port,
    close: async () => {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The mail transport of development and demo mode: the embedded SMTP server starts with the first send, in the process
 * that sends (the outbox job's), on the database of that first caller; until then no port is taken. A server that cannot
 * start (LOCAL_SMTP_PORT taken) fails the send as worth another try, and the next send tries to start it again.
 */
export function createLocalMailTransport(options: { port: number; from: string }): MailTransport<MailboxContext> {
  let started: Promise<LocalMailbox> | null = null;
  return {
    async send(ctx, mail) {
      started ??= startLocalMailbox(ctx, options).catch((error: unknown) => {
        started = null;
        throw new DeliveryError(
          `Den innebygde SMTP-tjeneren startet ikke: ${error instanceof Error ? error.message : String(error)}`,
          false,
        );
      });
      await (await started).transport.send(ctx, mail);
    },
  };
}

/** The SMS sink of the local mailbox: an SMS "sent" is a dev_mailbox row with its reference. */
export const localSmsGateway: SmsGateway<MailboxContext> = {
  async send(ctx, sms) {
    await ctx.db
      .insert(devMailbox)
      .values({ channel: 'sms', messageId: sms.reference, recipient: sms.to, text: sms.text, receivedAt: ctx.clock() });
  },
};

interface ReceivedMessage {
  id: number;
  channel: 'email' | 'sms';
  messageId: string | null;
  sender: string | null;
  recipient: string;
  subject: string | null;
  text: string | null;
  html: string | null;
  receivedAt: string;
}

const present = (r: typeof devMailbox.$inferSelect): ReceivedMessage => ({
  ...r,
  receivedAt: r.receivedAt.toISOString(),
});

/** One received mail or SMS, or null. */
export async function readLocalMail(ctx: ServiceContext, id: number): Promise<ReceivedMessage | null> {
  const [row] = await ctx.db.select().from(devMailbox).where(eq(devMailbox.id, id));
  return row ? present(row) : null;
}

/** Where each channel goes with this configuration, for the staff page (defaultPorts chooses the same way). */
export function sendingSetup(config: Config): { email: 'smtp' | 'local' | null; sms: 'gateway' | 'local' | null } {
  const local = usesLocalMailbox(config);
  return {
    email: config.SMTP_URL ? 'smtp' : local ? 'local' : null,
    sms: config.SMS_GATEWAY_URL ? 'gateway' : local ? 'local' : null,
  };
}

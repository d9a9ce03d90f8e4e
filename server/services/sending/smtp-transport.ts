// The mail transport port's SMTP adapter (docs/decisions/030): nodemailer with a small connection pool.
import nodemailer from 'nodemailer';
import { DeliveryError, type MailTransport } from '#server/ports/sending.ts';

export interface SmtpTransport extends MailTransport<unknown> {
  /** Ends the pooled connections (tests, shutdown). */
  close(): void;
}

/** nodemailer marks SMTP 5xx answers permanent (`permanent`, `responseCode`); connection trouble is worth another try. */
function deliveryError(error: unknown): DeliveryError {
  const e = error as { message?: string; responseCode?: number; permanent?: boolean };
  const permanent =
    e.permanent === true || (typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600);
  return new DeliveryError(e.message ?? String(error), permanent);
}

/**
 * `url`: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. The given Message-ID is kept, so a
 * re-send after a crash is the same message to the receiving server and the patron's mail program.
 */
export function createSmtpTransport(url: string, from: string): SmtpTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    // A send must end well inside the sender's claim on its row (deliver-outbox.ts CLAIM_MS).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(_ctx, mail) {
      try {
        await transporter.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          messageId: mail.messageId,
        });
      } catch (error) {
        throw deliveryError(error);
      }
    },
    close: () => transporter.close(),
  };
}

// The sending ports (docs/decisions/030): the outbox's sender hands each notice to a mail transport or an SMS gateway.

/** An e-mail as the outbox sends it; `messageId` (`<uuid@domain>`) is the same on every attempt of one notice. */
export interface OutgoingMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** An SMS as the outbox sends it; `reference` (the notice's uuid) is the same on every attempt. */
export interface OutgoingSms {
  reference: string;
  to: string;
  text: string;
}

/**
 * A send that did not go through. `permanent`: the receiver refused it for good (an SMTP 5xx, a gateway's 4xx),
 * so trying again cannot help; otherwise the sender tries again later.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/**
 * Where e-mail goes (default: nodemailer over SMTP). `send` resolves once the server has taken the mail and throws
 * otherwise (a DeliveryError says whether for good). `Ctx` is the calling context, first as in every port (decision 024).
 */
export interface MailTransport<Ctx> {
  send(ctx: Ctx, mail: OutgoingMail): Promise<void>;
}

/** Where SMS go (default: an HTTP SMS gateway). Resolves once the gateway has accepted the message. */
export interface SmsGateway<Ctx> {
  send(ctx: Ctx, sms: OutgoingSms): Promise<void>;
}

// The default adapters of the service context's ports (services/context.ts): what runs unless a test or an operator chooses another.
import type { Config } from '#server/config.ts';
import { systemClock } from '#server/ports/clock.ts';
import { builtInLibrarySystem } from './circulation/built-in-library-system.ts';
import type { Ports } from './context.ts';
import { outboxNotifications } from './outbox.ts';
import { paymentProviderFor } from './payments/provider.ts';
import { createHttpSmsGateway } from './sending/http-sms-gateway.ts';
import { createLocalMailTransport, localSmsGateway, usesLocalMailbox } from './sending/local-mailbox.ts';
import { createSmtpTransport } from './sending/smtp-transport.ts';

export function defaultPorts(config: Config): Ports {
  return {
    clock: systemClock,
    librarySystem: builtInLibrarySystem,
    payments: paymentProviderFor(config),
    notifications: outboxNotifications,
    // Development and demo mode without SMTP_URL: the embedded SMTP server, read on /dev/utboks (docs/decisions/030).
    mailTransport: config.SMTP_URL
      ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
      : usesLocalMailbox(config)
        ? createLocalMailTransport({ port: config.LOCAL_SMTP_PORT, from: config.MAIL_FROM })
        : null,
    smsGateway: config.SMS_GATEWAY_URL
      ? createHttpSmsGateway({
          url: config.SMS_GATEWAY_URL,
          token: config.SMS_GATEWAY_TOKEN,
          sender: config.SMS_SENDER,
        })
      : usesLocalMailbox(config)
        ? localSmsGateway
        : null,
  };
}

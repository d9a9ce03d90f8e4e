// Contract tests of the sending ports (docs/decisions/030): the SMTP adapter against the embedded SMTP server, the HTTP
// SMS adapter against a stand-in gateway, the local SMS sink, and the fakes all pass the same suites.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { devMailbox } from '#server/db/schema.ts';
import { createHttpSmsGateway } from '#server/services/sending/http-sms-gateway.ts';
import { localSmsGateway, startLocalMailbox, type LocalMailbox } from '#server/services/sending/local-mailbox.ts';
import { createSmtpTransport } from '#server/services/sending/smtp-transport.ts';
import { mailTransportContract, smsGatewayContract } from '#server/testing/contracts/sending.ts';
import { createFakeMailTransport, createFakeSmsGateway } from '#server/testing/fakes/sending.ts';
import { startSmsGatewayStub, type SmsGatewayStub } from '#server/testing/sms-gateway-stub.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let mailbox: LocalMailbox;
let stub: SmsGatewayStub;
const from = 'Biblioteket <ikke-svar@bibliotek.example.no>';
beforeAll(async () => {
  t = await createTestApp();
  mailbox = await startLocalMailbox(t.services, { port: 0, from });
  stub = await startSmsGatewayStub();
});
afterAll(async () => {
  await mailbox.close();
  await stub.close();
  await t.close();
});

const mailboxRows = (channel: 'email' | 'sms', to: string) =>
  t.services.db
    .select()
    .from(devMailbox)
    .where(and(eq(devMailbox.channel, channel), eq(devMailbox.recipient, to)))
    .orderBy(devMailbox.id);

describe('mail transport: nodemailer over SMTP, to the embedded SMTP server', () => {
  mailTransportContract(async () => ({
    transport: mailbox.transport,
    ctx: t.services,
    received: async (to) =>
      (await mailboxRows('email', to)).map((r) => ({ messageId: r.messageId ?? '', subject: r.subject, text: r.text })),
    // Port 9 (discard) on this machine answers nobody: connection refused.
    unreachable: createSmtpTransport('smtp://127.0.0.1:9', from),
  }));
});
describe('mail transport: the fake', () => {
  mailTransportContract(async () => {
    const fake = createFakeMailTransport();
    const unreachable = createFakeMailTransport();
    unreachable.failWith(Object.assign(new Error('connect ECONNREFUSED'), { name: 'DeliveryError', permanent: false }));
    return {
      transport: fake,
      ctx: null,
      received: async (to) =>
        fake.sent.filter((m) => m.to === to).map((m) => ({ messageId: m.messageId, subject: m.subject, text: m.text })),
      unreachable,
    };
  });
});

describe('SMS gateway: HTTP, to a stand-in gateway', () => {
  smsGatewayContract(async () => ({
    gateway: createHttpSmsGateway({ url: stub.url, token: stub.token, sender: 'Biblioteket' }),
    ctx: null,
    received: async (to) =>
      stub.accepted.filter((m) => m.to === to).map((m) => ({ reference: m.reference, text: m.text })),
    refused: '+4700000000',
    unreachable: createHttpSmsGateway({ url: 'http://127.0.0.1:9/sms', sender: 'Biblioteket', timeoutMs: 2_000 }),
  }));
});
describe('SMS gateway: the local SMS sink (development and demo mode)', () => {
  smsGatewayContract(async () => ({
    gateway: localSmsGateway,
    ctx: t.services,
    received: async (to) => (await mailboxRows('sms', to)).map((r) => ({ reference: r.messageId ?? '', text: r.text })),
    // The sink cannot be unreachable; a gateway that cannot be reached stands in for the case.
    unreachable: createHttpSmsGateway({ url: 'http://127.0.0.1:9/sms', sender: 'Biblioteket', timeoutMs: 2_000 }),
  }));
});
describe('SMS gateway: the fake', () => {
  smsGatewayContract(async () => {
    const fake = createFakeSmsGateway();
    const unreachable = createFakeSmsGateway();
    unreachable.failWith(Object.assign(new Error('timeout'), { name: 'DeliveryError', permanent: false }));
    return {
      gateway: fake,
      ctx: null,
      received: async (to) =>
        fake.sent.filter((m) => m.to === to).map((m) => ({ reference: m.reference, text: m.text })),
      refused: '+4700000000',
      unreachable,
    };
  });
});

// The sending ports' contracts (docs/decisions/030): every mail transport and SMS gateway adapter passes these.
import { expect, it } from 'vitest';
import { DeliveryError, type MailTransport, type SmsGateway } from '#server/ports/sending.ts';

export interface MailTransportSubject<C> {
  transport: MailTransport<C>;
  ctx: C;
  /** What the receiving side holds for `to`, oldest first. */
  received(to: string): Promise<{ messageId: string; subject: string | null; text: string | null }[]>;
  /** A transport of the same kind whose server cannot be reached. */
  unreachable: MailTransport<C>;
}

export interface SmsGatewaySubject<C> {
  gateway: SmsGateway<C>;
  ctx: C;
  received(to: string): Promise<{ reference: string; text: string | null }[]>;
  /** A number the gateway refuses for good, when it checks numbers (the local sink does not). */
  refused?: string;
  /** A gateway of the same kind that cannot be reached. */
  unreachable: SmsGateway<C>;
}

const unique = () => Math.random().toString(36).slice(2);

export function mailTransportContract<C>(subject: () => Promise<MailTransportSubject<C>>): void {
  it('delivers a mail with the Message-ID, subject and text it was given', async () => {
    const s = await subject();
    const to = `kontrakt-${unique()}@example.no`;
    const messageId = `<${crypto.randomUUID()}@bibliotek.example.no>`;
    await s.transport.send(s.ctx, {
      messageId,
      to,
      subject: 'Klar til henting',
      text: 'Boka di er klar. Hentenummer 12.',
      html: '<p>Boka di er klar.</p>',
    });
    const got = await s.received(to);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ subject: 'Klar til henting' });
    expect(got[0].messageId.replace(/^<|>$/g, '')).toBe(messageId.replace(/^<|>$/g, ''));
    expect(got[0].text?.trim()).toBe('Boka di er klar. Hentenummer 12.');
  });

  it('sends a re-send under the same Message-ID, so the receiving side can tell it is the same message', async () => {
    const s = await subject();
    const to = `kontrakt-${unique()}@example.no`;
    const mail = {
      messageId: `<${crypto.randomUUID()}@bibliotek.example.no>`,
      to,
      subject: 'Kvittering',
      text: 'Takk.',
    };
    await s.transport.send(s.ctx, mail);
    await s.transport.send(s.ctx, mail);
    const ids = (await s.received(to)).map((m) => m.messageId.replace(/^<|>$/g, ''));
    expect(new Set(ids).size).toBeLessThanOrEqual(1);
  });

  it('refuses an address that cannot exist for good (a permanent DeliveryError)', async () => {
    const s = await subject();
    const sent = s.transport.send(s.ctx, {
      messageId: `<${crypto.randomUUID()}@bibliotek.example.no>`,
      to: 'ingen@finnes.invalid',
      subject: 'x',
      text: 'x',
    });
    await expect(sent).rejects.toBeInstanceOf(DeliveryError);
    await expect(sent).rejects.toMatchObject({ permanent: true });
  });

  it('fails a send it could not hand over as worth another try', async () => {
    const s = await subject();
    const sent = s.unreachable.send(s.ctx, {
      messageId: `<${crypto.randomUUID()}@bibliotek.example.no>`,
      to: 'kari@example.no',
      subject: 'x',
      text: 'x',
    });
    await expect(sent).rejects.toMatchObject({ name: 'DeliveryError', permanent: false });
  });
}

export function smsGatewayContract<C>(subject: () => Promise<SmsGatewaySubject<C>>): void {
  it('delivers an SMS with its reference and text', async () => {
    const s = await subject();
    const to = `+479${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const reference = crypto.randomUUID();
    await s.gateway.send(s.ctx, { reference, to, text: 'Boka di er klar til henting.' });
    expect(await s.received(to)).toEqual([{ reference, text: 'Boka di er klar til henting.' }]);
  });

  it('refuses a number for good when the gateway does (a permanent DeliveryError)', async (test) => {
    const s = await subject();
    if (!s.refused) test.skip();
    await expect(
      s.gateway.send(s.ctx, { reference: crypto.randomUUID(), to: s.refused ?? '', text: 'x' }),
    ).rejects.toMatchObject({ name: 'DeliveryError', permanent: true });
  });

  it('fails a send it could not hand over as worth another try', async () => {
    const s = await subject();
    await expect(
      s.unreachable.send(s.ctx, { reference: crypto.randomUUID(), to: '+4791234567', text: 'x' }),
    ).rejects.toMatchObject({ name: 'DeliveryError', permanent: false });
  });
}

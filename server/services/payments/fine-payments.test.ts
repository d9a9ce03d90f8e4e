// Fine payment against a fake terminal and fake notifications (server/testing/fakes): what the test terminal cannot
// do on demand — not answer — and the receipt read from the notices handed over instead of the outbox table.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema.ts';
import { createFine, createPatron } from '#server/testing/factories.ts';
import { createFakeNotifications } from '#server/testing/fakes/notifications.ts';
import { createFakePaymentTerminal } from '#server/testing/fakes/payments.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { processFinePayment, startFinePayment } from './fine-payments.ts';

const terminal = createFakePaymentTerminal('fake-merchant');
const notices = createFakeNotifications();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ports: { payments: terminal, notifications: notices } });
});
afterAll(async () => {
  await t.close();
});

describe('fine payment with a terminal that stops answering', () => {
  it('keeps the payment to be processed later, then pays once and hands over one receipt', async () => {
    const lars = await createPatron(t.services.db);
    const fine = await createFine(t.services.db, lars, { amountOre: 3_000 });
    const started = await startFinePayment(t.services, lars.id, [fine.id]);
    expect(started.merchantId).toBe('fake-merchant');
    expect(terminal.orders.get(started.transactionId)).toMatchObject({
      amountOre: fine.amountOre,
      currency: 'NOK',
      description: fine.reason,
    });

    terminal.answer(started.transactionId, 'OK');
    terminal.failWith(new Error('no answer within 30 s'));
    await expect(processFinePayment(t.services, lars.id, started.transactionId)).rejects.toMatchObject({
      code: 'payment_unavailable',
      transactionId: started.transactionId,
    });
    const [waiting] = await t.services.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, started.transactionId));
    expect(waiting.status).toBe('started');
    expect(notices.sent).toEqual([]);

    terminal.failWith(null);
    const paid = await processFinePayment(t.services, lars.id, started.transactionId);
    expect(paid).toMatchObject({ responseCode: 'OK', fineIds: [fine.id], amountOre: fine.amountOre });
    expect(notices.sent).toHaveLength(1);
    expect(paid.receipt).toEqual({ channel: notices.sent[0].channel, recipient: notices.sent[0].recipient });
    if (notices.sent[0].channel === 'email') expect(notices.sent[0].subject).toBe('Kvittering for betaling av gebyr');
    expect((await processFinePayment(t.services, lars.id, started.transactionId)).responseCode).toBe('98');
    expect(notices.sent).toHaveLength(1);
  });
});

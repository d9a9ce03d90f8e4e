// The payments port's contract: every terminal adapter (the test terminal, the fake, a real hosted terminal's test mode) passes these.
import { expect, it } from 'vitest';
import type { PaymentOrder, PaymentProvider } from '#server/ports/payments.ts';

export interface PaymentsSubject<C> {
  provider: PaymentProvider<C>;
  ctx: C;
  /** The customer's answer on the terminal's page. */
  answer(transactionId: string, answer: 'OK' | 'Cancel'): Promise<void>;
}

const order = (): PaymentOrder => ({
  orderNumber: `kontrakt-${Date.now()}`,
  amountOre: 4500,
  currency: 'NOK',
  description: 'Purregebyr',
  returnUrl: 'http://localhost:3000/min-side/betaling',
});

export function paymentsContract<C>(subject: () => Promise<PaymentsSubject<C>>): void {
  it('registers a payment that waits for the customer and captures nothing before they answer', async () => {
    const { provider, ctx } = await subject();
    const started = await provider.startPayment(ctx, order());
    expect(started).toMatchObject({
      merchantId: provider.merchantId,
      transactionId: expect.any(String),
      terminalUrl: expect.stringContaining(started.transactionId),
    });
    expect(await provider.queryPayment(ctx, started.transactionId)).toBe('pending');
    expect((await provider.processPayment(ctx, started.transactionId)).result).toBe('not_completed');
  });

  it('captures an authorised payment once: a second process call answers already_captured (SPEC §9 98)', async () => {
    const { provider, ctx, answer } = await subject();
    const { transactionId } = await provider.startPayment(ctx, order());
    await answer(transactionId, 'OK');
    expect(await provider.queryPayment(ctx, transactionId)).toBe('authorized');
    const first = await provider.processPayment(ctx, transactionId);
    expect(first).toMatchObject({ result: 'captured', responseCode: 'OK', authorizationId: expect.any(String) });
    expect(await provider.processPayment(ctx, transactionId)).toMatchObject({
      result: 'already_captured',
      responseCode: '98',
      authorizationId: first.authorizationId,
    });
    expect(await provider.queryPayment(ctx, transactionId)).toBe('captured');
    expect(await provider.releasePayment(ctx, transactionId)).toBe('captured');
  });

  it('takes nothing of a cancelled payment, and gives back an authorisation that is released', async () => {
    const { provider, ctx, answer } = await subject();
    const cancelled = await provider.startPayment(ctx, order());
    await answer(cancelled.transactionId, 'Cancel');
    await answer(cancelled.transactionId, 'OK');
    expect(await provider.queryPayment(ctx, cancelled.transactionId)).toBe('cancelled');
    expect((await provider.processPayment(ctx, cancelled.transactionId)).result).toBe('cancelled');

    const released = await provider.startPayment(ctx, order());
    await answer(released.transactionId, 'OK');
    expect(await provider.releasePayment(ctx, released.transactionId)).toBe('released');
    expect(await provider.releasePayment(ctx, released.transactionId)).toBe('released');
    expect((await provider.processPayment(ctx, released.transactionId)).result).not.toMatch(/captured/);
  });

  it('knows no transaction it did not register', async () => {
    const { provider, ctx } = await subject();
    expect(await provider.queryPayment(ctx, 'ukjent')).toBe('unknown');
    expect((await provider.processPayment(ctx, 'ukjent')).result).toBe('unknown');
  });
}

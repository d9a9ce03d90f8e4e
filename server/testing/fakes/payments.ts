// In-memory fake of the payments port: a terminal whose customer answers when the test says, with its books in a Map.
import { randomUUID } from 'node:crypto';
import { ALREADY_PROCESSED_CODE, PROCESSED_OK_CODE } from '#core/payments.ts';
import type { PaymentOrder, PaymentProvider, ProcessOutcome, TerminalStatus } from '#server/ports/payments.ts';

type FakeStatus = 'pending' | 'authorized' | 'cancelled' | 'captured' | 'released';

export interface FakePaymentTerminal extends PaymentProvider<unknown> {
  /** The customer's answer on the terminal page: OK authorises, Cancel cancels; only a pending transaction changes. */
  answer(transactionId: string, answer: 'OK' | 'Cancel'): void;
  /** What was ordered, by transaction id. */
  readonly orders: ReadonlyMap<string, PaymentOrder>;
  /** Makes the next calls throw, as a terminal that does not answer (null: answers again). */
  failWith(error: Error | null): void;
}

export function createFakePaymentTerminal(merchantId = 'fake-merchant'): FakePaymentTerminal {
  const orders = new Map<string, PaymentOrder>();
  const statuses = new Map<string, FakeStatus>();
  let failure: Error | null = null;
  const reachable = () => {
    if (failure) throw failure;
  };
  const outcome = (
    result: ProcessOutcome['result'],
    responseCode: string,
    transactionId: string | null = null,
  ): ProcessOutcome => ({
    result,
    responseCode,
    authorizationId: transactionId ? `auth-${transactionId.slice(0, 6)}` : null,
    batchNumber: transactionId ? '1' : null,
  });
  return {
    name: 'fake-terminal',
    merchantId,
    orders,
    answer(transactionId, answer) {
      if (statuses.get(transactionId) === 'pending')
        statuses.set(transactionId, answer === 'OK' ? 'authorized' : 'cancelled');
    },
    failWith(error) {
      failure = error;
    },
    startPayment(_ctx, order) {
      reachable();
      const transactionId = randomUUID().replaceAll('-', '');
      orders.set(transactionId, order);
      statuses.set(transactionId, 'pending');
      return Promise.resolve({ terminalUrl: `https://terminal.example/${transactionId}`, merchantId, transactionId });
    },
    queryPayment(_ctx, transactionId) {
      reachable();
      return Promise.resolve<TerminalStatus>(statuses.get(transactionId) ?? 'unknown');
    },
    processPayment(_ctx, transactionId) {
      reachable();
      const status = statuses.get(transactionId);
      if (status === 'authorized') {
        statuses.set(transactionId, 'captured');
        return Promise.resolve(outcome('captured', PROCESSED_OK_CODE, transactionId));
      }
      if (status === 'captured')
        return Promise.resolve(outcome('already_captured', ALREADY_PROCESSED_CODE, transactionId));
      if (status === 'cancelled') return Promise.resolve(outcome('cancelled', 'Cancel'));
      if (status === undefined) return Promise.resolve(outcome('unknown', 'NotFound'));
      return Promise.resolve(outcome('not_completed', 'NotCompleted'));
    },
    releasePayment(_ctx, transactionId) {
      reachable();
      if (statuses.get(transactionId) === 'authorized') statuses.set(transactionId, 'released');
      return Promise.resolve<TerminalStatus>(statuses.get(transactionId) ?? 'unknown');
    },
  };
}

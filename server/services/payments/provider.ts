// The payment terminal port (DESIGN §3, docs/decisions/011): a hosted terminal takes the card; we register, query and process.
import type { ServiceContext } from '../context.ts';
import { createTestTerminal } from './test-terminal.ts';

/** What we ask the terminal to charge. Only an amount and texts: card data never touches our server. */
export interface PaymentOrder {
  /** Our reference, shown by the terminal and kept in its books. */
  orderNumber: string;
  amountOre: number;
  currency: 'NOK';
  description: string;
  /** Where the terminal sends the browser back, adding status (OK|Cancel) and transactionId (SPEC §2 Payment return). */
  returnUrl: string;
}

/** SPEC §7 start-pay-fine answer. */
export interface StartedPayment {
  terminalUrl: string;
  merchantId: string;
  transactionId: string;
}

/** The terminal's view of a transaction. */
export type TerminalStatus = 'pending' | 'authorized' | 'cancelled' | 'captured' | 'released' | 'unknown';

/**
 * The result of processing (capturing) a transaction. `captured` took the money now;
 * `already_captured` means an earlier process call took it (response code '98', SPEC §9) — a provider
 * never captures twice. The other results take nothing.
 */
export interface ProcessOutcome {
  result: 'captured' | 'already_captured' | 'cancelled' | 'not_completed' | 'unknown';
  responseCode: string;
  authorizationId: string | null;
  batchNumber: string | null;
}

export interface PaymentProvider {
  /** Stored with each payment, so a payment is always processed by the provider that started it. */
  readonly name: string;
  readonly merchantId: string;
  startPayment(order: PaymentOrder): Promise<StartedPayment>;
  queryPayment(transactionId: string): Promise<TerminalStatus>;
  /** Idempotent: a second call for the same transaction answers already_captured and charges nothing. */
  processPayment(transactionId: string): Promise<ProcessOutcome>;
  /**
   * Gives back an authorisation that will never be captured (Netaxept: operation ANNUL), so the amount
   * no longer sits reserved on the patron's card. Idempotent; a captured transaction is left alone.
   */
  releasePayment(transactionId: string): Promise<TerminalStatus>;
}

/**
 * The configured provider: the built-in test terminal when enabled (development, tests and demo mode, docs/decisions/021;
 * TEST_TERMINAL_ENABLED decides when set), otherwise none — then fines are listed with where to pay, not payable online.
 * A real hosted terminal (e.g. Netaxept) is added here, chosen by its own settings (docs/decisions/011).
 */
export function paymentProviderFor(ctx: ServiceContext): PaymentProvider | null {
  return ctx.config.testTerminalEnabled ? createTestTerminal(ctx) : null;
}

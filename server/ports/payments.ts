// The payments port (DESIGN §3, docs/decisions/011): a hosted terminal takes the card; we register, query, capture and release.

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

/**
 * A payment terminal. `Ctx` is the calling service context (ports take it first, like services: the built-in
 * test terminal keeps its books in the caller's database; a type parameter keeps this file free of its imports).
 * Never called inside a database transaction (CONVENTIONS: an outside system).
 */
export interface PaymentProvider<Ctx> {
  /** Stored with each payment, so a payment is always processed by the provider that started it. */
  readonly name: string;
  readonly merchantId: string;
  startPayment(ctx: Ctx, order: PaymentOrder): Promise<StartedPayment>;
  queryPayment(ctx: Ctx, transactionId: string): Promise<TerminalStatus>;
  /** Idempotent: a second call for the same transaction answers already_captured and charges nothing. */
  processPayment(ctx: Ctx, transactionId: string): Promise<ProcessOutcome>;
  /**
   * Gives back an authorisation that will never be captured (Netaxept: operation ANNUL), so the amount
   * no longer sits reserved on the patron's card. Idempotent; a captured transaction is left alone.
   */
  releasePayment(ctx: Ctx, transactionId: string): Promise<TerminalStatus>;
}

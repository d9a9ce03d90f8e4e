// Fines and their payment (SPEC §4 Fine payment, §7 start-pay-fine / process-fine-payment, §8 payment failures, §9 '98').
import { and, arrayOverlaps, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { PaymentResponse } from '#core/contracts/account.ts';
import { AppError, type ErrorKind } from '#core/errors.ts';
import { ALREADY_PROCESSED_CODE, formatKroner, PROCESSED_OK_CODE, sumOre } from '#core/payments.ts';
import type { Tx } from '#server/db/client.ts';
import { fines, payments, users } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { bokmalErrorText, type CataloguedCode } from '../coded-error.ts';
import { composeNotice } from '../notices/compose.ts';
import { chosenChannels, sendComposed } from '../notices/send.ts';
import type { PaymentProvider, ProcessOutcome, StartedPayment } from '#server/ports/payments.ts';

/** Where the terminal sends the patron back (SPEC §2 Payment return; our route, docs/decisions/011). */
const PAYMENT_RETURN_PATH = '/min-side/betaling';

type PaymentFailureCode = Extract<CataloguedCode, `payment_${string}` | 'fine_not_found' | 'fine_already_paid'>;

/** SPEC §8: payment failures carry a message (errors:code.<code>) and a fineId or transactionId. */
export class PaymentFailure extends AppError {
  readonly fineId?: number;
  readonly transactionId?: string;

  constructor(kind: ErrorKind, code: PaymentFailureCode, ref: { fineId?: number; transactionId?: string }) {
    super(kind, code, bokmalErrorText(code));
    this.name = 'PaymentFailure';
    this.fineId = ref.fineId;
    this.transactionId = ref.transactionId;
  }
}

interface FineView {
  id: number;
  amountOre: number;
  amount: string;
  reason: string;
  createdAt: string;
  paidAt: string | null;
}

export interface PatronFines {
  unpaid: FineView[];
  paid: FineView[];
  unpaidTotalOre: number;
}

type FineRow = typeof fines.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

function presentFine(row: FineRow): FineView {
  return {
    id: row.id,
    amountOre: row.amountOre,
    amount: formatKroner(row.amountOre),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** The patron's fines: unpaid oldest first, paid newest first. */
export async function listFines(ctx: ServiceContext, userId: number): Promise<PatronFines> {
  const rows = await ctx.db.select().from(fines).where(eq(fines.userId, userId)).orderBy(fines.createdAt, fines.id);
  const unpaid = rows.filter((f) => f.paidAt === null);
  const paid = rows
    .filter((f) => f.paidAt !== null)
    .sort((a, b) => (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0));
  return {
    unpaid: unpaid.map(presentFine),
    paid: paid.map(presentFine),
    unpaidTotalOre: sumOre(unpaid.map((f) => f.amountOre)),
  };
}

/** Whether online payment is offered at all (a provider is configured). */
export function isPaymentAvailable(ctx: ServiceContext): boolean {
  return ctx.payments !== null;
}

/**
 * Starts paying the chosen fines (SPEC §7 start-pay-fine): registers the amount at the terminal and
 * records a started payment. Only the patron's own unpaid fines; another patron's fine is not found.
 * Throws PaymentFailure: payment_unavailable, fine_not_found (404), fine_already_paid (409).
 */
export async function startFinePayment(
  ctx: ServiceContext,
  userId: number,
  fineIds: readonly number[],
  provider: PaymentProvider<ServiceContext> | null = ctx.payments,
): Promise<StartedPayment> {
  if (!provider) throw new PaymentFailure('unavailable', 'payment_unavailable', { fineId: fineIds[0] });
  const ids = [...new Set(fineIds)];
  const rows = await ctx.db
    .select()
    .from(fines)
    .where(and(eq(fines.userId, userId), inArray(fines.id, ids)));
  const missing = ids.find((id) => !rows.some((f) => f.id === id));
  if (missing !== undefined) throw new PaymentFailure('not_found', 'fine_not_found', { fineId: missing });
  const paid = rows.find((f) => f.paidAt !== null);
  if (paid) throw new PaymentFailure('conflict', 'fine_already_paid', { fineId: paid.id });

  const amountOre = sumOre(rows.map((f) => f.amountOre));
  const now = ctx.clock();
  // The terminal is an outside system: called before, never inside, a database transaction (CONVENTIONS).
  const started = await provider.startPayment(ctx, {
    orderNumber: `gebyr-${userId}-${now.getTime()}`,
    amountOre,
    currency: 'NOK',
    description: rows
      .map((f) => f.reason)
      .join('; ')
      .slice(0, 200),
    returnUrl: `${ctx.config.publicUrl}${PAYMENT_RETURN_PATH}`,
  });
  await ctx.db.insert(payments).values({
    transactionId: started.transactionId,
    userId,
    fineIds: ids,
    amountOre,
    status: 'started',
    provider: provider.name,
    merchantId: started.merchantId,
    createdAt: now,
    updatedAt: now,
  });
  ctx.log.info({ userId, transactionId: started.transactionId, amountOre, fines: ids.length }, 'fine payment started');
  return started;
}

function presentPayment(row: PaymentRow, responseCode: string, receipt: PaymentResponse['receipt']): PaymentResponse {
  return {
    terminalUrl: null,
    merchantId: row.merchantId,
    transactionId: row.transactionId,
    responseCode,
    authorizationId: row.authorizationId,
    batchNumber: row.batchNumber,
    successfulExtends: [],
    amountOre: row.amountOre,
    fineIds: row.fineIds,
    receipt,
  };
}

async function lockPayment(tx: Tx, userId: number, transactionId: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.transactionId, transactionId), eq(payments.userId, userId)))
    .for('update');
  return row ?? null;
}

const notFound = (transactionId: string) => new PaymentFailure('not_found', 'payment_not_found', { transactionId });

function closedFailure(row: PaymentRow): PaymentFailure {
  return row.status === 'cancelled'
    ? new PaymentFailure('conflict', 'payment_cancelled', { transactionId: row.transactionId })
    : new PaymentFailure('conflict', 'payment_failed', { transactionId: row.transactionId });
}

/**
 * Processes a payment after the terminal said OK (SPEC §7 process-fine-payment). Idempotent: a payment
 * that is already paid answers responseCode '98' and nothing is charged or marked again. Parallel calls
 * for one payment end in exactly one paid payment: the payment row is locked, and the provider captures
 * at most once. Marking the fines paid, the payment paid and the receipt in the outbox is one transaction.
 * Throws PaymentFailure: payment_not_found (404), payment_cancelled, payment_not_completed,
 * payment_in_progress, fine_already_paid, payment_failed (409), payment_unavailable (503).
 */
export async function processFinePayment(
  ctx: ServiceContext,
  userId: number,
  transactionId: string,
  provider: PaymentProvider<ServiceContext> | null = ctx.payments,
): Promise<PaymentResponse> {
  // 1. Claim: lock the payment and its fines; refuse fines that another payment paid or is processing.
  const claim = await ctx.db.transaction(async (tx) => {
    const row = await lockPayment(tx, userId, transactionId);
    if (!row) return { kind: 'missing' as const };
    if (row.status === 'paid') return { kind: 'paid' as const, row };
    if (row.status === 'cancelled' || row.status === 'failed') return { kind: 'closed' as const, row };
    const fineRows = await tx
      .select()
      .from(fines)
      .where(inArray(fines.id, row.fineIds))
      .orderBy(fines.id)
      .for('update');
    const paidElsewhere = fineRows.find((f) => f.paidAt !== null);
    if (paidElsewhere) {
      await tx.update(payments).set({ status: 'failed', updatedAt: ctx.clock() }).where(eq(payments.id, row.id));
      return { kind: 'fine_paid' as const, fineId: paidElsewhere.id, row };
    }
    const [other] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(ne(payments.id, row.id), eq(payments.status, 'processing'), arrayOverlaps(payments.fineIds, row.fineIds)),
      )
      .limit(1);
    if (other) return { kind: 'busy' as const };
    if (row.status === 'started')
      await tx.update(payments).set({ status: 'processing', updatedAt: ctx.clock() }).where(eq(payments.id, row.id));
    return { kind: 'claimed' as const, row };
  });
  switch (claim.kind) {
    case 'missing':
      throw notFound(transactionId);
    case 'paid':
      return presentPayment(claim.row, ALREADY_PROCESSED_CODE, null);
    case 'closed':
      if (claim.row.status === 'failed') await releaseAuthorisation(ctx, provider, claim.row);
      throw closedFailure(claim.row);
    case 'fine_paid':
      await releaseAuthorisation(ctx, provider, claim.row);
      throw new PaymentFailure('conflict', 'fine_already_paid', {
        fineId: claim.fineId,
        transactionId,
      });
    case 'busy':
      throw new PaymentFailure('conflict', 'payment_in_progress', { transactionId });
    case 'claimed':
      break;
  }
  if (!provider || provider.name !== claim.row.provider) {
    await releaseClaim(ctx, claim.row.id);
    throw new PaymentFailure('unavailable', 'payment_unavailable', { transactionId });
  }

  // 2. Capture at the terminal, outside any transaction.
  let outcome: ProcessOutcome;
  try {
    outcome = await provider.processPayment(ctx, transactionId);
  } catch (err) {
    // The terminal did not answer: leave the payment as started so a later call can process it.
    await releaseClaim(ctx, claim.row.id);
    ctx.log.error({ err, transactionId }, 'payment terminal failed');
    throw new PaymentFailure('unavailable', 'payment_unavailable', { transactionId });
  }

  // 3. Record the outcome.
  const done = await ctx.db.transaction(async (tx) => {
    const row = await lockPayment(tx, userId, transactionId);
    if (!row) return { kind: 'missing' as const };
    if (row.status === 'paid') return { kind: 'already' as const, row };
    const now = ctx.clock();
    if (outcome.result === 'captured' || outcome.result === 'already_captured') {
      const [paidRow] = await tx
        .update(payments)
        .set({
          status: 'paid',
          responseCode: PROCESSED_OK_CODE,
          authorizationId: outcome.authorizationId,
          batchNumber: outcome.batchNumber,
          paidAt: now,
          updatedAt: now,
        })
        .where(eq(payments.id, row.id))
        .returning();
      const paidFines = await tx
        .update(fines)
        .set({ paidAt: now })
        .where(and(inArray(fines.id, row.fineIds), eq(fines.userId, userId), isNull(fines.paidAt)))
        .returning();
      const receipt = await writeReceipt(ctx, tx, userId, paidRow ?? row, paidFines, now);
      return { kind: 'paid' as const, row: paidRow ?? row, receipt };
    }
    const status =
      outcome.result === 'cancelled' ? 'cancelled' : outcome.result === 'not_completed' ? 'started' : 'failed';
    await tx
      .update(payments)
      .set({ status, responseCode: outcome.responseCode, updatedAt: now })
      .where(eq(payments.id, row.id));
    return { kind: 'unpaid' as const, status };
  });
  switch (done.kind) {
    case 'missing':
      throw notFound(transactionId);
    case 'already':
      return presentPayment(done.row, ALREADY_PROCESSED_CODE, null);
    case 'paid':
      ctx.log.info({ userId, transactionId, amountOre: done.row.amountOre }, 'fine payment processed');
      return presentPayment(done.row, PROCESSED_OK_CODE, done.receipt);
    case 'unpaid':
      if (done.status === 'cancelled') throw new PaymentFailure('conflict', 'payment_cancelled', { transactionId });
      if (done.status === 'started') throw new PaymentFailure('conflict', 'payment_not_completed', { transactionId });
      throw new PaymentFailure('conflict', 'payment_failed', { transactionId });
  }
}

/**
 * A payment that lost (its fine was paid by another) will never be captured: give its authorisation back
 * at the terminal, so the amount is not held on the patron's card until the bank lets it lapse. Called
 * outside any transaction; a terminal that does not answer is retried on the next process call.
 */
async function releaseAuthorisation(
  ctx: ServiceContext,
  provider: PaymentProvider<ServiceContext> | null,
  payment: PaymentRow,
): Promise<void> {
  if (!provider || provider.name !== payment.provider) return;
  try {
    await provider.releasePayment(ctx, payment.transactionId);
  } catch (err) {
    ctx.log.error({ err, transactionId: payment.transactionId }, 'payment authorisation not released');
  }
}

async function releaseClaim(ctx: ServiceContext, paymentId: number): Promise<void> {
  await ctx.db
    .update(payments)
    .set({ status: 'started', updatedAt: ctx.clock() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'processing')));
}

/**
 * The receipt (SPEC §4 receipt send), always sent (docs/decisions/033): to the patron's chosen channel, e-mail first,
 * and when they chose none they can be reached on, to their e-mail address, else their phone; in their notice language.
 */
async function writeReceipt(
  ctx: ServiceContext,
  tx: Tx,
  userId: number,
  payment: PaymentRow,
  paidFines: FineRow[],
  now: Date,
): Promise<PaymentResponse['receipt']> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const to = chosenChannels(user)[0] ?? chosenChannels({ ...user, receiveEmail: true, receiveSms: true })[0];
  if (!to) return null;
  const notice = composeNotice(
    {
      kind: 'fine_receipt',
      name: user.firstName,
      fines: paidFines.map((f) => ({ reason: f.reason, amountOre: f.amountOre })),
      amountOre: payment.amountOre,
      paidAt: now,
      transactionId: payment.transactionId,
      authorizationId: payment.authorizationId,
    },
    user.noticeLanguage,
    ctx.config.publicUrl,
  );
  await sendComposed(ctx, to, notice, tx);
  return to;
}

/**
 * The patron came back with Cancel (SPEC §4: Cancel means cancelled): when the terminal confirms it,
 * the payment is closed as cancelled; nothing is paid. Returns the payment's status, or null when unknown.
 */
export async function cancelFinePayment(
  ctx: ServiceContext,
  userId: number,
  transactionId: string,
  provider: PaymentProvider<ServiceContext> | null = ctx.payments,
): Promise<PaymentRow['status'] | null> {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.transactionId, transactionId), eq(payments.userId, userId)))
    .limit(1);
  if (!row) return null;
  if (row.status !== 'started' || !provider || provider.name !== row.provider) return row.status;
  if ((await provider.queryPayment(ctx, transactionId)) !== 'cancelled') return row.status;
  const [changed] = await ctx.db
    .update(payments)
    .set({ status: 'cancelled', responseCode: 'Cancel', updatedAt: ctx.clock() })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'started')))
    .returning({ status: payments.status });
  return changed?.status ?? row.status;
}

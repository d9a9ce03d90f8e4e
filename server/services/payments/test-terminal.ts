// The built-in test bank terminal (the embedded default PaymentProvider): a hosted-page look-alike with its own books.
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatIsoDate } from '#core/dates.ts';
import { ALREADY_PROCESSED_CODE, PROCESSED_OK_CODE } from '#core/payments.ts';
import { testTerminalTransactions } from '#server/db/schema.ts';
import type { Config } from '#server/config.ts';
import type {
  PaymentOrder,
  PaymentProvider,
  ProcessOutcome,
  StartedPayment,
  TerminalStatus,
} from '#server/ports/payments.ts';
import type { ServiceContext } from '../context.ts';

const TEST_TERMINAL_PATH = '/test-terminal';
const TEST_TERMINAL_PROVIDER = 'test-terminal';

export type TestTerminalTransaction = typeof testTerminalTransactions.$inferSelect;

/** What the terminal needs of the caller: it keeps its books in the caller's database. */
export type TerminalContext = Pick<ServiceContext, 'db' | 'clock' | 'config'>;

export function createTestTerminal(config: Pick<Config, 'PAYMENT_MERCHANT_ID'>): PaymentProvider<TerminalContext> {
  const merchantId = config.PAYMENT_MERCHANT_ID;
  return {
    name: TEST_TERMINAL_PROVIDER,
    merchantId,

    async startPayment(ctx, order: PaymentOrder): Promise<StartedPayment> {
      // Like Netaxept's Register: the terminal makes the transaction id.
      const transactionId = randomBytes(16).toString('hex');
      const now = ctx.clock();
      await ctx.db.insert(testTerminalTransactions).values({
        transactionId,
        merchantId,
        orderNumber: order.orderNumber,
        amountOre: order.amountOre,
        description: order.description,
        returnUrl: order.returnUrl,
        status: 'registered',
        createdAt: now,
        updatedAt: now,
      });
      return {
        terminalUrl: `${ctx.config.publicUrl}${TEST_TERMINAL_PATH}/${transactionId}`,
        merchantId,
        transactionId,
      };
    },

    queryPayment: (ctx, transactionId: string) => terminalStatus(ctx, transactionId),

    async processPayment(ctx, transactionId: string): Promise<ProcessOutcome> {
      // The conditional update is the bank's guarantee: of parallel calls, exactly one captures.
      const [captured] = await ctx.db
        .update(testTerminalTransactions)
        .set({
          status: 'captured',
          authorizationId: String(randomInt(100000, 1000000)),
          batchNumber: formatIsoDate(ctx.clock()).replaceAll('-', ''),
          updatedAt: ctx.clock(),
        })
        .where(
          and(
            eq(testTerminalTransactions.transactionId, transactionId),
            eq(testTerminalTransactions.status, 'authorized'),
          ),
        )
        .returning();
      if (captured)
        return {
          result: 'captured',
          responseCode: PROCESSED_OK_CODE,
          authorizationId: captured.authorizationId,
          batchNumber: captured.batchNumber,
        };
      const row = await findTerminalTransaction(ctx, transactionId);
      if (!row) return { result: 'unknown', responseCode: 'NotFound', authorizationId: null, batchNumber: null };
      if (row.status === 'captured') {
        return {
          result: 'already_captured',
          responseCode: ALREADY_PROCESSED_CODE,
          authorizationId: row.authorizationId,
          batchNumber: row.batchNumber,
        };
      }
      if (row.status === 'cancelled')
        return { result: 'cancelled', responseCode: 'Cancel', authorizationId: null, batchNumber: null };
      return { result: 'not_completed', responseCode: 'NotCompleted', authorizationId: null, batchNumber: null };
    },

    async releasePayment(ctx, transactionId: string): Promise<TerminalStatus> {
      // Only an authorisation can be given back; a capture that won a race stays captured.
      const [released] = await ctx.db
        .update(testTerminalTransactions)
        .set({ status: 'released', updatedAt: ctx.clock() })
        .where(
          and(
            eq(testTerminalTransactions.transactionId, transactionId),
            eq(testTerminalTransactions.status, 'authorized'),
          ),
        )
        .returning();
      return released ? 'released' : terminalStatus(ctx, transactionId);
    },
  };
}

async function terminalStatus(ctx: TerminalContext, transactionId: string): Promise<TerminalStatus> {
  const row = await findTerminalTransaction(ctx, transactionId);
  if (!row) return 'unknown';
  return row.status === 'registered' ? 'pending' : row.status;
}

export async function findTerminalTransaction(
  ctx: Pick<ServiceContext, 'db'>,
  transactionId: string,
): Promise<TestTerminalTransaction | null> {
  const [row] = await ctx.db
    .select()
    .from(testTerminalTransactions)
    .where(eq(testTerminalTransactions.transactionId, transactionId))
    .limit(1);
  return row ?? null;
}

/**
 * The customer's answer on the terminal page: OK authorizes, Cancel cancels. Only a registered
 * transaction changes; a second answer (double click, back button) keeps the first. Returns the
 * transaction as it now stands, or null when it does not exist.
 */
export async function answerTerminal(
  ctx: ServiceContext,
  transactionId: string,
  answer: 'OK' | 'Cancel',
): Promise<TestTerminalTransaction | null> {
  const [changed] = await ctx.db
    .update(testTerminalTransactions)
    .set({ status: answer === 'OK' ? 'authorized' : 'cancelled', updatedAt: ctx.clock() })
    .where(
      and(eq(testTerminalTransactions.transactionId, transactionId), eq(testTerminalTransactions.status, 'registered')),
    )
    .returning();
  return changed ?? (await findTerminalTransaction(ctx, transactionId));
}

/** The return address with the terminal's answer (SPEC §2 Payment return: status OK or Cancel plus transactionId). */
export function returnAddress(row: TestTerminalTransaction): string {
  const url = new URL(row.returnUrl);
  url.searchParams.set('status', row.status === 'cancelled' ? 'Cancel' : 'OK');
  url.searchParams.set('transactionId', row.transactionId);
  return url.toString();
}

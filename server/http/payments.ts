// /api/authorized/cicero fine payment (SPEC §7): start-pay-fine and process-fine-payment — always the logged-in patron's own fines.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { chosenFineIds, MAX_FINES_PER_PAYMENT } from '#core/payments.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { PaymentFailure, processFinePayment, startFinePayment } from '#server/services/payments/fine-payments.ts';
import { requireSession, type AuthEnv } from './auth-middleware.ts';
import { apiTranslator, appErrorMessage } from './errors.ts';
import { ErrorResponse, json, jsonBody } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

const unauthenticated = json(ErrorResponse, 'Not logged in (SPEC §8: 403 means unauthenticated → /logg-inn)');

/** SPEC §8: payment failures carry a message and a fineId or transactionId. */
const PaymentErrorResponse = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'fine_not_found' }),
      message: z.string(),
      fineId: z.number().int().optional(),
      transactionId: z.string().optional(),
    }),
  })
  .openapi('PaymentError');

const fineIdSchema = z.number().int().positive().max(2_147_483_647);
/**
 * SPEC §7 names {fineId}; a patron may also choose several fines at once with fineIds (our addition,
 * docs/decisions/011). Exactly one of the two.
 */
const StartPayFine = z
  .object({
    fineId: fineIdSchema.optional(),
    fineIds: z.array(fineIdSchema).min(1).max(MAX_FINES_PER_PAYMENT).optional(),
  })
  .strict()
  .refine((body) => (body.fineId === undefined) !== (body.fineIds === undefined), {
    params: { text: 'validation:fineIdOrFineIds' },
  })
  .openapi('StartPayFine');
const StartedPayment = z
  .object({ terminalUrl: z.string().url(), merchantId: z.string(), transactionId: z.string() })
  .openapi('StartedPayment');

const startRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'post',
  path: '/start-pay-fine',
  summary:
    "Start paying the patron's own unpaid fines (SPEC §4 Fine payment, §5: success is 200); the browser then goes to terminalUrl",
  request: jsonBody(StartPayFine),
  responses: {
    200: json(StartedPayment, 'Registered at the terminal'),
    400: json(ErrorResponse, 'Invalid body'),
    403: unauthenticated,
    404: json(PaymentErrorResponse, "fine_not_found: no such fine of this patron (also another patron's)"),
    409: json(PaymentErrorResponse, 'fine_already_paid'),
    503: json(PaymentErrorResponse, 'payment_unavailable: no payment terminal configured or reachable'),
  },
});

const transactionIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Ugyldig transaksjonsnummer');
const ProcessFinePayment = z.object({ transactionId: transactionIdSchema }).strict().openapi('ProcessFinePayment');
const PaymentResponse = z
  .object({
    terminalUrl: z.string().nullable(),
    merchantId: z.string(),
    transactionId: z.string(),
    responseCode: z
      .string()
      .openapi({ description: "'OK' when this call paid; '98' when already processed (SPEC §9)" }),
    authorizationId: z.string().nullable(),
    batchNumber: z.string().nullable(),
    successfulExtends: z.array(z.number().int()),
    amountOre: z.number().int(),
    fineIds: z.array(z.number().int()),
    receipt: z.object({ channel: z.enum(['email', 'sms']), recipient: z.string() }).nullable(),
  })
  .openapi('PaymentResponse');

const processRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'put',
  path: '/process-fine-payment',
  summary:
    'Process a payment after the terminal returned OK (SPEC §4); idempotent: a processed payment answers responseCode 98',
  request: jsonBody(ProcessFinePayment),
  responses: {
    200: json(PaymentResponse, 'Paid now (responseCode OK) or already processed (98)'),
    400: json(ErrorResponse, 'Invalid body'),
    403: unauthenticated,
    404: json(PaymentErrorResponse, "payment_not_found (also another patron's)"),
    409: json(
      PaymentErrorResponse,
      'payment_cancelled, payment_not_completed, payment_in_progress, fine_already_paid, payment_failed — nothing paid',
    ),
    503: json(PaymentErrorResponse, 'payment_unavailable'),
  },
});

function paymentError(c: Context, err: PaymentFailure) {
  const body = {
    error: {
      code: err.code,
      message: appErrorMessage(err, apiTranslator(c).language),
      ...(err.fineId !== undefined ? { fineId: err.fineId } : {}),
      ...(err.transactionId !== undefined ? { transactionId: err.transactionId } : {}),
    },
  };
  return c.json(body, err.status as ContentfulStatusCode);
}

export function paymentsRouter(ctx: ServiceContext) {
  const app = new OpenAPIHono<AuthEnv>({ defaultHook: validationHook });

  app.openapi(startRoute, async (c) => {
    try {
      const started = await startFinePayment(ctx, c.get('session').userId, chosenFineIds(c.req.valid('json')));
      return c.json(started, 200);
    } catch (err) {
      if (err instanceof PaymentFailure) return paymentError(c, err) as never;
      throw err;
    }
  });

  app.openapi(processRoute, async (c) => {
    try {
      return c.json(await processFinePayment(ctx, c.get('session').userId, c.req.valid('json').transactionId), 200);
    } catch (err) {
      if (err instanceof PaymentFailure) return paymentError(c, err) as never;
      throw err;
    }
  });

  return app;
}

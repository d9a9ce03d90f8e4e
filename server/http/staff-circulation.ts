// /api/staff/circulation (EMPLOYEE, DEICH_ADMIN): the desk (check out, check in, mark copies) and picking lists.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { ServiceContext } from '#server/services/context.ts';
import { MARKABLE_STATUSES } from '#core/circulation.ts';
import { checkinItem, checkoutItem, expireReservations, markItem } from '#server/services/circulation/desk.ts';
import { markPicked, pickingList } from '#server/services/circulation/picking.ts';
import { requireStaff, type AuthEnv } from './auth-middleware.ts';
import { TitleFields } from './circulation.ts';
import { ErrorResponse, json, jsonBody, rowId, rowIdParam } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

const errors = {
  400: json(ErrorResponse, 'Invalid input'),
  403: json(ErrorResponse, 'Not logged in, or not staff'),
  404: json(ErrorResponse, 'Unknown copy, card, library or reservation'),
  409: json(ErrorResponse, 'Refused by the circulation rules'),
};
const barcode = z.string().trim().min(1, 'Skriv inn strekkoden').max(40);

const Placement = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('shelved') }),
  z.object({ outcome: z.literal('picking'), reservationId: z.number().int() }),
  z.object({ outcome: z.literal('in_transit'), reservationId: z.number().int(), pickupLibraryId: z.number().int() }),
  z.object({ outcome: z.literal('ready_for_pickup'), reservationId: z.number().int(), pickupNumber: z.string() }),
]);

const checkoutRoute = createRoute({
  middleware: [requireStaff()] as const,
  method: 'post',
  path: '/checkout',
  summary: 'Lend a copy to a card holder; collects their reservation of it',
  request: jsonBody(
    z.object({ barcode, cardNumber: z.string().trim().min(1, 'Skriv inn lånekortnummeret').max(20) }).strict(),
  ),
  responses: {
    200: json(
      z.object({
        loanId: z.number().int(),
        dueDate: z.string(),
        title: z.string(),
        barcode: z.string(),
        collectedReservationId: z.number().int().nullable(),
      }),
      'Lent',
    ),
    ...errors,
  },
});

const checkinRoute = createRoute({
  middleware: [requireStaff()] as const,
  method: 'post',
  path: '/checkin',
  summary:
    'A copy handed in at a branch: ends its loan (overdue fine by the rules) and gives it to the reservation queue',
  request: jsonBody(z.object({ barcode, libraryId: rowId('Ugyldig bibliotek') }).strict()),
  responses: {
    200: json(
      z.object({
        barcode: z.string(),
        title: z.string(),
        returnedLoanId: z.number().int().nullable(),
        fineOre: z.number().int(),
        placement: Placement,
        pickupLibraryName: z.string().nullable(),
      }),
      'Checked in',
    ),
    ...errors,
  },
});

const markRoute = createRoute({
  middleware: [requireStaff()] as const,
  method: 'post',
  path: '/items/{barcode}/status',
  summary: 'Mark a copy lost, discarded or found (available)',
  request: { params: z.object({ barcode }), ...jsonBody(z.object({ status: z.enum(MARKABLE_STATUSES) }).strict()) },
  responses: { 200: json(z.object({ barcode: z.string(), status: z.string() }), 'Marked'), ...errors },
});

const PickingLine = z.object({
  ...TitleFields,
  reservationId: z.number().int(),
  barcode: z.string(),
  shelfLocation: z.string(),
  pickupLibraryName: z.string(),
  sendToOtherBranch: z.boolean(),
  reservedAt: z.string(),
});

const pickingRoute = createRoute({
  middleware: [requireStaff()] as const,
  method: 'get',
  path: '/picking-lists/{libraryId}',
  summary: "A branch's picking list, in shelf order",
  request: { params: z.object({ libraryId: rowIdParam('Ugyldig bibliotek') }) },
  responses: { 200: json(z.array(PickingLine), 'Lines'), ...errors },
});

const pickedRoute = createRoute({
  middleware: [requireStaff()] as const,
  method: 'post',
  path: '/picking/{reservationId}/picked',
  summary: 'The copy was fetched from the shelf: to the pickup shelf here, or in transit to the pickup branch',
  request: { params: z.object({ reservationId: rowIdParam('Ugyldig bestilling') }) },
  responses: { 200: json(Placement, 'Moved towards pickup'), ...errors },
});

const expireRoute = createRoute({
  middleware: [requireStaff()] as const,
  method: 'post',
  path: '/expire-reservations',
  summary: 'Close reservations past their pickup deadline or expiry date (also run by the server every hour)',
  responses: { 200: json(z.object({ expired: z.number().int() }), 'Expired'), ...errors },
});

export function staffCirculationRouter(ctx: ServiceContext) {
  const app = new OpenAPIHono<AuthEnv>({ defaultHook: validationHook });
  app.openapi(checkoutRoute, async (c) => c.json(await checkoutItem(ctx, c.req.valid('json')), 200));
  app.openapi(checkinRoute, async (c) => c.json(await checkinItem(ctx, c.req.valid('json')), 200));
  app.openapi(markRoute, async (c) =>
    c.json(await markItem(ctx, { barcode: c.req.valid('param').barcode, status: c.req.valid('json').status }), 200),
  );
  app.openapi(pickingRoute, async (c) => c.json(await pickingList(ctx, c.req.valid('param').libraryId), 200));
  app.openapi(pickedRoute, async (c) => c.json(await markPicked(ctx, c.req.valid('param').reservationId), 200));
  app.openapi(expireRoute, async (c) => c.json({ expired: await expireReservations(ctx) }, 200));
  return app;
}

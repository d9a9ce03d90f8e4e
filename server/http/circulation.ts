// /api/authorized/cicero circulation calls (SPEC §7): loans, renewals, history, reservations, inter-library requests — the patron's own only.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { RenewalResult as RenewalOutcome } from '#core/contracts/circulation.ts';
import type { CatalogueT } from '#core/i18n/translator.ts';
import { RENEWAL_DENIAL_PRIORITY, RENEWAL_ERROR_CODES, renewalDenialKey } from '#core/renewal.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { listDigitalLoans } from '#server/services/circulation/digital.ts';
import {
  deleteLoanHistory,
  listLoanHistory,
  listLoans,
  renewLoansOrRefuse,
} from '#server/services/circulation/loans.ts';
import {
  cancelReservation,
  createIllRequest,
  createReservation,
  listReservations,
  updateReservation,
} from '#server/services/circulation/reservations.ts';
import { requireSession, type AuthEnv } from './auth-middleware.ts';
import { apiTranslator } from './errors.ts';
import { ErrorResponse, json, jsonBody, rowId, rowIdParam } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

const unauthenticated = json(ErrorResponse, 'Not logged in (SPEC §8: 403 → /logg-inn)');
const notFound = json(ErrorResponse, "Unknown id, or another patron's");
const invalid = json(ErrorResponse, 'Invalid body, with a Norwegian message');
const refused = json(ErrorResponse, 'Refused by the circulation rules; error.code picks the SPEC §8 message');

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Datoen må skrives som åååå-mm-dd');
const recordId = z.string().trim().min(1, 'Mangler recordId').max(100);
const libraryId = z.string().trim().min(1, 'Velg en henteavdeling').max(50);

/** The title fields every loan, reservation and picking line carries (server/services/circulation/titles.ts). */
export const TitleFields = {
  recordId: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  mediaType: z.string(),
  coverUrl: z.string().nullable(),
  workPath: z.string(),
};
const RenewalCode = z.enum([...RENEWAL_DENIAL_PRIORITY, ...Object.values(RENEWAL_ERROR_CODES)]);
const Standing = z.object({
  block: z.enum(['blockStatus', 'fines']).nullable(),
  unpaidFinesOre: z.number().int(),
  fineLimitOre: z.number().int(),
});
const Loan = z
  .object({
    ...TitleFields,
    loanDetails: z.object({ loanId: z.number().int(), dueDate: isoDate }),
    loanedAt: z.string(),
    renewals: z.number().int(),
    maxRenewals: z.number().int(),
    remote: z.boolean(),
    overdue: z.boolean(),
    barcode: z.string(),
    branch: z.string(),
    denials: z.array(RenewalCode),
    renewableFrom: isoDate.nullable(),
  })
  .openapi('Loan');
const ReminderCase = z.object({
  loanId: z.number().int(),
  title: z.string(),
  dueDate: isoDate,
  daysOverdue: z.number().int(),
});
const LoansState = z
  .object({
    loans: z.array(Loan),
    remoteLoans: z.array(Loan),
    purresaker: z.array(ReminderCase),
    kemnersaker: z.array(ReminderCase),
    purreId: z.string().nullable(),
    standing: Standing,
  })
  .openapi('LoansState');
const RenewalResult = z
  .object({
    loanDetails: z.object({ loanId: z.number().int(), dueDate: isoDate }),
    renewalStatus: z.enum(['renewed', 'denied']),
    denials: z.array(RenewalCode),
    message: z.string().nullable(),
  })
  .openapi('RenewalResult');
const HistoricalLoan = z.object({
  ...TitleFields,
  loanId: z.number().int(),
  loanedAt: z.string(),
  returnedAt: z.string(),
});
const HistoryPage = z
  .object({
    keepLoanHistory: z.boolean(),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    loans: z.array(HistoricalLoan),
  })
  .openapi('LoanHistory');
const Reservation = z
  .object({
    ...TitleFields,
    id: z.number().int(),
    reservationId: z.number().int(),
    libraryId: z.string().nullable(),
    LibraryId: z.string().nullable(),
    libraryName: z.string(),
    status: z.string(),
    activationDate: isoDate.nullable(),
    expiryDate: isoDate.nullable(),
    createdAt: z.string(),
    suspended: z.boolean(),
    remote: z.boolean(),
    queuePosition: z.number().int().nullable(),
    queueLength: z.number().int().nullable(),
    estimatedWaitDays: z.number().int().nullable(),
    pickupNumber: z.string().nullable(),
    pickupDeadline: isoDate.nullable(),
    format: z.string(),
    publicationYear: z.number().int().nullable(),
    groupId: z.number().int().nullable().openapi({
      description: '"Reserver første ledige": the reservations of one group of editions share it (decision 034)',
    }),
  })
  .openapi('Reservation');
const ReservationsState = z
  .object({
    pickups: z.array(Reservation),
    reservations: z.array(Reservation),
    remoteReservations: z.array(Reservation),
    plannedPause: z
      .object({ from: isoDate, until: isoDate })
      .nullable()
      .openapi({ description: 'A pause of all reservations that starts later (decision 034)' }),
  })
  .openapi('ReservationsState');
const DigitalLoan = z
  .object({
    id: z.string(),
    provider: z.string(),
    title: z.string(),
    author: z.string().nullable(),
    format: z.enum(['e-bok', 'e-lydbok']),
    loanedAt: z.string(),
    expiresAt: z.string(),
    url: z.string(),
  })
  .openapi('DigitalLoan');

const loansRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'get',
  path: '/loans',
  summary: "The patron's loans (SPEC §3 profile state loans), no-cache",
  responses: { 200: json(LoansState, 'Loans'), 403: unauthenticated },
});

const renewRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'post',
  path: '/renew',
  summary:
    'Renew loans (SPEC §7: JSON list of loan ids); each loan gets its new due date or its denial codes (SPEC §4). One loan that is refused answers 409 with the reason (decision 022)',
  request: jsonBody(
    z
      .array(rowId('Ugyldig lån'))
      .min(1, 'Velg minst ett lån å fornye')
      .max(200, 'Du kan fornye høyst 200 lån om gangen')
      .openapi('RenewRequest', { example: [12, 13] }),
  ),
  responses: {
    200: json(z.array(RenewalResult), 'One result per loan'),
    400: invalid,
    403: unauthenticated,
    404: notFound,
    409: refused,
  },
});

const historyRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'get',
  path: '/historicalloans',
  summary: 'Loan history, kept only while the patron has opted in (settings keepLoanHistory); 20 per page',
  request: {
    query: z.object({ page: z.coerce.number().int().min(1, 'Siden må være 1 eller mer').max(10_000).default(1) }),
  },
  responses: { 200: json(HistoryPage, 'History page'), 400: invalid, 403: unauthenticated },
});

const deleteHistoryRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'delete',
  path: '/historicalloans',
  summary: 'Delete the whole loan history',
  responses: { 200: json(z.object({ deleted: z.number().int() }), 'Deleted'), 403: unauthenticated },
});

const deleteHistoryEntryRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'delete',
  path: '/historicalloans/{loanId}',
  summary: 'Delete one entry of the loan history',
  request: { params: z.object({ loanId: rowIdParam('Ugyldig lån') }) },
  responses: {
    200: json(z.object({ deleted: z.number().int() }), 'Deleted'),
    400: invalid,
    403: unauthenticated,
    404: notFound,
  },
});

const reservationsRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'get',
  path: '/reservations',
  summary: "The patron's reservations (SPEC §3: pickups, reservations, remoteReservations), no-cache",
  responses: { 200: json(ReservationsState, 'Reservations'), 403: unauthenticated },
});

const reserveRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'post',
  path: '/reservations',
  summary:
    'Reserve a title for pickup at a branch (SPEC §5: recordId and libraryId required; libraryId is the ciceroId)',
  request: jsonBody(z.object({ recordId, libraryId }).strict().openapi('ReserveRequest')),
  responses: { 200: json(Reservation, 'Reserved'), 400: invalid, 403: unauthenticated, 404: notFound, 409: refused },
});

const changeRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'put',
  path: '/reservations',
  summary:
    "Change pickup branch, expiry date, or suspend (activationDate set) / resume (null) — SPEC §4, §7; a group's reservation changes the whole group",
  request: jsonBody(
    z
      .object({
        reservationId: rowId('Ugyldig bestilling'),
        libraryId,
        activationDate: isoDate.nullable(),
        expiryDate: isoDate.nullable(),
      })
      .strict()
      .openapi('ReservationChange'),
  ),
  responses: {
    200: json(
      z.object({ reservation: Reservation, changed: z.array(z.enum(['libraryId', 'activationDate', 'expiryDate'])) }),
      'Changed',
    ),
    400: invalid,
    403: unauthenticated,
    404: notFound,
    409: refused,
  },
});

const cancelRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'delete',
  path: '/reservations',
  summary:
    "Cancel a reservation (SPEC §7 body {reservationId}); a group's reservation (groupId) cancels the whole group",
  request: jsonBody(
    z
      .object({ reservationId: rowId('Ugyldig bestilling') })
      .strict()
      .openapi('CancelReservation'),
  ),
  responses: {
    200: json(z.object({ ok: z.literal(true) }), 'Cancelled'),
    400: invalid,
    403: unauthenticated,
    404: notFound,
  },
});

const illRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'post',
  path: '/illrequests',
  summary:
    'Inter-library (remote) request for oneself (SPEC §5: recordId and userId; refused when not approved for remote)',
  request: jsonBody(
    z
      .object({ recordId, userId: z.union([z.string(), z.number().int()]).transform(String) })
      .strict()
      .openapi('IllRequest'),
  ),
  responses: { 200: json(Reservation, 'Requested'), 400: invalid, 403: unauthenticated, 404: notFound, 409: refused },
});

const digitalRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'get',
  path: '/digital-loans',
  summary: "The patron's e-book and e-audiobook loans from the digital provider",
  responses: { 200: json(z.array(DigitalLoan), 'Digital loans'), 403: unauthenticated },
});

/** Each refused loan's reason in the language asked for (decision 028): the same text as a single refusal's 409. */
function worded(results: readonly RenewalOutcome[], t: CatalogueT): RenewalOutcome[] {
  return results.map((r) => (r.renewalStatus === 'denied' ? { ...r, message: t(renewalDenialKey(r.denials)) } : r));
}

export function circulationRouter(ctx: ServiceContext) {
  const app = new OpenAPIHono<AuthEnv>({ defaultHook: validationHook });
  const me = (c: { get: (key: 'session') => { userId: number } }) => c.get('session').userId;

  app.openapi(loansRoute, async (c) => c.json(await listLoans(ctx, me(c)), 200));
  app.openapi(renewRoute, async (c) => {
    const results = await renewLoansOrRefuse(ctx, me(c), c.req.valid('json'));
    return c.json(worded(results, apiTranslator(c).t), 200);
  });
  app.openapi(historyRoute, async (c) => c.json(await listLoanHistory(ctx, me(c), c.req.valid('query').page), 200));
  app.openapi(deleteHistoryRoute, async (c) => c.json(await deleteLoanHistory(ctx, me(c)), 200));
  app.openapi(deleteHistoryEntryRoute, async (c) =>
    c.json(await deleteLoanHistory(ctx, me(c), c.req.valid('param').loanId), 200),
  );
  app.openapi(reservationsRoute, async (c) => c.json(await listReservations(ctx, me(c)), 200));
  app.openapi(reserveRoute, async (c) => c.json(await createReservation(ctx, me(c), c.req.valid('json')), 200));
  app.openapi(changeRoute, async (c) => c.json(await updateReservation(ctx, me(c), c.req.valid('json')), 200));
  app.openapi(cancelRoute, async (c) => {
    await cancelReservation(ctx, me(c), c.req.valid('json').reservationId);
    return c.json({ ok: true as const }, 200);
  });
  app.openapi(illRoute, async (c) => c.json(await createIllRequest(ctx, me(c), c.req.valid('json')), 200));
  app.openapi(digitalRoute, async (c) => c.json(await listDigitalLoans(ctx, me(c)), 200));
  return app;
}

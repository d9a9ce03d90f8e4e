// /api/authorized/patron-data (issue #20 point 7): the logged-in patron's loan history as CSV, everything held about them as JSON,
// and deleting the account. There is no id in any path: each call answers for the session's own patron only.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { formatIsoDate } from '#core/dates.ts';
import { loanHistoryCsv, refusalText, type DeletionRefusal } from '#core/patron-data.ts';
import type { Language } from '#core/i18n/languages.ts';
import type { CatalogueT } from '#core/i18n/translator.ts';
import type { ServiceContext } from '#server/services/context.ts';
import {
  accountDeletionCheck,
  AccountDeletionRefused,
  deleteAccount,
  exportPersonalData,
  loanHistoryRows,
} from '#server/services/patron-data.ts';
import { requireSession, type AuthEnv } from './auth-middleware.ts';
import { apiTranslator } from './errors.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

const unauthenticated = json(ErrorResponse, 'Not logged in (SPEC §8: 403 → /logg-inn)');

const Refusal = z
  .object({ reason: z.enum(['loans', 'pickups', 'fines', 'staff']), count: z.number().int(), message: z.string() })
  .openapi('AccountDeletionRefusal');
const DeletionState = z
  .object({ allowed: z.boolean(), refusals: z.array(Refusal), waitingReservations: z.number().int() })
  .openapi('AccountDeletionState');
const Refused = z
  .object({
    error: z.object({ code: z.literal('account_deletion_refused'), message: z.string() }),
    refusals: z.array(Refusal),
  })
  .openapi('AccountDeletionRefused');

const historyCsvRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'get',
  path: '/loan-history.csv',
  summary: 'The loan history as CSV (semicolons, UTF-8 with BOM, dates in Oslo time, formulas defused), as a download',
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, 403: unauthenticated },
});

const exportRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'get',
  path: '/export',
  summary: 'Everything the portal holds about the patron, as one JSON document (GDPR art. 15 and 20), as a download',
  responses: { 200: json(z.record(z.string(), z.unknown()), 'The personal-data document'), 403: unauthenticated },
});

const deletionStateRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'get',
  path: '/account',
  summary: 'Whether the account may be deleted now, and why not',
  responses: { 200: json(DeletionState, 'Deletion state'), 403: unauthenticated },
});

const deleteRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'delete',
  path: '/account',
  summary:
    'Deletes (anonymises) the account and logs out; refused while loans, copies set aside or unpaid fines are open',
  responses: {
    200: json(z.object({ deleted: z.literal(true) }), 'Deleted, logged out'),
    403: unauthenticated,
    409: json(Refused, 'Refused, with the reasons'),
  },
});

const presentRefusals = (
  { t, language }: { t: CatalogueT; language: Language },
  refusals: readonly DeletionRefusal[],
) => refusals.map((r) => ({ reason: r.blocker, count: r.count, message: refusalText(t, r, language) }));

export function patronDataRouter(ctx: ServiceContext) {
  const app = new OpenAPIHono<AuthEnv>({ defaultHook: validationHook });

  app.openapi(historyCsvRoute, async (c) => {
    const rows = await loanHistoryRows(ctx, c.get('session').userId);
    const csv = loanHistoryCsv(apiTranslator(c).t, rows);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="lanehistorikk-${formatIsoDate(ctx.clock())}.csv"`,
    });
  });

  app.openapi(exportRoute, async (c) => {
    const document = await exportPersonalData(ctx, c.get('session').userId);
    c.header('Content-Disposition', `attachment; filename="mine-data-${formatIsoDate(ctx.clock())}.json"`);
    return c.json(document, 200);
  });

  app.openapi(deletionStateRoute, async (c) => {
    const check = await accountDeletionCheck(ctx, c.get('session').userId);
    return c.json(
      {
        allowed: check.refusals.length === 0,
        refusals: presentRefusals(apiTranslator(c), check.refusals),
        waitingReservations: check.waitingReservations,
      },
      200,
    );
  });

  app.openapi(deleteRoute, async (c) => {
    const { t, language } = apiTranslator(c);
    try {
      await deleteAccount(ctx, c.get('session').userId);
    } catch (err) {
      if (err instanceof AccountDeletionRefused) {
        return c.json(
          {
            error: { code: 'account_deletion_refused' as const, message: t('errors:code.account_deletion_refused') },
            refusals: presentRefusals({ t, language }, err.refusals),
          },
          409,
        );
      }
      throw err;
    }
    c.get('auth').commitLogout();
    return c.json({ deleted: true as const }, 200);
  });

  return app;
}

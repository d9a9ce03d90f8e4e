// /min-side/historikk.csv (issue #20 point 7): the patron's own loan history as a spreadsheet download, from /min-side/historikk.
import { formatIsoDate } from '#core/dates.ts';
import { loanHistoryCsv } from '#core/patron-data.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { requireSession } from '#app/session.server.ts';
import { loanHistoryRows } from './min-side.data.server.ts';
import type { Route } from './+types/min-side.historikk-csv';

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireSession(context, request);
  const csv = loanHistoryCsv(requestTranslator(request), await loanHistoryRows(context.services, session.userId));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="lanehistorikk-${formatIsoDate(context.services.clock())}.csv"`,
      'Cache-Control': 'no-store, private',
    },
  });
}

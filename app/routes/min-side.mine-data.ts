// /min-side/mine-data.json (issue #20 point 7): everything the library holds about the patron, as one JSON download (GDPR art. 15, 20).
import { formatIsoDate } from '#core/dates.ts';
import { requireSession } from '#app/session.server.ts';
import { exportPersonalData } from './min-side.data.server.ts';
import type { Route } from './+types/min-side.mine-data';

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireSession(context, request);
  const document = await exportPersonalData(context.services, session.userId);
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="mine-data-${formatIsoDate(context.services.clock())}.json"`,
      'Cache-Control': 'no-store, private',
    },
  });
}

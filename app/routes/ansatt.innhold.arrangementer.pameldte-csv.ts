// /ansatt/innhold/arrangementer/{id}/pameldte.csv (issue #21): the attendee and waitlist list as a spreadsheet, for staff only.
import { attendeesCsv } from './ansatt.innhold.arrangementer.pameldte.server.ts';
import { formItemId, requireContentStaff, rethrowAsStatus } from '#app/features/content-admin/staff-access.server.ts';
import { notFound } from '#app/lib/responses.ts';
import type { Route } from './+types/ansatt.innhold.arrangementer.pameldte-csv';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'event');
  const id = formItemId(params.eventId);
  if (id === null) notFound();
  try {
    const { filename, csv } = await attendeesCsv(context.services, actor, id);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (err) {
    rethrowAsStatus(err);
  }
}

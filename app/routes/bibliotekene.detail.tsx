// /bibliotekene/{librarySlug}: one branch with address and this week's hours (SPEC §2); unknown slugs 404.
import { formatDate, formatOpeningHours, norwegianWeekdayName, weekStart } from '#core/dates.ts';
import { addDays } from '#core/opening-hours.ts';
import { findLibraryBySlug, openingHoursBetween } from '#server/services/libraries.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/bibliotekene.detail';

export async function loader({ params, context }: Route.LoaderArgs) {
  const library = await findLibraryBySlug(context.services, params.librarySlug);
  if (!library) notFound();
  const monday = weekStart(context.services.clock());
  const hours = await openingHoursBetween(context.services, [library.id], monday, addDays(monday, 6));
  return { library, week: hours.get(library.id) ?? [] };
}

export const meta = ({ data }: Route.MetaArgs) => [{ title: pageTitle(data?.library.name) }];

export default function Library({ loaderData: { library, week } }: Route.ComponentProps) {
  return (
    <article className="page">
      <h1 className="page-heading">{library.name}</h1>
      <p className="lead">{library.description}</p>
      <h2>Adresse og kontakt</h2>
      <address>
        {library.address}, {library.postalCode} {library.city}
        {library.phone && <><br />Telefon: {library.phone}</>}
        {library.email && <><br />E-post: <a href={`mailto:${library.email}`}>{library.email}</a></>}
      </address>
      <h2>Åpningstider denne uken</h2>
      <table className="hours-table">
        <thead>
          <tr>
            <th scope="col">Dag</th>
            <th scope="col">Åpent</th>
            <th scope="col">Betjent</th>
          </tr>
        </thead>
        <tbody>
          {week.map((row) => (
            <tr key={row.date}>
              <th scope="row">
                {norwegianWeekdayName(row.dayOfWeek)} {formatDate(row.date)}
                {row.exceptionReason && <span className="muted"> ({row.exceptionReason})</span>}
              </th>
              <td>{formatOpeningHours(row)}</td>
              <td>{row.isOpen ? formatOpeningHours({ isOpen: true, openFrom: row.mannedFrom, openTo: row.mannedTo }) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {library.merapentOnlyWithOslonokkel && <p>Meråpent bare med Oslonøkkelen (15 år og eldre).</p>}
    </article>
  );
}

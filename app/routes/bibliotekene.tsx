// /bibliotekene: every branch with today's opening hours (SPEC §2).
import { Link } from 'react-router';
import { formatIsoDate, formatOpeningHours } from '#core/dates.ts';
import { listLibraries } from '#server/services/libraries.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/bibliotekene';

export async function loader({ context }: Route.LoaderArgs) {
  const today = formatIsoDate(context.services.clock());
  const libraries = await listLibraries(context.services, { includeOpeningHours: true });
  return {
    libraries: libraries.map((library) => {
      const todayRow = library.openingHours?.find((row) => row.date === today);
      return {
        id: library.id,
        slug: library.slug,
        name: library.name,
        address: library.address,
        todayHours: todayRow ? formatOpeningHours(todayRow) : null,
        merapentOnlyWithOslonokkel: library.merapentOnlyWithOslonokkel,
      };
    }),
  };
}

export const meta = () => [{ title: pageTitle('Bibliotekene') }];

export default function Libraries({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1 className="page-heading">Bibliotekene</h1>
      <ul className="card-list">
        {loaderData.libraries.map((library) => (
          <li key={library.id} className="card">
            <h2>
              <Link to={`/bibliotekene/${library.slug}`}>{library.name}</Link>
            </h2>
            <p>{library.address}</p>
            {library.todayHours && <p>I dag: {library.todayHours}</p>}
            {library.merapentOnlyWithOslonokkel && <p>Meråpent med Oslonøkkelen (15 år og eldre).</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

// /bibliotekene: every branch with today's opening hours, whether it is open now, and its meråpent rules (SPEC §2, §6).
import { Link } from 'react-router';
import { formatOpeningHours } from '#core/dates.ts';
import { listLibrariesToday } from './bibliotekene.server.ts';
import { dayName } from '#app/features/opening-hours/hours-table.tsx';
import { OpeningHoursButton } from '#app/features/opening-hours/opening-hours-modal.tsx';
import { openingHoursTexts as texts } from '#app/features/opening-hours/opening-hours-texts.ts';
import { seoMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/bibliotekene';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('hours');

export async function loader({ context }: Route.LoaderArgs) {
  const { libraries } = await listLibrariesToday(context.services);
  return {
    libraries: libraries.map(({ library, today, openNow, nextOpen }) => ({
      id: library.id,
      slug: library.slug,
      name: library.name,
      address: `${library.address}, ${library.postalCode} ${library.city}`,
      todayHours: today ? formatOpeningHours(today) : null,
      todayReason: today?.exceptionReason ?? null,
      openNow,
      nextOpen: nextOpen ? texts.nextOpen(dayName(nextOpen).toLowerCase(), formatOpeningHours(nextOpen)) : null,
      extendedOpeningHours: library.extendedOpeningHours,
      merapentOnlyWithOslonokkel: library.merapentOnlyWithOslonokkel,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: 'Bibliotekene', description: 'Alle bibliotekene i Oslo med adresse og dagens åpningstider.', canonicalPath: '/bibliotekene' });

const openNowText = { manned: texts.openNowManned, unmanned: texts.openNowUnmanned, closed: texts.closedNow } as const;

export default function Libraries({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1 className="page-heading">Bibliotekene</h1>
      <p className="lead">Finn ditt nærmeste bibliotek, se når det er åpent, og hva du kan gjøre der.</p>
      <ul className="card-list library-cards">
        {loaderData.libraries.map((library) => (
          <li key={library.id} className="card library-card">
            <h2>
              <Link to={`/bibliotekene/${library.slug}`}>{library.name}</Link>
            </h2>
            <p className="library-card__address">{library.address}</p>
            <p className={`open-now open-now--${library.openNow}`}>{openNowText[library.openNow]}</p>
            {library.todayHours && (
              <p className="library-card__today">
                {texts.today}: {library.todayHours}
                {library.todayReason && <span className="hours-table__note">{library.todayReason}</span>}
              </p>
            )}
            {library.nextOpen && <p className="muted">{library.nextOpen}</p>}
            {library.merapentOnlyWithOslonokkel ? (
              <p className="library-card__note">{texts.oslonokkel}</p>
            ) : (
              library.extendedOpeningHours && <p className="library-card__note">{texts.extendedHours}</p>
            )}
            <OpeningHoursButton library={library} />
          </li>
        ))}
      </ul>
    </div>
  );
}

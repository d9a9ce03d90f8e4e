// Today's opening hours of a few branches on the home page (SPEC §2 Opening hours display: 'Stengt' or 'HH:MM - HH:MM').
import { Link } from 'react-router';
import { norwegianWeekdayName, formatOpeningHours } from '#core/dates.ts';
import type { HomeLibraryHours } from '#core/contracts/libraries.ts';
import type { OpenState, OpeningHoursRow } from '#core/opening-hours.ts';
import { homeTexts } from './home-texts.ts';
import { HomeSection } from './home-section.tsx';

const t = homeTexts.hours;

const stateText: Record<OpenState, string> = { manned: t.openNowManned, unmanned: t.openNowUnmanned, closed: t.closedNow };

/** Manned hours are worth a line only when they differ from the opening hours (meråpent libraries). */
function mannedLine(row: OpeningHoursRow): string | null {
  if (!row.isOpen || !row.mannedFrom || !row.mannedTo) return null;
  if (row.mannedFrom === row.openFrom && row.mannedTo === row.openTo) return null;
  return t.manned(formatOpeningHours({ isOpen: true, openFrom: row.mannedFrom, openTo: row.mannedTo }));
}

export function HomeOpeningHours({ libraries }: { libraries: readonly HomeLibraryHours[] }) {
  if (libraries.length === 0) return null;
  return (
    <HomeSection id="hjem-apningstider" title={t.title} moreHref="/bibliotekene" moreText={t.all} className="home-section--hours">
      <table className="home-hours">
        <thead>
          <tr>
            <th scope="col">{t.library}</th>
            <th scope="col">{t.hoursToday}</th>
            <th scope="col">{t.state}</th>
          </tr>
        </thead>
        <tbody>
          {libraries.map((library) => {
            const manned = library.today ? mannedLine(library.today) : null;
            return (
              <tr key={library.id}>
                <th scope="row">
                  <Link to={`/bibliotekene/${library.slug}`}>{library.name}</Link>
                </th>
                <td>
                  {library.today?.isOpen ? formatOpeningHours(library.today) : t.closedToday}
                  {manned && <span className="home-hours__manned">{manned}</span>}
                  {!library.today?.isOpen && library.nextOpen && (
                    <span className="home-hours__manned">{t.nextOpen(norwegianWeekdayName(library.nextOpen.dayOfWeek), formatOpeningHours(library.nextOpen))}</span>
                  )}
                </td>
                <td>
                  <span className={`home-hours__state home-hours__state--${library.openNow}`}>{stateText[library.openNow]}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </HomeSection>
  );
}

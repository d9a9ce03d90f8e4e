// Today's opening hours of a few branches on the home page (SPEC §2 Opening hours display: 'Stengt' or 'HH:MM - HH:MM').
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatOpeningHours } from '#core/dates.ts';
import type { HomeLibraryHours } from '#core/contracts/libraries.ts';
import type { OpenState, OpeningHoursRow } from '#core/opening-hours.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { useWeekdayName } from '#app/features/opening-hours/hours-table.tsx';
import { HomeSection } from './home-section.tsx';

const STATE_KEYS = {
  manned: 'openNowManned',
  unmanned: 'openNowUnmanned',
  closed: 'closedNow',
} as const satisfies Record<OpenState, string>;

/** Manned hours are worth a line only when they differ from the opening hours (meråpent libraries). */
function mannedLine(row: OpeningHoursRow): { isOpen: true; openFrom: string; openTo: string } | null {
  if (!row.isOpen || !row.mannedFrom || !row.mannedTo) return null;
  if (row.mannedFrom === row.openFrom && row.mannedTo === row.openTo) return null;
  return { isOpen: true, openFrom: row.mannedFrom, openTo: row.mannedTo };
}

export function HomeOpeningHours({ libraries }: { libraries: readonly HomeLibraryHours[] }) {
  const { t } = useTranslation('site', { keyPrefix: 'home.hours' });
  const language = useLanguage();
  const weekdayName = useWeekdayName();
  if (libraries.length === 0) return null;
  return (
    <HomeSection
      id="hjem-apningstider"
      title={t('title')}
      moreHref="/bibliotekene"
      moreText={t('all')}
      className="home-section--hours"
    >
      <table className="home-hours">
        <thead>
          <tr>
            <th scope="col">{t('library')}</th>
            <th scope="col">{t('hoursToday')}</th>
            <th scope="col">{t('state')}</th>
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
                  {library.today?.isOpen ? formatOpeningHours(library.today, language) : t('closedToday')}
                  {manned && (
                    <span className="home-hours__manned">
                      {t('manned', { hours: formatOpeningHours(manned, language) })}
                    </span>
                  )}
                  {!library.today?.isOpen && library.nextOpen && (
                    <span className="home-hours__manned">
                      {t('nextOpen', {
                        day: weekdayName(library.nextOpen.dayOfWeek),
                        hours: formatOpeningHours(library.nextOpen, language),
                      })}
                    </span>
                  )}
                </td>
                <td>
                  <span className={`home-hours__state home-hours__state--${library.openNow}`}>
                    {t(STATE_KEYS[library.openNow])}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </HomeSection>
  );
}

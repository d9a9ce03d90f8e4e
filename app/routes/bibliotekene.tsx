// /bibliotekene: every branch with today's opening hours, whether it is open now, and its meråpent rules (SPEC §2, §6).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatOpeningHours } from '#core/dates.ts';
import { listLibrariesToday } from './bibliotekene.server.ts';
import { useDayName } from '#app/features/opening-hours/hours-table.tsx';
import { OpeningHoursButton } from '#app/features/opening-hours/opening-hours-modal.tsx';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { seoMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/bibliotekene';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('hours');

/** The page's texts come from the catalogue (decision 028). */
export const handle = { translated: true, i18n: ['site'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { libraries } = await listLibrariesToday(context.services);
  const t = requestTranslator(request);
  return {
    title: t('site:libraries.title'),
    description: t('site:libraries.metaDescription'),
    libraries: libraries.map(({ library, today, openNow, nextOpen }) => ({
      id: library.id,
      slug: library.slug,
      name: library.name,
      address: `${library.address}, ${library.postalCode} ${library.city}`,
      today: today ? { isOpen: today.isOpen, openFrom: today.openFrom, openTo: today.openTo } : null,
      todayReason: today?.exceptionReason ?? null,
      openNow,
      nextOpen: nextOpen
        ? {
            isOpen: nextOpen.isOpen,
            openFrom: nextOpen.openFrom,
            openTo: nextOpen.openTo,
            dayOfWeek: nextOpen.dayOfWeek,
            date: nextOpen.date,
          }
        : null,
      extendedOpeningHours: library.extendedOpeningHours,
      merapentOnlyWithOslonokkel: library.merapentOnlyWithOslonokkel,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(matches, { title: loaderData?.title, description: loaderData?.description, canonicalPath: '/bibliotekene' });

const OPEN_NOW_KEYS = { manned: 'openNowManned', unmanned: 'openNowUnmanned', closed: 'closedNow' } as const;

export default function Libraries({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  const language = useLanguage();
  const dataLang = useDataLang();
  const dayName = useDayName();
  return (
    <div className="page">
      <h1 className="page-heading">{t('libraries.title')}</h1>
      <p className="lead">{t('libraries.lead')}</p>
      <ul className="card-list library-cards">
        {loaderData.libraries.map((library) => (
          <li key={library.id} className="card library-card">
            <h2>
              <Link to={`/bibliotekene/${library.slug}`}>{library.name}</Link>
            </h2>
            <p className="library-card__address">{library.address}</p>
            <p className={`open-now open-now--${library.openNow}`}>{t(`hours.${OPEN_NOW_KEYS[library.openNow]}`)}</p>
            {library.today && (
              <p className="library-card__today">
                {t('hours.today')}: {formatOpeningHours(library.today, language)}
                {library.todayReason && (
                  <span className="hours-table__note" lang={dataLang}>
                    {library.todayReason}
                  </span>
                )}
              </p>
            )}
            {library.nextOpen && (
              <p className="muted">
                {t('hours.nextOpen', {
                  day: dayName(library.nextOpen),
                  hours: formatOpeningHours(library.nextOpen, language),
                })}
              </p>
            )}
            {library.merapentOnlyWithOslonokkel ? (
              <p className="library-card__note">{t('hours.oslonokkel')}</p>
            ) : (
              library.extendedOpeningHours && <p className="library-card__note">{t('hours.extendedHours')}</p>
            )}
            <OpeningHoursButton library={library} />
          </li>
        ))}
      </ul>
    </div>
  );
}

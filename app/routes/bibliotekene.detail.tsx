// /bibliotekene/{librarySlug}: address and contact, the week's hours (manned and meråpent), services, upcoming events, facilities (SPEC §2).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canGoToPreviousWeek, formatDate, formatIsoDate, weekStart } from '#core/dates.ts';
import { isIsoDate, NO_EVENT_FILTERS } from '#core/events.ts';
import { addDays } from '#core/opening-hours.ts';
import { libraryStructuredData, structuredHoursWindow } from '#core/structured-data.ts';
import {
  searchEvents,
  findLibraryBySlug,
  listServicesAtLibrary,
  openingHoursBetween,
} from './bibliotekene.detail.server.ts';
import { EventList } from '#app/features/events/event-card.tsx';
import { HoursTable } from '#app/features/opening-hours/hours-table.tsx';
import { OpeningHoursButton } from '#app/features/opening-hours/opening-hours-modal.tsx';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { notFound } from '#app/lib/responses.ts';
import { JsonLd } from '#app/components/json-ld.tsx';
import { seoMeta, usePublicOrigin } from '#app/lib/seo.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/bibliotekene.detail';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('hours', 'events');

/** The page's texts come from the catalogue (decision 028); the library's own texts are data in bokmål. */
export const handle = { translated: true, i18n: ['site', 'events', 'vocabulary'] };

/** Upcoming events shown on a library's page. */
const UPCOMING_EVENTS = 4;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const library = await findLibraryBySlug(context.services, params.librarySlug);
  if (!library) notFound();
  const now = context.services.clock();
  const today = formatIsoDate(now);
  // ?uke=yyyy-MM-dd shows another week without JavaScript; never before the current week (SPEC §2).
  const asked = new URL(request.url).searchParams.get('uke');
  const monday = weekStart(asked && isIsoDate(asked) && asked > today ? asked : today);
  // Search engines get the coming weeks' hours (the regular week and its exceptions) from today, whichever week is shown.
  const ahead = structuredHoursWindow(today);
  const [hours, hoursAhead, services, events] = await Promise.all([
    openingHoursBetween(context.services, [library.id], monday, addDays(monday, 6)),
    openingHoursBetween(context.services, [library.id], ahead.start, ahead.end),
    listServicesAtLibrary(context.services, library.id),
    searchEvents(context.services, { filters: NO_EVENT_FILTERS, branchName: library.name, pageSize: UPCOMING_EVENTS }),
  ]);
  return {
    library: {
      id: library.id,
      slug: library.slug,
      name: library.name,
      description: library.description,
      address: library.address,
      postalCode: library.postalCode,
      city: library.city,
      phone: library.phone,
      email: library.email,
      facilities: library.facilities,
      extendedOpeningHours: library.extendedOpeningHours,
      merapentOnlyWithOslonokkel: library.merapentOnlyWithOslonokkel,
      imageUrl: library.imageUrl,
    },
    today,
    now: now.toISOString(),
    monday,
    week: hours.get(library.id) ?? [],
    hoursAhead: hoursAhead.get(library.id) ?? [],
    services,
    events: events.searchResults,
    eventTotal: events.total,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: data.library.name,
        description: data.library.description,
        // One address per library: the week shown (?uke=) is a view of the same page.
        canonicalPath: `/bibliotekene/${data.library.slug}`,
        image: data.library.imageUrl,
        imageAlt: data.library.imageUrl ? data.library.name : undefined,
        largeImage: true,
      })
    : [{ title: pageTitle() }];

export default function Library({ loaderData }: Route.ComponentProps) {
  const { library, today, now, monday, week, hoursAhead, services, events, eventTotal } = loaderData;
  const origin = usePublicOrigin();
  const { t } = useTranslation('site');
  const { t: te } = useTranslation('events', { keyPrefix: 'page' });
  const language = useLanguage();
  const dataLang = useDataLang();
  const base = `/bibliotekene/${library.slug}`;
  const previous = addDays(monday, -7);
  const weekLabel = `${formatDate(monday, language)}–${formatDate(addDays(monday, 6), language)}`;
  return (
    <article className="page library-page">
      <h1 className="page-heading">{library.name}</h1>
      <p className="lead" lang={dataLang}>
        {library.description}
      </p>
      <div className="library-page__layout">
        <section id="apningstider" aria-labelledby="library-hours" className="library-page__hours">
          <h2 id="library-hours">{t('hours.title')}</h2>
          <nav className="week-nav" aria-label={t('hours.weekNav')}>
            {canGoToPreviousWeek(monday, today) ? (
              <Link className="button button--secondary" to={`${base}?uke=${previous}#apningstider`} preventScrollReset>
                {t('hours.previousWeek')}
              </Link>
            ) : (
              <span className="button button--secondary week-nav__disabled" aria-disabled="true">
                {t('hours.previousWeek')}
              </span>
            )}
            <p className="week-nav__label">{weekLabel}</p>
            <Link
              className="button button--secondary"
              to={`${base}?uke=${addDays(monday, 7)}#apningstider`}
              preventScrollReset
            >
              {t('hours.nextWeek')}
            </Link>
          </nav>
          <HoursTable rows={week} today={today} caption={`${t('hours.title')} ${weekLabel}`} />
          {library.merapentOnlyWithOslonokkel ? (
            <p className="library-card__note">{t('hours.oslonokkel')}</p>
          ) : (
            library.extendedOpeningHours && <p className="library-card__note">{t('hours.extendedHours')}</p>
          )}
          <OpeningHoursButton library={library} />
        </section>
        <section aria-labelledby="library-contact" className="library-page__contact">
          <h2 id="library-contact">{t('libraries.contact')}</h2>
          <address>
            {library.address}, {library.postalCode} {library.city}
            {library.phone && (
              <>
                <br />
                {t('libraries.phone')} <a href={`tel:${library.phone.replace(/\s/g, '')}`}>{library.phone}</a>
              </>
            )}
            {library.email && (
              <>
                <br />
                {t('libraries.email')} <a href={`mailto:${library.email}`}>{library.email}</a>
              </>
            )}
          </address>
          {library.facilities.length > 0 && (
            <>
              <h2>{t('libraries.facilities')}</h2>
              <ul className="facility-list" lang={dataLang}>
                {library.facilities.map((facility) => (
                  <li key={facility}>{facility}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
      <section aria-labelledby="library-events" className="library-page__events">
        <h2 id="library-events">{te('upcomingAt', { library: library.name })}</h2>
        {events.length > 0 ? <EventList events={events} now={now} /> : <p>{te('noUpcomingAt')}</p>}
        {eventTotal > events.length && (
          <p>
            <Link to={`/hva-skjer?branch=${encodeURIComponent(library.name)}`}>
              {te('allAt', { library: library.name })}
            </Link>
          </p>
        )}
      </section>
      {services.length > 0 && (
        <section aria-labelledby="library-services">
          <h2 id="library-services">{t('libraries.servicesAt', { library: library.name })}</h2>
          <ul className="card-list">
            {services.map((service) => (
              <li key={service.id} className="card">
                <h3 lang={dataLang}>
                  <Link to={`/vi-tilbyr/${service.id}`}>{service.title}</Link>
                </h3>
                <p className="muted" lang={dataLang}>
                  {service.serviceForm}
                </p>
                <p lang={dataLang}>{service.lead}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {origin && <JsonLd data={libraryStructuredData(origin, { ...library, path: base }, hoursAhead)} />}
    </article>
  );
}

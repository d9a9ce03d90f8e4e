// /bibliotekene/{librarySlug}: address and contact, the week's hours (manned and meråpent), services, upcoming events, facilities (SPEC §2).
import { Link } from 'react-router';
import { canGoToPreviousWeek, formatDate, formatIsoDate, weekStart } from '#core/dates.ts';
import { isIsoDate, NO_EVENT_FILTERS } from '#core/events.ts';
import { addDays } from '#core/opening-hours.ts';
import { libraryStructuredData, structuredHoursWindow } from '#core/structured-data.ts';
import { searchEvents, findLibraryBySlug, listServicesAtLibrary, openingHoursBetween } from './bibliotekene.detail.server.ts';
import { EventList } from '#app/features/events/event-card.tsx';
import { eventTexts } from '#app/features/events/event-texts.ts';
import { HoursTable } from '#app/features/opening-hours/hours-table.tsx';
import { OpeningHoursButton } from '#app/features/opening-hours/opening-hours-modal.tsx';
import { openingHoursTexts as texts } from '#app/features/opening-hours/opening-hours-texts.ts';
import { notFound } from '#app/lib/responses.ts';
import { JsonLd } from '#app/components/json-ld.tsx';
import { seoMeta, usePublicOrigin } from '#app/lib/seo.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/bibliotekene.detail';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('hours', 'events');

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
  const base = `/bibliotekene/${library.slug}`;
  const previous = addDays(monday, -7);
  const weekLabel = `${formatDate(monday)}–${formatDate(addDays(monday, 6))}`;
  return (
    <article className="page library-page">
      <h1 className="page-heading">{library.name}</h1>
      <p className="lead">{library.description}</p>
      <div className="library-page__layout">
        <section id="apningstider" aria-labelledby="library-hours" className="library-page__hours">
          <h2 id="library-hours">{texts.title}</h2>
          <nav className="week-nav" aria-label="Uke">
            {canGoToPreviousWeek(monday, today) ? (
              <Link className="button button--secondary" to={`${base}?uke=${previous}#apningstider`} preventScrollReset>
                {texts.previousWeek}
              </Link>
            ) : (
              <span className="button button--secondary week-nav__disabled" aria-disabled="true">
                {texts.previousWeek}
              </span>
            )}
            <p className="week-nav__label">{weekLabel}</p>
            <Link className="button button--secondary" to={`${base}?uke=${addDays(monday, 7)}#apningstider`} preventScrollReset>
              {texts.nextWeek}
            </Link>
          </nav>
          <HoursTable rows={week} today={today} caption={`${texts.title} ${weekLabel}`} />
          {library.merapentOnlyWithOslonokkel ? (
            <p className="library-card__note">{texts.oslonokkel}</p>
          ) : (
            library.extendedOpeningHours && <p className="library-card__note">{texts.extendedHours}</p>
          )}
          <OpeningHoursButton library={library} />
        </section>
        <section aria-labelledby="library-contact" className="library-page__contact">
          <h2 id="library-contact">Adresse og kontakt</h2>
          <address>
            {library.address}, {library.postalCode} {library.city}
            {library.phone && (
              <>
                <br />
                Telefon: <a href={`tel:${library.phone.replace(/\s/g, '')}`}>{library.phone}</a>
              </>
            )}
            {library.email && (
              <>
                <br />
                E-post: <a href={`mailto:${library.email}`}>{library.email}</a>
              </>
            )}
          </address>
          {library.facilities.length > 0 && (
            <>
              <h2>Fasiliteter</h2>
              <ul className="facility-list">
                {library.facilities.map((facility) => (
                  <li key={facility}>{facility}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
      <section aria-labelledby="library-events" className="library-page__events">
        <h2 id="library-events">{eventTexts.upcomingAt(library.name)}</h2>
        {events.length > 0 ? <EventList events={events} now={now} /> : <p>{eventTexts.noUpcomingAt}</p>}
        {eventTotal > events.length && (
          <p>
            <Link to={`/hva-skjer?branch=${encodeURIComponent(library.name)}`}>{eventTexts.allAt(library.name)}</Link>
          </p>
        )}
      </section>
      {services.length > 0 && (
        <section aria-labelledby="library-services">
          <h2 id="library-services">Tjenester på {library.name}</h2>
          <ul className="card-list">
            {services.map((service) => (
              <li key={service.id} className="card">
                <h3>
                  <Link to={`/vi-tilbyr/${service.id}`}>{service.title}</Link>
                </h3>
                <p className="muted">{service.serviceForm}</p>
                <p>{service.lead}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {origin && <JsonLd data={libraryStructuredData(origin, { ...library, path: base }, hoursAhead)} />}
    </article>
  );
}

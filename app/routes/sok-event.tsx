// /sok-event/{searchQuery}: event search (SPEC §2), the same public events as /hva-skjer found by free text.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eventPageSearchParams, NO_EVENT_FILTERS, normaliseEventQuery, parsePageParam } from '#core/events.ts';
import { searchPath } from '#core/catalogue.ts';
import { normaliseSearchQuery } from '#core/search-query.ts';
import { searchEvents } from './sok-event.server.ts';
import { EventList } from '#app/features/events/event-card.tsx';
import { MoreEvents } from '#app/features/events/more-events.tsx';
import { SearchTabs } from '#app/features/search/search-tabs.tsx';
import { searchMetaDescription, searchPageTitle } from '#app/features/search/search-texts.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/sok-event';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('events');

/** The search tabs' words are the catalogue namespace's, the event list's the events namespace's (decision 028). */
export const handle = { translated: true, i18n: ['catalogue', 'events', 'vocabulary'] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const query = normaliseSearchQuery(params.searchQuery);
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));
  const filters = { ...NO_EVENT_FILTERS, q: normaliseEventQuery(query) };
  const result = await searchEvents(context.services, { filters, page });
  const t = requestTranslator(request);
  // The heading and document title in the page's language (the event list's own texts are the events area's).
  const title = searchPageTitle(t, 'sok-event', query);
  return {
    query,
    filters,
    page,
    result,
    now: context.services.clock().toISOString(),
    title,
    description: searchMetaDescription(t, 'sok-event', query),
  };
}

// The canonical address is the query alone (docs/decisions/027, the search pages' rule): the page number is left out.
export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: data.title,
        description: data.description,
        canonicalPath: searchPath(data.query, 'sok-event'),
      })
    : [{ title: pageTitle() }];

export default function EventSearch({ loaderData }: Route.ComponentProps) {
  const { query, filters, page, result, now, title } = loaderData;
  const refine = eventPageSearchParams(filters).toString();
  const { t } = useTranslation('events');
  return (
    <div className="page">
      <h1 className="page-heading">{title}</h1>
      {/* The same row as on /sok, so the other searches for this query are one step away. */}
      <SearchTabs scope="sok-event" query={query} />
      <p className="lead" aria-live="polite">
        {t('page.results', { count: result.total })}
      </p>
      <p>
        <Link to={refine ? `/hva-skjer?${refine}` : '/hva-skjer'}>{t('search.refineOnWhatsOn')}</Link>
      </p>
      {result.searchResults.length > 0 ? (
        <EventList events={result.searchResults} now={now} headingLevel={2} />
      ) : (
        <p>{t('page.noResults')}</p>
      )}
      <MoreEvents
        key={`${query}/${page}`}
        filters={filters}
        page={page}
        pageCount={result.pageCount}
        shown={result.searchResults.length}
        total={result.total}
        now={now}
        headingLevel={2}
        hrefFor={(n) => `/sok-event/${encodeURIComponent(query)}${n > 1 ? `?page=${n}` : ''}`}
      />
    </div>
  );
}

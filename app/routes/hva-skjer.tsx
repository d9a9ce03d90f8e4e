// /hva-skjer: events with the filter panel driven by the URL, highlighted events and paging (SPEC §2, §7 /api/library-events).
import {
  eventPageSearchParams,
  hasActiveEventFilters,
  parseEventFilters,
  parsePageParam,
  type EventFilters,
} from '#core/events.ts';
import { searchEvents } from './hva-skjer.server.ts';
import { EventCalendarLinks } from '#app/features/events/event-calendar-links.tsx';
import { EventList } from '#app/features/events/event-card.tsx';
import { EventFilterPanel, EventTagFilter } from '#app/features/events/event-filter-panel.tsx';
import { useTranslation } from 'react-i18next';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { MoreEvents } from '#app/features/events/more-events.tsx';
import { seoMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/hva-skjer';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('events');

/** The page's texts come from the catalogue (decision 028); event titles and descriptions are data in bokmål. */
export const handle = { translated: true, i18n: ['events', 'vocabulary'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = parseEventFilters(params);
  const page = parsePageParam(params.get('page'));
  const result = await searchEvents(context.services, { filters, page });
  const t = requestTranslator(request);
  return {
    title: t('events:page.title'),
    description: t('events:page.lead'),
    filters,
    page,
    result,
    now: context.services.clock().toISOString(),
    // The editorial strip shows on the plain first page; a narrowed list speaks for itself.
    showHighlighted: page === 1 && !hasActiveEventFilters(filters),
  };
}

/** The list's one address (docs/decisions/027, like the search pages): the text and filters that choose the events, not the page. */
function canonicalPath(filters: EventFilters): string {
  const query = eventPageSearchParams(filters).toString();
  return query ? `/hva-skjer?${query}` : '/hva-skjer';
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(matches, {
    title: data?.title,
    description: data?.description,
    canonicalPath: data ? canonicalPath(data.filters) : '/hva-skjer',
  });

export default function WhatsOn({ loaderData }: Route.ComponentProps) {
  const { filters, page, result, now, showHighlighted } = loaderData;
  const { t } = useTranslation('events', { keyPrefix: 'page' });
  const highlighted = showHighlighted ? (result.searchResultsHighlighted ?? []) : [];
  return (
    <div className="page">
      <h1 className="page-heading">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {highlighted.length > 0 && (
        <section className="events-highlighted" aria-labelledby="events-highlighted-heading">
          <h2 id="events-highlighted-heading">{t('highlighted')}</h2>
          <EventList events={highlighted} now={now} />
        </section>
      )}
      <div className="events-layout">
        <EventFilterPanel filters={filters} groups={result.filters} />
        <section className="events-results" aria-labelledby="events-results-heading">
          <h2 id="events-results-heading" aria-live="polite">
            {t('results', { count: result.total })}
          </h2>
          <EventTagFilter group={result.filters.find((group) => group.name === 'tag')} filters={filters} />
          {result.searchResults.length > 0 ? (
            <EventList events={result.searchResults} now={now} />
          ) : (
            <p>{t('noResults')}</p>
          )}
          <MoreEvents
            key={`${JSON.stringify(filters)}/${page}`}
            filters={filters}
            page={page}
            pageCount={result.pageCount}
            shown={result.searchResults.length}
            total={result.total}
            now={now}
            hrefFor={(n) => {
              const query = eventPageSearchParams(filters, n).toString();
              return query ? `/hva-skjer?${query}` : '/hva-skjer';
            }}
          />
          <EventCalendarLinks filters={filters} />
        </section>
      </div>
    </div>
  );
}

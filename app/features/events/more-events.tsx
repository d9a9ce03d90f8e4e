// Paging of event lists: plain page links without JavaScript; with it, 'Vis flere' appends the next page from /api/library-events (SPEC §7).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventApiSearchParams, type EventFilters } from '#core/events.ts';
import { apiFetch } from '#app/lib/api-fetch.ts';
import type { EventDto, EventSearchResult } from '#core/contracts/events.ts';
import { EventList } from './event-card.tsx';
import { Pagination } from '#app/components/pagination.tsx';

interface MoreEventsProps {
  filters: EventFilters;
  page: number;
  pageCount: number;
  shown: number;
  total: number;
  now: string;
  headingLevel?: 2 | 3;
  hrefFor: (page: number) => string;
}

/** Set once a page has hydrated, so lists mounted later (a new search) start interactive. */
let hydrated = false;

/** Key this component on the list's URL so a new search starts without the appended events. */
export function MoreEvents({ filters, page, pageCount, shown, total, now, headingLevel, hrefFor }: MoreEventsProps) {
  const { t } = useTranslation('events', { keyPrefix: 'page' });
  const [interactive, setInteractive] = useState(hydrated);
  const [extra, setExtra] = useState<{ events: EventDto[]; lastPage: number }>({ events: [], lastPage: page });
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  useEffect(() => {
    hydrated = true;
    setInteractive(true);
  }, []);

  // Without JavaScript, and on a deep link past the first page, plain page links.
  if (!interactive || page > 1) return <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />;

  const loadMore = async () => {
    setState('loading');
    const next = extra.lastPage + 1;
    // The SPEC §7 query: text as q, hasAudioVideo=false when unchecked, fromDate ISO, public fields.
    const result = await apiFetch<EventSearchResult>(`/api/library-events?${eventApiSearchParams(filters, next)}`);
    if (!result.ok) {
      setState('error');
      return;
    }
    setExtra({ events: [...extra.events, ...result.data.searchResults], lastPage: next });
    setState('idle');
  };

  const showing = shown + extra.events.length;
  return (
    <>
      {extra.events.length > 0 && <EventList events={extra.events} now={now} headingLevel={headingLevel} />}
      <div className="more-events">
        <p className="more-events__status" aria-live="polite">
          {t('showing', { shown: Math.min(showing, total), total })}
        </p>
        {state === 'error' && <p className="more-events__error">{t('loadMoreError')}</p>}
        {extra.lastPage < pageCount && (
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={state === 'loading'}>
            {state === 'loading' ? t('loadingMore') : t('loadMore')}
          </button>
        )}
      </div>
    </>
  );
}

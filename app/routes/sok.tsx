// The search pages /sok, /sok-person, /sok-info and /sok-anbefaling (SPEC §2): server-rendered, URL-driven, shareable.
// "Lagre søket" on /sok posts to this page's action (docs/decisions/036): a page without JavaScript, a fetcher with it.
import { useTranslation } from 'react-i18next';
import { Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { searchPath } from '#core/catalogue.ts';
import { isAppError } from '#core/errors.ts';
import { pageLanguage } from '#core/i18n/languages.ts';
import { foldForMatching } from '#core/highlight.ts';
import {
  readSearchParams,
  searchQueryString,
  withPage,
  clearFilters,
  canonicalSearchString,
} from '#core/search-filters.ts';
import { dropTrackingParams, normaliseSearchQuery, yearFilterOptions } from '#core/search-query.ts';
import { searchTerms } from '#core/search-syntax.ts';
import {
  searchAgents,
  searchInfo,
  searchCatalogue,
  searchRecommendations,
  ownStatusForWorks,
  workQueues,
  findSavedSearch,
} from './sok.server.ts';
import { ActiveFilterList, FilterPanel, activeFilters } from '#app/features/search/filter-panel.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { hitQueue, hitQueueText } from '#app/features/circulation/own-status.tsx';
import { SearchHit } from '#app/features/search/search-hit.tsx';
import { SearchTabs } from '#app/features/search/search-tabs.tsx';
import { searchMetaDescription, searchPageTitle } from '#app/features/search/search-texts.ts';
import { requestErrorMessage, requestTranslator } from '#app/i18n/request-translator.server.ts';
import { AgentCard, InfoHitCard, RecommendationCard } from '#app/features/search/result-cards.tsx';
import { seoMeta } from '#app/lib/seo.ts';
import { pageTitle } from '#app/lib/site.ts';
import { getSession, requirePersonalPage } from '#app/session.server.ts';
import { answerSaveSearchForm } from '#app/features/search/save-search-actions.server.ts';
import {
  SAVE_SEARCH_TOGGLE,
  type SaveSearchAnswer,
  type SaveSearchIntent,
} from '#app/features/search/save-search-answer.ts';
import { SaveSearch } from '#app/features/search/save-search.tsx';
import { isToggleIntent, toggleNetworkFailure } from '#app/features/forms/toggle-answer.ts';
import { answeredOrOffline } from '#app/lib/client-action.ts';
import { useMediaTypeText } from '#app/i18n/use-vocabulary.ts';
import type { Route } from './+types/sok';
import { stylesheets } from '#app/styles/sheets.ts';
import { formatWholeNumber } from '#core/numbers.ts';
import { useLanguage } from '#app/i18n/use-language.ts';

export const links = () => stylesheets('catalogue');

/** The page's texts come from the catalogue (decision 028): no lang="nb" on <main> in other languages. */
export const handle = { translated: true, i18n: ['catalogue', 'vocabulary'] };

type Scope = 'sok' | 'sok-person' | 'sok-info' | 'sok-anbefaling';
const SCOPES: readonly Scope[] = ['sok', 'sok-person', 'sok-info', 'sok-anbefaling'];

function scopeOf(pathname: string): Scope {
  const first = pathname.split('/')[1] as Scope;
  return SCOPES.includes(first) ? first : 'sok';
}

function pageOf(search: URLSearchParams): number {
  const raw = search.get('page');
  return raw && /^\d{1,3}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

async function viewerIsStaff(auth: Route.LoaderArgs['context']['auth'] | undefined): Promise<boolean> {
  const session = auth ? await auth.session() : null;
  return session?.user.assignedRoles.some((r) => r === 'EMPLOYEE' || r === 'DEICH_ADMIN') ?? false;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const scope = scopeOf(url.pathname);
  const query = normaliseSearchQuery(params.searchQuery);
  // SPEC §2: tracking parameters (utm_*) are dropped, so shared links stay clean.
  const cleaned = dropTrackingParams(url.searchParams);
  if (cleaned.toString() !== url.searchParams.toString()) {
    throw redirect(`${url.pathname}${cleaned.size > 0 ? `?${cleaned.toString()}` : ''}`);
  }
  const ctx = context.services;
  const t = requestTranslator(request);
  // The document's title and description in the page's language (meta functions have no translator of their own).
  const base = {
    scope,
    query,
    path: url.pathname,
    title: searchPageTitle(t, scope, query),
    description: searchMetaDescription(t, scope, query),
  };

  if (scope === 'sok-person')
    return {
      ...base,
      kind: 'agents' as const,
      agents: await searchAgents(ctx, { query, page: pageOf(url.searchParams) }),
    };
  if (scope === 'sok-info')
    return {
      ...base,
      kind: 'info' as const,
      info: await searchInfo(ctx, { q: query === '*' ? '' : query, page: pageOf(url.searchParams) }),
    };
  if (scope === 'sok-anbefaling') {
    const text = query === '*' ? '' : query;
    const page = pageOf(url.searchParams);
    const [recommendations, reviews] = await Promise.all([
      searchRecommendations(ctx, 'recommendation', { query: text, page }),
      searchRecommendations(ctx, 'review', { query: text, page }),
    ]);
    return { ...base, kind: 'recommendations' as const, recommendations, reviews };
  }

  const { params: searchParams, errors } = readSearchParams(url.searchParams);
  // A plain form submission (no JavaScript) sends empty fields: move to the canonical address once.
  const canonical = searchQueryString(searchParams);
  if (errors.length === 0 && url.search !== canonical && url.searchParams.size > 0)
    throw redirect(`${url.pathname}${canonical}`);
  const debug = searchParams.showDebugInfo && (await viewerIsStaff(context.auth));
  const years = yearFilterOptions(ctx.clock());
  try {
    const wantsAgents = searchParams.page === 1 && query !== '*' && !query.includes(':');
    const [result, agents] = await Promise.all([
      searchCatalogue(ctx, { query, params: searchParams, debug }),
      wantsAgents ? searchAgents(ctx, { query, page: 1, pageSize: 5 }) : Promise.resolve(null),
    ]);
    // People shown beside the works: only names that hold every typed word whole ('hamsun', not 'roman' → 'Romano').
    const words = searchTerms(result.correctedQuery ?? query).map(foldForMatching);
    const named = (agents?.hits ?? []).filter(
      (a) => a.workCount > 0 && words.every((w) => searchTerms(a.name).map(foldForMatching).includes(w)),
    );
    // Issue #18: the logged-in patron's own loans and reservations of this page's hits, in one read, for them only;
    // for everyone, the queue of the hits whose every copy is out (one read, none when all are on a shelf).
    const session = await getSession(context);
    const allOut = result.hits
      .filter((h) => h.work.availability.totalCount > 0 && h.work.availability.availableCount === 0)
      .map((h) => h.work.id);
    const [own, queues, saved] = await Promise.all([
      session
        ? ownStatusForWorks(
            ctx,
            session.userId,
            result.hits.map((h) => h.work.id),
          )
        : null,
      workQueues(ctx, allOut),
      session ? findSavedSearch(ctx, session.userId, query, canonical) : null,
    ]);
    const ownStatus = Object.fromEntries(own ?? []);
    const queueNotes = Object.fromEntries([...queues].map(([workId, editions]) => [workId, hitQueue(editions)]));
    const savedSearch = session ? saved !== null : null;
    return {
      ...base,
      kind: 'catalogue' as const,
      result,
      agents: named,
      params: searchParams,
      ignored: errors,
      years,
      error: null,
      ownStatus,
      queueNotes,
      savedSearch,
    };
  } catch (error) {
    if (!isAppError(error) || error.kind !== 'invalid') throw error;
    // The page explains the mistake (like 'Ingen treff'); the API answers the same input with 400.
    return {
      ...base,
      kind: 'catalogue' as const,
      result: null,
      agents: [],
      params: searchParams,
      ignored: errors,
      years,
      error: requestErrorMessage(request, error),
      ownStatus: {},
      queueNotes: {},
      savedSearch: null,
    };
  }
}

/** "Lagre søket" (docs/decisions/036): saves or stops this search — the query in the path, the filters in the address. */
export async function action({ request, context, params }: Route.ActionArgs): Promise<SaveSearchAnswer> {
  const session = await requirePersonalPage(context, request);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const url = new URL(request.url);
  if (scopeOf(url.pathname) !== 'sok' || !isToggleIntent(SAVE_SEARCH_TOGGLE, intent))
    throw new Response(requestTranslator(request)('catalogue:search.unknownForm'), { status: 400 });
  return answerSaveSearchForm(
    context.services,
    pageLanguage(request.headers),
    session.userId,
    normaliseSearchQuery(params.searchQuery),
    url.searchParams,
    intent as SaveSearchIntent,
  );
}

/** With JavaScript: a call that never reached the server is the SPEC §8 network notification, not the error page. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<SaveSearchAnswer> {
  return answeredOrOffline(request, serverAction, (form) =>
    toggleNetworkFailure(String(form.get('intent')) as SaveSearchIntent),
  );
}

/** The fetcher's answer carries what changed: the search is not run again after "Lagre søket". */
export function shouldRevalidate({ formMethod, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' && actionResult ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d
    ? seoMeta(matches, {
        title: d.title,
        description: d.description,
        canonicalPath: searchPath(d.query, d.scope) + (d.kind === 'catalogue' ? canonicalSearchString(d.params) : ''),
      })
    : [{ title: pageTitle() }];

export default function Search({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const { t } = useTranslation('catalogue');
  return (
    <div className="page search-page">
      <p className="eyebrow">{t(`search.headings.${d.scope}`)}</p>
      <h1 className="page-heading">
        {d.query === '*' ? t('search.searchForAll') : t('search.searchFor', { query: d.query })}
      </h1>
      <SearchTabs scope={d.scope} query={d.query} />
      {d.kind === 'catalogue' && <CatalogueResults data={d} answer={actionData ?? null} />}
      {d.kind === 'agents' && (
        <Paged total={d.agents.total} page={d.agents.page} pageCount={d.agents.totalPages} path={d.path}>
          <ul className="search-results">
            {d.agents.hits.map((a) => (
              <li key={a.id}>
                <AgentCard agent={a} />
              </li>
            ))}
          </ul>
        </Paged>
      )}
      {d.kind === 'info' && (
        <Paged total={d.info.total} page={d.info.page} pageCount={d.info.totalPages} path={d.path}>
          <ul className="search-results">
            {d.info.hits.map((h) => (
              <li key={`${h.type}-${h.id}`}>
                <InfoHitCard hit={h} />
              </li>
            ))}
          </ul>
        </Paged>
      )}
      {d.kind === 'recommendations' && (
        <Paged
          total={d.recommendations.total + d.reviews.total}
          page={d.recommendations.page}
          pageCount={Math.max(d.recommendations.totalPages, d.reviews.totalPages)}
          path={d.path}
        >
          <ul className="search-results">
            {[...d.recommendations.hits, ...d.reviews.hits].map((r) => (
              <li key={r.id}>
                <RecommendationCard recommendation={r} />
              </li>
            ))}
          </ul>
        </Paged>
      )}
    </div>
  );
}

/** Count, list or 'Ingen treff', and page links for the simple scopes. */
function Paged({
  total,
  page,
  pageCount,
  path,
  children,
}: {
  total: number;
  page: number;
  pageCount: number;
  path: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <section aria-labelledby="search-results-heading" className="search-results-section">
      <h2 id="search-results-heading" className="search-count" aria-live="polite">
        {total === 0
          ? t('search.noHits')
          : t('search.hitCount', { count: total, formatted: formatWholeNumber(total, language) })}
      </h2>
      {total === 0 ? <p>{t('search.noHitsTips')}</p> : children}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => (p > 1 ? `${path}?page=${p}` : path)}
        className="search-pagination"
      />
    </section>
  );
}

type CatalogueData = Extract<Route.ComponentProps['loaderData'], { kind: 'catalogue' }>;

function CatalogueResults({ data: d, answer }: { data: CatalogueData; answer: SaveSearchAnswer | null }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const action = searchPath(d.query);
  const r = d.result;
  const mediaTypeText = useMediaTypeText();
  const chips = r ? activeFilters(t, mediaTypeText, action, r.filters, d.params) : [];
  return (
    <div className="search-layout">
      {r && <FilterPanel action={action} facets={r.filters} params={d.params} years={d.years} />}
      <section aria-labelledby="search-results-heading" className="search-results-section">
        {d.error && (
          <div role="alert" className="search-error">
            <p>{d.error}</p>
          </div>
        )}
        {d.ignored.length > 0 && (
          <div className="search-notice">
            <p>{t('search.ignoredParams')}</p>
            <ul>
              {d.ignored.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        )}
        <h2 id="search-results-heading" className="search-count" aria-live="polite">
          {!r || r.total === 0
            ? t('search.noHits')
            : t('search.hitCount', { count: r.total, formatted: formatWholeNumber(r.total, language) })}
        </h2>
        {r?.correctedQuery && (
          <p className="search-corrected">{t('search.corrected', { typed: d.query, used: r.correctedQuery })}</p>
        )}
        <ActiveFilterList filters={chips} clearHref={`${action}${searchQueryString(clearFilters(d.params))}`} />
        {r && <SaveSearch saved={d.savedSearch} answer={answer} path={`${action}${canonicalSearchString(d.params)}`} />}
        {d.agents.length > 0 && (
          <aside className="search-agents" aria-labelledby="search-agents-heading">
            <h3 id="search-agents-heading">{t('search.people')}</h3>
            <ul>
              {d.agents.map((a) => (
                <li key={a.id}>
                  <Link to={a.path}>{a.name}</Link>{' '}
                  <span className="muted">({t('search.works', { count: a.workCount })})</span>
                </li>
              ))}
            </ul>
            <Link to={searchPath(d.query, 'sok-person')}>{t('search.allPeople', { query: d.query })}</Link>
          </aside>
        )}
        {r && r.total === 0 && <p>{t('search.noHitsTips')}</p>}
        {r && r.hits.length > 0 && (
          <ol className="search-results" start={(r.page - 1) * r.pageSize + 1}>
            {r.hits.map((hit) => (
              <li key={hit.work.id}>
                <SearchHit
                  work={hit.work}
                  ownStatus={d.ownStatus[hit.work.id]}
                  queueNote={d.queueNotes[hit.work.id] ? hitQueueText(t, d.queueNotes[hit.work.id]!) : null}
                  debug={
                    hit.debug
                      ? t('search.debugLine', {
                          score: hit.debug.score.toFixed(2),
                          exact: t(hit.debug.exactTitle ? 'search.yes' : 'search.no'),
                          match: t(hit.debug.titleOrCreatorMatch ? 'search.yes' : 'search.no'),
                          rank: hit.debug.textRank.toFixed(3),
                          branches: hit.debug.branchesWithCopies,
                        })
                      : undefined
                  }
                />
              </li>
            ))}
          </ol>
        )}
        {r && (
          <Pagination
            page={r.page}
            pageCount={r.totalPages}
            hrefFor={(p) => `${action}${searchQueryString(withPage(d.params, p))}`}
            className="search-pagination"
          />
        )}
      </section>
    </div>
  );
}

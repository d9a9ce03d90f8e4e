// Catalogue search (SPEC §7 GET /api/search): ranked works with filters, facet counts, availability per branch and paging.
import { sql } from 'drizzle-orm';
import { codedError } from '#server/services/coded-error.ts';
import {
  FILTER_PREFIXES,
  FILTER_PREFIX_LIST,
  SEARCH_PAGE_SIZE,
  filterLabel,
  filterOptionText,
  filterValue,
  type SearchParams,
} from '#core/search-filters.ts';
import { FILTER_DEFINITIONS, normaliseSearchQuery } from '#core/search-query.ts';
import type { ResolvedClause } from '#core/search-syntax.ts';
import type { ServiceContext } from '../context.ts';
import { loadBranches, type Branches } from './branches.ts';
import { presentWork, type WorkDto } from './presenters.ts';
import { tsQueryString } from './sql.ts';
import { loadWorks } from './work-loader.ts';
import { planQuery, type SearchPlan, type SearchRow, type WorkFinder } from './search-plan.ts';
import { memoryWorkFinder } from './search-memory.ts';
import { answeredBySearchProcess } from './search-process.ts';
import { postgresWorkFinder } from './search-sql.ts';

export interface CatalogueSearchInput {
  /** As typed; empty means everything (SPEC §5: '*'). */
  query: string;
  params: SearchParams;
  pageSize?: number;
  /** The ranking explanation; the caller decides whether the viewer may see it (staff only). */
  debug?: boolean;
}

interface FacetOption {
  value: string;
  text: string;
  count: number;
  active: boolean;
}

interface Facet {
  id: string;
  label: string;
  type: 'checkbox' | 'list' | 'date';
  options: FacetOption[];
}

interface SearchHit {
  work: WorkDto;
  score: number;
  debug?: {
    score: number;
    exactTitle: boolean;
    titleOrCreatorMatch: boolean;
    textRank: number;
    branchesWithCopies: number;
  };
}

export interface CatalogueSearchResult {
  query: string;
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  hits: SearchHit[];
  filters: Facet[];
  /** The query with misspelt words replaced, when the search used spelling corrections. */
  correctedQuery: string | null;
  yearFrom: number | null;
  yearTo: number | null;
  excludeUnavailable: boolean;
  includeWithoutItems: boolean;
  debug?: { tsquery: string; clauses: ResolvedClause[] };
}

/** The implementations of the search port, fastest first: the first that answers does (the last always can). */
const WORK_FINDERS: readonly WorkFinder[] = [memoryWorkFinder, postgresWorkFinder];

async function findWorks(
  ctx: ServiceContext,
  plan: SearchPlan,
  params: SearchParams,
  branchIds: number[],
  pageSize: number,
): Promise<SearchRow> {
  for (const finder of WORK_FINDERS) {
    const row = await finder.findWorks(ctx, plan, params, branchIds, pageSize);
    if (row) return row;
  }
  throw new Error('no search implementation answered');
}

/** The catalogue search, by the machine's search process when it holds the index (search-process.ts). */
export function searchCatalogue(ctx: ServiceContext, input: CatalogueSearchInput): Promise<CatalogueSearchResult> {
  return answeredBySearchProcess(ctx, 'catalogue', input, searchCatalogueHere);
}

export async function searchCatalogueHere(
  ctx: ServiceContext,
  input: CatalogueSearchInput,
): Promise<CatalogueSearchResult> {
  const query = normaliseSearchQuery(input.query);
  const params = input.params;
  const pageSize = input.pageSize ?? SEARCH_PAGE_SIZE;
  const [branches, firstPlan] = await Promise.all([loadBranches(ctx), planQuery(ctx, query)]);
  let plan = firstPlan;
  const branchIds = checkedBranchIds(params, branches);

  let row = await findWorks(ctx, plan, params, branchIds, pageSize);
  // No hits for words that each occur somewhere: try spelling corrections for every word (SPEC issue #5: typos).
  if (row.total === 0 && plan.textGroups.length > 0 && plan.correctedText === null) {
    const widened = await planQuery(ctx, query, true);
    if (widened.correctedText !== null) {
      const retried = await findWorks(ctx, widened, params, branchIds, pageSize);
      if (retried.total > 0) {
        row = retried;
        plan = widened;
      }
    }
  }

  const hitIds = row.hits.map((h) => h.id);
  const works = await loadWorks(ctx, hitIds, { publicationIds: new Map(row.hits.map((h) => [h.id, h.pubs ?? []])) });
  const byId = new Map(works.map((w) => [w.id, w]));
  const hits: SearchHit[] = row.hits.flatMap((h) => {
    const work = byId.get(h.id);
    if (!work) return [];
    const hit: SearchHit = { work: presentWork(work, branches), score: Math.round(h.score * 1000) / 1000 };
    if (input.debug)
      hit.debug = {
        score: h.score,
        exactTitle: h.exact,
        titleOrCreatorMatch: h.amatch,
        textRank: h.rank,
        branchesWithCopies: h.holdings,
      };
    return [hit];
  });

  const total = row.total;
  const result: CatalogueSearchResult = {
    query,
    page: params.page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    hits,
    filters: presentFacets(row.facets, params, branches),
    correctedQuery: plan.correctedText,
    yearFrom: params.yearFrom,
    yearTo: params.yearTo,
    excludeUnavailable: params.excludeUnavailable,
    includeWithoutItems: params.includeWithoutItems,
  };
  if (input.debug) result.debug = { tsquery: tsQueryString(plan.textGroups), clauses: plan.clauses };
  return result;
}

/** The branch filter's libraries by id; throws AppError('invalid') for an unknown library or years the wrong way round. */
function checkedBranchIds(params: SearchParams, branches: Branches): number[] {
  const branchIds = params.filters.branch.map((slug) => {
    const branch = branches.bySlug.get(slug);
    if (!branch) throw codedError('invalid', 'invalid_filter', { filter: filterValue('branch', slug) });
    return branch.id;
  });
  if (params.yearFrom !== null && params.yearTo !== null && params.yearFrom > params.yearTo) {
    throw codedError('invalid', 'invalid_request', { context: 'yearOrder' });
  }
  return branchIds;
}

/**
 * The works a search finds through an edition catalogued after `since` (saved searches' alerts, docs/decisions/036):
 * the reference statement of /sok (search-sql.ts, which every other implementation answers alike) with one more
 * condition on the editions, so an old work is new only when a new edition of it is what the query and filters find.
 * In the search's order, at most `limit` ids, and how many there are. No spelling corrections: the words as saved.
 */
export async function findCatalogueWorksSince(
  ctx: ServiceContext,
  input: { query: string; params: SearchParams; since: Date; limit: number },
): Promise<{ total: number; workIds: number[] }> {
  // One after the other: the saved-search job runs this inside its batch's transaction, on one connection.
  const branches = await loadBranches(ctx);
  const plan = await planQuery(ctx, normaliseSearchQuery(input.query));
  const branchIds = checkedBranchIds(input.params, branches);
  const since = input.since.toISOString();
  const narrowed: SearchPlan = {
    ...plan,
    // The works first (publications_created_at), so a broad query does not read the whole catalogue.
    workConditions: [
      ...plan.workConditions,
      sql`w.id = any(array(select np.work_id from publications np where np.created_at > ${since}::timestamptz))`,
    ],
    publicationConditions: [...plan.publicationConditions, sql`p.created_at > ${since}::timestamptz`],
  };
  const row = await postgresWorkFinder.findWorks(ctx, narrowed, { ...input.params, page: 1 }, branchIds, input.limit);
  if (!row) throw new Error('the reference search did not answer');
  return { total: row.total, workIds: row.hits.map((h) => h.id) };
}

/** Facets in SPEC §2 filter-definition order; active values stay listed even with no hits, so they can be removed. */
function presentFacets(rows: SearchRow['facets'], params: SearchParams, branches: Branches): Facet[] {
  const facets: Facet[] = [];
  const exclude = rows.find((r) => r.g === 'excludeUnavailable');
  const definition = (id: string) => FILTER_DEFINITIONS.find((d) => d.id === id);
  facets.push({
    id: 'excludeUnavailable',
    label: definition('excludeUnavailable')?.label ?? 'Kun tilgjengelige',
    type: 'checkbox',
    options: [
      {
        value: 'true',
        text: 'Vis bare titler som står på hylla',
        count: exclude?.n ?? 0,
        active: params.excludeUnavailable,
      },
    ],
  });
  for (const prefix of FILTER_PREFIX_LIST) {
    const id = FILTER_PREFIXES[prefix];
    const active = (params.filters[prefix] as (string | number)[]).map(String);
    const counts = new Map<string, number>();
    for (const r of rows) if (r.g === prefix && r.v !== null) counts.set(r.v, r.n);
    const text = (value: string): string => {
      if (prefix === 'branch') return branches.byId.get(Number(value))?.name ?? value;
      return filterOptionText(prefix, value);
    };
    const optionValue = (value: string): string =>
      prefix === 'branch' ? (branches.byId.get(Number(value))?.slug ?? value) : value;
    const options: FacetOption[] = [...counts.entries()].map(([value, count]) => {
      const v = optionValue(value);
      return { value: filterValue(prefix, v), text: text(value), count, active: active.includes(v) };
    });
    for (const v of active) {
      if (!options.some((o) => o.value === filterValue(prefix, v))) {
        const branch = prefix === 'branch' ? branches.bySlug.get(v) : undefined;
        options.push({
          value: filterValue(prefix, v),
          text: branch?.name ?? filterOptionText(prefix, v),
          count: 0,
          active: true,
        });
      }
    }
    if (prefix === 'branch') options.sort((a, b) => a.text.localeCompare(b.text, 'nb'));
    else if (prefix === 'issuesByYear') options.sort((a, b) => b.text.localeCompare(a.text));
    else options.sort((a, b) => b.count - a.count || a.text.localeCompare(b.text, 'nb'));
    if (options.length === 0) continue;
    facets.push({ id, label: filterLabel(prefix), type: definition(id)?.type ?? 'list', options });
  }
  return facets;
}

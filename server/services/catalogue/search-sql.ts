// The search port's reference implementation (docs/decisions/014, 018): one PostgreSQL statement finds, filters,
// counts facets and pages. Every other implementation must answer exactly as it does.
import { sql, type SQL } from 'drizzle-orm';
import { FILTER_PREFIX_LIST, type FilterPrefix, type SearchParams } from '#core/search-filters.ts';
import type { ServiceContext } from '../context.ts';
import { intArray, jsonValue, textArray } from './sql.ts';
import {
  and,
  CATEGORY_OPTIONS,
  trueSql,
  workMatch,
  type SearchPlan,
  type SearchRow,
  type WorkFinder,
} from './search-plan.ts';

// Facet counts sort and hash many rows on broad searches: the statement gets this much memory before spilling.
const SEARCH_WORK_MEM = '32MB';

interface FilterSql {
  /** One boolean expression per filter group over the row `f`; true when the group is not in use. */
  groups: Record<FilterPrefix, SQL>;
  available: SQL;
  items: SQL;
}

function filterSql(params: SearchParams, branchIds: number[]): FilterSql {
  const f = params.filters;
  const any = <T>(values: T[], expr: SQL): SQL => (values.length === 0 ? trueSql : expr);
  const copies = params.excludeUnavailable ? sql`avail` : sql`branches`;
  return {
    groups: {
      mediaType: any(f.mediaType, sql`media_type = any(${textArray(f.mediaType)})`),
      languages: any(f.languages, sql`language = any(${textArray(f.languages)})`),
      format: any(f.format, sql`format = any(${textArray(f.format)})`),
      branch: any(branchIds, sql`${copies} && ${intArray(branchIds)}`),
      fictionNonfiction:
        f.fictionNonfiction.length === 1 ? sql`fiction = ${f.fictionNonfiction[0] === 'fiction'}` : trueSql,
      audience: any(f.audience, sql`audience = any(${textArray(f.audience)})`),
      category: any(f.category, sql`genres && ${textArray(f.category)}`),
      issuesByYear: any(
        f.issuesByYear,
        sql`serial_id is not null and publication_year = any(${intArray(f.issuesByYear)})`,
      ),
    },
    available: params.excludeUnavailable ? sql`cardinality(avail) > 0` : trueSql,
    // Held: copies in some library, or reachable online (an e-book or a film with an 856 link, often without copies).
    // Online adds no library (the branch group and its counts read the copies only) and is never on the shelf.
    items: params.includeWithoutItems ? trueSql : sql`(cardinality(branches) > 0 or online)`,
  };
}

/** Every group but `except`, plus the base conditions: the disjunctive facet rule (counts respect the other filters). */
function allBut(fs: FilterSql, except: FilterPrefix | null, base: SQL[] = [fs.items, fs.available]): SQL {
  return and([...base, ...FILTER_PREFIX_LIST.filter((p) => p !== except).map((p) => fs.groups[p])]);
}

function facetSelect(fs: FilterSql, prefix: FilterPrefix, valueExpr: SQL, from: SQL = sql`f`, limit?: number): SQL {
  const tail = limit ? sql`order by n desc, v limit ${limit}` : sql``;
  // distinct-then-count instead of count(distinct …): PostgreSQL hashes the pairs instead of sorting every group.
  return sql`(select ${prefix}::text as g, v, count(*)::int as n from (
    select distinct (${valueExpr})::text as v, work_id from ${from} where ${allBut(fs, prefix)}) d group by v ${tail})`;
}

/** The one statement that finds, filters, counts facets and pages (a JSON value, so PGlite decodes it once). */
async function runSearch(
  ctx: ServiceContext,
  plan: SearchPlan,
  params: SearchParams,
  branchIds: number[],
  pageSize: number,
): Promise<SearchRow> {
  const { hasText, where: workWhere, score, exactTitle, aMatch, textRank } = workMatch(plan, params);
  // A withdrawn publication (deleted in the source system) is never found; its row stays for loans and lists.
  const pubWhere: SQL[] = [sql`p.withdrawn_at is null`, ...plan.publicationConditions];
  if (params.yearFrom !== null) pubWhere.push(sql`p.publication_year >= ${params.yearFrom}`);
  if (params.yearTo !== null) pubWhere.push(sql`p.publication_year <= ${params.yearTo}`);

  const fs = filterSql(params, branchIds);
  const order = hasText
    ? sql`score desc, work_series_position asc nulls last, first_publication_year desc nulls last, id`
    : sql`created_at desc, id desc`;
  const offset = (params.page - 1) * pageSize;
  const availableWithinBranches =
    branchIds.length > 0 ? sql`avail && ${intArray(branchIds)}` : sql`cardinality(avail) > 0`;

  // Facet counts sort and hash many rows on broad searches: give this statement room so it does not spill to disk.
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('work_mem', ${SEARCH_WORK_MEM}, true)`);
    return jsonValue<SearchRow>(
      { ...ctx, db: tx as unknown as ServiceContext['db'] },
      sql`with m as (
        select w.id, w.created_at, w.first_publication_year, w.work_series_position, w.fiction, w.audience, w.genres,
          ${score} as score, ${exactTitle} as exact, ${aMatch} as amatch, ${textRank}::real as rank
        from works w where ${and(workWhere)}
      ), p as (
        select p.id, p.work_id, p.media_type, p.language, p.format, p.publication_year, p.serial_id,
          m.fiction, m.audience, m.genres,
          -- Kept by the items triggers (migration 0009, docs/decisions/014): no aggregate over copies per search.
          p.holding_branch_ids as branches, p.available_branch_ids as avail,
          -- As the change log sees it (migration 0025): a change between empty and not is a change of the work.
          p.links <> '[]'::jsonb as online
        from m join publications p on p.work_id = m.id
        where ${and(pubWhere)}
      ), f as (
        select p.*, (${allBut(fs, null)}) as f_all from p
      ), facets as (
        ${facetSelect(fs, 'mediaType', sql`media_type`)}
        union all ${facetSelect(fs, 'languages', sql`language`)}
        union all ${facetSelect(fs, 'format', sql`format`)}
        union all ${facetSelect(fs, 'branch', sql`b`, sql`f cross join lateral unnest(${params.excludeUnavailable ? sql`avail` : sql`branches`}) as b`)}
        union all ${facetSelect(fs, 'fictionNonfiction', sql`case when fiction then 'fiction' else 'nonfiction' end`)}
        union all ${facetSelect(fs, 'audience', sql`audience`)}
        union all ${facetSelect(fs, 'category', sql`c`, sql`f cross join lateral unnest(genres) as c`, CATEGORY_OPTIONS)}
        union all ${facetSelect(fs, 'issuesByYear', sql`publication_year`, sql`(select * from f where serial_id is not null and publication_year is not null) as f`)}
        union all (select 'excludeUnavailable', 'true', count(*)::int from (select distinct work_id from f
          where ${allBut(fs, 'branch', [fs.items])} and ${availableWithinBranches}) d)
      ), wc as (
        select work_id, array_agg(id) as pubs, sum(cardinality(branches))::int as holdings from f where f_all group by work_id
      ), hits as (
        select m.id, (m.score + ${hasText ? sql`ln(1 + wc.holdings) * 0.3` : sql`0`})::real as score, m.exact, m.amatch, m.rank, wc.holdings, wc.pubs,
          m.created_at, m.work_series_position, m.first_publication_year
        from m join wc on wc.work_id = m.id
        order by ${order} limit ${pageSize} offset ${offset}
      )
      select json_build_object(
        'total', (select count(*) from wc),
        'facets', coalesce((select json_agg(facets) from facets), '[]'::json),
        'hits', coalesce((select json_agg(json_build_object('id', id, 'score', score, 'exact', exact, 'amatch', amatch, 'rank', rank, 'holdings', holdings, 'pubs', pubs) order by ${order}) from hits), '[]'::json)
      ) as data`,
    );
  });
}

export const postgresWorkFinder: WorkFinder = { findWorks: runSearch };

// Catalogue search (SPEC §7 GET /api/search): ranked works with filters, facet counts, availability per branch and paging.
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#core/errors.ts';
import { normaliseIsbn, isbn10to13 } from '#core/catalogue.ts';
import {
  FILTER_PREFIXES,
  FILTER_PREFIX_LIST,
  SEARCH_PAGE_SIZE,
  filterLabel,
  filterOptionText,
  filterValue,
  type FilterPrefix,
  type SearchParams,
} from '#core/search-filters.ts';
import { FILTER_DEFINITIONS, normaliseSearchQuery } from '#core/search-query.ts';
import { parseSearchQuery, resolveClause, searchTerms, type ResolvedClause } from '#core/search-syntax.ts';
import type { ServiceContext } from '../context.ts';
import { loadBranches, type Branches } from './branches.ts';
import { presentWork, type WorkDto } from './presenters.ts';
import { float4Decimal, topK, type FilterInput, type FilterResult, type Matched } from './facet-index.ts';
import type { LiveIndex } from './live-index.ts';
import { TS_CONFIG, intArray, jsonValue, normalisedText, plainLexeme, textArray, tsQuery, tsQueryString, wordLexeme } from './sql.ts';
import { intersect } from './text-postings.ts';
import { analyseTerms, queryGroups, type TermAnalysis } from './text-query.ts';
import { loadWorks } from './work-loader.ts';

export interface CatalogueSearchInput {
  /** As typed; empty means everything (SPEC §5: '*'). */
  query: string;
  params: SearchParams;
  pageSize?: number;
  /** The ranking explanation; the caller decides whether the viewer may see it (staff only). */
  debug?: boolean;
}

export interface FacetOption {
  value: string;
  text: string;
  count: number;
  active: boolean;
}

export interface Facet {
  id: string;
  label: string;
  type: 'checkbox' | 'list' | 'date';
  options: FacetOption[];
}

export interface SearchHit {
  work: WorkDto;
  score: number;
  debug?: { score: number; exactTitle: boolean; titleOrCreatorMatch: boolean; textRank: number; branchesWithCopies: number };
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

const CATEGORY_OPTIONS = 30;
const SEARCH_WORK_MEM = '32MB';
const cfg = TS_CONFIG;
const trueSql = sql`true`;

function and(parts: readonly SQL[]): SQL {
  return parts.length === 0
    ? trueSql
    : sql.join(
        parts.map((p) => sql`(${p})`),
        sql` and `,
      );
}

/** Text clauses for words of one field: the weighted search vector narrows via the index, the field's own vector decides. */
function fieldTextCondition(field: 'title' | 'subject' | 'genre' | 'series', groups: string[][]): SQL {
  const q = tsQuery(tsQueryString(groups));
  switch (field) {
    case 'title':
      return sql`w.search_vector @@ ${tsQuery(tsQueryString(groups, 'A'))} and to_tsvector(${cfg}, coalesce(w.title, '') || ' ' || coalesce(w.subtitle, '') || ' ' || coalesce(w.original_title, '')) @@ ${q}`;
    case 'subject':
      return sql`w.search_vector @@ ${tsQuery(tsQueryString(groups, 'B'))} and to_tsvector(${cfg}, text_array_to_string(w.subjects)) @@ ${q}`;
    case 'genre':
      return sql`w.search_vector @@ ${tsQuery(tsQueryString(groups, 'B'))} and to_tsvector(${cfg}, text_array_to_string(w.genres)) @@ ${q}`;
    case 'series':
      return sql`(w.work_series_id in (select s.id from work_series s where to_tsvector(${cfg}, s.name) @@ ${q})
        or exists (select 1 from publications p2 join publisher_series ps on ps.id = p2.publisher_series_id
                   where p2.work_id = w.id and to_tsvector(${cfg}, ps.name) @@ ${q}))`;
  }
}

/** People first (agents_name_words), then their works: a common surname matches thousands of works by other words. */
function roleCondition(role: string | null, groups: string[][]): SQL {
  const roleSql = role ? sql`and wa.role = ${role}` : sql``;
  // Arrays rather than IN (subquery): the planner guessed few people and scanned all of work_agents (165 → 45 ms at 1M).
  return sql`w.search_vector @@ ${tsQuery(tsQueryString(groups, 'A'))} and w.id = any(array(
    select wa.work_id from work_agents wa
    where wa.agent_id = any(array(select a.id from agents a where to_tsvector(${cfg}, a.name) @@ ${tsQuery(tsQueryString(groups))})) ${roleSql}))`;
}

function publicationClauseCondition(clause: ResolvedClause): SQL | null {
  switch (clause.kind) {
    case 'languages':
      return sql`p.language = any(${textArray(clause.codes)})`;
    case 'ageLimit':
      return sql`p.age_limit is not null and p.age_limit <= ${clause.max}`;
    case 'year':
      return sql`p.publication_year between ${clause.from} and ${clause.to}`;
    case 'isbn': {
      const alt = isbn10to13(clause.value) ?? clause.value;
      return sql`(p.isbn in (${clause.value}, ${alt}) or p.ean = ${clause.value})`;
    }
    case 'mediaType':
      return sql`p.media_type = ${clause.mediaType}`;
    case 'text':
      if (clause.field === 'publisher') return sql`to_tsvector(${cfg}, coalesce(p.publisher, '')) @@ ${tsQuery(tsQueryString(clause.terms.map((t) => [t])))}`;
      if (clause.field === 'format') return sql`to_tsvector(${cfg}, p.format) @@ ${tsQuery(tsQueryString(clause.terms.map((t) => [t])))}`;
      return null;
    case 'role':
      return null;
  }
}

interface SearchPlan {
  textGroups: string[][];
  correctedText: string | null;
  workConditions: SQL[];
  /** The role commands among workConditions, as the in-memory index answers them. */
  roleClauses: RoleClause[];
  /** The subject commands (emne:) among workConditions: the typed words of each, all required. */
  subjectClauses: string[][];
  publicationConditions: SQL[];
  clauses: ResolvedClause[];
  matchAll: boolean;
  exactText: string;
}

/** A role command (forfatter:Hansen): the words of the name, each with its spelling alternatives; null role: any. */
interface RoleClause {
  role: string | null;
  groups: string[][];
}

/** Parses the query, validates its commands and widens misspelt words. Throws AppError('invalid') on bad commands. */
async function planQuery(ctx: ServiceContext, rawQuery: string, correctAll = false): Promise<SearchPlan> {
  const parsed = parseSearchQuery(normaliseSearchQuery(rawQuery));
  const clauses: ResolvedClause[] = [];
  for (const clause of parsed.clauses) {
    const verdict = resolveClause(clause);
    if (!verdict.ok) throw new AppError('invalid', 'invalid_query', verdict.message);
    clauses.push(verdict.clause);
  }
  let text = parsed.matchAll ? '' : parsed.text;
  // A bare ISBN/EAN typed into the search field finds the edition (librarians scan barcodes into it).
  const isbn = text ? normaliseIsbn(text) : null;
  if (isbn) {
    clauses.push({ kind: 'isbn', value: isbn });
    text = '';
  }
  const textTerms = searchTerms(text);
  const fuzzyClauseTerms = clauses.flatMap((c) => (c.kind === 'role' || (c.kind === 'text' && c.field === 'title') ? c.terms : []));
  const analysis: Map<string, TermAnalysis> = await analyseTerms(ctx, [...textTerms, ...fuzzyClauseTerms], { correctAll });
  const main = queryGroups(textTerms, analysis);

  const workConditions: SQL[] = [];
  const roleClauses: RoleClause[] = [];
  const subjectClauses: string[][] = [];
  const publicationConditions: SQL[] = [];
  for (const clause of clauses) {
    if (clause.kind === 'role') {
      const role = { role: clause.role, groups: queryGroups(clause.terms, analysis).groups };
      roleClauses.push(role);
      workConditions.push(roleCondition(role.role, role.groups));
    } else if (clause.kind === 'text' && (clause.field === 'title' || clause.field === 'subject' || clause.field === 'genre' || clause.field === 'series')) {
      const groups = clause.field === 'title' ? queryGroups(clause.terms, analysis).groups : clause.terms.map((t) => [t]);
      workConditions.push(fieldTextCondition(clause.field, groups));
      if (clause.field === 'subject') subjectClauses.push(clause.terms);
    } else {
      const condition = publicationClauseCondition(clause);
      if (condition) publicationConditions.push(condition);
    }
  }
  const matchAll = main.groups.length === 0 && textTerms.length === 0;
  return {
    textGroups: main.groups,
    correctedText: main.correctedTerms ? main.correctedTerms.join(' ') : null,
    workConditions,
    roleClauses,
    subjectClauses,
    publicationConditions,
    clauses,
    matchAll,
    exactText: main.correctedTerms ? main.correctedTerms.join(' ') : text,
  };
}

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
      fictionNonfiction: f.fictionNonfiction.length === 1 ? sql`fiction = ${f.fictionNonfiction[0] === 'fiction'}` : trueSql,
      audience: any(f.audience, sql`audience = any(${textArray(f.audience)})`),
      category: any(f.category, sql`genres && ${textArray(f.category)}`),
      issuesByYear: any(f.issuesByYear, sql`serial_id is not null and publication_year = any(${intArray(f.issuesByYear)})`),
    },
    available: params.excludeUnavailable ? sql`cardinality(avail) > 0` : trueSql,
    items: params.includeWithoutItems ? trueSql : sql`cardinality(branches) > 0`,
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

interface SearchRow {
  total: number;
  facets: { g: string; v: string; n: number }[];
  hits: { id: number; score: number; exact: boolean; amatch: boolean; rank: number; holdings: number; pubs: number[] }[];
}

interface WorkMatch {
  hasText: boolean;
  /** Conditions on `works w` (words, commands, recommended/liked); empty for '*'. */
  where: SQL[];
  score: SQL;
  exactTitle: SQL;
  aMatch: SQL;
  textRank: SQL;
}

/** Which works the words and commands match, and the work's part of the score. */
function workMatch(plan: SearchPlan, params: SearchParams): WorkMatch {
  const hasText = plan.textGroups.length > 0;
  const tsq = hasText ? tsQuery(tsQueryString(plan.textGroups)) : null;
  const tsqA = hasText ? tsQuery(tsQueryString(plan.textGroups, 'A')) : null;
  // The length guard spares the regular expressions for the many titles that cannot be equal anyway.
  const near = (column: SQL) => sql`length(${column}) between ${Math.max(0, plan.exactText.length - 8)} and ${plan.exactText.length + 8}`;
  const exactTitle = hasText
    ? sql`(case when ${near(sql`w.title`)} then ${normalisedText(sql`w.title`)} = ${normalisedText(sql`${plan.exactText}`)} else false end
        or case when ${near(sql`coalesce(w.original_title, '')`)} then ${normalisedText(sql`coalesce(w.original_title, '')`)} = ${normalisedText(sql`${plan.exactText}`)} else false end)`
    : sql`false`;
  const aMatch = tsqA ? sql`(w.search_vector @@ ${tsqA})` : sql`false`;
  const textRank = tsq ? sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', w.search_vector, ${tsq}, 32)` : sql`0::real`;
  const ageGain = params.ageGain
    ? sql` + ${params.ageGain}::real / (1 + greatest(0, extract(year from now()) - coalesce(w.first_publication_year, 1900)) / 10.0)`
    : sql``;
  const itemsGain = params.itemsGain
    ? sql` + ${params.itemsGain}::real * ln(1 + (select count(*) from publications pi join items ii on ii.publication_id = pi.id where pi.work_id = w.id))`
    : sql``;
  // Exact title first (SPEC issue #5), then every word in title or creators (weight A), then by text rank.
  const score = sql`(case when ${exactTitle} then 100 else 0 end + case when ${aMatch} then 10 else 0 end + ${textRank} * 5${ageGain}${itemsGain})::real`;

  const where: SQL[] = [...plan.workConditions];
  if (tsq) where.push(sql`w.search_vector @@ ${tsq}`);
  if (params.recommended) where.push(sql`exists (select 1 from recommendations r where r.work_id = w.id and r.status = 'published')`);
  if (params.liked) where.push(sql`exists (select 1 from likes l join publications lp on lp.record_id = l.record_id where lp.work_id = w.id)`);
  return { hasText, where, score, exactTitle, aMatch, textRank };
}

/** The one statement that finds, filters, counts facets and pages (a JSON value, so PGlite decodes it once). */
async function runSearch(ctx: ServiceContext, plan: SearchPlan, params: SearchParams, branchIds: number[], pageSize: number): Promise<SearchRow> {
  const { hasText, where: workWhere, score, exactTitle, aMatch, textRank } = workMatch(plan, params);
  const pubWhere: SQL[] = [...plan.publicationConditions];
  if (params.yearFrom !== null) pubWhere.push(sql`p.publication_year >= ${params.yearFrom}`);
  if (params.yearTo !== null) pubWhere.push(sql`p.publication_year <= ${params.yearTo}`);

  const fs = filterSql(params, branchIds);
  const order = hasText ? sql`score desc, work_series_position asc nulls last, first_publication_year desc nulls last, id` : sql`created_at desc, id desc`;
  const offset = (params.page - 1) * pageSize;
  const availableWithinBranches = branchIds.length > 0 ? sql`avail && ${intArray(branchIds)}` : sql`cardinality(avail) > 0`;

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
          p.holding_branch_ids as branches, p.available_branch_ids as avail
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

/** The SQL part of the score of some works (flat arrays: one JSON value, decoded once). */
interface ScoreRows {
  ids: number[];
  score: number[];
  exact: boolean[];
  amatch: boolean[];
  rank: number[];
  seriesPosition: (number | null)[];
  firstYear: (number | null)[];
}

const NO_SCORES: ScoreRows = { ids: [], score: [], exact: [], amatch: [], rank: [], seriesPosition: [], firstYear: [] };

async function scoreWorks(ctx: ServiceContext, match: WorkMatch, where: SQL[]): Promise<ScoreRows> {
  const rows = await jsonValue<ScoreRows | null>(
    ctx,
    sql`select json_build_object('ids', json_agg(id), 'score', json_agg(score), 'exact', json_agg(exact), 'amatch', json_agg(amatch),
          'rank', json_agg(rank), 'seriesPosition', json_agg(work_series_position), 'firstYear', json_agg(first_publication_year)) as data
        from (select w.id, ${match.score} as score, ${match.exactTitle} as exact, ${match.aMatch} as amatch, ${match.textRank}::real as rank,
                w.work_series_position, w.first_publication_year
              from works w where ${and(where)}) m
        having count(*) > 0`,
  );
  return rows ?? NO_SCORES;
}

/**
 * The index ordinals of the works matching `where`. A work the index does not hold yet (committed after its last
 * poll, a second ago at most) is left out, as the index leaves it out of every other search until then.
 */
async function matchingOrdinals(ctx: ServiceContext, index: LiveIndex, where: SQL[]): Promise<Int32Array> {
  const ids = await jsonValue<number[]>(ctx, sql`select coalesce(json_agg(w.id), '[]') as data from works w where ${and(where)}`);
  return Int32Array.from(ids, (id) => index.workOrd(id)).filter((ord) => ord >= 0);
}

/**
 * The works matching role commands, from the index (the same works as roleCondition): the name's words in title or
 * creators (the postings' weight-A flag), made by a person whose name matches them (found in SQL by
 * agents_name_words) in that role (the index's work_agents). Null when SQL must answer.
 */
async function roleOrdinals(ctx: ServiceContext, index: LiveIndex, clauses: readonly RoleClause[]): Promise<Int32Array | null> {
  const { text, roles } = index;
  const found = await jsonValue<{ lexemes: string[] | null; agents: number[] }[]>(
    ctx,
    sql`select json_build_array(${sql.join(
      clauses.map(
        (c) => sql`json_build_object(
          'lexemes', (select json_agg(${wordLexeme(sql`u.w`)} order by u.n)
                      from unnest(${textArray(c.groups.flat())}) with ordinality as u(w, n)),
          'agents', (select coalesce(json_agg(a.id), '[]') from agents a where to_tsvector(${TS_CONFIG}, a.name) @@ ${tsQuery(tsQueryString(c.groups))}))`,
      ),
      sql`, `,
    )}) as data`,
  );
  let ords: Int32Array | null = null;
  for (const [n, clause] of clauses.entries()) {
    const lexemes = (found[n].lexemes ?? []).map(plainLexeme);
    if (lexemes.includes(null)) return null;
    let at = 0;
    // Each word's lexeme in its group; stop words ('') drop out, as to_tsquery drops them.
    const groups = clause.groups.map((g) => g.map(() => lexemes[at++] as string).filter((l) => l !== '')).filter((g) => g.length > 0);
    const matched = text.match(groups, { hash: 0, length: -1 });
    const inTitleOrCreators = matched.ords.filter((_, k) => matched.allInTitleOrCreators[k] === 1);
    const made = intersect(inTitleOrCreators, roles.works(found[n].agents, clause.role));
    ords = ords ? intersect(ords, made) : made;
  }
  return ords;
}

/** The works matching role and subject commands, from the index; null when SQL must answer. */
async function commandOrdinals(ctx: ServiceContext, index: LiveIndex, plan: SearchPlan): Promise<Int32Array | null> {
  const roles = plan.roleClauses.length > 0 ? await roleOrdinals(ctx, index, plan.roleClauses) : null;
  if (plan.roleClauses.length > 0 && !roles) return null;
  const subjects = plan.subjectClauses.length > 0 ? await subjectOrdinals(ctx, index, plan.subjectClauses) : null;
  if (plan.subjectClauses.length > 0 && !subjects) return null;
  return roles && subjects ? intersect(roles, subjects) : (roles ?? subjects);
}

/**
 * The works matching subject commands (emne:), from the subjects' postings: every typed word's lexeme among the
 * work's subjects, as subjectCondition's to_tsvector(subjects) @@ to_tsquery. Null when a word is not one plain
 * lexeme or a stop word (to_tsquery would drop it): SQL answers.
 */
async function subjectOrdinals(ctx: ServiceContext, index: LiveIndex, clauses: readonly string[][]): Promise<Int32Array | null> {
  const words = clauses.flat();
  const found = await jsonValue<string[]>(
    ctx,
    sql`select json_agg(to_tsquery(${TS_CONFIG}, u.w)::text order by u.n) as data from unnest(${textArray(words)}) with ordinality as u(w, n)`,
  );
  const lexemes = found.map(plainLexeme);
  if (lexemes.some((lexeme) => lexeme === null || lexeme === '')) return null;
  let at = 0;
  let ords: Int32Array | null = null;
  for (const clause of clauses) {
    const works = index.text.subjectWorks(clause.map(() => lexemes[at++] as string));
    ords = ords ? intersect(ords, works) : works;
  }
  return ords;
}

/**
 * The query's words as lexemes, by the database's own to_tsquery (stemming, accents, stop words), and the hash of
 * its normalised text for the exact-title check. Null when a word does not become one plain lexeme.
 */
interface QueryLexemes {
  groups: string[][];
  hash: number;
}

async function queryLexemes(ctx: ServiceContext, plan: SearchPlan): Promise<QueryLexemes | null> {
  const words = plan.textGroups.flat();
  const result = await jsonValue<{ lexemes: string[]; hash: number }>(
    ctx,
    sql`select json_build_object(
          'lexemes', (select json_agg(to_tsquery(${TS_CONFIG}, u.w)::text order by u.n) from unnest(${textArray(words)}) with ordinality as u(w, n)),
          'hash', hashtext(${normalisedText(sql`${plan.exactText}`)})) as data`,
  );
  const lexemeOf = new Map<string, string>();
  for (const [i, tsquery] of result.lexemes.entries()) {
    const plain = plainLexeme(tsquery);
    if (plain === null) return null;
    if (plain !== '') lexemeOf.set(words[i], plain); // a stop word ('') is dropped from the query, as to_tsquery does
  }
  const groups = plan.textGroups.map((g) => g.flatMap((w) => (lexemeOf.has(w) ? [lexemeOf.get(w) as string] : []))).filter((g) => g.length > 0);
  return { groups, hash: result.hash };
}

interface RankedEntry {
  /** Position in FilterResult.matched. */
  i: number;
  /** Final score (float4), then the SQL statement's tie-breakers. */
  score: number;
  seriesPosition: number | null;
  firstYear: number | null;
  id: number;
}

/** Text searches: by score, then series position (nulls last), first year (newest, nulls last), id — as the SQL orders. */
function rankedPage<T extends RankedEntry>(entries: T[], offset: number, limit: number): T[] {
  const before = (a: RankedEntry, b: RankedEntry): number => {
    if (a.score !== b.score) return b.score - a.score;
    if (a.seriesPosition !== b.seriesPosition) return a.seriesPosition === null ? 1 : b.seriesPosition === null ? -1 : a.seriesPosition - b.seriesPosition;
    if (a.firstYear !== b.firstYear) return a.firstYear === null ? 1 : b.firstYear === null ? -1 : b.firstYear - a.firstYear;
    return a.id - b.id;
  };
  return topK(entries, offset + limit, before).slice(offset);
}

const finalScore = (score: number, holdings: number) => Math.fround(Math.fround(score) + Math.log(1 + holdings) * 0.3);

/** A matched work ranked by the score SQL computed (row `row` of `scores`; -1 when SQL no longer has the work). */
function scoredEntry(i: number, row: number, scores: ScoreRows, matched: Matched): RankedEntry & { row: number } {
  if (row < 0) return { i, row, score: 0, seriesPosition: null, firstYear: null, id: 0 };
  return { i, row, score: finalScore(scores.score[row], matched.holdings[i]), seriesPosition: scores.seriesPosition[row], firstYear: scores.firstYear[row], id: scores.ids[row] };
}

/** A hit of the page: its position in FilterResult.matched and the parts of its score the debug view shows. */
interface PageHit {
  i: number;
  score: number;
  exact: boolean;
  amatch: boolean;
  rank: number;
}

/** A hit whose score SQL computed (row `at` of `scores`). */
const scoredHit = (i: number, score: number, scores: ScoreRows, at: number): PageHit => ({ i, score, exact: scores.exact[at], amatch: scores.amatch[at], rank: scores.rank[at] });

function searchRow(index: LiveIndex, result: FilterResult, hits: PageHit[], filters: Pick<FilterInput, 'params' | 'branchIds'>): SearchRow {
  return {
    total: result.total,
    facets: result.facets,
    hits: hits.map(({ i, ...hit }) => {
      const ord = result.matched.ord[i];
      return { id: index.workId(ord), ...hit, holdings: result.matched.holdings[i], pubs: index.matchingPublications(ord, filters) };
    }),
  };
}

/**
 * Words only, matched in the index's postings. Hits fall in tiers — exact title +100, every word in title or
 * creators +10, the rest below 6 — that never overlap, so only the tiers that reach the page need a score: from
 * the postings for one word, else from SQL by id. Null when a matched work is gone from the database.
 */
async function wordsOnlyPage(ctx: ServiceContext, index: LiveIndex, lexemes: QueryLexemes, match: WorkMatch, filterInput: Omit<FilterInput, 'candidates'>, exactLength: number, offset: number, pageSize: number): Promise<SearchRow | null> {
  const found = index.text.match(lexemes.groups, { hash: lexemes.hash, length: exactLength });
  const result = index.filter({ ...filterInput, candidates: found.ords });
  const { matched } = result;
  const maybeExact: number[] = [];
  for (let i = 0; i < matched.count; i++) if (found.maybeExactTitle[matched.k[i]]) maybeExact.push(index.workId(matched.ord[i]));
  const exact = new Set(maybeExact.length > 0 ? (await scoreWorks(ctx, match, [sql`w.id = any(${intArray(maybeExact)})`, match.exactTitle])).ids : []);
  // Plain loops: a common word matches 100,000 works, and TypedArray.from(x, fn) or filter() cost 10× as much.
  const tiers = new Int32Array(matched.count);
  const tierSizes = new Map<number, number>();
  for (let i = 0; i < matched.count; i++) {
    const tier = (exact.size > 0 && exact.has(index.workId(matched.ord[i])) ? 100 : 0) + (found.allInTitleOrCreators[matched.k[i]] ? 10 : 0);
    tiers[i] = tier;
    tierSizes.set(tier, (tierSizes.get(tier) ?? 0) + 1);
  }
  const needed = new Set<number>();
  let above = 0;
  let skippedBefore = 0;
  for (const tier of [110, 100, 10, 0]) {
    const size = tierSizes.get(tier) ?? 0;
    if (size > 0 && above + size > offset && above < offset + pageSize) {
      if (needed.size === 0) skippedBefore = above;
      needed.add(tier);
    }
    above += size;
  }
  const positions: number[] = [];
  for (let i = 0; i < matched.count; i++) if (needed.has(tiers[i])) positions.push(i);

  if (found.rank) {
    const rank = found.rank;
    const scores = positions.map((i) => finalScore(Math.fround(tiers[i] + rank[matched.k[i]] * 5), matched.holdings[i]));
    // Only works scoring at least the page's last score can reach it (ties kept for the tie-breakers): entries
    // with their tie-breakers are made for those few, not for every match of a common word.
    const reach = offset - skippedBefore + pageSize;
    const cut = reach < scores.length ? (topK(scores, reach, (a, b) => b - a).at(-1) ?? -Infinity) : -Infinity;
    const entries: RankedEntry[] = [];
    positions.forEach((i, j) => {
      if (scores[j] < cut) return;
      const ord = matched.ord[i];
      entries.push({ i, score: scores[j], seriesPosition: index.seriesPosition(ord), firstYear: index.firstYear(ord), id: index.workId(ord) });
    });
    const page = rankedPage(entries, offset - skippedBefore, pageSize);
    const hits = page.map(({ i, score }) => ({ i, score: float4Decimal(score), exact: tiers[i] >= 100, amatch: tiers[i] % 100 === 10, rank: float4Decimal(rank[matched.k[i]]) }));
    return searchRow(index, result, hits, filterInput);
  }
  const ids = positions.map((i) => index.workId(matched.ord[i]));
  const scores = ids.length > 0 ? await scoreWorks(ctx, match, [sql`w.id = any(${intArray(ids)})`]) : NO_SCORES;
  const rowOf = new Map(scores.ids.map((id, r) => [id, r]));
  // A work deleted since the index's last poll has no score: it is left off the page.
  const entries = positions.map((i) => scoredEntry(i, rowOf.get(index.workId(matched.ord[i])) ?? -1, scores, matched)).filter((e) => e.row >= 0);
  const page = rankedPage(entries, offset - skippedBefore, pageSize);
  return searchRow(index, result, page.map((e) => scoredHit(e.i, float4Decimal(e.score), scores, e.row)), filterInput);
}

/**
 * The same answer as runSearch from the in-memory index (docs/decisions/015): filters, facet counts, total and paging
 * come from the index; words are matched in its postings and only the works that can reach the page are scored.
 * Null when the index cannot answer: publication-level commands (isbn:, språk: …), score gains without words, a
 * library newer than the index. Changed records are in the index within a poll (live-index.ts), so none waits for SQL.
 */
async function runIndexedSearch(ctx: ServiceContext, plan: SearchPlan, params: SearchParams, branchIds: number[], pageSize: number): Promise<SearchRow | null> {
  const index = ctx.searchIndex?.current();
  if (!index || plan.publicationConditions.length > 0 || !index.knowsBranches(branchIds)) return null;
  const match = workMatch(plan, params);
  const gains = params.ageGain !== null || params.itemsGain !== null;
  if (match.where.length === 0 && gains) return null;
  const offset = (params.page - 1) * pageSize;
  const filterInput = { params, branchIds, categoryLimit: CATEGORY_OPTIONS };

  // Without words or gains every score is 0 and the order is the index's newest-first: '*' needs no SQL at all,
  // commands on works (forfatter:, tittel: …), recommended and liked only the matching ids.
  if (!match.hasText && !gains) {
    const fromIndex = plan.roleClauses.length + plan.subjectClauses.length === plan.workConditions.length && !params.recommended && !params.liked;
    const ords = match.where.length === 0 ? null : ((fromIndex ? await commandOrdinals(ctx, index, plan) : null) ?? (await matchingOrdinals(ctx, index, match.where)));
    const result = index.filter({ ...filterInput, candidates: ords });
    const hits = index.newestPage(result.matched, offset, pageSize).map((i) => ({ i, score: 0, exact: false, amatch: false, rank: 0 }));
    return searchRow(index, result, hits, filterInput);
  }

  const textOnly = match.hasText && plan.workConditions.length === 0 && !params.recommended && !params.liked && !gains;
  const lexemes = textOnly ? await queryLexemes(ctx, plan) : null;
  if (lexemes) return wordsOnlyPage(ctx, index, lexemes, match, filterInput, plan.exactText.length, offset, pageSize);

  // Commands with words or gains: SQL finds and scores the works, the index does the rest.
  const scores = await scoreWorks(ctx, match, match.where);
  // Candidates stay parallel to the score rows (matched.k indexes both): a work the index does not hold yet is -1,
  // which filter() skips.
  const ords = Int32Array.from(scores.ids, (id) => index.workOrd(id));
  const result = index.filter({ ...filterInput, candidates: ords });
  const { matched } = result;
  if (!match.hasText) {
    const hits = index.newestPage(matched, offset, pageSize).map((i) => scoredHit(i, scores.score[matched.k[i]], scores, matched.k[i]));
    return searchRow(index, result, hits, filterInput);
  }
  const entries = Array.from({ length: matched.count }, (_, i) => scoredEntry(i, matched.k[i], scores, matched));
  return searchRow(index, result, rankedPage(entries, offset, pageSize).map((e) => scoredHit(e.i, float4Decimal(e.score), scores, e.row)), filterInput);
}

/** The index when it can answer, else the one SQL statement. */
async function findWorks(ctx: ServiceContext, plan: SearchPlan, params: SearchParams, branchIds: number[], pageSize: number): Promise<SearchRow> {
  return (await runIndexedSearch(ctx, plan, params, branchIds, pageSize)) ?? runSearch(ctx, plan, params, branchIds, pageSize);
}

export async function searchCatalogue(ctx: ServiceContext, input: CatalogueSearchInput): Promise<CatalogueSearchResult> {
  const query = normaliseSearchQuery(input.query);
  const params = input.params;
  const pageSize = input.pageSize ?? SEARCH_PAGE_SIZE;
  const [branches, firstPlan] = await Promise.all([loadBranches(ctx), planQuery(ctx, query)]);
  let plan = firstPlan;
  const branchIds = params.filters.branch.map((slug) => {
    const branch = branches.bySlug.get(slug);
    if (!branch) throw new AppError('invalid', 'invalid_filter', `Ukjent bibliotek i filteret «${filterValue('branch', slug)}»`);
    return branch.id;
  });
  if (params.yearFrom !== null && params.yearTo !== null && params.yearFrom > params.yearTo) {
    throw new AppError('invalid', 'invalid_request', '«yearFrom» kan ikke være større enn «yearTo»');
  }

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
    if (input.debug) hit.debug = { score: h.score, exactTitle: h.exact, titleOrCreatorMatch: h.amatch, textRank: h.rank, branchesWithCopies: h.holdings };
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

/** Facets in SPEC §2 filter-definition order; active values stay listed even with no hits, so they can be removed. */
function presentFacets(rows: SearchRow['facets'], params: SearchParams, branches: Branches): Facet[] {
  const facets: Facet[] = [];
  const exclude = rows.find((r) => r.g === 'excludeUnavailable');
  const definition = (id: string) => FILTER_DEFINITIONS.find((d) => d.id === id);
  facets.push({
    id: 'excludeUnavailable',
    label: definition('excludeUnavailable')?.label ?? 'Kun tilgjengelige',
    type: 'checkbox',
    options: [{ value: 'true', text: 'Vis bare titler som står på hylla', count: exclude?.n ?? 0, active: params.excludeUnavailable }],
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
    const optionValue = (value: string): string => (prefix === 'branch' ? (branches.byId.get(Number(value))?.slug ?? value) : value);
    const options: FacetOption[] = [...counts.entries()].map(([value, count]) => {
      const v = optionValue(value);
      return { value: filterValue(prefix, v), text: text(value), count, active: active.includes(v) };
    });
    for (const v of active) {
      if (!options.some((o) => o.value === filterValue(prefix, v))) {
        const branch = prefix === 'branch' ? branches.bySlug.get(v) : undefined;
        options.push({ value: filterValue(prefix, v), text: branch?.name ?? filterOptionText(prefix, v), count: 0, active: true });
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

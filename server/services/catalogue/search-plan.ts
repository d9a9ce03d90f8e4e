// The planned query and what every implementation of the search port shares: the query's conditions, the work's
// part of the score (SQL), and the port itself (WorkFinder).
import { sql, type SQL } from 'drizzle-orm';
import { codedError } from '#server/services/coded-error.ts';
import { normaliseIsbn, isbn10to13 } from '#core/catalogue.ts';
import type { SearchParams } from '#core/search-filters.ts';
import { normaliseSearchQuery } from '#core/search-query.ts';
import { parseSearchQuery, resolveClause, searchTerms, type ResolvedClause } from '#core/search-syntax.ts';
import type { ServiceContext } from '../context.ts';
import { TS_CONFIG, jsonValue, normalisedText, textArray, tsQuery, tsQueryString } from './sql.ts';
import { analyseTerms, queryGroups, type TermAnalysis } from './text-query.ts';

export const CATEGORY_OPTIONS = 30;
const cfg = TS_CONFIG;
export const trueSql = sql`true`;

export function and(parts: readonly SQL[]): SQL {
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
      // Every ISBN-13 and EAN of the record is in isbns (GIN index publications_isbns); isbn is its first ISBN as
      // cataloged and ean its first EAN. An ISBN-10 is looked for as its ISBN-13 too.
      const alt = isbn10to13(clause.value) ?? clause.value;
      return sql`(p.isbn in (${clause.value}, ${alt}) or p.ean = ${clause.value} or p.isbns @> ${textArray([alt])})`;
    }
    case 'mediaType':
      return sql`p.media_type = ${clause.mediaType}`;
    case 'text':
      if (clause.field === 'publisher')
        return sql`to_tsvector(${cfg}, coalesce(p.publisher, '')) @@ ${tsQuery(tsQueryString(clause.terms.map((t) => [t])))}`;
      if (clause.field === 'format')
        return sql`to_tsvector(${cfg}, p.format) @@ ${tsQuery(tsQueryString(clause.terms.map((t) => [t])))}`;
      return null;
    case 'role':
      return null;
  }
}

export interface SearchPlan {
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
export interface RoleClause {
  role: string | null;
  groups: string[][];
}

/** Parses the query, validates its commands and widens misspelt words. Throws AppError('invalid') on bad commands. */
export async function planQuery(ctx: ServiceContext, rawQuery: string, correctAll = false): Promise<SearchPlan> {
  const parsed = parseSearchQuery(normaliseSearchQuery(rawQuery));
  const clauses: ResolvedClause[] = [];
  for (const clause of parsed.clauses) {
    const verdict = resolveClause(clause);
    if (!verdict.ok) {
      const { problem, command, value } = verdict;
      throw codedError('invalid', 'invalid_query', { context: problem, command, value });
    }
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
  const fuzzyClauseTerms = clauses.flatMap((c) =>
    c.kind === 'role' || (c.kind === 'text' && c.field === 'title') ? c.terms : [],
  );
  const analysis: Map<string, TermAnalysis> = await analyseTerms(ctx, [...textTerms, ...fuzzyClauseTerms], {
    correctAll,
  });
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
    } else if (
      clause.kind === 'text' &&
      (clause.field === 'title' || clause.field === 'subject' || clause.field === 'genre' || clause.field === 'series')
    ) {
      const groups =
        clause.field === 'title' ? queryGroups(clause.terms, analysis).groups : clause.terms.map((t) => [t]);
      workConditions.push(fieldTextCondition(clause.field, groups));
      if (clause.field === 'subject') subjectClauses.push(clause.terms);
    } else {
      const condition = publicationClauseCondition(clause);
      if (condition) publicationConditions.push(condition);
      // An ISBN names a handful of editions: their works are found first (by the isbn, ean and isbns indexes), so the
      // statement does not read every work to join them (a scanned barcode at 1M publications: 650 → 1 ms).
      if (condition && clause.kind === 'isbn') {
        workConditions.push(
          sql`w.id = any(array(select p.work_id from publications p where ${condition} and p.withdrawn_at is null))`,
        );
      }
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

export interface SearchRow {
  total: number;
  facets: { g: string; v: string; n: number }[];
  hits: {
    id: number;
    score: number;
    exact: boolean;
    amatch: boolean;
    rank: number;
    holdings: number;
    pubs: number[];
  }[];
}

export interface WorkMatch {
  hasText: boolean;
  /** Conditions on `works w` (words, commands, recommended/liked); empty for '*'. */
  where: SQL[];
  score: SQL;
  exactTitle: SQL;
  aMatch: SQL;
  textRank: SQL;
}

/** Which works the words and commands match, and the work's part of the score. */
export function workMatch(plan: SearchPlan, params: SearchParams): WorkMatch {
  const hasText = plan.textGroups.length > 0;
  const tsq = hasText ? tsQuery(tsQueryString(plan.textGroups)) : null;
  const tsqA = hasText ? tsQuery(tsQueryString(plan.textGroups, 'A')) : null;
  // The length guard spares the regular expressions for the many titles that cannot be equal anyway.
  const near = (column: SQL) =>
    sql`length(${column}) between ${Math.max(0, plan.exactText.length - 8)} and ${plan.exactText.length + 8}`;
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
    ? sql` + ${params.itemsGain}::real * ln(1 + (select count(*) from publications pi join items ii on ii.publication_id = pi.id where pi.work_id = w.id and pi.withdrawn_at is null))`
    : sql``;
  // Exact title first (SPEC issue #5), then every word in title or creators (weight A), then by text rank.
  const score = sql`(case when ${exactTitle} then 100 else 0 end + case when ${aMatch} then 10 else 0 end + ${textRank} * 5${ageGain}${itemsGain})::real`;

  const where: SQL[] = [...plan.workConditions];
  if (tsq) where.push(sql`w.search_vector @@ ${tsq}`);
  if (params.recommended)
    where.push(sql`exists (select 1 from recommendations r where r.work_id = w.id and r.status = 'published')`);
  if (params.liked)
    where.push(
      sql`exists (select 1 from likes l join publications lp on lp.record_id = l.record_id where lp.work_id = w.id)`,
    );
  return { hasText, where, score, exactTitle, aMatch, textRank };
}

/** The SQL part of the score of some works (flat arrays: one JSON value, decoded once). */
export interface ScoreRows {
  ids: number[];
  score: number[];
  exact: boolean[];
  amatch: boolean[];
  rank: number[];
  seriesPosition: (number | null)[];
  firstYear: (number | null)[];
}

export const NO_SCORES: ScoreRows = {
  ids: [],
  score: [],
  exact: [],
  amatch: [],
  rank: [],
  seriesPosition: [],
  firstYear: [],
};

export async function scoreWorks(ctx: ServiceContext, match: WorkMatch, where: SQL[]): Promise<ScoreRows> {
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
 * The catalogue search port (docs/decisions/018): finds the works of a planned query under filters — the total,
 * the disjunctive facet counts, and the requested page with its score parts. PostgreSQL answers every query
 * (search-sql.ts, the reference whose statement defines every rule); an accelerator answers what it can and null
 * for the rest (search-memory.ts, the in-memory index). A distributed engine would be one more implementation.
 */
export interface WorkFinder {
  findWorks(
    ctx: ServiceContext,
    plan: SearchPlan,
    params: SearchParams,
    branchIds: number[],
    pageSize: number,
  ): Promise<SearchRow | null>;
}

// The search port from the in-memory index (docs/decisions/015, 018): filters, facet counts, paging and the words
// of most queries answered from memory; null when the index cannot answer, and the reference (search-sql.ts) does.
import { sql, type SQL } from 'drizzle-orm';
import type { SearchParams } from '#core/search-filters.ts';
import type { ServiceContext } from '../context.ts';
import {
  countKey,
  float4Decimal,
  matchedOrd,
  type FilterInput,
  type FilterResult,
  type Matched,
} from './facet-index.ts';
import type { LiveIndex } from './live-index.ts';
import { ScratchArray } from './scratch-array.ts';
import {
  TS_CONFIG,
  intArray,
  jsonValue,
  normalisedText,
  plainLexeme,
  textArray,
  tsQuery,
  tsQueryString,
  wordLexeme,
} from './sql.ts';
import { cachedResult, keepResult, uncached } from './text-function-cache.ts';
import { intersect, topK } from './text-postings.ts';
import {
  and,
  CATEGORY_OPTIONS,
  NO_SCORES,
  scoreWorks,
  workMatch,
  type RoleClause,
  type ScoreRows,
  type SearchPlan,
  type SearchRow,
  type WorkFinder,
  type WorkMatch,
} from './search-plan.ts';

/**
 * The index ordinals of the works matching `where`. A work the index does not hold yet (committed after its last
 * poll, a second ago at most) is left out, as the index leaves it out of every other search until then.
 */
async function matchingOrdinals(ctx: ServiceContext, index: LiveIndex, where: SQL[]): Promise<Int32Array> {
  const ids = await jsonValue<number[]>(
    ctx,
    sql`select coalesce(json_agg(w.id), '[]') as data from works w where ${and(where)}`,
  );
  return Int32Array.from(ids, (id) => index.workOrd(id)).filter((ord) => ord >= 0);
}

/**
 * The works matching role commands, from the index (the same works as roleCondition): the name's words in title or
 * creators (the postings' weight-A flag), made by a person whose name matches them (found in SQL by
 * agents_name_words) in that role (the index's work_agents). Null when SQL must answer.
 */
async function roleOrdinals(
  ctx: ServiceContext,
  index: LiveIndex,
  clauses: readonly RoleClause[],
): Promise<Int32Array | null> {
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
    const groups = clause.groups
      .map((g) => g.map(() => lexemes[at++] as string).filter((l) => l !== ''))
      .filter((g) => g.length > 0);
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
async function subjectOrdinals(
  ctx: ServiceContext,
  index: LiveIndex,
  clauses: readonly string[][],
): Promise<Int32Array | null> {
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
  const words = [...new Set(plan.textGroups.flat())];
  // Both depend on their argument alone: read only what this process has not seen (text-function-cache.ts).
  const toRead = uncached('tsquery', words);
  if (toRead.length > 0 || cachedResult('hash', plan.exactText) === undefined) {
    const read = await jsonValue<{ lexemes: string[]; hash: number }>(
      ctx,
      sql`select json_build_object(
            'lexemes', (select coalesce(json_agg(to_tsquery(${TS_CONFIG}, u.w)::text order by u.n), '[]') from unnest(${textArray(toRead)}) with ordinality as u(w, n)),
            'hash', hashtext(${normalisedText(sql`${plan.exactText}`)})) as data`,
    );
    read.lexemes.forEach((tsquery, i) => keepResult('tsquery', toRead[i], tsquery));
    keepResult('hash', plan.exactText, read.hash);
  }
  const lexemeOf = new Map<string, string>();
  for (const word of words) {
    const plain = plainLexeme(cachedResult<string>('tsquery', word) as string);
    if (plain === null) return null;
    if (plain !== '') lexemeOf.set(word, plain); // a stop word ('') is dropped from the query, as to_tsquery does
  }
  const groups = plan.textGroups
    .map((g) => g.flatMap((w) => (lexemeOf.has(w) ? [lexemeOf.get(w) as string] : [])))
    .filter((g) => g.length > 0);
  return { groups, hash: cachedResult<number>('hash', plan.exactText) as number };
}

interface RankedEntry {
  /** Candidate position in FilterResult.matched. */
  k: number;
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
    if (a.seriesPosition !== b.seriesPosition)
      return a.seriesPosition === null ? 1 : b.seriesPosition === null ? -1 : a.seriesPosition - b.seriesPosition;
    if (a.firstYear !== b.firstYear)
      return a.firstYear === null ? 1 : b.firstYear === null ? -1 : b.firstYear - a.firstYear;
    return a.id - b.id;
  };
  return topK(entries, offset + limit, before).slice(offset);
}

const finalScore = (score: number, holdings: number) => Math.fround(Math.fround(score) + Math.log(1 + holdings) * 0.3);

/** A matched work ranked by the score SQL computed (row `row` of `scores`; -1 when SQL no longer has the work). */
function scoredEntry(k: number, row: number, scores: ScoreRows, matched: Matched): RankedEntry & { row: number } {
  if (row < 0) return { k, row, score: 0, seriesPosition: null, firstYear: null, id: 0 };
  return {
    k,
    row,
    score: finalScore(scores.score[row], matched.holdings[k]),
    seriesPosition: scores.seriesPosition[row],
    firstYear: scores.firstYear[row],
    id: scores.ids[row],
  };
}

/** A hit of the page: its candidate position in FilterResult.matched and the parts of its score the debug view shows. */
interface PageHit {
  k: number;
  score: number;
  exact: boolean;
  amatch: boolean;
  rank: number;
}

/** A hit whose score SQL computed (row `at` of `scores`). */
const scoredHit = (k: number, score: number, scores: ScoreRows, at: number): PageHit => ({
  k,
  score,
  exact: scores.exact[at],
  amatch: scores.amatch[at],
  rank: scores.rank[at],
});

function searchRow(
  index: LiveIndex,
  result: FilterResult,
  hits: PageHit[],
  filters: Pick<FilterInput, 'params' | 'branchIds'>,
): SearchRow {
  return {
    total: result.total,
    facets: result.facets,
    hits: hits.map(({ k, ...hit }) => {
      const ord = matchedOrd(result.matched, k);
      return {
        id: index.workId(ord),
        ...hit,
        holdings: result.matched.holdings[k],
        pubs: index.matchingPublications(ord, filters),
      };
    }),
  };
}

/**
 * Words only, matched in the index's postings. Hits fall in tiers — exact title +100, every word in title or
 * creators +10, the rest below 6 — that never overlap, so only the tiers that reach the page need a score: from
 * the postings for one word, else from SQL by id. Null when a matched work is gone from the database.
 */
async function wordsOnlyPage(
  ctx: ServiceContext,
  index: LiveIndex,
  lexemes: QueryLexemes,
  match: WorkMatch,
  filterInput: Omit<FilterInput, 'candidates'>,
  exactLength: number,
  offset: number,
  pageSize: number,
): Promise<SearchRow | null> {
  const found = index.text.match(lexemes.groups, { hash: lexemes.hash, length: exactLength });
  // The base finds the same works for the same lexemes: its count is kept under them and the filters.
  const result = index.filter(
    { ...filterInput, candidates: found.ords },
    `words ${JSON.stringify(lexemes.groups)} ${countKey(filterInput)}`,
  );
  const { holdings } = result.matched;
  const candidates = holdings.length;
  const maybeExact: number[] = [];
  for (let k = 0; k < candidates; k++)
    if (holdings[k] >= 0 && found.maybeExactTitle[k]) maybeExact.push(index.workId(found.ords[k]));
  const exact = new Set(
    maybeExact.length > 0
      ? (await scoreWorks(ctx, match, [sql`w.id = any(${intArray(maybeExact)})`, match.exactTitle])).ids
      : [],
  );
  // Plain loops over typed arrays: a common word matches every work, and TypedArray.from(x, fn) or filter() cost 10× as much.
  const tiers = scratch.tiers.zeroed(candidates);
  const tierSizes = new Int32Array(TIERS[0] + 1);
  for (let k = 0; k < candidates; k++) {
    if (holdings[k] < 0) continue;
    const tier =
      (exact.size > 0 && exact.has(index.workId(found.ords[k])) ? 100 : 0) + (found.allInTitleOrCreators[k] ? 10 : 0);
    tiers[k] = tier;
    tierSizes[tier] += 1;
  }
  const needed = new Uint8Array(TIERS[0] + 1);
  let above = 0;
  let skippedBefore = -1;
  for (const tier of TIERS) {
    const size = tierSizes[tier];
    if (size > 0 && above + size > offset && above < offset + pageSize) {
      if (skippedBefore < 0) skippedBefore = above;
      needed[tier] = 1;
    }
    above += size;
  }
  skippedBefore = Math.max(0, skippedBefore);
  const positions = scratch.positions.view(result.matched.count);
  let reaching = 0;
  for (let k = 0; k < candidates; k++) if (holdings[k] >= 0 && needed[tiers[k]] === 1) positions[reaching++] = k;

  if (found.rank) {
    const rank = found.rank;
    const scores = scratch.scores.view(reaching);
    for (let j = 0; j < reaching; j++)
      scores[j] = finalScore(Math.fround(tiers[positions[j]] + rank[positions[j]] * 5), holdings[positions[j]]);
    // Only works scoring at least the page's last score can reach it (ties kept for the tie-breakers): entries
    // with their tie-breakers are made for those few, not for every match of a common word.
    const reach = offset - skippedBefore + pageSize;
    const cut = reach < reaching ? kthLargest(scores, reach) : -Infinity;
    const entries: RankedEntry[] = [];
    for (let j = 0; j < reaching; j++) {
      if (scores[j] < cut) continue;
      const ord = found.ords[positions[j]];
      entries.push({
        k: positions[j],
        score: scores[j],
        seriesPosition: index.seriesPosition(ord),
        firstYear: index.firstYear(ord),
        id: index.workId(ord),
      });
    }
    const page = rankedPage(entries, offset - skippedBefore, pageSize);
    const hits = page.map(({ k, score }) => ({
      k,
      score: float4Decimal(score),
      exact: tiers[k] >= 100,
      amatch: tiers[k] % 100 === 10,
      rank: float4Decimal(rank[k]),
    }));
    return searchRow(index, result, hits, filterInput);
  }
  const reachingKs = Array.from(positions.subarray(0, reaching));
  const ids = reachingKs.map((k) => index.workId(found.ords[k]));
  const scores = ids.length > 0 ? await scoreWorks(ctx, match, [sql`w.id = any(${intArray(ids)})`]) : NO_SCORES;
  const rowOf = new Map(scores.ids.map((id, r) => [id, r]));
  // A work deleted since the index's last poll has no score: it is left off the page.
  const entries = reachingKs
    .map((k, j) => scoredEntry(k, rowOf.get(ids[j]) ?? -1, scores, result.matched))
    .filter((e) => e.row >= 0);
  const page = rankedPage(entries, offset - skippedBefore, pageSize);
  return searchRow(
    index,
    result,
    page.map((e) => scoredHit(e.k, float4Decimal(e.score), scores, e.row)),
    filterInput,
  );
}

/** wordsOnlyPage's work arrays, as long as a word's matches (the page is made before its only await that follows them). */
const scratch = {
  tiers: new ScratchArray(Uint8Array),
  positions: new ScratchArray(Int32Array),
  scores: new ScratchArray(Float64Array),
};

/** The score tiers of a words-only search, best first: exact title and every word in title or creators, … */
const TIERS = [110, 100, 10, 0] as const;

/** The `k`-th largest of `values` (k ≥ 1): a min-heap of the k largest seen, without sorting them all. */
function kthLargest(values: Float64Array, k: number): number {
  const heap = new Float64Array(k);
  let size = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (size < k) {
      let at = size++;
      while (at > 0 && heap[(at - 1) >> 1] > v) {
        heap[at] = heap[(at - 1) >> 1];
        at = (at - 1) >> 1;
      }
      heap[at] = v;
    } else if (v > heap[0]) {
      let at = 0;
      for (;;) {
        const l = 2 * at + 1;
        if (l >= k) break;
        const child = l + 1 < k && heap[l + 1] < heap[l] ? l + 1 : l;
        if (heap[child] >= v) break;
        heap[at] = heap[child];
        at = child;
      }
      heap[at] = v;
    }
  }
  return heap[0];
}

/**
 * The same answer as runSearch from the in-memory index (docs/decisions/015): filters, facet counts, total and paging
 * come from the index; words are matched in its postings and only the works that can reach the page are scored.
 * Null when the index cannot answer: publication-level commands (isbn:, språk: …), score gains without words, a
 * library newer than the index. Changed records are in the index within a poll (live-index.ts), so none waits for SQL.
 */
async function runIndexedSearch(
  ctx: ServiceContext,
  plan: SearchPlan,
  params: SearchParams,
  branchIds: number[],
  pageSize: number,
): Promise<SearchRow | null> {
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
    const fromIndex =
      plan.roleClauses.length + plan.subjectClauses.length === plan.workConditions.length &&
      !params.recommended &&
      !params.liked;
    const ords =
      match.where.length === 0
        ? null
        : ((fromIndex ? await commandOrdinals(ctx, index, plan) : null) ??
          (await matchingOrdinals(ctx, index, match.where)));
    // '*': the base's count of every work under these filters is kept (a browse by media type, language, library …).
    const result = index.filter({ ...filterInput, candidates: ords }, ords ? undefined : `* ${countKey(filterInput)}`);
    const hits = index
      .newestPage(result.matched, offset, pageSize)
      .map((k) => ({ k, score: 0, exact: false, amatch: false, rank: 0 }));
    return searchRow(index, result, hits, filterInput);
  }

  const textOnly = match.hasText && plan.workConditions.length === 0 && !params.recommended && !params.liked && !gains;
  const lexemes = textOnly ? await queryLexemes(ctx, plan) : null;
  if (lexemes) return wordsOnlyPage(ctx, index, lexemes, match, filterInput, plan.exactText.length, offset, pageSize);

  // Commands with words or gains: SQL finds and scores the works, the index does the rest.
  const scores = await scoreWorks(ctx, match, match.where);
  // Candidates stay parallel to the score rows (a candidate position indexes both): a work the index does not hold
  // yet is -1, which filter() skips.
  const ords = Int32Array.from(scores.ids, (id) => index.workOrd(id));
  const result = index.filter({ ...filterInput, candidates: ords });
  const { matched } = result;
  if (!match.hasText) {
    const hits = index.newestPage(matched, offset, pageSize).map((k) => scoredHit(k, scores.score[k], scores, k));
    return searchRow(index, result, hits, filterInput);
  }
  const entries: (RankedEntry & { row: number })[] = [];
  for (let k = 0; k < matched.holdings.length; k++)
    if (matched.holdings[k] >= 0) entries.push(scoredEntry(k, k, scores, matched));
  return searchRow(
    index,
    result,
    rankedPage(entries, offset, pageSize).map((e) => scoredHit(e.k, float4Decimal(e.score), scores, e.row)),
    filterInput,
  );
}

export const memoryWorkFinder: WorkFinder = { findWorks: runIndexedSearch };

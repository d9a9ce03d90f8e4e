// Turns typed words into full-text query groups: stop words dropped, unknown words widened with spelling corrections.
import { sql } from 'drizzle-orm';
import { editDistance } from '#core/edit-distance.ts';
import type { ServiceContext } from '../context.ts';
import { TS_CONFIG, plainLexeme, rows, textArray, wordLexeme } from './sql.ts';
import { cachedResult, keepResult, uncached } from './text-function-cache.ts';

export interface TermAnalysis {
  term: string;
  /** A Norwegian stop word ('og', 'i'): the index leaves it out, so the query must too. */
  stop: boolean;
  /** The word (after stemming) occurs in the catalogue's search vectors. */
  found: boolean;
  /** Spelling corrections of a word that was not found, best first (accents folded). */
  corrections: string[];
}

/** Trigram similarity a word of the lexicon needs to be offered as a correction (one wrong letter in six passes). */
const MIN_CORRECTION_SIMILARITY = 0.34;
/**
 * Candidates are read down to this similarity and kept when few edits away: two letters swapped ('nohwere') or one
 * wrong in a short word leaves a third of its trigrams or fewer, below the similarity above.
 */
const MIN_CANDIDATE_SIMILARITY = 0.2;
const CANDIDATES = 30;
const MAX_CORRECTIONS = 3;

/**
 * Edits a correction may be away from the typed word: none below five letters (one edit turns 'sult' into 'salt',
 * 'sylt' and 'suit': a four-letter word is only corrected when it is as similar as MIN_CORRECTION_SIMILARITY), one
 * up to seven, two in longer words.
 */
function allowedEdits(term: string): number {
  const letters = [...term].length;
  return letters < 5 ? 0 : letters <= 7 ? 1 : 2;
}

/** Words worth correcting: three letters or more (shorter ones are too similar to too much). */
export function correctable(term: string): boolean {
  return [...term].length >= 3;
}

/** A word as the text search configuration sees it: a stop word, or its lexeme as plainto_tsquery prints it. */
interface TermLexeme {
  term: string;
  stop: boolean;
  lexeme: string;
}

/**
 * For each word: is it a stop word, does the index know it, and if not, which words of the titles and names are
 * spelt most like it (trigram similarity over the lexicon spelling_words, migration 0015). Whether a word is known
 * comes from the search's in-memory postings when they are current (a common word's GIN bitmap costs 5–20 ms at a
 * million works), else from the works table. `prefix`: that word is still being typed (autocomplete), so it is
 * known when some indexed word starts with it.
 */
export async function analyseTerms(
  ctx: ServiceContext,
  terms: readonly string[],
  options: { correctAll?: boolean; prefix?: string } = {},
): Promise<Map<string, TermAnalysis>> {
  const unique = [...new Set(terms)];
  const result = new Map<string, TermAnalysis>();
  if (unique.length === 0) return result;
  const toRead = uncached('term', unique);
  if (toRead.length > 0) {
    // CASE keeps stop words away from to_tsquery (which would emit a NOTICE for them).
    const read = await rows<TermLexeme>(
      ctx,
      sql`select t.term, length(to_tsvector(${TS_CONFIG}, t.term)) = 0 as stop,
            case when length(to_tsvector(${TS_CONFIG}, t.term)) = 0 then '' else plainto_tsquery(${TS_CONFIG}, t.term)::text end as lexeme
          from unnest(${textArray(toRead)}) as t(term)`,
    );
    for (const row of read) keepResult('term', row.term, row);
  }
  const words = unique.map((term) => cachedResult<TermLexeme>('term', term) as TermLexeme);
  const postings = ctx.searchIndex?.current()?.text ?? null;
  const knownInMemory = (row: (typeof words)[number]): boolean | null => {
    if (row.stop) return true;
    const plain = plainLexeme(row.lexeme);
    return postings && plain ? postings.knows(plain, row.term === options.prefix) : null;
  };
  const inMemory = new Map(words.map((row) => [row.term, knownInMemory(row)]));
  const unsure = words.filter((row) => inMemory.get(row.term) === null).map((row) => row.term);
  const foundInTable = unsure.length > 0 ? await termsInWorks(ctx, unsure, options.prefix) : new Set<string>();
  const checked = words.map((row) => ({
    term: row.term,
    stop: row.stop,
    found: inMemory.get(row.term) ?? foundInTable.has(row.term),
  }));
  for (const row of checked)
    result.set(row.term, { term: row.term, stop: row.stop, found: row.found, corrections: [] });
  const missing = checked
    .filter((r) => (options.correctAll ? !r.stop : !r.found) && correctable(r.term))
    .map((r) => r.term);
  if (missing.length === 0) return result;
  for (const row of await spellingCorrections(ctx, missing)) {
    const analysis = result.get(row.term);
    // With correctAll a known word may be its own best match; it is not a correction then.
    if (analysis && row.word !== row.term) analysis.corrections.push(row.word);
  }
  return result;
}

/** The terms some work's search vector holds (`prefix`: as a prefix), by the GIN index of works. */
async function termsInWorks(
  ctx: ServiceContext,
  terms: readonly string[],
  prefix: string | undefined,
): Promise<Set<string>> {
  const found = await rows<{ term: string }>(
    ctx,
    sql`select t.term from unnest(${textArray(terms)}) as t(term)
      where case when t.term = ${prefix ?? null} then exists (select 1 from works w where w.search_vector @@ to_tsquery(${TS_CONFIG}, t.term || ':*'))
            else exists (select 1 from works w where w.search_vector @@ plainto_tsquery(${TS_CONFIG}, t.term)) end`,
  );
  return new Set(found.map((r) => r.term));
}

interface Candidate {
  term: string;
  word: string;
  lexeme: string;
  similarity: number;
  foldedTerm: string;
  foldedWord: string;
}

/**
 * Up to MAX_CORRECTIONS words of the lexicon per term, with the lexeme to_tsquery makes of each ('' for a stop
 * word): the trigram index finds candidates, and those fewest edits away (accents folded; a swap of two letters is
 * one edit) come first, then the most similar, then alphabetical, so answers are stable. A candidate too many edits
 * away is still offered when it is as similar as MIN_CORRECTION_SIMILARITY (a long word with a slip at each end).
 */
export async function spellingCorrections(
  ctx: ServiceContext,
  terms: readonly string[],
): Promise<{ term: string; word: string; lexeme: string }[]> {
  // The % operator (answered by spelling_words_trgm) compares with pg_trgm.similarity_threshold, set for this transaction only.
  const candidates = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(MIN_CANDIDATE_SIMILARITY)}, true)`);
    const result = await tx.execute(sql`select t.term, c.word, ${wordLexeme(sql`c.word`)} as lexeme, c.similarity,
          immutable_unaccent(t.term) as "foldedTerm", c.folded as "foldedWord"
        from unnest(${textArray(terms)}) with ordinality as t(term, n)
        cross join lateral (
          select s.word, immutable_unaccent(s.word) as folded, similarity(immutable_unaccent(s.word), immutable_unaccent(t.term)) as similarity from spelling_words s
          where immutable_unaccent(s.word) % immutable_unaccent(t.term)
          order by 3 desc, s.word
          limit ${CANDIDATES}
        ) c
        order by t.n, c.similarity desc, c.word`);
    return result.rows as unknown as Candidate[];
  });
  const out: { term: string; word: string; lexeme: string }[] = [];
  for (const term of terms) {
    const allowed = allowedEdits(term);
    const ranked = candidates
      .filter((c) => c.term === term)
      .map((c) => ({ ...c, edits: editDistance(c.foldedTerm.toLowerCase(), c.foldedWord.toLowerCase(), allowed) }))
      .filter((c) => c.edits <= allowed || Number(c.similarity) >= MIN_CORRECTION_SIMILARITY)
      .sort(
        (a, b) =>
          a.edits - b.edits ||
          Number(b.similarity) - Number(a.similarity) ||
          (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
      );
    for (const c of ranked.slice(0, MAX_CORRECTIONS)) out.push({ term: c.term, word: c.word, lexeme: c.lexeme });
  }
  return out;
}

export interface QueryGroups {
  /** Alternatives per word, AND-ed; stop words left out. */
  groups: string[][];
  /** The words with each unknown one replaced by its best correction; null when nothing was corrected. */
  correctedTerms: string[] | null;
}

/** Query groups for a list of words, given the analysis: a word with corrections becomes (word | corrections…). */
export function queryGroups(terms: readonly string[], analysis: ReadonlyMap<string, TermAnalysis>): QueryGroups {
  const groups: string[][] = [];
  const corrected: string[] = [];
  let changed = false;
  for (const term of terms) {
    const a = analysis.get(term);
    if (a?.stop) {
      corrected.push(term);
      continue;
    }
    if (a && a.corrections.length > 0) {
      groups.push([term, ...a.corrections]);
      corrected.push(a.corrections[0]);
      changed = true;
    } else {
      groups.push([term]);
      corrected.push(term);
    }
  }
  return { groups, correctedTerms: changed ? corrected : null };
}

// Turns typed words into full-text query groups: stop words dropped, unknown words widened with spelling corrections.
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { TS_CONFIG, rows, textArray } from './sql.ts';

export interface TermAnalysis {
  term: string;
  /** A Norwegian stop word ('og', 'i'): the index leaves it out, so the query must too. */
  stop: boolean;
  /** The word (after stemming) occurs in the catalogue's search vectors. */
  found: boolean;
  /** Spelling corrections of a word that was not found, best first (accents folded). */
  corrections: string[];
}

/** Word similarity needed before a title or name is mined for corrections; 0.6 is pg_trgm's default for <%. */
const MIN_CORRECTION_SIMILARITY = 0.34;
const MAX_CORRECTIONS = 3;
const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * For each word: is it a stop word, does the index know it, and if not, which similar words appear in titles
 * and names (trigram word similarity on the title and agent-name indexes). Two statements at most.
 */
export async function analyseTerms(ctx: ServiceContext, terms: readonly string[], options: { correctAll?: boolean } = {}): Promise<Map<string, TermAnalysis>> {
  const unique = [...new Set(terms)];
  const result = new Map<string, TermAnalysis>();
  if (unique.length === 0) return result;
  // CASE keeps stop words away from to_tsquery (which would emit a NOTICE for them).
  const checked = await rows<{ term: string; stop: boolean; found: boolean }>(
    ctx,
    sql`select t.term,
          length(to_tsvector(${TS_CONFIG}, t.term)) = 0 as stop,
          case when length(to_tsvector(${TS_CONFIG}, t.term)) = 0 then true
               else exists (select 1 from works w where w.search_vector @@ plainto_tsquery(${TS_CONFIG}, t.term)) end as found
        from unnest(${textArray(unique)}) as t(term)`,
  );
  for (const row of checked) result.set(row.term, { term: row.term, stop: row.stop, found: row.found, corrections: [] });
  const missing = checked.filter((r) => (options.correctAll ? !r.stop : !r.found) && [...r.term].length >= 3).map((r) => r.term);
  if (missing.length === 0) return result;
  // The <% operator (index-backed) uses this threshold; 0.5 lets one wrong letter in a six-letter word through.
  const corrections = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    const result = await tx.execute(sql`select t.term, c.word
        from unnest(${textArray(missing)}) as t(term)
        cross join lateral (
          select words.word from (
            select distinct regexp_split_to_table(lower(src.label), '[[:space:][:punct:]]+') as word
            from (
              (select a.name as label from agents a where immutable_unaccent(t.term) <% a.name limit 200)
              union all
              (select x.title from works x where immutable_unaccent(t.term) <% immutable_unaccent(lower(x.title)) limit 200)
            ) src
          ) words
          where length(words.word) >= 3 and similarity(immutable_unaccent(words.word), immutable_unaccent(t.term)) >= ${MIN_CORRECTION_SIMILARITY}
          order by similarity(immutable_unaccent(words.word), immutable_unaccent(t.term)) desc, words.word
          limit ${MAX_CORRECTIONS}
        ) c`);
    return result.rows as { term: string; word: string }[];
  });
  for (const row of corrections) {
    const analysis = result.get(row.term);
    // With correctAll a known word may be its own best match; it is not a correction then.
    if (analysis && row.word !== row.term && /^[\p{L}\p{N}]+$/u.test(row.word)) analysis.corrections.push(row.word);
  }
  return result;
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

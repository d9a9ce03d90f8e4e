// SQL building blocks of the catalogue queries: array literals, text-search query strings, one-row JSON reads.
import { sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';

/** The text-search configuration of the search vector (migration 0000: accent folding + Norwegian stemming). */
export const TS_CONFIG = sql.raw(`'nb_unaccent'::regconfig`);

function quoteElement(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A text[] parameter (drizzle would expand a JS array into a list of parameters). */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map(quoteElement).join(',')}}`}::text[]`;
}

export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.map((v) => String(Math.trunc(v))).join(',')}}`}::int[]`;
}

/**
 * A to_tsquery() source: every group is a list of alternatives (a word and its spelling corrections);
 * groups are AND-ed. Words hold only letters and digits (core/search-syntax searchTerms), so they are safe
 * in to_tsquery syntax. `weight` limits matches to that part of the vector (A = title and creators).
 */
export function tsQueryString(
  groups: readonly (readonly string[])[],
  weight?: 'A' | 'B' | 'AB',
  prefixLast = false,
): string {
  return groups
    .filter((g) => g.length > 0)
    .map((alternatives, gi, all) => {
      const prefix = prefixLast && gi === all.length - 1 ? ':*' : '';
      const label = weight ? (prefix ? weight : `:${weight}`) : '';
      const parts = alternatives.map((w) => `${w}${prefix}${label}`);
      return parts.length === 1 ? parts[0] : `(${parts.join(' | ')})`;
    })
    .join(' & ');
}

export function tsQuery(source: string): SQL {
  return sql`to_tsquery(${TS_CONFIG}, ${source})`;
}

/**
 * The lexeme to_tsquery makes of one word, as text ('word'); '' for a stop word, kept away from to_tsquery
 * (which would emit a NOTICE for it). plainLexeme reads the result.
 */
export function wordLexeme(word: SQL): SQL {
  return sql`case when length(to_tsvector(${TS_CONFIG}, ${word})) = 0 then '' else to_tsquery(${TS_CONFIG}, ${word})::text end`;
}

/** A lexeme as to_tsquery prints one plain word ('word') → word; '' (a stop word) stays ''; null for anything else. */
export function plainLexeme(tsquery: string): string | null {
  if (tsquery === '') return '';
  return /^'([^']+)'$/.exec(tsquery)?.[1] ?? null;
}

/** Lower case, accents folded, punctuation to single spaces: how titles are compared for an exact match. */
export function normalisedText(expr: SQL): SQL {
  return sql`btrim(regexp_replace(immutable_unaccent(lower(${expr})), '[^[:alnum:]]+', ' ', 'g'))`;
}

/**
 * Whether work `workId` has a publication that is not withdrawn: a work whose every publication is withdrawn is not
 * suggested, and an agent row does not count it (docs/decisions/018; the index: worksWithoutPublications).
 */
export function hasLivePublication(workId: SQL): SQL {
  return sql`exists (select 1 from publications lp where lp.work_id = ${workId} and lp.withdrawn_at is null)`;
}

/** Rows of a raw statement (PGlite and node-postgres both answer { rows }). */
export async function rows<T>(ctx: Pick<ServiceContext, 'db'>, query: SQL): Promise<T[]> {
  const result = await ctx.db.execute(query);
  return result.rows as T[];
}

/** The single JSON value a statement selects as `data` (null when the statement selects no row). */
export async function jsonValue<T>(ctx: Pick<ServiceContext, 'db'>, query: SQL): Promise<T> {
  const [row] = await rows<{ data: T }>(ctx, query);
  return (row?.data ?? null) as T;
}

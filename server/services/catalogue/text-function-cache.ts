// Results of PostgreSQL's text functions that depend on their argument alone — a word's lexeme, whether it is a stop
// word, the hash of a normalised text — kept per process, so a search for words seen before spends no round trip on
// them (two of a word search's four statements). The text search configuration they use is part of the schema: it
// changes only with a migration, and a deploy restarts the server for that.
import { LRUCache } from 'lru-cache';

/** Entries kept: a word and its result are well under 200 bytes, so at most about 20 MB. */
const MAX_ENTRIES = 100_000;

const results = new LRUCache<string, object | number | string>({ max: MAX_ENTRIES });

type Kind = 'term' | 'tsquery' | 'hash';

export function cachedResult<T extends object | number | string>(kind: Kind, argument: string): T | undefined {
  return results.get(`${kind}\u0000${argument}`) as T | undefined;
}

export function keepResult(kind: Kind, argument: string, value: object | number | string): void {
  results.set(`${kind}\u0000${argument}`, value);
}

/** The arguments of `kind` whose results are not kept. */
export function uncached(kind: Kind, args: readonly string[]): string[] {
  return args.filter((argument) => !results.has(`${kind}\u0000${argument}`));
}

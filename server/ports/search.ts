// The search port (DESIGN §3, docs/decisions/015, 018): the in-memory index a search reads, and the machine's search
// process that can answer a search for this process. PostgreSQL (search-sql.ts) answers whenever neither does.
import type { LiveIndex } from '#server/services/catalogue/live-index.ts';

/** What the health endpoint tells of the index. */
export interface IndexSummary {
  publications: number;
  works: number;
  /** Works read again since the last full build (held beside it). */
  changedWorks: number;
  /** When the index is kept in the machine's search process: the longest that process could not answer in the last 2–4 s. */
  eventLoopDelayMs?: number;
}

export interface SearchIndexSource {
  /** The index of this process (null: a small catalogue, the first build not done yet, or the index is in the search process). */
  current(): LiveIndex | null;
  /** False until the first build is done on a catalogue that needs the index: the health endpoint says not ready. */
  ready(): boolean;
  /** Null while no index answers (search.ts then uses SQL only). */
  summary(): IndexSummary | null;
  /** Stops polling (or talking to the search process) before the database closes. */
  stop(): Promise<void>;
}

/** The searches the search process answers. */
export type SearchMethod = 'catalogue' | 'autocomplete' | 'agents';

/** A process that holds the index and answers searches for this one (search-process.ts SearchProcessClient). */
export interface SearchProcess {
  /** True when it holds an index and is reachable: searches go there. */
  answers(): boolean;
  /**
   * The search's answer, as JSON would carry it; rejects with the search's own AppError (a refusal, the caller's),
   * or with SearchProcessUnavailable when it could not answer (ended, stuck): the caller then answers itself.
   */
  call(method: SearchMethod, input: unknown): Promise<unknown>;
}

/** The search process could not answer a search: it is answered in the calling process instead. */
export class SearchProcessUnavailable extends Error {
  override name = 'SearchProcessUnavailable';
}

// What every service receives: database, clock, logger and configuration (injected so tests control them).
import type { Config } from '#server/config.ts';
import type { DatabaseAvailability } from '#server/db/availability.ts';
import type { Db } from '#server/db/client.ts';
import type { Log } from '#server/log.ts';
import type { SearchIndexSource } from './catalogue/facet-index-keeper.ts';
import type { SearchProcessClient } from './catalogue/search-process.ts';

export interface ServiceContext {
  db: Db;
  /** "now" comes from here, never from new Date() inside a service. */
  clock: () => Date;
  log: Log;
  config: Config;
  /** Whether the database answers (503 while it does not); absent in tests that do not exercise it. */
  availability?: DatabaseAvailability;
  /** The search's in-memory facet index, when this process keeps one (docs/decisions/015); absent in most tests. */
  searchIndex?: SearchIndexSource;
  /** The machine's search process, which holds the index for every web process (PostgreSQL, docs/decisions/018). */
  searchProcess?: SearchProcessClient;
}

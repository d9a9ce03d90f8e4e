// pg-boss on the embedded database: its statements run on the one PGlite connection the portal already has (docs/decisions/029).
import type { PGlite } from '@electric-sql/pglite';

/** What pg-boss asks of a database it does not open itself (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss wraps schema changes and maintenance in `BEGIN; … COMMIT;` sent as one string. */
const WRAPPED_TRANSACTION = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

/**
 * Statements with parameters are one prepared query; a string without parameters may hold several statements (its
 * schema), so it goes through exec and answers with the last statement's rows. A `BEGIN; … COMMIT;` string runs in
 * PGlite's own transaction instead: PGlite shares its one connection with the portal's queries, and an error inside
 * a hand-written BEGIN would leave that connection in an aborted transaction; PGlite's rolls back and lets go.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const wrapped = WRAPPED_TRANSACTION.exec(text);
      const results = wrapped ? await client.transaction((tx) => tx.exec(wrapped[1])) : await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

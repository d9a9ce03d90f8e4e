// Batched multi-row inserts and sequence repair for the seed (rows carry explicit ids).
import { sql } from 'drizzle-orm';
import type { PgTable, PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.ts';

const BATCH_SIZE = 500;

/** Inserts rows in multi-row statements of BATCH_SIZE; returns how many were written. */
export async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly PgInsertValue<T>[],
  batchSize = BATCH_SIZE,
): Promise<number> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await tx.insert(table).values(rows.slice(i, i + batchSize));
  }
  return rows.length;
}

/**
 * The seed writes explicit serial ids (stable, deterministic references between rows), so each
 * serial sequence must afterwards continue after the largest id.
 */
export async function resetSequence(tx: Tx, tableName: string): Promise<void> {
  await tx.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${tableName}"', 'id'), coalesce((select max(id) from "${tableName}"), 0) + 1, false)`,
    ),
  );
}

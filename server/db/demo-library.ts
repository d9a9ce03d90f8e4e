// Whether this database holds the demo library: a fact the demo seed records, read at start-up to decide demo mode (docs/decisions/021).
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { settings } from './schema.ts';

const DEMO_LIBRARY_KEY = 'demo_library';

/** Written by the demo seed inside its own transaction, so a database is marked exactly when the demo data is in it. */
export async function recordDemoLibrary(tx: Tx): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: DEMO_LIBRARY_KEY, value: true })
    .onConflictDoUpdate({ target: settings.key, set: { value: true, updatedAt: sql`now()` } });
}

/**
 * True only for a database the demo seed filled. A real library's database (NO_SEED, then its own records
 * imported) has no such row, and neither has one seeded before the marker existed: demo mode stays off there.
 */
export async function isDemoLibrary(db: Db): Promise<boolean> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, DEMO_LIBRARY_KEY));
  return rows[0]?.value === true;
}

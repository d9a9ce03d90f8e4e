// Two "processes" on one test database, for the once-only rules of jobs (docs/decisions/033, 035): on PostgreSQL the
// second has its own connection pool, on PGlite it shares the one connection. Both write notices slowly, so one
// process's transaction is still open when the other reads the same rows.
import { users } from '#server/db/schema.ts';
import { openDatabase } from '#server/db/client.ts';
import type { ServiceContext } from '#server/services/context.ts';
import type { TestApp } from './test-app.ts';

export async function withTwoProcesses<T>(
  t: TestApp,
  run: (one: ServiceContext, two: ServiceContext) => Promise<T>,
): Promise<T> {
  const other = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : null;
  try {
    await other?.db.$count(users);
    const slow: ServiceContext['notifications'] = {
      enqueue: async (ctx, notice, db) => (
        await new Promise((r) => setTimeout(r, 5)),
        t.services.notifications.enqueue(ctx, notice, db)
      ),
    };
    const one = { ...t.services, notifications: slow };
    const two = { ...one, db: other?.db ?? t.services.db };
    return await run(one, two);
  } finally {
    await other?.close();
  }
}

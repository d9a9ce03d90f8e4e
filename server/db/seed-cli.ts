// `npx tsx server/db/seed-cli.ts` (npm run db:seed): migrate the configured database and seed the demo library if it is empty.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { DataFolderInUse } from '#server/db/folder-lock.ts';
import { DEMO_LOGINS, seedDemoLibrary } from '#server/db/seed/index.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const target = config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.DATA_DIR, 'pglite') };
  const database = await openDatabase(target);
  try {
    await database.migrate();
    const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from libraries`);
    const libraries = Number(result.rows[0]?.n ?? 0);
    const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${target.dataDir}`;
    if (libraries > 0) {
      console.log(`${where} already has ${libraries} libraries; nothing seeded.`);
      return 0;
    }
    const summary = await seedDemoLibrary(database.db, { log: (msg) => console.log(msg) });
    console.log(`Seeded the demo library into ${where}:`);
    console.table(summary);
    console.log('Demo logins (card number / PIN):');
    console.table(
      DEMO_LOGINS.map(({ name, cardNumber, pin, roles }) => ({ name, cardNumber, pin, roles: roles.join(', ') })),
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof DataFolderInUse
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : error,
    );
    process.exit(1);
  },
);

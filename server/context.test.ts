// Start-up: migrations run on every start, the demo library is seeded once, and a restart keeps data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createAppContext } from '#server/context.ts';
import { openDatabase } from '#server/db/client.ts';
import { DataFolderInUse } from '#server/db/folder-lock.ts';
import { banners } from '#server/db/schema.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'bibliotek-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const count = async (db: Awaited<ReturnType<typeof createAppContext>>['database']['db'], table: string) =>
  Number((await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n);

describe('createAppContext on the embedded database', () => {
  it('seeds an empty database once and keeps everything on the next start', async () => {
    const first = await createAppContext(config);
    expect(await count(first.database.db, 'libraries')).toBe(25);
    // The seed records that this is the demo library, which turns demo mode on (docs/decisions/021).
    expect(first.config.demoLibrary).toBe(true);
    // A second process on the same folder refuses to start instead of losing half the writes (issue #15).
    await expect(openDatabase({ dataDir: join(dataDir, 'pglite'), lockWaitMs: 0 })).rejects.toBeInstanceOf(
      DataFolderInUse,
    );
    const works = await count(first.database.db, 'works');
    await first.database.db.insert(banners).values({ message: 'Skrevet mellom to oppstarter', active: false });
    await first.close();

    const second = await createAppContext(config);
    expect(await count(second.database.db, 'libraries')).toBe(25);
    expect(await count(second.database.db, 'works')).toBe(works);
    const kept = await second.database.db.execute(
      sql`select 1 from banners where message = 'Skrevet mellom to oppstarter'`,
    );
    expect(kept.rows).toHaveLength(1);
    await second.close();
  });

  it('leaves a new database empty with NO_SEED', async () => {
    const empty = await createAppContext(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: join(dataDir, 'other'), NO_SEED: 'true' }),
    );
    expect(await count(empty.database.db, 'libraries')).toBe(0);
    // A real library's database: no demo mode, whatever is imported into it later.
    expect(empty.config.demoLibrary).toBe(false);
    await empty.close();
  });
});

// The sitemap streams (issue #21, docs/decisions/027): a works file over a few thousand created works is read in
// pages of the batch size, one statement per page, and only as far as its reader has got — counted, not timed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { sitemapFile, type SitemapUrl } from './sitemap.ts';

const CREATED = 3_000;
const BATCH = 250;

let t: TestApp;
let live: number;
beforeAll(async () => {
  t = await createTestApp();
  // Works with one live publication each, written in two statements (the factories would take minutes for thousands).
  await t.services.db.execute(sql`
    insert into works (uri, title, fiction)
    select 'http://test.example/sitemap-work/' || n, 'Sitemapverk ' || n, true from generate_series(1, ${CREATED}) as n`);
  await t.services.db.execute(sql`
    insert into publications (record_id, work_id, title, media_type, format, language)
    select 'sitemap-' || w.id, w.id, w.title, 'Bok', 'Heftet', 'nob' from works w where w.uri like 'http://test.example/sitemap-work/%'`);
  const { rows } = await t.services.db.execute<{ n: number }>(sql`
    select count(*)::int as n from works w where exists (select 1 from publications p where p.work_id = w.id and p.withdrawn_at is null)`);
  live = Number(rows[0].n);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the works sitemap file', () => {
  it('reads its rows in pages of the batch size, one statement each, and no further than its reader has got', async () => {
    expect(live).toBeGreaterThan(CREATED);
    const db = t.services.db;
    const original = db.execute.bind(db);
    const rowsPerStatement: number[] = [];
    const execute = vi.spyOn(db, 'execute').mockImplementation((async (query: Parameters<typeof db.execute>[0]) => {
      const result = await original(query);
      rowsPerStatement.push(result.rows.length);
      return result;
    }) as typeof db.execute);
    try {
      const file = sitemapFile(t.services, 'verk-1', { file: 50_000, batch: BATCH });
      expect(file).not.toBeNull();
      const iterator = file![Symbol.asyncIterator]();
      // Nothing is read before the first address is asked for.
      expect(rowsPerStatement).toHaveLength(0);
      const first: SitemapUrl[] = [];
      for (let i = 0; i < BATCH; i++) first.push((await iterator.next()).value as SitemapUrl);
      // One page read for the first page's addresses; the next page only when its first address is asked for.
      expect(rowsPerStatement).toEqual([BATCH]);
      const next = await iterator.next();
      expect(next.done).toBe(false);
      expect(rowsPerStatement).toEqual([BATCH, BATCH]);

      const paths = [...first, next.value as SitemapUrl].map((u) => u.path);
      for (let step = await iterator.next(); !step.done; step = await iterator.next()) paths.push(step.value.path);
      expect(paths).toHaveLength(live);
      expect(new Set(paths).size).toBe(live);
      // Every statement returned at most a page; one statement per page, plus the short (or empty) last one.
      expect(Math.max(...rowsPerStatement)).toBe(BATCH);
      expect(rowsPerStatement).toHaveLength(Math.floor(live / BATCH) + 1);
      expect(rowsPerStatement.reduce((a, b) => a + b, 0)).toBe(live);
    } finally {
      execute.mockRestore();
    }
  });
});

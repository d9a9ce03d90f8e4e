// The sitemap (issue #21): which public pages search engines are told about, in files of at most 50,000 addresses.
// The catalogue families (works, people and organisations, series) are split by id range and read in keyset batches,
// so a million works never sit in memory at once; the other pages are one small file.
import { sql, type SQL } from 'drizzle-orm';
import { agentPath, catalogueEntityPath, workPath } from '#core/catalogue.ts';
import { INSPIRATION_MEDIA_TYPES } from '#core/media-types.ts';
import type { ServiceContext } from './context.ts';

/** The sitemap protocol's limit per file (sitemaps.org); the index lists the files. */
const SITEMAP_FILE_LIMIT = 50_000;
/** Rows read per statement while a file is written. */
const BATCH = 5_000;

export interface SitemapUrl {
  /** Path on this site ('/verk/sult_12'); the HTTP layer makes it absolute. */
  path: string;
  lastModified?: Date;
}

interface CatalogueFamily {
  /** File names are `${name}-${n}` (1-based), each covering ids (n-1)·limit < id ≤ n·limit. */
  name: string;
  table: SQL;
  /** Rows with id after `after` up to `last`, in id order, at most `limit`: the id and its page's path. */
  batch(after: number, last: number, limit: number): SQL;
  path(row: Record<string, unknown>): string;
}

/** A work, person or series whose every publication is withdrawn has nothing to show, so it is not announced. */
const LIVE_WORK = sql`exists (select 1 from publications p where p.work_id = w.id and p.withdrawn_at is null)`;

const FAMILIES: readonly CatalogueFamily[] = [
  {
    name: 'verk',
    table: sql`works`,
    batch: (after, last, limit) =>
      sql`select w.id, w.title from works w where w.id > ${after} and w.id <= ${last} and ${LIVE_WORK} order by w.id limit ${limit}`,
    path: (row) => workPath(String(row.title), Number(row.id)),
  },
  {
    name: 'personer',
    table: sql`agents`,
    batch: (after, last, limit) => sql`
      select a.id, a.kind, a.name from agents a
      where a.id > ${after} and a.id <= ${last}
        and exists (select 1 from work_agents wa join works w on w.id = wa.work_id where wa.agent_id = a.id and ${LIVE_WORK})
      order by a.id limit ${limit}`,
    path: (row) => agentPath(row.kind === 'person' ? 'person' : 'corporation', String(row.name), Number(row.id)),
  },
  {
    name: 'serier',
    table: sql`work_series`,
    batch: (after, last, limit) => sql`
      select s.id, s.name from work_series s
      where s.id > ${after} and s.id <= ${last} and exists (select 1 from works w where w.work_series_id = s.id and ${LIVE_WORK})
      order by s.id limit ${limit}`,
    path: (row) => catalogueEntityPath('serie', String(row.name), Number(row.id)),
  },
  {
    name: 'forlagsserier',
    table: sql`publisher_series`,
    batch: (after, last, limit) => sql`
      select s.id, s.name from publisher_series s
      where s.id > ${after} and s.id <= ${last}
        and exists (select 1 from publications p where p.publisher_series_id = s.id and p.withdrawn_at is null)
      order by s.id limit ${limit}`,
    path: (row) => catalogueEntityPath('forlagsserie', String(row.name), Number(row.id)),
  },
];

/** The one file of pages that are not catalogue records. */
const PAGES_FILE = 'sider';

/** Sizes a test can shrink to cross file and batch boundaries with the seed's few hundred works. */
interface SitemapSizes {
  file: number;
  batch: number;
}
const SIZES: SitemapSizes = { file: SITEMAP_FILE_LIMIT, batch: BATCH };

/** The names of the sitemap files, for the index: 'sider', then 'verk-1' … for each family. */
export async function listSitemapFiles(ctx: ServiceContext, sizes: SitemapSizes = SIZES): Promise<string[]> {
  const names = [PAGES_FILE];
  for (const family of FAMILIES) {
    const { rows } = await ctx.db.execute<{ last: number | null }>(sql`select max(id) as last from ${family.table}`);
    const files = Math.ceil(Number(rows[0]?.last ?? 0) / sizes.file);
    for (let n = 1; n <= files; n++) names.push(`${family.name}-${n}`);
  }
  return names;
}

/**
 * The addresses of one sitemap file, read in batches as the caller consumes them; null for a name the index
 * does not list (the HTTP layer answers 404).
 */
export function sitemapFile(
  ctx: ServiceContext,
  name: string,
  sizes: SitemapSizes = SIZES,
): AsyncIterable<SitemapUrl> | null {
  if (name === PAGES_FILE) return sitePages(ctx);
  const match = /^([a-z]+)-([1-9][0-9]{0,5})$/.exec(name);
  const family = match ? FAMILIES.find((f) => f.name === match[1]) : undefined;
  if (!match || !family) return null;
  const n = Number(match[2]);
  return catalogueFile(ctx, family, (n - 1) * sizes.file, n * sizes.file, sizes.batch);
}

async function* catalogueFile(
  ctx: ServiceContext,
  family: CatalogueFamily,
  first: number,
  last: number,
  batch: number,
): AsyncGenerator<SitemapUrl> {
  let after = first;
  for (;;) {
    const { rows } = await ctx.db.execute<Record<string, unknown>>(family.batch(after, last, batch));
    for (const row of rows) yield { path: family.path(row) };
    if (rows.length < batch) return;
    after = Number(rows[rows.length - 1].id);
  }
}

/** Fixed pages, then what staff publish: libraries, services, content pages, coming events and recordings, lists and their librarians. */
async function* sitePages(ctx: ServiceContext): AsyncGenerator<SitemapUrl> {
  for (const path of [
    '/',
    '/hva-skjer',
    '/bibliotekene',
    '/vi-tilbyr',
    '/litteratur',
    '/moterom-gratis',
    '/moterom-utleie',
    '/event-og-konferanse',
    '/tilgjengelighet',
  ]) {
    yield { path };
  }
  for (const type of INSPIRATION_MEDIA_TYPES) yield { path: `/inspirasjon/${encodeURIComponent(type)}` };
  const now = ctx.clock();
  const published = await ctx.db.execute<{ path: string; modified: string | Date | null }>(sql`
    select '/bibliotekene/' || slug as path, null::timestamptz as modified from libraries
    union all select '/vi-tilbyr/' || id, null::timestamptz from library_services where published
    union all select '/' || slug, updated_at from pages where published
    union all select '/hva-skjer/' || id, updated_at from events
      where not private_event and not dont_show_on_web and (end_at >= ${now.toISOString()} or video_url is not null)
    union all select '/lister/' || id, null::timestamptz from staff_lists where status = 'published'
    union all select distinct '/bibliotekar/' || created_by_id, null::timestamptz from staff_lists where status = 'published'`);
  for (const row of published.rows) {
    yield row.modified
      ? { path: encodePath(row.path), lastModified: new Date(row.modified) }
      : { path: encodePath(row.path) };
  }
}

/** Slugs may hold letters outside ASCII (æøå): each segment percent-encoded, as the site's own links are. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

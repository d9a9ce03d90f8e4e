// What the Atom feeds carry (issue #21): the newest titles of a media type and the librarians' newest lists. Readers
// poll them, so each answer is kept for ten minutes in this process.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { workPath } from '#core/catalogue.ts';
import { MEDIA_TYPE_FILTERS, type InspirationMediaType } from '#core/media-types.ts';
import type { ServiceContext } from './context.ts';
import { listStaffLists, loadWorkSummaries } from './staff-lists.ts';

/** Entries per feed: what a reader shows at once; older ones are on the site. */
const FEED_SIZE = 50;

export interface FeedEntry {
  /** A stable id that never changes when the title is corrected. */
  id: string;
  title: string;
  path: string;
  summary: string;
  updated: Date;
  author?: string;
}

const cache = new LRUCache<string, FeedEntry[]>({ max: 16, ttl: 10 * 60_000 });

async function cached(key: string, read: () => Promise<FeedEntry[]>): Promise<FeedEntry[]> {
  const hit = cache.get(key);
  if (hit) return hit;
  const entries = await read();
  cache.set(key, entries);
  return entries;
}

/** Titles the library added last of one media type (/inspirasjon's four), newest first, one entry per work. */
export function newArrivals(ctx: ServiceContext, type: InspirationMediaType): Promise<FeedEntry[]> {
  const mediaType = MEDIA_TYPE_FILTERS[type].slice('mediaType_'.length);
  return cached(`new:${type}`, async () => {
    const { rows } = await ctx.db.execute<{ work_id: number; created_at: string | Date }>(sql`
      select work_id, max(created_at) as created_at from (
        select p.work_id, p.created_at from publications p
        where p.media_type = ${mediaType} and p.withdrawn_at is null
        order by p.created_at desc, p.id desc limit ${FEED_SIZE * 4}
      ) newest group by work_id order by max(created_at) desc limit ${FEED_SIZE}`);
    const added = new Map(rows.map((row) => [Number(row.work_id), new Date(row.created_at)]));
    const works = await loadWorkSummaries(ctx, [...added.keys()]);
    return works.map((work) => ({
      id: `work:${work.uri}`,
      title: work.subtitle ? `${work.title} : ${work.subtitle}` : work.title,
      path: workPath(work.title, work.id),
      summary: [work.creators, work.year].filter(Boolean).join(', '),
      updated: added.get(work.id)!,
    }));
  });
}

/** The librarians' published lists, newest first. */
export function newestStaffLists(ctx: ServiceContext): Promise<FeedEntry[]> {
  return cached('lists', async () => {
    const { hits } = await listStaffLists(ctx, { status: 'published', size: FEED_SIZE });
    return hits.map((list) => ({
      id: `list:${list.id}`,
      title: list.title,
      path: `/lister/${list.id}`,
      summary: list.description,
      updated: new Date(list.created),
      author: list.createdBy.name,
    }));
  });
}

// Editorial content pages (SPEC §3 Page: sections with ordered blocks, tags; §7 /api/pages): rich blocks
// that embed a staff list of works or upcoming events are resolved here, so pages and the API get them whole.
import { and, arrayContains, asc, count, eq, gte, type SQL } from 'drizzle-orm';
import { events, libraries, pages } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';
import { getStaffList, type Hits, type StaffListDto } from './staff-lists.ts';

/** Blocks as stored in pages.sections (jsonb). */
export type StoredPageBlock =
  | { order: number; type: 'text'; text: string }
  | { order: number; type: 'faq'; items: { question: string; answer: string }[] }
  | { order: number; type: 'links'; links: { text: string; href: string }[] }
  | { order: number; type: 'image'; url: string; alt: string; width: number; height: number; caption?: string }
  /** An embedded staff list of works. */
  | { order: number; type: 'works'; listId: number; heading?: string }
  /** Upcoming public events, narrowed by tag, event type and/or branch slug. */
  | {
      order: number;
      type: 'events';
      heading?: string;
      tag?: string;
      eventType?: string;
      branch?: string;
      limit?: number;
    };

interface EventSummaryDto {
  id: number;
  title: string;
  /** ISO instants. */
  startAt: string;
  endAt: string;
  eventType: string;
  location: string | null;
  library: { name: string; slug: string } | null;
}

/** Blocks as served: embedded lists and events resolved (an unknown or unpublished list gives `list: null`). */
type PageBlock =
  | Exclude<StoredPageBlock, { type: 'works' } | { type: 'events' }>
  | (Extract<StoredPageBlock, { type: 'works' }> & { list: StaffListDto | null })
  | (Extract<StoredPageBlock, { type: 'events' }> & { events: EventSummaryDto[] });

interface Section<B> {
  order: number;
  heading?: string;
  anchor?: string;
  blocks: B[];
}
type PageSection = Section<PageBlock>;

export interface PageDto {
  id: number;
  slug: string;
  /** Where the page is shown on the site. */
  path: string;
  title: string;
  lead: string;
  sections: PageSection[];
  tags: string[];
}

export type PageSummaryDto = Omit<PageDto, 'sections'>;

const DEFAULT_EVENT_BLOCK_LIMIT = 4;
const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** Upcoming (not yet ended) public events for an event-list block, soonest first. */
async function upcomingEvents(
  ctx: ServiceContext,
  block: Extract<StoredPageBlock, { type: 'events' }>,
): Promise<EventSummaryDto[]> {
  // SPEC §7 library-events: private events and those hidden from the web never show.
  const conditions: SQL[] = [
    eq(events.privateEvent, false),
    eq(events.dontShowOnWeb, false),
    gte(events.endAt, ctx.clock()),
  ];
  if (block.tag) conditions.push(arrayContains(events.tags, [block.tag]));
  if (block.eventType) conditions.push(eq(events.eventType, block.eventType));
  if (block.branch) conditions.push(eq(libraries.slug, block.branch));
  const rows = await ctx.db
    .select({ event: events, library: { name: libraries.name, slug: libraries.slug } })
    .from(events)
    .leftJoin(libraries, eq(libraries.id, events.libraryId))
    .where(and(...conditions))
    .orderBy(asc(events.startAt), asc(events.id))
    .limit(Math.min(block.limit ?? DEFAULT_EVENT_BLOCK_LIMIT, 24));
  return rows.map(({ event, library }) => ({
    id: event.id,
    title: event.title,
    startAt: event.startAt.toISOString(),
    endAt: event.endAt.toISOString(),
    eventType: event.eventType,
    location: event.location,
    library,
  }));
}

async function resolveBlock(ctx: ServiceContext, block: StoredPageBlock): Promise<PageBlock> {
  if (block.type === 'works') return { ...block, list: await getStaffList(ctx, String(block.listId)) };
  if (block.type === 'events') return { ...block, events: await upcomingEvents(ctx, block) };
  return block;
}

type PageRow = typeof pages.$inferSelect;

function summary(row: PageRow): PageSummaryDto {
  return { id: row.id, slug: row.slug, path: `/${row.slug}`, title: row.title, lead: row.lead, tags: row.tags };
}

/**
 * A published page by numeric id or by slug, with sections and blocks in display order and embedded
 * blocks resolved; null when there is none.
 */
export async function getPublishedPage(ctx: ServiceContext, idOrSlug: string): Promise<PageDto | null> {
  const key = /^\d{1,9}$/.test(idOrSlug) ? eq(pages.id, Number(idOrSlug)) : eq(pages.slug, idOrSlug);
  const [row] = await ctx.db
    .select()
    .from(pages)
    .where(and(key, eq(pages.published, true)))
    .limit(1);
  if (!row) return null;
  const stored = [...(row.sections as Section<StoredPageBlock>[])].sort(byOrder);
  const sections = await Promise.all(
    stored.map(async (section) => ({
      ...section,
      blocks: await Promise.all([...section.blocks].sort(byOrder).map((block) => resolveBlock(ctx, block))),
    })),
  );
  return { ...summary(row), sections };
}

export interface PageQuery {
  from?: number;
  size?: number;
  tag?: string;
}

/** Published pages by title, 24 per page by default (SPEC §7 /api/pages, §9), optionally with one tag. */
export async function listPublishedPages(ctx: ServiceContext, query: PageQuery = {}): Promise<Hits<PageSummaryDto>> {
  const conditions: SQL[] = [eq(pages.published, true)];
  if (query.tag) conditions.push(arrayContains(pages.tags, [query.tag]));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(pages)
      .where(where)
      .orderBy(asc(pages.title), asc(pages.id))
      .offset(query.from ?? 0)
      .limit(query.size ?? 24),
    ctx.db.select({ total: count() }).from(pages).where(where),
  ]);
  return { hits: rows.map(summary), total };
}

// Everything the home page (SPEC §2 "/") shows, read in one go: campaigns, highlighted events, staff picks, services, today's hours.
import { formatIsoDate } from '#core/dates.ts';
import { NO_EVENT_FILTERS } from '#core/events.ts';
import type { EventDto } from '#core/contracts/events.ts';
import type { HomeLibraryHours } from '#core/contracts/libraries.ts';
import { pickCampaignsForPage, type CampaignDto } from './campaigns.ts';
import type { ServiceContext } from './context.ts';
import { listRecommendations, type RecommendationDto } from './employees.ts';
import { searchEvents } from './events.ts';
import { listLibrariesToday } from './libraries.ts';
import { listHighlightedServices, type HighlightedServicesDto } from './library-services.ts';
import { listStaffLists, type StaffListSummaryDto } from './staff-lists.ts';

/** The page slug campaigns name for the home page (seed: pages ['forside']). SPEC §4 Campaign list. */
const HOME_PAGE_SLUG = 'forside';

/** How many of each the home page shows; each section links on to its full page. */
export const HOME_LIMITS = { events: 4, recommendations: 4, lists: 4, services: 4 } as const;

/**
 * The branches whose hours the home page shows to a visitor we know nothing about: the main library
 * and the largest district branches. A logged-in patron's preferred branch goes first (accounts issue).
 */
export const HOME_LIBRARY_SLUGS = [
  'bjorvika',
  'grunerlokka',
  'majorstuen',
  'furuset',
  'stovner',
  'holmlia',
  'torshov',
  'toyen',
] as const;

export interface HomePageData {
  /** Oslo date 'yyyy-MM-dd' the page was rendered for. */
  today: string;
  hero: CampaignDto | false;
  teaser: CampaignDto | false;
  events: EventDto[];
  recommendations: RecommendationDto[];
  lists: StaffListSummaryDto[];
  services: HighlightedServicesDto;
  libraries: HomeLibraryHours[];
}

/** A section that fails is logged and left out; the rest of the home page still renders. */
async function section<T>(ctx: ServiceContext, name: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (err) {
    ctx.log.error({ err, section: name }, 'home page section failed');
    return fallback;
  }
}

/**
 * The home page's data. Campaigns are chosen on the server with the day's seed (dailyCampaignSeed),
 * so the page is the same all day and needs no client fetch that would shift the layout.
 */
export async function loadHomePage(
  ctx: ServiceContext,
  options: { preferredLibrarySlugs?: readonly string[] } = {},
): Promise<HomePageData> {
  const now = ctx.clock();
  const [campaigns, events, recommendations, lists, services, librariesToday] = await Promise.all([
    section(
      ctx,
      'campaigns',
      () =>
        pickCampaignsForPage(ctx, {
          hero: { pageSlug: HOME_PAGE_SLUG, campaignType: 'hero', verticalPlacement: 'top' },
          teaser: { pageSlug: HOME_PAGE_SLUG, campaignType: 'teaser' },
        }),
      { hero: false as const, teaser: false as const },
    ),
    section(
      ctx,
      'events',
      async () => {
        const result = await searchEvents(ctx, {
          filters: NO_EVENT_FILTERS,
          highlightOnly: true,
          pageSize: HOME_LIMITS.events * 2,
        });
        // Recordings keep past events in the search; the home page shows only what is still to come.
        return result.searchResults.filter((event) => new Date(event.endAt) > now).slice(0, HOME_LIMITS.events);
      },
      [],
    ),
    section(
      ctx,
      'recommendations',
      async () => (await listRecommendations(ctx, { kind: 'recommendation', size: HOME_LIMITS.recommendations })).hits,
      [],
    ),
    section(
      ctx,
      'lists',
      async () => (await listStaffLists(ctx, { status: 'published', size: HOME_LIMITS.lists })).hits,
      [],
    ),
    section(ctx, 'services', () => listHighlightedServices(ctx), { services: [], title: '', active: false }),
    section(ctx, 'libraries', () => listLibrariesToday(ctx), { today: '', libraries: [] }),
  ]);

  const wanted = [
    ...(options.preferredLibrarySlugs ?? []),
    ...HOME_LIBRARY_SLUGS.filter((slug) => !options.preferredLibrarySlugs?.includes(slug)),
  ];
  const bySlug = new Map(librariesToday.libraries.map((entry) => [entry.library.slug, entry]));
  const libraries = wanted.flatMap((slug) => {
    const entry = bySlug.get(slug);
    if (!entry) return [];
    return [
      {
        id: entry.library.id,
        name: entry.library.name,
        slug: entry.library.slug,
        today: entry.today,
        openNow: entry.openNow,
        nextOpen: entry.nextOpen,
        merapentOnlyWithOslonokkel: entry.library.merapentOnlyWithOslonokkel,
      },
    ];
  });

  return {
    today: librariesToday.today || formatIsoDate(now),
    hero: campaigns.hero,
    teaser: campaigns.teaser,
    events,
    recommendations,
    lists,
    services: { ...services, services: services.services.slice(0, HOME_LIMITS.services) },
    libraries,
  };
}

/**
 * How long one process reuses the home page's data. Decision: the home page is the busiest page and
 * the same for every visitor, so each process keeps its last read for a few seconds (single flight:
 * concurrent requests share one read). Nothing is shared between processes, so this is safe with
 * several servers (DESIGN §4); edits show up within this time.
 */
const HOME_DATA_REUSE_MS = 15_000;

interface MemoEntry {
  expires: number;
  value: Promise<HomePageData>;
}

// Per service context (tests each have their own), keyed by the Oslo minute and the branch choice.
const memo = new WeakMap<ServiceContext, Map<string, MemoEntry>>();

/** Drops this process's reused home-page data, so a staff change (campaign, service, list) shows at once. */
export function forgetHomePage(ctx: ServiceContext): void {
  memo.delete(ctx);
}

/** loadHomePage, reused for HOME_DATA_REUSE_MS within the same Oslo minute ("open now" changes by the minute). */
export function getHomePage(
  ctx: ServiceContext,
  options: { preferredLibrarySlugs?: readonly string[] } = {},
): Promise<HomePageData> {
  const minute = ctx.clock().toISOString().slice(0, 16);
  const key = `${minute}|${(options.preferredLibrarySlugs ?? []).join(',')}`;
  // A cache lifetime, not business time: measured on the process's monotonic clock.
  const now = performance.now();
  const entries = memo.get(ctx) ?? new Map<string, MemoEntry>();
  memo.set(ctx, entries);
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value;
  for (const [k, entry] of entries) if (entry.expires <= now) entries.delete(k);
  const value = loadHomePage(ctx, options);
  entries.set(key, { expires: now + HOME_DATA_REUSE_MS, value });
  value.catch(() => entries.delete(key));
  return value;
}

// In-library presentation screens (SPEC §2 Presentation screens, §3 Slide): a screen, its branch and layout, and everything it shows in one read.
import { and, asc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { formatIsoDate, toOslo } from '#core/dates.ts';
import { addDays } from '#core/opening-hours.ts';
import {
  floorLevel,
  screenEventFloor,
  SCREEN_LAYOUTS,
  SLIDE_EVENT_DATES,
  SLIDE_PRESENTATION_MODES,
  SLIDE_THEMES,
  SLIDE_TYPES,
} from '#core/screens.ts';
import { layoutOrientation, type ScreenData, type ScreenEvent, type ScreenSlide } from '#core/screen-rotation.ts';
import { events, libraries, screenLayouts, screens } from '#server/db/schema.ts';
import { presentRegistration, registrationColumns } from './events.ts';
import { buildId } from '#server/build-id.ts';
import { listActiveCampaigns } from './campaigns.ts';
import type { ServiceContext } from './context.ts';
import { openingHoursBetween } from './libraries.ts';

/** Screen ids are paths like 'bjorvika/0-1': lower-case segments of letters, digits and dashes. */
export const SCREEN_ID_PATTERN = /^[a-z0-9æøå-]{1,40}(\/[a-z0-9æøå-]{1,40}){0,4}$/;

/** One stored slide (SPEC §3 Slide); the same rules guard the staff form and the data the screens read. */
export const slideSchema = z
  .object({
    type: z.enum(SLIDE_TYPES),
    duration: z.number().min(0).max(3600),
    slideKey: z.string().min(1).max(100),
    theme: z.enum(SLIDE_THEMES),
    eventDate: z.enum(SLIDE_EVENT_DATES).optional(),
    videoUrl: z.string().min(1).max(500).optional(),
    presentationMode: z.enum(SLIDE_PRESENTATION_MODES).optional(),
    showEveryNthIteration: z.number().int().min(1).max(100).optional(),
    sources: z
      .array(z.object({ videoUrl: z.string().min(1).max(500), duration: z.number().min(0).max(3600) }))
      .max(50)
      .optional(),
  })
  .strip();

/** The slides of a layout as read from screen_layouts.slides; an unreadable slide is left out and logged. */
export function readSlides(ctx: ServiceContext, layout: string, raw: unknown): ScreenSlide[] {
  if (!Array.isArray(raw)) {
    ctx.log.error({ layout }, 'screen layout slides are not a list');
    return [];
  }
  const slides: ScreenSlide[] = [];
  raw.forEach((item, index) => {
    const parsed = slideSchema.safeParse(item);
    if (parsed.success) slides.push(parsed.data);
    else
      ctx.log.error({ layout, index, issues: parsed.error.issues.map((i) => i.message) }, 'unreadable slide left out');
  });
  return slides;
}

/** Events a screen looks ahead: today, tomorrow and the next two weeks ('future'). */
const EVENT_HORIZON_DAYS = 15;
const EVENT_LIMIT = 60;

/**
 * Everything screen `screenId` shows: its layout's slides, the branch's public events from today
 * on, the campaigns meant for it, seven days of opening hours and the wifi. Past events are
 * dropped again in the browser as time passes (SPEC §4). Null for an unknown screen.
 */
export async function getScreenData(ctx: ServiceContext, screenId: string): Promise<ScreenData | null> {
  const [row] = await ctx.db
    .select({
      id: screens.id,
      name: screens.name,
      layout: screens.layout,
      slides: screenLayouts.slides,
      libraryId: libraries.id,
      libraryName: libraries.name,
      librarySlug: libraries.slug,
      wifiNetwork: libraries.wifiNetwork,
      wifiPassword: libraries.wifiPassword,
    })
    .from(screens)
    .innerJoin(libraries, eq(libraries.id, screens.libraryId))
    .innerJoin(screenLayouts, eq(screenLayouts.name, screens.layout))
    .where(eq(screens.id, screenId))
    .limit(1);
  if (!row) return null;
  const layout = SCREEN_LAYOUTS.find((name) => name === row.layout);
  if (!layout) {
    ctx.log.error({ screenId, layout: row.layout }, 'screen has an unknown layout');
    return null;
  }
  const floor = floorLevel(row.id);
  const eventFloor = screenEventFloor({ layout, floor });
  const now = ctx.clock();
  const today = formatIsoDate(now);
  const startOfToday = new Date(toOslo(today).getTime());
  const horizon = new Date(toOslo(addDays(today, EVENT_HORIZON_DAYS)).getTime());
  const [eventRows, campaigns, hours] = await Promise.all([
    ctx.db
      .select({
        ...registrationColumns,
        id: events.id,
        title: events.title,
        lead: events.lead,
        startAt: events.startAt,
        endAt: events.endAt,
        location: events.location,
        imageUrl: events.imageUrl,
        infoScreenImageUrl: events.infoScreenImageUrl,
      })
      .from(events)
      .where(
        and(
          eq(events.libraryId, row.libraryId),
          eventFloor === null ? undefined : or(isNull(events.floor), eq(events.floor, eventFloor)),
          eq(events.privateEvent, false),
          eq(events.dontShowOnWeb, false),
          gte(events.endAt, startOfToday),
          lt(events.startAt, horizon),
        ),
      )
      .orderBy(asc(events.startAt), asc(events.id))
      .limit(EVENT_LIMIT),
    listActiveCampaigns(ctx),
    openingHoursBetween(ctx, [row.libraryId], today, addDays(today, 6)),
  ]);
  const screenEvents: ScreenEvent[] = eventRows.map((e) => ({
    id: e.id,
    title: e.title,
    lead: e.lead,
    startAt: e.startAt.toISOString(),
    endAt: e.endAt.toISOString(),
    location: e.location,
    image: e.imageUrl ? { url: e.imageUrl } : null,
    infoScreenImage: e.infoScreenImageUrl ? { url: e.infoScreenImageUrl } : null,
    registration: presentRegistration(e, now),
    cancelled: e.cancelledAt !== null,
  }));
  return {
    screen: { id: row.id, name: row.name, layout, floor, orientation: layoutOrientation(layout) },
    library: {
      id: row.libraryId,
      name: row.libraryName,
      slug: row.librarySlug,
      wifi: row.wifiNetwork ? { network: row.wifiNetwork, password: row.wifiPassword } : null,
    },
    openingHours: hours.get(row.libraryId) ?? [],
    events: screenEvents,
    // SPEC §3 Campaign.screens: the screens a campaign runs on (presentCampaign already empties 'no-image' pictures).
    campaigns: campaigns
      .filter((c) => c.screens.includes(row.id))
      .map((c) => ({
        id: c.id,
        title: c.title,
        text: c.text,
        screenPresentationType: c.screenPresentationType,
        image: c.image,
        imageVertical: c.imageVertical,
        imageHorizontal: c.imageHorizontal,
      })),
    slides: readSlides(ctx, layout, row.slides),
    generatedAt: now.toISOString(),
    buildId: buildId(),
  };
}

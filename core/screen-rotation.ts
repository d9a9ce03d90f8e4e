// Presentation-screen rotation rules (SPEC §2–§5, §9): screen data types, slide durations, RandomVideo scheduling, and what each slide shows at a given moment.
import {
  PRESENTATION_IMAGE_WIDTH,
  RANDOM_VIDEO_EVERY_NTH,
  SLIDE_DURATION_CAMPAIGN_S,
  SLIDE_DURATION_EVENTS_S,
  SLIDE_DURATION_INTRO_S,
  SLIDE_DURATION_LISTS_S,
  SLIDE_DURATION_PORTRAIT_CAMPAIGN_S,
  SLIDE_DURATION_SINGLE_CAMPAIGN_S,
  SLIDE_DURATION_TEST_PORTRAIT_S,
} from './constants.ts';
import { formatIsoDate, toOslo } from './dates.ts';
import type { EventRegistrationInfo } from './contracts/events.ts';
import { imageUrl } from './image-url.ts';
import type { OpeningHoursRow } from './opening-hours.ts';
import { addDays } from './opening-hours.ts';
import { isEventPast, showsNowLabel, validateSlides, type ScreenLayout, type SlideType } from './screens.ts';

type SlideTheme = 'dark' | 'light';
export type SlideEventDate = 'today' | 'tomorrow' | 'future';
type SlidePresentationMode = 'stand-alone' | 'slide';
export type ScreenOrientation = 'landscape' | 'portrait';

/** One slide of a layout as stored and served (SPEC §3 Slide). */
export interface ScreenSlide {
  type: SlideType;
  /** Seconds; 0 or missing means the default of SPEC §9 for the slide type and layout. */
  duration: number;
  slideKey: string;
  theme: SlideTheme;
  eventDate?: SlideEventDate;
  videoUrl?: string;
  presentationMode?: SlidePresentationMode;
  showEveryNthIteration?: number;
  sources?: { videoUrl: string; duration: number }[];
}

/** An event as a screen needs it (SPEC §3 Event: startTime/endTime as instants, image and infoScreenImage). */
export interface ScreenEvent {
  id: number;
  title: string;
  lead: string;
  startAt: string;
  endAt: string;
  location: string | null;
  image: { url: string } | null;
  infoScreenImage: { url: string } | null;
  /** Seats of an event with sign-up (issue #21), shown as 'Fullt', 'Venteliste', 'N plasser igjen' in the screen's language. */
  registration?: EventRegistrationInfo | null;
  /** A cancelled event stays on the screen, marked 'Avlyst'. */
  cancelled?: boolean;
}

/** A screen campaign (SPEC §3 Campaign); images are null for screenPresentationType 'no-image'. */
export interface ScreenCampaign {
  id: number;
  title: string;
  text: string;
  screenPresentationType: string;
  image: { url: string } | null;
  imageVertical: { url: string } | null;
  imageHorizontal: { url: string } | null;
}

/** Everything a screen shows, in one response (GET /api/screens/{screenId}, docs/decisions/010). */
export interface ScreenData {
  screen: { id: string; name: string; layout: ScreenLayout; floor: number; orientation: ScreenOrientation };
  library: { id: number; name: string; slug: string; wifi: { network: string; password: string | null } | null };
  /** Seven days from today (Oslo). */
  openingHours: OpeningHoursRow[];
  /** Public events of the branch from today on, by start time. */
  events: ScreenEvent[];
  /** Active campaigns meant for this screen. */
  campaigns: ScreenCampaign[];
  slides: ScreenSlide[];
  generatedAt: string;
  /** Changes with every deployment: a screen that sees a new one reloads itself. */
  buildId: string;
}

const PORTRAIT_LAYOUTS: readonly ScreenLayout[] = ['defaultPortrait', 'testPortrait', 'campaignSlidesPortrait'];

export function layoutOrientation(layout: ScreenLayout): ScreenOrientation {
  return PORTRAIT_LAYOUTS.includes(layout) ? 'portrait' : 'landscape';
}

/** A Video slide without a usable duration plays at most this long (it normally ends on its own). */
const VIDEO_FALLBACK_DURATION_S = 60;

/**
 * SPEC §9 durations: 5 s intro, 15 s events/campaign/lists, 20 s portrait campaign, 30 s single
 * campaign, 5 s on the test portrait screen.
 */
export function defaultSlideDurationS(type: SlideType, layout: ScreenLayout): number {
  if (layout === 'testPortrait') return SLIDE_DURATION_TEST_PORTRAIT_S;
  switch (type) {
    case 'WelcomeAndOpeningHours':
      return SLIDE_DURATION_INTRO_S;
    case 'Campaign':
      if (layout === 'singleCampaign') return SLIDE_DURATION_SINGLE_CAMPAIGN_S;
      return layoutOrientation(layout) === 'portrait' ? SLIDE_DURATION_PORTRAIT_CAMPAIGN_S : SLIDE_DURATION_CAMPAIGN_S;
    case 'Event':
      return SLIDE_DURATION_EVENTS_S;
    case 'EventList':
    case 'WeeklyOpeningHours':
    case 'Wifi':
      return SLIDE_DURATION_LISTS_S;
    case 'Video':
    case 'RandomVideo':
      return VIDEO_FALLBACK_DURATION_S;
  }
}

/** The slide's own duration when it has one, else the default; in milliseconds. */
export function slideDurationMs(slide: Pick<ScreenSlide, 'type' | 'duration'>, layout: ScreenLayout): number {
  const own =
    Number.isFinite(slide.duration) && slide.duration > 0 ? slide.duration : defaultSlideDurationS(slide.type, layout);
  return Math.round(own * 1000);
}

/** A slide of one pass through the layout, with a RandomVideo's source already chosen. */
export type IterationSlide = ScreenSlide & { chosenSource?: { videoUrl: string; duration: number } };

export interface IterationPlan {
  slides: IterationSlide[];
  /** Set when the layout breaks the one-RandomVideo rule (SPEC §5): the caller logs it. */
  error: 'duplicateRandomVideo' | null;
}

/**
 * The slides of pass number `iteration` (1-based). SPEC §5/§9: a single RandomVideo is shown every
 * Nth pass (its showEveryNthIteration, default 4) with one of its sources; on other passes it is left
 * out. More than one RandomVideo is an error to log, and the list is then left unchanged (each plays
 * in place). `pick(n)` chooses a source index in [0, n) (random in the browser, fixed in tests).
 */
export function slidesForIteration(
  slides: readonly ScreenSlide[],
  iteration: number,
  pick: (n: number) => number,
): IterationPlan {
  const choose = (slide: ScreenSlide): IterationSlide => {
    const sources = (slide.sources ?? []).filter((s) => s.videoUrl);
    if (sources.length === 0) return { ...slide };
    const index = Math.min(sources.length - 1, Math.max(0, Math.floor(pick(sources.length))));
    return { ...slide, chosenSource: sources[index] };
  };
  if (!validateSlides(slides).ok) {
    return {
      slides: slides.map((s) => (s.type === 'RandomVideo' ? choose(s) : { ...s })),
      error: 'duplicateRandomVideo',
    };
  }
  const out: IterationSlide[] = [];
  for (const slide of slides) {
    if (slide.type !== 'RandomVideo') {
      out.push({ ...slide });
      continue;
    }
    const every =
      slide.showEveryNthIteration && slide.showEveryNthIteration > 0
        ? Math.floor(slide.showEveryNthIteration)
        : RANDOM_VIDEO_EVERY_NTH;
    if (iteration % every === 0) out.push(choose(slide));
  }
  return { slides: out, error: null };
}

/** Oslo midnight of today, tomorrow and the day after, as instants (three time-zone lookups, not one per event). */
function dayBounds(now: Date): [number, number, number] {
  const today = formatIsoDate(now);
  return [toOslo(today).getTime(), toOslo(addDays(today, 1)).getTime(), toOslo(addDays(today, 2)).getTime()];
}

function bucketOf(startMs: number, [today, tomorrow, dayAfter]: [number, number, number]): SlideEventDate | null {
  if (Number.isNaN(startMs) || startMs < today) return null;
  if (startMs < tomorrow) return 'today';
  if (startMs < dayAfter) return 'tomorrow';
  return 'future';
}

/** Which Oslo day an event starts on, relative to now; null for days before today. */
export function eventDateBucket(startAt: string, now: Date): SlideEventDate | null {
  return bucketOf(Date.parse(startAt), dayBounds(now));
}

/**
 * Events for a slide's eventDate, without the past ones (SPEC §4: past once end − 15 min has
 * passed), by start time. An event that began on an earlier day and still runs counts as today.
 */
export function eventsForDate(events: readonly ScreenEvent[], eventDate: SlideEventDate, now: Date): ScreenEvent[] {
  const bounds = dayBounds(now);
  return events
    .filter((e) => !isEventPast(e.endAt, now))
    .filter((e) => (bucketOf(Date.parse(e.startAt), bounds) ?? 'today') === eventDate)
    .sort((a, b) => a.startAt.localeCompare(b.startAt) || a.id - b.id);
}

/** Events shown on one EventList slide at most (they must be readable from a distance). */
export const EVENT_LIST_MAX = { 'stand-alone': 8, slide: 5 } as const;

/** A list of today's or tomorrow's events this short is topped up with the next days' events (issue #18). */
const EVENT_LIST_FEW = 2;

const LATER_BUCKETS: Record<SlideEventDate, readonly SlideEventDate[]> = {
  today: ['tomorrow', 'future'],
  tomorrow: ['future'],
  future: [],
};

/**
 * The events a list for `eventDate` shows, and the next days' events that fill the rest of the
 * screen when that day has few or none (issue #18: a one-row list left most of the screen blank,
 * and an empty day hid the slide). At most `max` rows in all.
 */
export function eventListRows(
  events: readonly ScreenEvent[],
  eventDate: SlideEventDate,
  now: Date,
  max: number,
): { events: ScreenEvent[]; later: ScreenEvent[] } {
  const own = eventsForDate(events, eventDate, now).slice(0, max);
  if (own.length > EVENT_LIST_FEW) return { events: own, later: [] };
  const later = LATER_BUCKETS[eventDate].flatMap((bucket) => eventsForDate(events, bucket, now));
  return { events: own, later: later.slice(0, max - own.length) };
}

/** One slide, resolved to what it shows now. */
export type ResolvedSlide =
  | { type: 'Video'; key: string; theme: SlideTheme; durationMs: number; videoUrl: string }
  | {
      type: 'Event';
      key: string;
      theme: SlideTheme;
      durationMs: number;
      eventDate: SlideEventDate;
      event: ScreenEvent;
      isNow: boolean;
      imageUrl: string | null;
    }
  | {
      type: 'EventList';
      key: string;
      theme: SlideTheme;
      durationMs: number;
      eventDate: SlideEventDate;
      presentationMode: SlidePresentationMode;
      events: { event: ScreenEvent; isNow: boolean }[];
      /** The next days' events, shown under their own heading when the day itself has few or none. */
      later: ScreenEvent[];
    }
  | {
      type: 'Campaign';
      key: string;
      theme: SlideTheme;
      durationMs: number;
      campaign: ScreenCampaign;
      imageUrl: string | null;
    }
  | {
      type: 'WelcomeAndOpeningHours';
      key: string;
      theme: SlideTheme;
      durationMs: number;
      today: OpeningHoursRow | null;
    }
  | { type: 'WeeklyOpeningHours'; key: string; theme: SlideTheme; durationMs: number; week: OpeningHoursRow[] }
  | { type: 'Wifi'; key: string; theme: SlideTheme; durationMs: number; network: string; password: string | null };

/** The campaign picture for the screen's orientation (SPEC §3: vertical/horizontal images; 'no-image' → none). */
export function campaignImagePath(campaign: ScreenCampaign, orientation: ScreenOrientation): string | null {
  if (campaign.screenPresentationType === 'no-image') return null;
  const preferred = orientation === 'portrait' ? campaign.imageVertical : campaign.imageHorizontal;
  return (preferred ?? campaign.image)?.url ?? null;
}

/** A picture at the presentation width of SPEC §9 (1440), through the image endpoint. */
function presentationImageUrl(path: string | null | undefined): string | null {
  return path ? imageUrl(path, PRESENTATION_IMAGE_WIDTH) : null;
}

/** Videos get a few seconds beyond their stated length before the rotation moves on by itself. */
const VIDEO_GRACE_MS = 5000;

/**
 * What slide `position` of pass `iteration` shows at `now`, or null when it has nothing to show
 * (no events left today, no campaign, no wifi, no video) and is skipped. Events and campaigns
 * rotate: each pass, and each slide of the same kind within a pass, takes the next one.
 */
export function resolveSlide(
  data: ScreenData,
  plan: readonly IterationSlide[],
  position: number,
  iteration: number,
  now: Date,
): ResolvedSlide | null {
  const slide = plan[position];
  if (!slide) return null;
  const layout = data.screen.layout;
  const base = {
    key: `${slide.slideKey}:${iteration}`,
    theme: slide.theme === 'light' ? 'light' : 'dark',
    durationMs: slideDurationMs(slide, layout),
  } as const;
  // The how-manyth slide of this kind (and date) in the pass, so two Event slides show two events.
  const ordinal = plan
    .slice(0, position)
    .filter((s) => s.type === slide.type && s.eventDate === slide.eventDate).length;
  const turn = Math.max(0, iteration - 1) + ordinal;
  switch (slide.type) {
    case 'Video':
    case 'RandomVideo': {
      const videoUrl = slide.chosenSource?.videoUrl ?? slide.videoUrl;
      if (!videoUrl) return null;
      const seconds = slide.chosenSource?.duration ?? slide.duration;
      const durationMs =
        (Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : VIDEO_FALLBACK_DURATION_S * 1000) + VIDEO_GRACE_MS;
      return { ...base, type: 'Video', durationMs, videoUrl };
    }
    case 'Event': {
      const eventDate = slide.eventDate ?? 'today';
      const events = eventsForDate(data.events, eventDate, now);
      if (events.length === 0) return null;
      const event = events[turn % events.length];
      return {
        ...base,
        type: 'Event',
        eventDate,
        event,
        isNow: showsNowLabel(event.startAt, now),
        imageUrl: presentationImageUrl((event.infoScreenImage ?? event.image)?.url),
      };
    }
    case 'EventList': {
      const eventDate = slide.eventDate ?? 'today';
      const presentationMode = slide.presentationMode === 'slide' ? 'slide' : 'stand-alone';
      const { events, later } = eventListRows(data.events, eventDate, now, EVENT_LIST_MAX[presentationMode]);
      if (events.length === 0 && later.length === 0) return null;
      return {
        ...base,
        type: 'EventList',
        eventDate,
        presentationMode,
        events: events.map((event) => ({ event, isNow: showsNowLabel(event.startAt, now) })),
        later,
      };
    }
    case 'Campaign': {
      if (data.campaigns.length === 0) return null;
      const campaign = data.campaigns[turn % data.campaigns.length];
      return {
        ...base,
        type: 'Campaign',
        campaign,
        imageUrl: presentationImageUrl(campaignImagePath(campaign, data.screen.orientation)),
      };
    }
    case 'WelcomeAndOpeningHours':
      return {
        ...base,
        type: 'WelcomeAndOpeningHours',
        today: data.openingHours.find((row) => row.date === formatIsoDate(now)) ?? null,
      };
    case 'WeeklyOpeningHours':
      if (data.openingHours.length === 0) return null;
      return { ...base, type: 'WeeklyOpeningHours', week: data.openingHours };
    case 'Wifi':
      if (!data.library.wifi) return null;
      return { ...base, type: 'Wifi', network: data.library.wifi.network, password: data.library.wifi.password };
  }
}

/** The pictures a resolved slide needs, to preload before it shows (SPEC §9: width 1440). */
export function slideImageUrls(slide: ResolvedSlide | null): string[] {
  if (!slide) return [];
  if (slide.type === 'Event' || slide.type === 'Campaign') return slide.imageUrl ? [slide.imageUrl] : [];
  return [];
}

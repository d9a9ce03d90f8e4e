// Presentation-screen rules: floor level, layouts, slide types, event timing labels and slide-list validation.
import { EVENT_PAST_MARGIN_MS, NOW_LABEL_WINDOW_MS } from './constants.ts';

/** The 11 screen layouts; each is an ordered slide list. SPEC §2 Presentation screens. */
export const SCREEN_LAYOUTS = [
  'defaultLandscape',
  'defaultPortrait',
  'entrance',
  'groundFloorBjorvika',
  'otherFloorBjorvika',
  'boxLeft',
  'boxRight',
  'testLandscape',
  'testPortrait',
  'singleCampaign',
  'campaignSlidesPortrait',
] as const;
export type ScreenLayout = (typeof SCREEN_LAYOUTS)[number];

export function isScreenLayout(value: unknown): value is ScreenLayout {
  return typeof value === 'string' && (SCREEN_LAYOUTS as readonly string[]).includes(value);
}

/** Slide types. SPEC §3 Slide. */
export const SLIDE_TYPES = [
  'Video',
  'Event',
  'Campaign',
  'EventList',
  'WelcomeAndOpeningHours',
  'WeeklyOpeningHours',
  'Wifi',
  'RandomVideo',
] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];

/** Slide themes, event-date buckets and EventList presentation modes. SPEC §3 Slide. */
export const SLIDE_THEMES = ['dark', 'light'] as const;
export const SLIDE_EVENT_DATES = ['today', 'tomorrow', 'future'] as const;
export const SLIDE_PRESENTATION_MODES = ['stand-alone', 'slide'] as const;

/**
 * Floor level from the last path segment of a screen id: '0-1'→0 … '5-1'→5, anything else 1.
 * SPEC §2 Presentation screens.
 */
export function floorLevel(screenId: string): number {
  const segments = screenId.split('/').filter((s) => s !== '');
  const last = segments[segments.length - 1] ?? '';
  const match = /^([0-5])-1$/.exec(last);
  return match ? Number(match[1]) : 1;
}

/** Layouts of screens that serve one floor: they show that floor's events and those not tied to a floor. */
const FLOOR_LAYOUTS: readonly string[] = ['groundFloorBjorvika', 'otherFloorBjorvika'];

/**
 * The floor whose events a screen shows, or null for all the branch's events (SPEC §1 "and floor where
 * relevant"): floor screens show their floor's events and those not tied to a floor.
 */
export function screenEventFloor(screen: { layout: string; floor: number }): number | null {
  return FLOOR_LAYOUTS.includes(screen.layout) ? screen.floor : null;
}

type Instant = Date | string | number;

function toMs(value: Instant): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/**
 * An event is past once its end time minus 15 minutes has passed. SPEC §4 Presentation.
 * An unreadable end time is never past.
 */
export function isEventPast(endTime: Instant, now: Instant): boolean {
  const end = toMs(endTime);
  const at = toMs(now);
  if (Number.isNaN(end) || Number.isNaN(at)) return false;
  return at > end - EVENT_PAST_MARGIN_MS;
}

/**
 * 'NÅ' shows when the event has started and now is within 6 minutes after its start
 * (both ends inclusive). SPEC §4 Presentation.
 */
export function showsNowLabel(startTime: Instant, now: Instant): boolean {
  const start = toMs(startTime);
  const at = toMs(now);
  if (Number.isNaN(start) || Number.isNaN(at)) return false;
  return at >= start && at - start <= NOW_LABEL_WINDOW_MS;
}

export type SlideListVerdict = { ok: true } | { ok: false; reason: 'duplicateRandomVideo' };

/**
 * Only one RandomVideo slide is allowed per screen. With more than one the caller logs
 * an error and leaves the list unchanged. SPEC §5.
 */
export function validateSlides(slides: readonly { readonly type: string }[]): SlideListVerdict {
  const randomVideos = slides.filter((s) => s.type === 'RandomVideo').length;
  return randomVideos > 1 ? { ok: false, reason: 'duplicateRandomVideo' } : { ok: true };
}

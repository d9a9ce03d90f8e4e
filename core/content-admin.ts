// Content management (issue #4): content types of the staff area, who may manage which, audit actions, and Oslo wall-clock ↔ instant rules.
import { isValid } from 'date-fns';
import { formatIsoDate, formatTime, toOslo } from './dates.ts';
import { ROLES } from './profile.ts';

/** The content types of /ansatt/innhold, by their audit-log entity name. */
const CONTENT_TYPES = [
  'event',
  'banner',
  'opening_hours_exception',
  'service',
  'page',
  'campaign',
  'staff_list',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Norwegian names (plural for lists and menus, singular for messages) and the staff-area path segment. */
export const CONTENT_TYPE_INFO: Record<
  ContentType,
  { plural: string; singular: string; definite: string; segment: string }
> = {
  event: { plural: 'Arrangementer', singular: 'arrangement', definite: 'arrangementet', segment: 'arrangementer' },
  banner: { plural: 'Bannere', singular: 'banner', definite: 'banneret', segment: 'bannere' },
  opening_hours_exception: {
    plural: 'Avvik i åpningstider',
    singular: 'avvik i åpningstid',
    definite: 'avviket',
    segment: 'apningstider',
  },
  service: { plural: 'Tjenester', singular: 'tjeneste', definite: 'tjenesten', segment: 'tjenester' },
  page: { plural: 'Sider', singular: 'side', definite: 'siden', segment: 'sider' },
  campaign: { plural: 'Kampanjer', singular: 'kampanje', definite: 'kampanjen', segment: 'kampanjer' },
  staff_list: { plural: 'Lister', singular: 'liste', definite: 'listen', segment: 'lister' },
};

/** What the change log lists: the content types, and the screen layouts of the info screens (issue #8). */
export const LOGGED_ENTITIES = [...CONTENT_TYPES, 'screen_layout'] as const;
export type LoggedEntity = (typeof LOGGED_ENTITIES)[number];
export const LOGGED_ENTITY_INFO: Record<LoggedEntity, { plural: string; singular: string; segment: string }> = {
  ...CONTENT_TYPE_INFO,
  screen_layout: { plural: 'Skjermoppsett', singular: 'skjermoppsett', segment: 'skjermer' },
};

export function isLoggedEntity(value: string | null | undefined): value is LoggedEntity {
  return (LOGGED_ENTITIES as readonly string[]).includes(value ?? '');
}

export const CONTENT_AREA_PATH = '/ansatt/innhold';

export function contentTypeBySegment(segment: string | undefined): ContentType | null {
  return CONTENT_TYPES.find((type) => CONTENT_TYPE_INFO[type].segment === segment) ?? null;
}

/**
 * Who may manage what (docs/decisions/008): DEICH_ADMIN everything; EMPLOYEE the day-to-day
 * content of a branch — events, opening-hours exceptions and staff lists (their own lists only,
 * checked by the staff-list service). Site-wide content (banners, campaigns, pages, services) is
 * for administrators.
 */
const EMPLOYEE_TYPES: readonly ContentType[] = ['event', 'opening_hours_exception', 'staff_list'];

export function canManageContent(roles: readonly string[] | null | undefined, type: ContentType): boolean {
  const held = roles ?? [];
  if (held.includes(ROLES.admin)) return true;
  return held.includes(ROLES.employee) && EMPLOYEE_TYPES.includes(type);
}

/** Content types the holder of these roles may manage, in menu order. */
export function manageableContentTypes(roles: readonly string[] | null | undefined): ContentType[] {
  return CONTENT_TYPES.filter((type) => canManageContent(roles, type));
}

export const CONTENT_AUDIT_ACTIONS = [
  'content_created',
  'content_updated',
  'content_deleted',
  'content_published',
  'content_unpublished',
] as const;
export type ContentAuditAction = (typeof CONTENT_AUDIT_ACTIONS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = toOslo(value);
  return isValid(d) && formatIsoDate(d) === value;
}

export function isClockTime(value: string): boolean {
  return TIME.test(value);
}

/**
 * The instant of an Oslo wall-clock date and time (SPEC §9: times are entered and shown in Oslo
 * time). Null when the time does not exist that day (the hour skipped when summer time starts).
 * In the repeated autumn hour @date-fns/tz resolves to the second (winter-time, +01:00) instant.
 */
export function osloWallClockToInstant(date: string, time: string): Date | null {
  if (!isIsoDate(date) || !isClockTime(time)) return null;
  const instant = toOslo(`${date}T${time}`);
  if (!isValid(instant)) return null;
  if (formatIsoDate(instant) !== date || formatTime(instant) !== time) return null;
  return new Date(instant.getTime());
}

/** An instant as the Oslo date and time a form shows. */
export function instantToOsloWallClock(instant: Date): { date: string; time: string } {
  return { date: formatIsoDate(instant), time: formatTime(instant) };
}

/** 'a, b ,c' → ['a','b','c']: comma-separated form values (tags, target audiences). */
export function splitList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    ),
  ];
}

/** Rows on the staff change log page (newest first). */
export const AUDIT_PAGE_SIZE = 100;

/** The URL key of an opening-hours exception: `{libraryId}-{yyyy-MM-dd}` (pages and services share it). */
export function exceptionKey(libraryId: number, date: string): string {
  return `${libraryId}-${date}`;
}

export function parseExceptionKey(key: string | undefined): { libraryId: number; date: string } | null {
  const m = /^(\d{1,9})-(\d{4}-\d{2}-\d{2})$/.exec(key ?? '');
  return m ? { libraryId: Number(m[1]), date: m[2] } : null;
}

/** Most works one staff list may hold (a list is a recommendation, not a catalogue). */
export const STAFF_LIST_MAX_ITEMS = 100;

/**
 * The works of a staff list as the form takes them: one per line (or comma-separated), each a work
 * number or the address of its page (`/verk/{slug}_{id}`, as copied from the browser). Order and
 * first occurrence are kept; what is neither comes back in `invalid`.
 */
export function parseWorkRefs(text: string): { ids: number[]; invalid: string[] } {
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const part of text
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter((p) => p !== '')) {
    const m = /^(\d{1,9})$/.exec(part) ?? /\/verk\/[^/?#\s]*_(\d{1,9})(?:[/?#]|$)/.exec(part);
    if (!m) invalid.push(part);
    else if (!ids.includes(Number(m[1]))) ids.push(Number(m[1]));
  }
  return { ids, invalid };
}

/**
 * Legal pages (SPEC §2) that must always be readable: their form cannot unpublish them. No page can
 * be created or deleted in the staff area — each page's address is a route of its own.
 */
export const ALWAYS_PUBLISHED_PAGE_SLUGS: readonly string[] = ['personvern', 'utlansreglement', 'ordensreglement'];

// Public events ('Hva skjer', SPEC §2, §3 Event, §7 /api/library-events): search with filters and counts, and one event.
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { EventDto, EventRegistrationInfo, EventSearchResult } from '#core/contracts/events.ts';
import type { AudioVideoDto } from '#core/contracts/offers.ts';
import { codedError } from '#server/services/coded-error.ts';
import {
  computeEventFacets,
  eventDateFields,
  EVENTS_PAGE_SIZE,
  filterAndSortEvents,
  HIGHLIGHTED_EVENTS_LIMIT,
  pageSlice,
  type EventFilters,
} from '#core/events.ts';
import { toOslo } from '#core/dates.ts';
import {
  registrationClosesAt,
  registrationWindow,
  seatAvailability,
  seatLabel,
  seatsLeft,
  type RegistrationSettings,
} from '#core/event-registration.ts';
import { audioVideos, eventRegistrations, events, libraries } from '#server/db/schema.ts';
import { presentAudioVideo } from './audio-videos.ts';
import type { ServiceContext } from './context.ts';

/** Private events and events hidden from the web never leave this module (SPEC §7 field.privateEvent/dontShowOnWeb). */
const isPublic = and(eq(events.privateEvent, false), eq(events.dontShowOnWeb, false));

const hasRecording = sql<boolean>`(${events.videoUrl} is not null or exists (select 1 from ${audioVideos} where ${audioVideos.eventId} = ${events.id}))`;

const countOf = (status: 'confirmed' | 'waitlisted') =>
  sql<number>`(select count(*) from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id} and ${eventRegistrations.status} = ${status})::int`;

/** The sign-up settings and seat counts every presented event carries (issue #21). */
export const registrationColumns = {
  startAt: events.startAt,
  registrationRequired: events.registrationRequired,
  capacity: events.capacity,
  waitlistEnabled: events.waitlistEnabled,
  registrationOpensAt: events.registrationOpensAt,
  registrationClosesAt: events.registrationClosesAt,
  visitorsMayRegister: events.visitorsMayRegister,
  cancelledAt: events.cancelledAt,
  confirmedCount: countOf('confirmed'),
  waitlistedCount: countOf('waitlisted'),
};

type RegistrationRow = RegistrationSettings & { confirmedCount: number; waitlistedCount: number };

/** Public seat information of an event, or null when it takes no sign-up here. */
export function presentRegistration(row: RegistrationRow, now: Date): EventRegistrationInfo | null {
  if (!row.registrationRequired) return null;
  const counts = { confirmed: Number(row.confirmedCount), waitlisted: Number(row.waitlistedCount) };
  const state = registrationWindow(row, now);
  const availability = seatAvailability(row, counts);
  const left = seatsLeft(row.capacity, counts.confirmed);
  const opensAt = row.registrationOpensAt?.toISOString() ?? null;
  return {
    state,
    availability,
    capacity: row.capacity,
    seatsLeft: left,
    waitlistEnabled: row.waitlistEnabled,
    waitlisted: counts.waitlisted,
    opensAt,
    closesAt: registrationClosesAt(row).toISOString(),
    visitorsMayRegister: row.visitorsMayRegister,
    label: seatLabel({ state, availability, seatsLeft: left, opensAt }),
  };
}

const listColumns = {
  ...registrationColumns,
  id: events.id,
  title: events.title,
  lead: events.lead,
  startAt: events.startAt,
  endAt: events.endAt,
  location: events.location,
  targetAudience: events.targetAudience,
  eventType: events.eventType,
  tags: events.tags,
  imageUrl: events.imageUrl,
  infoScreenImageUrl: events.infoScreenImageUrl,
  highlight: events.highlight,
  price: events.price,
  registrationUrl: events.registrationUrl,
  libraryId: libraries.id,
  libraryName: libraries.name,
  librarySlug: libraries.slug,
  hasAudioVideo: hasRecording,
};

type EventListRow = RegistrationRow & {
  id: number;
  title: string;
  lead: string;
  startAt: Date;
  endAt: Date;
  location: string | null;
  targetAudience: string[];
  eventType: string;
  tags: string[];
  imageUrl: string | null;
  infoScreenImageUrl: string | null;
  highlight: boolean;
  price: string | null;
  registrationUrl: string | null;
  libraryId: number | null;
  libraryName: string | null;
  librarySlug: string | null;
  hasAudioVideo: boolean;
};

/** Public JSON of an event: SPEC §3 Event fields (date, startTime, endTime in Oslo time; image and infoScreenImage with url). */
function presentEvent(row: EventListRow, now: Date): EventDto {
  return {
    id: row.id,
    title: row.title,
    lead: row.lead,
    ...eventDateFields(row.startAt, row.endAt),
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    branch:
      row.libraryId === null ? null : { id: row.libraryId, name: row.libraryName ?? '', slug: row.librarySlug ?? '' },
    location: row.location,
    targetAudience: row.targetAudience,
    eventType: row.eventType,
    tags: row.tags,
    image: row.imageUrl ? { url: row.imageUrl } : null,
    infoScreenImage: row.infoScreenImageUrl ? { url: row.infoScreenImageUrl } : null,
    highlight: row.highlight,
    price: row.price,
    registrationUrl: row.registrationUrl,
    hasAudioVideo: Boolean(row.hasAudioVideo),
    cancelled: row.cancelledAt !== null,
    registration: presentRegistration(row, now),
  };
}

export interface EventSearchInput {
  filters: EventFilters;
  /** 1-based. */
  page?: number;
  /** field.highlight=true: only highlighted events. */
  highlightOnly?: boolean;
  /** field.branch.name: only events at this library (by name, any case). */
  branchName?: string | null;
  /** field.tags: only events with one of these tags. */
  fieldTags?: readonly string[];
  pageSize?: number;
}

/** Free-text match: Norwegian full-text search, plus accent-folded substring so 'konsert' finds 'Lunsjkonsert'. */
function textCondition(q: string): SQL {
  const doc = sql`${events.title} || ' ' || ${events.lead} || ' ' || ${events.description} || ' ' || ${events.eventType} || ' ' || text_array_to_string(${events.tags}) || ' ' || coalesce(${events.location}, '') || ' ' || coalesce(${libraries.name}, '')`;
  return sql`(to_tsvector('nb_unaccent', ${doc}) @@ plainto_tsquery('nb_unaccent', ${q}::text) or position(immutable_unaccent(lower(${q}::text)) in immutable_unaccent(lower(${doc}))) > 0)`;
}

/**
 * Events for /api/library-events and /hva-skjer. The database narrows to public events in the
 * time window (and text, branch name, tags, highlight); the pure rules of core/events.ts then
 * apply the filters and count options, so counts and results always agree.
 */
export async function searchEvents(ctx: ServiceContext, input: EventSearchInput): Promise<EventSearchResult> {
  const now = ctx.clock();
  const { filters } = input;
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? EVENTS_PAGE_SIZE;
  const lowerBound = filters.fromDate ? toOslo(filters.fromDate) : now;
  const conditions: (SQL | undefined)[] = [
    isPublic,
    or(gt(events.endAt, new Date(lowerBound.getTime() - 1)), hasRecording),
  ];
  if (filters.q) conditions.push(textCondition(filters.q));
  if (input.branchName) conditions.push(sql`lower(${libraries.name}) = lower(${input.branchName}::text)`);
  if (input.fieldTags && input.fieldTags.length > 0)
    conditions.push(sql`${events.tags} && ${sql.param([...input.fieldTags])}::text[]`);
  if (input.highlightOnly) conditions.push(eq(events.highlight, true));

  const rows: EventListRow[] = (
    await ctx.db
      .select(listColumns)
      .from(events)
      .leftJoin(libraries, eq(libraries.id, events.libraryId))
      .where(and(...conditions))
  ).map((row) => ({ ...row, hasAudioVideo: Boolean(row.hasAudioVideo) }));

  const facetRows = rows.map((row) => ({ ...row, branch: row.libraryName }));
  const matching = filterAndSortEvents(facetRows, filters, now);
  const { items, pageCount } = pageSlice(matching, page, pageSize);
  const result: EventSearchResult = {
    searchResults: items.map((row) => presentEvent(row, now)),
    filters: computeEventFacets(facetRows, filters, now),
    total: matching.length,
    page,
    pageSize,
    pageCount,
  };
  if (page === 1 && !input.highlightOnly) {
    result.searchResultsHighlighted = matching
      .filter((row) => row.highlight)
      .slice(0, HIGHLIGHTED_EVENTS_LIMIT)
      .map((row) => presentEvent(row, now));
  }
  return result;
}

export type EventDetailDto = EventDto & {
  description: string;
  audioVideos: AudioVideoDto[];
  /** The library's street address (schema.org Place on the event page). */
  address: { street: string; postalCode: string; city: string } | null;
};

/**
 * One public event with its description and recordings, by id as given in a URL.
 * @throws AppError not_found 'event_not_found' (also for private and hidden events)
 */
export async function getEvent(ctx: ServiceContext, rawId: string): Promise<EventDetailDto> {
  const notFound = codedError('not_found', 'event_not_found');
  if (!/^\d{1,9}$/.test(rawId)) throw notFound;
  const id = Number(rawId);
  const [row] = await ctx.db
    .select({
      ...listColumns,
      description: events.description,
      videoUrl: events.videoUrl,
      street: libraries.address,
      postalCode: libraries.postalCode,
      city: libraries.city,
    })
    .from(events)
    .leftJoin(libraries, eq(libraries.id, events.libraryId))
    .where(and(eq(events.id, id), isPublic))
    .limit(1);
  if (!row) throw notFound;
  const recordings = await ctx.db.select().from(audioVideos).where(eq(audioVideos.eventId, id)).orderBy(audioVideos.id);
  const list = recordings.map(presentAudioVideo);
  // An event's own videoUrl counts as a recording when no audio_videos row carries the same address.
  if (row.videoUrl && !list.some((r) => r.url === row.videoUrl)) {
    list.push({
      id: null,
      title: `Opptak: ${row.title}`,
      description: '',
      kind: 'video',
      url: row.videoUrl,
      durationSeconds: null,
      image: row.imageUrl ? { url: row.imageUrl } : null,
      eventId: id,
      serviceId: null,
      publishedAt: row.endAt.toISOString(),
    });
  }
  return {
    ...presentEvent({ ...row, hasAudioVideo: Boolean(row.hasAudioVideo) }, ctx.clock()),
    description: row.description,
    audioVideos: list,
    address: row.street ? { street: row.street, postalCode: row.postalCode ?? '', city: row.city ?? '' } : null,
  };
}

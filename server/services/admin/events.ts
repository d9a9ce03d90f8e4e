// Staff area, events (issue #4): list (also hidden and private events), create, edit with optimistic concurrency, publish/unpublish, delete — each with its audit row in one transaction.
import { and, asc, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { instantToOsloWallClock, isClockTime, isIsoDate, osloWallClockToInstant } from '#core/content-admin.ts';
import { EVENT_AUDIENCES, EVENT_TAGS, EVENT_TYPES, valuesOutsideList } from '#core/event-vocabulary.ts';
import { events, libraries } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { fillFreedSeats, tellSignedUpBeforeDelete } from '../event-registration.ts';
import { assertCanManage, conflictError, notFoundError, type Actor } from './access.ts';
import { auditedPublish, auditedRowChange, changedFields, recordContentChange } from './audit.ts';
import { forgetUnusedUpload, prepareUploadedImage, saveUploadedImage, type PreparedImage } from '../image-uploads.ts';
import {
  checkbox,
  clockTime,
  commaList,
  FieldValidationError,
  fieldIssue,
  FormValidationError,
  isoDate,
  nullableText,
  optionalId,
  optionalLink,
  optionalText,
  requiredText,
} from './fields.ts';
import { fieldText, type FieldMessageKey, type FormValues } from './form-input.ts';
import { nextUpdatedAt as nextUpdatedAtOf, updatedAtVersion } from './versions.ts';

/** The event form's fields; the same schema checks the page's form and the service's input. */
export const eventFormSchema = z
  .object({
    title: requiredText(200, 'titleMissing', 'titleTooLong'),
    lead: optionalText(500, 'leadTooLong'),
    description: optionalText(20_000, 'descriptionTooLong'),
    libraryId: optionalId('libraryChoose'),
    location: nullableText(200, 'locationTooLong'),
    // Floors count as in the screen ids (0 = street level); floor screens show their floor's events (decision 010).
    floor: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || (/^-?\d{1,2}$/.test(v) && Number(v) >= -2 && Number(v) <= 20), fieldText('floorRange'))
      .transform((v) => (v === '' ? null : Number(v))),
    date: isoDate('dateMissing'),
    startTime: clockTime('startTimeMissing'),
    endDate: z.string().trim().default(''),
    endTime: clockTime('endTimeMissing'),
    // From the fixed lists (core/event-vocabulary.ts); the service checks membership, since an
    // existing event may keep a value from before the lists.
    eventType: requiredText(100, 'eventTypeMissing', 'eventTypeTooLong'),
    targetAudience: commaList('targetAudienceWordTooLong'),
    tags: commaList('tagsWordTooLong'),
    price: nullableText(100, 'priceTooLong'),
    registrationUrl: optionalLink('registrationUrlForm'),
    // The picture itself comes as a file (EventImageChange); an edit keeps the current one unless this is ticked.
    removeImage: checkbox,
    highlight: checkbox,
    dontShowOnWeb: checkbox,
    privateEvent: checkbox,
    // Sign-up through the portal (issue #21, docs/decisions/026). Empty opening = open at once; empty closing = at the start.
    registrationRequired: checkbox,
    capacity: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || (/^\d{1,5}$/.test(v) && Number(v) >= 1), fieldText('capacityRange'))
      .transform((v) => (v === '' ? null : Number(v))),
    waitlistEnabled: checkbox,
    visitorsMayRegister: checkbox,
    registrationOpensDate: z.string().trim().default(''),
    registrationOpensTime: z.string().trim().default(''),
    registrationClosesDate: z.string().trim().default(''),
    registrationClosesTime: z.string().trim().default(''),
  })
  .superRefine((v, ctx) => {
    // The sign-up window: a date needs a time and the other way round; closing comes after opening.
    const windowEnd = (date: string, time: string, path: 'registrationOpensDate' | 'registrationClosesDate') => {
      if (date === '' && time === '') return null;
      const at = isIsoDate(date) && isClockTime(time) ? osloWallClockToInstant(date, time) : null;
      if (!at) ctx.addIssue(fieldIssue(path, 'registrationDateAndTime'));
      return at;
    };
    const opens = windowEnd(v.registrationOpensDate, v.registrationOpensTime, 'registrationOpensDate');
    const closes = windowEnd(v.registrationClosesDate, v.registrationClosesTime, 'registrationClosesDate');
    if (opens && closes && closes <= opens)
      ctx.addIssue(fieldIssue('registrationClosesDate', 'registrationClosesBeforeOpens'));
  })
  .superRefine((v, ctx) => {
    const endDate = v.endDate === '' ? v.date : v.endDate;
    if (v.endDate !== '' && osloWallClockToInstant(v.endDate, '12:00') === null) {
      ctx.addIssue(fieldIssue('endDate', 'endDateForm'));
      return;
    }
    // zod runs this also when a field failed above; only well-formed dates and times are checked here.
    const wellFormed = (date: string, time: string) => isIsoDate(date) && isClockTime(time);
    const start = osloWallClockToInstant(v.date, v.startTime);
    const end = osloWallClockToInstant(endDate, v.endTime);
    if (!start && wellFormed(v.date, v.startTime)) ctx.addIssue(fieldIssue('startTime', 'summerTimeGap'));
    if (!end && wellFormed(endDate, v.endTime)) ctx.addIssue(fieldIssue('endTime', 'summerTimeGap'));
    if (start && end && end.getTime() <= start.getTime()) ctx.addIssue(fieldIssue('endTime', 'endBeforeStart'));
  })
  .transform(
    ({
      date,
      startTime,
      endDate,
      endTime,
      registrationOpensDate,
      registrationOpensTime,
      registrationClosesDate,
      registrationClosesTime,
      ...rest
    }) => ({
      ...rest,
      startAt: osloWallClockToInstant(date, startTime) as Date,
      endAt: osloWallClockToInstant(endDate === '' ? date : endDate, endTime) as Date,
      registrationOpensAt:
        registrationOpensDate === '' ? null : osloWallClockToInstant(registrationOpensDate, registrationOpensTime),
      registrationClosesAt:
        registrationClosesDate === '' ? null : osloWallClockToInstant(registrationClosesDate, registrationClosesTime),
    }),
  );

export type EventInput = z.output<typeof eventFormSchema>;

/** A new picture for the event (the uploaded file's bytes), checked and stored with the event (image-uploads.ts). */
export interface EventImageChange {
  file?: Uint8Array | null;
}

const VOCABULARY_MESSAGES = {
  eventType: 'eventTypeChoose',
  targetAudience: 'targetAudienceChoose',
  tags: 'tagsChoose',
} as const satisfies Record<string, FieldMessageKey>;

/**
 * Types, audiences and tags come from the fixed lists; an existing event may keep values it
 * already has from before the lists (issue #18), but gets no new ones.
 * @throws FormValidationError on eventType, targetAudience or tags
 */
function assertVocabulary(
  input: EventInput,
  current?: { eventType: string; targetAudience: string[]; tags: string[] },
): void {
  const outside = {
    eventType: valuesOutsideList([input.eventType], EVENT_TYPES, current ? [current.eventType] : []),
    targetAudience: valuesOutsideList(input.targetAudience, EVENT_AUDIENCES, current?.targetAudience),
    tags: valuesOutsideList(input.tags, EVENT_TAGS, current?.tags),
  };
  const errors = Object.fromEntries(
    Object.entries(outside)
      .filter(([, values]) => values.length > 0)
      .map(([field]) => [field, fieldText(VOCABULARY_MESSAGES[field as keyof typeof outside])]),
  );
  if (Object.keys(errors).length > 0) throw new FormValidationError(errors, 'event_vocabulary');
}

/** Checks and scales a new picture before any transaction opens (CPU work; nothing is written if it is refused). */
async function preparedImageOf(change: EventImageChange): Promise<PreparedImage | null> {
  return change.file && change.file.byteLength > 0 ? prepareUploadedImage(change.file, 'image') : null;
}

/** Version token for optimistic concurrency (versions.ts). */
const version = updatedAtVersion(events.updatedAt);
const nextUpdatedAt = (ctx: ServiceContext) => nextUpdatedAtOf(ctx, events.updatedAt);

export interface AdminEventRow {
  id: number;
  title: string;
  startAt: Date;
  endAt: Date;
  libraryName: string | null;
  eventType: string;
  highlight: boolean;
  dontShowOnWeb: boolean;
  privateEvent: boolean;
  registrationRequired: boolean;
  cancelled: boolean;
}

export type EventListScope = 'upcoming' | 'past';
const ADMIN_EVENT_LIST_LIMIT = 200;

/** Events for the staff list: upcoming (not yet ended, soonest first) or past (newest first), optionally matching a title. */
export async function listEventsForAdmin(
  ctx: ServiceContext,
  actor: Actor,
  query: { scope?: EventListScope; q?: string } = {},
): Promise<AdminEventRow[]> {
  assertCanManage(actor, 'event');
  const now = ctx.clock();
  const past = query.scope === 'past';
  const q = query.q?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
  return ctx.db
    .select({
      id: events.id,
      title: events.title,
      startAt: events.startAt,
      endAt: events.endAt,
      libraryName: libraries.name,
      eventType: events.eventType,
      highlight: events.highlight,
      dontShowOnWeb: events.dontShowOnWeb,
      privateEvent: events.privateEvent,
      registrationRequired: events.registrationRequired,
      cancelled: sql<boolean>`${events.cancelledAt} is not null`,
    })
    .from(events)
    .leftJoin(libraries, eq(libraries.id, events.libraryId))
    .where(
      and(
        past ? lt(events.endAt, now) : gte(events.endAt, now),
        q ? or(ilike(events.title, pattern), ilike(events.eventType, pattern)) : undefined,
      ),
    )
    .orderBy(past ? desc(events.startAt) : asc(events.startAt), asc(events.id))
    .limit(ADMIN_EVENT_LIST_LIMIT);
}

export interface EventForEdit {
  id: number;
  version: string;
  values: FormValues;
}

/** An event as form values (Oslo date and time) plus its version token. */
export async function getEventForEdit(ctx: ServiceContext, actor: Actor, id: number): Promise<EventForEdit> {
  assertCanManage(actor, 'event');
  const [row] = await ctx.db.select({ event: events, version }).from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw notFoundError('event');
  const e = row.event;
  const start = instantToOsloWallClock(e.startAt);
  const end = instantToOsloWallClock(e.endAt);
  const flag = (v: boolean) => (v ? 'on' : '');
  const opens = e.registrationOpensAt ? instantToOsloWallClock(e.registrationOpensAt) : { date: '', time: '' };
  const closes = e.registrationClosesAt ? instantToOsloWallClock(e.registrationClosesAt) : { date: '', time: '' };
  return {
    id: e.id,
    version: row.version,
    values: {
      title: e.title,
      lead: e.lead,
      description: e.description,
      libraryId: e.libraryId === null ? '' : String(e.libraryId),
      location: e.location ?? '',
      floor: e.floor === null ? '' : String(e.floor),
      date: start.date,
      startTime: start.time,
      endDate: end.date === start.date ? '' : end.date,
      endTime: end.time,
      eventType: e.eventType,
      targetAudience: e.targetAudience.join(', '),
      tags: e.tags.join(', '),
      price: e.price ?? '',
      registrationUrl: e.registrationUrl ?? '',
      // Not a field of the form any more: the preview of the current picture shows it.
      imageUrl: e.imageUrl ?? '',
      highlight: flag(e.highlight),
      dontShowOnWeb: flag(e.dontShowOnWeb),
      privateEvent: flag(e.privateEvent),
      registrationRequired: flag(e.registrationRequired),
      capacity: e.capacity === null ? '' : String(e.capacity),
      waitlistEnabled: flag(e.waitlistEnabled),
      visitorsMayRegister: flag(e.visitorsMayRegister),
      registrationOpensDate: opens.date,
      registrationOpensTime: opens.time,
      registrationClosesDate: closes.date,
      registrationClosesTime: closes.time,
      cancelled: e.cancelledAt ? 'on' : '',
    },
  };
}

/** Libraries for the form's select. */
export async function libraryChoices(ctx: ServiceContext): Promise<{ id: number; name: string }[]> {
  return ctx.db.select({ id: libraries.id, name: libraries.name }).from(libraries).orderBy(asc(libraries.name));
}

async function assertLibraryExists(ctx: ServiceContext, libraryId: number | null): Promise<void> {
  if (libraryId === null) return;
  const [row] = await ctx.db.select({ id: libraries.id }).from(libraries).where(eq(libraries.id, libraryId)).limit(1);
  if (!row) throw new FieldValidationError('libraryId', 'library_not_found', 'libraryChoose');
}

function columnsOf(input: EventInput, imageUrl: string | null) {
  return {
    title: input.title,
    lead: input.lead,
    description: input.description,
    libraryId: input.libraryId,
    location: input.location,
    floor: input.floor,
    startAt: input.startAt,
    endAt: input.endAt,
    eventType: input.eventType,
    targetAudience: input.targetAudience,
    tags: input.tags,
    price: input.price,
    registrationUrl: input.registrationUrl,
    imageUrl,
    highlight: input.highlight,
    dontShowOnWeb: input.dontShowOnWeb,
    privateEvent: input.privateEvent,
    registrationRequired: input.registrationRequired,
    capacity: input.capacity,
    waitlistEnabled: input.waitlistEnabled,
    visitorsMayRegister: input.visitorsMayRegister,
    registrationOpensAt: input.registrationOpensAt,
    registrationClosesAt: input.registrationClosesAt,
  };
}

/** Validated again here: a service never trusts that its caller ran the schema. */
function validated(input: EventInput | FormValues): EventInput {
  return input.startAt instanceof Date ? (input as EventInput) : eventFormSchema.parse(input);
}

/** @throws FormValidationError (fields, vocabulary, picture) */
export async function createEvent(
  ctx: ServiceContext,
  actor: Actor,
  raw: EventInput | FormValues,
  imageChange: EventImageChange = {},
): Promise<{ id: number }> {
  assertCanManage(actor, 'event');
  const input = validated(raw);
  assertVocabulary(input);
  await assertLibraryExists(ctx, input.libraryId);
  const image = await preparedImageOf(imageChange);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    if (image) await saveUploadedImage(tx, image, actor.userId);
    const [row] = await tx
      .insert(events)
      .values({ ...columnsOf(input, image?.path ?? null), createdAt: now, updatedAt: now })
      .returning({ id: events.id });
    await recordContentChange(
      ctx,
      actor,
      { action: 'content_created', entity: 'event', entityId: row.id, detail: { title: input.title } },
      tx,
    );
    return { id: row.id };
  });
}

/**
 * Saves an edit when the event still has the version the form was opened with. The picture stays
 * unless a new one comes or removeImage is ticked.
 * @throws AppError not_found, conflict 'edit_conflict'; FormValidationError (fields, vocabulary, picture)
 */
export async function updateEvent(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  raw: EventInput | FormValues,
  expectedVersion: string,
  imageChange: EventImageChange = {},
): Promise<void> {
  assertCanManage(actor, 'event');
  const input = validated(raw);
  await assertLibraryExists(ctx, input.libraryId);
  const image = await preparedImageOf(imageChange);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ event: events, version }).from(events).where(eq(events.id, id)).for('update');
    if (!current) throw notFoundError('event');
    if (current.version !== expectedVersion) throw conflictError();
    assertVocabulary(input, current.event);
    if (image) await saveUploadedImage(tx, image, actor.userId);
    const imageChanged = image !== null || input.removeImage;
    const next = {
      ...columnsOf(input, image?.path ?? (input.removeImage ? null : current.event.imageUrl)),
      // The screens' own picture (seeded events have one) would hide the new one: they fall back to the event's picture.
      ...(imageChanged ? { infoScreenImageUrl: null } : {}),
    };
    const fields = changedFields(current.event, next);
    const [saved] = await tx
      .update(events)
      .set({ ...next, updatedAt: nextUpdatedAt(ctx) })
      .where(eq(events.id, id))
      .returning();
    // More seats (or no limit any more): the waitlist moves up at once, under this row's lock (issue #21).
    await fillFreedSeats(ctx, tx, saved);
    if (next.imageUrl !== current.event.imageUrl) await forgetUnusedUpload(tx, current.event.imageUrl);
    await recordContentChange(
      ctx,
      actor,
      { action: 'content_updated', entity: 'event', entityId: id, detail: { title: input.title, fields } },
      tx,
    );
  });
}

/** Publish (shown on the web) or unpublish (dontShowOnWeb) one event. */
export async function setEventPublished(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  published: boolean,
): Promise<void> {
  assertCanManage(actor, 'event');
  await auditedPublish(ctx, actor, { entity: 'event', entityId: id, published, field: 'dontShowOnWeb' }, (tx) =>
    tx
      .update(events)
      .set({ dontShowOnWeb: !published, updatedAt: nextUpdatedAt(ctx) })
      .where(eq(events.id, id))
      .returning({ title: events.title }),
  );
}

/** Highlight on the home page and at the top of /hva-skjer, or not. */
export async function setEventHighlight(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  highlight: boolean,
): Promise<void> {
  assertCanManage(actor, 'event');
  await auditedRowChange(
    ctx,
    actor,
    { action: 'content_updated', entity: 'event', entityId: id, fields: ['highlight'] },
    (tx) =>
      tx
        .update(events)
        .set({ highlight, updatedAt: nextUpdatedAt(ctx) })
        .where(eq(events.id, id))
        .returning({ title: events.title }),
  );
}

export async function deleteEvent(ctx: ServiceContext, actor: Actor, id: number): Promise<void> {
  assertCanManage(actor, 'event');
  await auditedRowChange(ctx, actor, { action: 'content_deleted', entity: 'event', entityId: id }, async (tx) => {
    // Deleting an event people are signed up for tells them it is cancelled, in the same transaction (issue #21,
    // docs/decisions/026); their sign-ups are deleted with it.
    await tellSignedUpBeforeDelete(ctx, tx, id);
    const deleted = await tx
      .delete(events)
      .where(eq(events.id, id))
      .returning({ title: events.title, imageUrl: events.imageUrl });
    if (deleted[0]) await forgetUnusedUpload(tx, deleted[0].imageUrl);
    return deleted;
  });
}

/** Title of an event for the delete confirmation. */
export async function eventTitle(ctx: ServiceContext, actor: Actor, id: number): Promise<string> {
  assertCanManage(actor, 'event');
  const [row] = await ctx.db.select({ title: events.title }).from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw notFoundError('event');
  return row.title;
}

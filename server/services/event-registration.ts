// Event registration (issue #21, docs/decisions/026): patrons and visitors sign up and cancel, the waitlist moves up
// by itself, staff see and mark attendees and cancel events, and a sweep sends reminders and blanks old personal data.
// Every change to an event's seats takes the event row's lock first (SELECT … FOR UPDATE), so parallel sign-ups queue
// on it: the seat count they read is the true one, and waitlist order is the order they got the lock (id order).
import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Attendee, AttendeeList } from '#core/contracts/events.ts';
import type { AppError } from '#core/errors.ts';
import { DEFAULT_LANGUAGE, type Language } from '#core/i18n/languages.ts';
import { codedError } from '#server/services/coded-error.ts';
import {
  checkVisitorContact,
  normalisePhone,
  placementFor,
  REGISTRATION_RETENTION_DAYS,
  REMINDER_HOURS_BEFORE,
  registrationWindow,
  toCsv,
  VISITOR_NAME_MAX,
  type ContactProblem,
} from '#core/event-registration.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { eventRegistrations, events, libraries, users } from '#server/db/schema.ts';
import type { Notice } from '#server/ports/notifications.ts';
import { assertCanManage, type Actor } from './admin/access.ts';
import { recordContentChange } from './admin/audit.ts';
import { isTokenShaped, randomToken, sha256 } from './auth/tokens.ts';
import type { ServiceContext } from './context.ts';
import { composeEventNotice, type EventNoticeData, type EventNoticeEvent } from './event-registration-notices.ts';
import { sendMessage } from './outbox.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Who signs up: a logged-in patron, or a visitor without a card (name and e-mail or phone, and the language of the page
 * they signed up on: their notices are in it; bokmål when not given).
 */
export type Registrant =
  | { kind: 'patron'; userId: number }
  | { kind: 'visitor'; name: string; email?: string | null; phone?: string | null; language?: Language };

type RegistrationStatus = 'confirmed' | 'waitlisted';

export interface RegistrationResult {
  registrationId: number;
  status: RegistrationStatus;
  /** Place on the waitlist, from 1; null with a seat. */
  waitlistPosition: number | null;
  /** Visitors only: the secret of their cancel link, shown once (only its hash is stored). */
  cancelToken: string | null;
}

const notFound = () => codedError('not_found', 'event_not_found');
const registrationNotFound = () => codedError('not_found', 'registration_not_found');

/** The refusals of a closed window, by state (409, docs/decisions/026). */
const WINDOW_ERRORS = {
  not_open_yet: () => codedError('conflict', 'registration_not_open'),
  closed: () => codedError('conflict', 'registration_closed'),
  cancelled: () => codedError('conflict', 'event_cancelled'),
} as const;

type EventRow = typeof events.$inferSelect;

/** Locks the event row for the rest of the transaction: every seat change on one event happens one at a time. */
async function lockEvent(tx: Tx, eventId: number): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!event || event.privateEvent || event.dontShowOnWeb) throw notFound();
  return event;
}

async function seatCounts(tx: Db | Tx, eventId: number): Promise<{ confirmed: number; waitlisted: number }> {
  const [row] = await tx
    .select({
      confirmed: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'confirmed')::int`,
      waitlisted: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'waitlisted')::int`,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return { confirmed: Number(row?.confirmed ?? 0), waitlisted: Number(row?.waitlisted ?? 0) };
}

async function waitlistPosition(tx: Db | Tx, eventId: number, registrationId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.status, 'waitlisted'),
        lte(eventRegistrations.id, registrationId),
      ),
    );
  return Number(row?.n ?? 0);
}

// ─── Notices ───────────────────────────────────────────────────────────────────────────────────────────────────────

interface Contact {
  name: string;
  email: string | null;
  phone: string | null;
  /** A patron's own wishes (SPEC §3 receiveEmail/receiveSms); visitors gave what they want to be reached on. */
  receiveEmail: boolean;
  receiveSms: boolean;
  /** The notices' language: a patron's users.notice_language, a visitor's page at sign-up (docs/decisions/026). */
  language: string | null;
}

/** One notice per person: e-mail when they take e-mail, else SMS (docs/decisions/026). */
function noticeTo(contact: Contact, subject: string, body: string): Notice | null {
  if (contact.email && contact.receiveEmail) return { channel: 'email', recipient: contact.email, subject, body };
  if (contact.phone && contact.receiveSms)
    return { channel: 'sms', recipient: contact.phone, body: `${subject}. ${body}` };
  return null;
}

/** Tells one person about one event, in their language. */
async function notify(
  ctx: ServiceContext,
  tx: Tx,
  contact: Contact,
  event: EventNoticeEvent,
  data: EventNoticeData,
): Promise<void> {
  const { subject, body } = composeEventNotice(data, event, contact.name, contact.language, ctx.config.publicUrl);
  const notice = noticeTo(contact, subject, body);
  if (notice) await sendMessage(ctx, notice, tx);
}

const contactColumns = {
  id: eventRegistrations.id,
  userId: eventRegistrations.userId,
  visitorName: eventRegistrations.name,
  visitorEmail: eventRegistrations.email,
  visitorPhone: eventRegistrations.phone,
  firstName: users.firstName,
  lastName: users.lastName,
  userEmail: users.email,
  userPhone: users.phoneNumber,
  receiveEmail: users.receiveEmail,
  receiveSms: users.receiveSms,
  noticeLanguage: users.noticeLanguage,
  visitorLanguage: eventRegistrations.noticeLanguage,
};
interface ContactRow {
  id: number;
  userId: number | null;
  visitorName: string | null;
  visitorEmail: string | null;
  visitorPhone: string | null;
  firstName: string | null;
  lastName: string | null;
  userEmail: string | null;
  userPhone: string | null;
  receiveEmail: boolean | null;
  receiveSms: boolean | null;
  noticeLanguage: string | null;
  visitorLanguage: string | null;
}

function contactOf(row: ContactRow): Contact {
  if (row.userId !== null) {
    return {
      name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
      email: row.userEmail,
      phone: row.userPhone,
      receiveEmail: Boolean(row.receiveEmail),
      receiveSms: Boolean(row.receiveSms),
      language: row.noticeLanguage,
    };
  }
  return {
    name: row.visitorName ?? '',
    email: row.visitorEmail,
    phone: row.visitorPhone,
    receiveEmail: true,
    receiveSms: true,
    language: row.visitorLanguage,
  };
}

async function contactsOf(tx: Db | Tx, condition: SQL | undefined) {
  return tx
    .select(contactColumns)
    .from(eventRegistrations)
    .leftJoin(users, eq(users.id, eventRegistrations.userId))
    .where(condition)
    .orderBy(asc(eventRegistrations.id));
}

/** invalid 'invalid_contact', worded by what is wrong (core/event-registration.ts checkVisitorContact). */
function contactRefused(problem: ContactProblem): AppError {
  if (problem === 'missingContact') return codedError('invalid', 'invalid_contact');
  return codedError('invalid', 'invalid_contact', { context: problem, max: VISITOR_NAME_MAX });
}

// ─── Sign-up and cancel ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Signs a patron or a visitor up for an event: a seat while there is one and nobody waits, else a place on the
 * waitlist (when the event has one). Sends the confirmation (or waitlist notice) in the same transaction.
 * @throws AppError not_found 'event_not_found'; conflict 'registration_not_offered', 'registration_not_open',
 *   'registration_closed', 'event_cancelled', 'event_full', 'already_registered'; invalid 'invalid_contact';
 *   unauthenticated 'login_required' (a visitor, where the event takes card holders only)
 */
export async function registerForEvent(
  ctx: ServiceContext,
  eventId: number,
  registrant: Registrant,
): Promise<RegistrationResult> {
  const visitor = registrant.kind === 'visitor' ? checkVisitorContact(registrant) : null;
  if (visitor && !visitor.ok) throw contactRefused(visitor.problem);
  const patron = registrant.kind === 'patron' ? await patronContact(ctx, registrant.userId) : null;
  return ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event.registrationRequired) throw codedError('conflict', 'registration_not_offered');
    const window = registrationWindow(event, ctx.clock());
    if (window !== 'open') throw WINDOW_ERRORS[window]();
    if (visitor && !event.visitorsMayRegister) throw codedError('unauthenticated', 'login_required');
    const contact = visitor?.ok ? visitor.contact : null;
    const already = await tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          ne(eventRegistrations.status, 'cancelled'),
          patron
            ? eq(eventRegistrations.userId, patron.userId)
            : or(
                contact?.email ? eq(eventRegistrations.email, contact.email) : undefined,
                contact?.phone ? eq(eventRegistrations.phone, contact.phone) : undefined,
              ),
        ),
      )
      .limit(1);
    if (already.length > 0) throw codedError('conflict', 'already_registered');
    const placement = placementFor(event, await seatCounts(tx, eventId));
    if (placement === 'full') throw codedError('conflict', 'event_full');
    const token = contact ? randomToken() : null;
    // A patron's notices follow their own setting, which they may change later; a visitor has only this page's.
    const visitorLanguage = registrant.kind === 'visitor' ? (registrant.language ?? DEFAULT_LANGUAGE) : null;
    const [row] = await tx
      .insert(eventRegistrations)
      .values({
        eventId,
        userId: patron?.userId ?? null,
        name: contact?.name ?? null,
        email: contact?.email ?? null,
        phone: contact?.phone ?? null,
        status: placement,
        noticeLanguage: visitorLanguage,
        cancelTokenHash: token ? sha256(token) : null,
        createdAt: ctx.clock(),
      })
      .returning({ id: eventRegistrations.id });
    const position = placement === 'waitlisted' ? await waitlistPosition(tx, eventId, row.id) : null;
    const to: Contact = patron ?? {
      ...contact!,
      receiveEmail: true,
      receiveSms: true,
      language: visitorLanguage,
    };
    await notify(
      ctx,
      tx,
      to,
      event,
      placement === 'confirmed'
        ? { kind: 'confirmed', visitor: Boolean(contact), cancelToken: token }
        : { kind: 'waitlisted', visitor: Boolean(contact), cancelToken: token, position },
    );
    return { registrationId: row.id, status: placement, waitlistPosition: position, cancelToken: token };
  });
}

async function patronContact(ctx: ServiceContext, userId: number): Promise<Contact & { userId: number }> {
  const [u] = await ctx.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phoneNumber,
      receiveEmail: users.receiveEmail,
      receiveSms: users.receiveSms,
      language: users.noticeLanguage,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) throw codedError('unauthenticated', 'login_required', { context: 'session' });
  return {
    userId,
    name: u.firstName,
    email: u.email,
    phone: u.phone === null ? null : (normalisePhone(u.phone) ?? u.phone),
    receiveEmail: u.receiveEmail,
    receiveSms: u.receiveSms,
    language: u.language,
  };
}

/**
 * Gives free seats to the first on the waitlist, in order, each with a notice. Runs under the event's lock (a
 * cancelled seat, a raised capacity). Nothing moves once the event has started or when it is cancelled.
 */
export async function fillFreedSeats(ctx: ServiceContext, tx: Tx, event: EventRow): Promise<number> {
  if (event.cancelledAt || ctx.clock() >= event.startAt) return 0;
  const { confirmed } = await seatCounts(tx, event.id);
  // No limit any more (staff emptied the capacity): everyone waiting gets a seat.
  const free = event.capacity === null ? null : event.capacity - confirmed;
  if (free !== null && free <= 0) return 0;
  const waiting = tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'waitlisted')))
    .orderBy(asc(eventRegistrations.id));
  const next = free === null ? await waiting : await waiting.limit(free);
  if (next.length === 0) return 0;
  const ids = next.map((r) => r.id);
  await tx
    .update(eventRegistrations)
    .set({ status: 'confirmed', promotedAt: ctx.clock() })
    .where(inArray(eventRegistrations.id, ids));
  for (const row of await contactsOf(tx, inArray(eventRegistrations.id, ids))) {
    await notify(ctx, tx, contactOf(row), event, { kind: 'promoted', visitor: row.userId === null });
  }
  return ids.length;
}

/** Cancels one active sign-up under the event's lock and hands its seat on. */
async function cancelLocked(
  ctx: ServiceContext,
  tx: Tx,
  event: EventRow,
  registration: { id: number; status: string },
): Promise<void> {
  if (ctx.clock() >= event.startAt) throw codedError('conflict', 'event_started');
  await tx
    .update(eventRegistrations)
    .set({ status: 'cancelled', cancelledAt: ctx.clock() })
    .where(eq(eventRegistrations.id, registration.id));
  if (registration.status === 'confirmed') await fillFreedSeats(ctx, tx, event);
}

/**
 * A patron cancels their own sign-up (seat or waitlist place); a freed seat goes to the first on the waitlist.
 * @throws AppError not_found 'event_not_found', 'registration_not_found'; conflict 'event_started'
 */
export async function cancelRegistration(ctx: ServiceContext, eventId: number, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const [mine] = await tx
      .select({ id: eventRegistrations.id, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          eq(eventRegistrations.userId, userId),
          ne(eventRegistrations.status, 'cancelled'),
        ),
      )
      .limit(1);
    if (!mine) throw registrationNotFound();
    await cancelLocked(ctx, tx, event, mine);
  });
}

/**
 * A visitor cancels through the link given at sign-up (the token is the only key; docs/decisions/026).
 * @throws AppError not_found 'registration_not_found'; conflict 'event_started'
 */
export async function cancelRegistrationByToken(ctx: ServiceContext, token: string): Promise<{ eventId: number }> {
  if (!isTokenShaped(token)) throw registrationNotFound();
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ eventId: eventRegistrations.eventId })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.cancelTokenHash, sha256(token)))
      .limit(1);
    if (!found) throw registrationNotFound();
    // The event's lock first, then the row read again under it: a parallel promotion may have changed its status.
    const event = await lockEvent(tx, found.eventId);
    const [mine] = await tx
      .select({ id: eventRegistrations.id, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.cancelTokenHash, sha256(token)), ne(eventRegistrations.status, 'cancelled')))
      .limit(1);
    if (!mine) throw registrationNotFound();
    await cancelLocked(ctx, tx, event, mine);
    return { eventId: found.eventId };
  });
}

export interface OwnRegistration {
  registrationId: number;
  status: RegistrationStatus;
  waitlistPosition: number | null;
}

/** The patron's own active sign-up for an event, if any: only ever their own (docs/decisions/026). */
export async function getOwnRegistration(
  ctx: ServiceContext,
  eventId: number,
  userId: number,
): Promise<OwnRegistration | null> {
  const [row] = await ctx.db
    .select({ id: eventRegistrations.id, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.userId, userId),
        ne(eventRegistrations.status, 'cancelled'),
      ),
    )
    .limit(1);
  if (!row) return null;
  const status = row.status as RegistrationStatus;
  return {
    registrationId: row.id,
    status,
    waitlistPosition: status === 'waitlisted' ? await waitlistPosition(ctx.db, eventId, row.id) : null,
  };
}

/** One of the patron's own sign-ups on Min side: the event, seat or waitlist place, and whether it can still be cancelled. */
export interface MyEventRegistration extends OwnRegistration {
  eventId: number;
  eventTitle: string;
  startAt: string;
  endAt: string;
  place: string;
  /** Staff cancelled the event (the patron was told); shown, not cancellable. */
  eventCancelled: boolean;
  /** Own cancel is open until the start (docs/decisions/026). */
  canCancel: boolean;
}

/**
 * The patron's own active sign-ups (seats and waitlist places) for events that have not ended, soonest first, for
 * Min side (issue #21). Events kept off the web are left out, as on the event page.
 */
export async function listMyEventRegistrations(ctx: ServiceContext, userId: number): Promise<MyEventRegistration[]> {
  const now = ctx.clock();
  const rows = await ctx.db
    .select({
      id: eventRegistrations.id,
      status: eventRegistrations.status,
      eventId: events.id,
      title: events.title,
      startAt: events.startAt,
      endAt: events.endAt,
      location: events.location,
      cancelledAt: events.cancelledAt,
      libraryName: libraries.name,
      // The waitlist place: those waiting who came first, and this one (arrival order is id order).
      position: sql<number | null>`case when ${eventRegistrations.status} = 'waitlisted' then (
        select count(*)::int from event_registrations w
        where w.event_id = ${eventRegistrations.eventId} and w.status = 'waitlisted' and w.id <= ${eventRegistrations.id}) end`,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .leftJoin(libraries, eq(libraries.id, events.libraryId))
    .where(
      and(
        eq(eventRegistrations.userId, userId),
        inArray(eventRegistrations.status, ['confirmed', 'waitlisted']),
        gt(events.endAt, now),
        eq(events.privateEvent, false),
        eq(events.dontShowOnWeb, false),
      ),
    )
    .orderBy(asc(events.startAt), asc(events.id));
  return rows.map((r) => ({
    registrationId: r.id,
    status: r.status as RegistrationStatus,
    waitlistPosition: r.position === null ? null : Number(r.position),
    eventId: r.eventId,
    eventTitle: r.title,
    startAt: r.startAt.toISOString(),
    endAt: r.endAt.toISOString(),
    place: [r.libraryName, r.location].filter(Boolean).join(', '),
    eventCancelled: r.cancelledAt !== null,
    canCancel: r.cancelledAt === null && now < r.startAt,
  }));
}

export interface TokenRegistration extends OwnRegistration {
  eventId: number;
  eventTitle: string;
  startAt: string;
  name: string;
  cancelled: boolean;
}

/**
 * What a visitor's cancel link shows: their own sign-up, nobody else's.
 * @throws AppError not_found 'registration_not_found' (also for anonymised sign-ups)
 */
export async function getRegistrationByToken(ctx: ServiceContext, token: string): Promise<TokenRegistration> {
  if (!isTokenShaped(token)) throw registrationNotFound();
  const [row] = await ctx.db
    .select({
      id: eventRegistrations.id,
      status: eventRegistrations.status,
      eventId: events.id,
      title: events.title,
      startAt: events.startAt,
      name: eventRegistrations.name,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.cancelTokenHash, sha256(token)))
    .limit(1);
  if (!row) throw registrationNotFound();
  const cancelled = row.status === 'cancelled';
  const status = (cancelled ? 'confirmed' : row.status) as RegistrationStatus;
  return {
    registrationId: row.id,
    status,
    waitlistPosition: row.status === 'waitlisted' ? await waitlistPosition(ctx.db, row.eventId, row.id) : null,
    eventId: row.eventId,
    eventTitle: row.title,
    startAt: row.startAt.toISOString(),
    name: row.name ?? '',
    cancelled,
  };
}

// ─── Staff ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Attendees and waitlist of one event, for staff only (personal data; docs/decisions/026).
 * @throws AppError forbidden 'content_forbidden'; not_found 'event_not_found'
 */
export async function listAttendees(ctx: ServiceContext, actor: Actor, eventId: number): Promise<AttendeeList> {
  assertCanManage(actor, 'event');
  const [event] = await ctx.db
    .select({ event: events, libraryName: libraries.name })
    .from(events)
    .leftJoin(libraries, eq(libraries.id, events.libraryId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event) throw notFound();
  const rows = await ctx.db
    .select({
      ...contactColumns,
      status: eventRegistrations.status,
      attended: eventRegistrations.attended,
      createdAt: eventRegistrations.createdAt,
      promotedAt: eventRegistrations.promotedAt,
      cardNumber: users.cardNumber,
    })
    .from(eventRegistrations)
    .leftJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.id));
  const present = (row: (typeof rows)[number]): Attendee => {
    const contact = contactOf(row);
    return {
      registrationId: row.id,
      name: contact.name || '(slettet)',
      email: contact.email,
      phone: contact.phone,
      cardHolder: row.userId !== null,
      cardNumber: row.cardNumber,
      attended: row.attended,
      registeredAt: row.createdAt.toISOString(),
      promotedAt: row.promotedAt?.toISOString() ?? null,
    };
  };
  const e = event.event;
  return {
    event: {
      id: e.id,
      title: e.title,
      startAt: e.startAt.toISOString(),
      endAt: e.endAt.toISOString(),
      place: [event.libraryName, e.location].filter(Boolean).join(', '),
      capacity: e.capacity,
      cancelled: e.cancelledAt !== null,
      registrationRequired: e.registrationRequired,
    },
    confirmed: rows.filter((r) => r.status === 'confirmed').map(present),
    waitlisted: rows.filter((r) => r.status === 'waitlisted').map(present),
    cancelledCount: rows.filter((r) => r.status === 'cancelled').length,
  };
}

/**
 * Staff mark whether someone came (null clears the mark).
 * @throws AppError forbidden; not_found 'registration_not_found'
 */
export async function markAttendance(
  ctx: ServiceContext,
  actor: Actor,
  eventId: number,
  registrationId: number,
  attended: boolean | null,
): Promise<void> {
  assertCanManage(actor, 'event');
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(eventRegistrations)
      .set({ attended })
      .where(
        and(
          eq(eventRegistrations.id, registrationId),
          eq(eventRegistrations.eventId, eventId),
          eq(eventRegistrations.status, 'confirmed'),
        ),
      )
      .returning({ id: eventRegistrations.id });
    if (updated.length === 0) throw registrationNotFound();
    // In the content log like every other staff change to an event: the event and the field, never the person (the log
    // outlives the 30-day retention rule).
    const [event] = await tx.select({ title: events.title }).from(events).where(eq(events.id, eventId)).limit(1);
    await recordContentChange(
      ctx,
      actor,
      {
        action: 'content_updated',
        entity: 'event',
        entityId: eventId,
        detail: { title: event?.title ?? '', fields: ['attended'] },
      },
      tx,
    );
  });
}

/** The attendee list as CSV for staff (semicolons, BOM: opens in Norwegian Excel). */
export async function attendeesCsv(
  ctx: ServiceContext,
  actor: Actor,
  eventId: number,
): Promise<{ filename: string; csv: string }> {
  const list = await listAttendees(ctx, actor, eventId);
  const yesNo = (v: boolean | null) => (v === null ? '' : v ? 'Ja' : 'Nei');
  const rows = [
    ...list.confirmed.map((a, i) => [
      String(i + 1),
      'Påmeldt',
      a.name,
      a.email ?? '',
      a.phone ?? '',
      a.cardHolder ? 'Ja' : 'Nei',
      yesNo(a.attended),
      a.registeredAt,
    ]),
    ...list.waitlisted.map((a, i) => [
      String(i + 1),
      'Venteliste',
      a.name,
      a.email ?? '',
      a.phone ?? '',
      a.cardHolder ? 'Ja' : 'Nei',
      '',
      a.registeredAt,
    ]),
  ];
  const csv = toCsv(['Nr.', 'Status', 'Navn', 'E-post', 'Telefon', 'Lånekort', 'Møtt', 'Påmeldt'], rows);
  return { filename: `pameldte-arrangement-${eventId}.csv`, csv };
}

/**
 * Staff cancel an event: it shows as cancelled everywhere, sign-up closes, and everyone with a seat or on the
 * waitlist is told, in the same transaction.
 * @throws AppError forbidden; not_found 'event_not_found'; conflict 'event_cancelled' (already)
 * @returns how many were told
 */
export async function cancelEvent(ctx: ServiceContext, actor: Actor, eventId: number): Promise<number> {
  assertCanManage(actor, 'event');
  return ctx.db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!event) throw notFound();
    if (event.cancelledAt) throw WINDOW_ERRORS.cancelled();
    await tx.update(events).set({ cancelledAt: ctx.clock(), updatedAt: ctx.clock() }).where(eq(events.id, eventId));
    const told = await tellEveryoneCancelled(ctx, tx, event);
    await recordContentChange(
      ctx,
      actor,
      {
        action: 'content_updated',
        entity: 'event',
        entityId: eventId,
        detail: { title: event.title, fields: ['cancelledAt'] },
      },
      tx,
    );
    return told;
  });
}

/** The "cancelled" notice to everyone with a seat or on the waitlist (a cancelled or a deleted event); returns how many. */
async function tellEveryoneCancelled(ctx: ServiceContext, tx: Tx, event: EventRow): Promise<number> {
  const people = await contactsOf(
    tx,
    and(eq(eventRegistrations.eventId, event.id), ne(eventRegistrations.status, 'cancelled')),
  );
  for (const row of people) {
    await notify(ctx, tx, contactOf(row), event, { kind: 'cancelled' });
  }
  return people.length;
}

/**
 * Before staff delete an event (server/services/admin/events.ts deleteEvent, in its transaction): takes the event's
 * lock and, when it has not started and was not cancelled already (those were told then), tells everyone signed up
 * that it is cancelled, as cancelEvent does (docs/decisions/026). The sign-ups go with the event.
 * @returns how many were told
 */
export async function tellSignedUpBeforeDelete(ctx: ServiceContext, tx: Tx, eventId: number): Promise<number> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!event || event.cancelledAt || ctx.clock() >= event.startAt) return 0;
  return tellEveryoneCancelled(ctx, tx, event);
}

// ─── Sweeps (run hourly with the reservation expiry, server/context.ts) ────────────────────────────────────────────

/**
 * The reminder the day before: to everyone with a seat on an event that starts within 24 hours, once. Those who got
 * their seat within the last 24 hours before the start were just told, and get no reminder on top.
 */
export async function sendEventReminders(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock();
  const horizon = new Date(now.getTime() + REMINDER_HOURS_BEFORE * HOUR_MS);
  return ctx.db.transaction(async (tx) => {
    // SKIP LOCKED: two server processes sweeping at once split the rows instead of both reminding.
    const due = await tx
      .select({
        id: eventRegistrations.id,
        eventId: events.id,
        title: events.title,
        startAt: events.startAt,
        location: events.location,
        libraryName: libraries.name,
      })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .leftJoin(libraries, eq(libraries.id, events.libraryId))
      .where(
        and(
          eq(eventRegistrations.status, 'confirmed'),
          isNull(eventRegistrations.reminderSentAt),
          isNull(events.cancelledAt),
          gt(events.startAt, now),
          lte(events.startAt, horizon),
          sql`coalesce(${eventRegistrations.promotedAt}, ${eventRegistrations.createdAt}) < ${events.startAt} - interval '${sql.raw(String(REMINDER_HOURS_BEFORE))} hours'`,
        ),
      )
      .for('update', { of: eventRegistrations, skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(eventRegistrations)
      .set({ reminderSentAt: now })
      .where(
        inArray(
          eventRegistrations.id,
          due.map((d) => d.id),
        ),
      );
    const contacts = new Map(
      (
        await contactsOf(
          tx,
          inArray(
            eventRegistrations.id,
            due.map((d) => d.id),
          ),
        )
      ).map((row) => [row.id, row]),
    );
    for (const d of due) {
      const row = contacts.get(d.id);
      if (!row) continue;
      const place = [d.libraryName, d.location].filter(Boolean).join(', ');
      await notify(
        ctx,
        tx,
        contactOf(row),
        { id: d.eventId, title: d.title, startAt: d.startAt },
        { kind: 'reminder', visitor: row.userId === null, place },
      );
    }
    return due.length;
  });
}

/**
 * Blanks names, contact details and the card link of sign-ups 30 days after their event ended (docs/decisions/026);
 * the rows stay, without anyone in them, so attendance figures survive.
 */
export async function anonymiseOldRegistrations(ctx: ServiceContext): Promise<number> {
  const cutoff = new Date(ctx.clock().getTime() - REGISTRATION_RETENTION_DAYS * DAY_MS);
  const ended = ctx.db.select({ id: events.id }).from(events).where(lt(events.endAt, cutoff));
  const rows = await ctx.db
    .update(eventRegistrations)
    .set({ userId: null, name: null, email: null, phone: null, cancelTokenHash: null, anonymisedAt: ctx.clock() })
    .where(and(isNull(eventRegistrations.anonymisedAt), inArray(eventRegistrations.eventId, ended)))
    .returning({ id: eventRegistrations.id });
  return rows.length;
}

/** The hourly sweep: reminders, then the retention rule. */
export async function sweepEventRegistrations(ctx: ServiceContext): Promise<{ reminded: number; anonymised: number }> {
  const reminded = await sendEventReminders(ctx);
  const anonymised = await anonymiseOldRegistrations(ctx);
  return { reminded, anonymised };
}

// Integration tests of the content-admin services (issue #4): validation messages, roles, audit rows in the same transaction, rollback, optimistic concurrency, Oslo time across DST.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, banners, events, openingHoursExceptions } from '#server/db/schema.ts';
import { getActiveBanner } from '#server/services/banners.ts';
import { getEvent } from '#server/services/events.ts';
import { demoActors } from '#server/testing/staff-actors.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { Actor } from './audit.ts';
import { listContentChanges } from './audit.ts';
import { bannerFormSchema, createBanner, deleteBanner, setBannerActive } from './banners.ts';
import { createEvent, deleteEvent, eventFormSchema, getEventForEdit, listEventsForAdmin, setEventPublished, updateEvent } from './events.ts';
import { parseForm } from './form-input.ts';
import { createOpeningHoursException, deleteOpeningHoursException, openingHoursExceptionSchema, updateOpeningHoursException } from './opening-hours.ts';

let t: TestApp;
let admin: Actor;
let employee: Actor;
let patron: Actor;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, employee, patron } = await demoActors(t));
});
afterAll(async () => {
  await t.close();
});

const eventForm = (overrides: Record<string, string> = {}) => ({
  title: 'Lesesirkel for voksne',
  lead: 'Vi leser og prater.',
  description: '',
  libraryId: '1',
  location: 'Lesesalen',
  date: '2026-12-10',
  startTime: '18:00',
  endDate: '',
  endTime: '19:30',
  eventType: 'Samtale',
  targetAudience: 'Voksne, Ungdom',
  tags: 'lesing',
  price: '',
  registrationUrl: '',
  imageUrl: '',
  ...overrides,
});

const auditFor = (entity: string, entityId: string) =>
  t.services.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

describe('event form schema', () => {
  it('gives Norwegian messages per field and keeps the values', () => {
    const result = parseForm(eventFormSchema, eventForm({ title: '  ', date: '2026-02-30', endTime: '', registrationUrl: 'ftp://x' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      title: 'Skriv inn en tittel.',
      date: 'Skriv datoen som dd.mm.åååå, og bruk en dato som finnes.',
      endTime: 'Skriv inn sluttid.',
      registrationUrl: 'Påmeldingslenken må være en hel adresse som begynner med https://.',
    });
    expect(result.values.title).toBe('  ');
    expect(result.values.location).toBe('Lesesalen');
  });

  it('refuses an end before the start and a time that does not exist when summer time starts', () => {
    const early = parseForm(eventFormSchema, eventForm({ endTime: '17:00' }));
    expect(early.ok || early.fieldErrors.endTime).toBe('Slutten må være etter starten. Sjekk sluttdato og sluttid.');
    // Sunday 29 March 2026: Oslo clocks jump from 02:00 to 03:00.
    const gap = parseForm(eventFormSchema, eventForm({ date: '2026-03-29', startTime: '02:30', endTime: '04:00' }));
    expect(gap.ok || gap.fieldErrors.startTime).toBe('Klokkeslettet finnes ikke denne dagen (klokken stilles fram til sommertid).');
  });

  it('stores Oslo wall-clock times as the right instants in summer and winter', () => {
    const summer = eventFormSchema.parse(eventForm({ date: '2026-07-01' }));
    const winter = eventFormSchema.parse(eventForm({ date: '2026-12-01', endDate: '2026-12-02', endTime: '10:00' }));
    expect(summer.startAt.toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(winter.startAt.toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(winter.endAt.toISOString()).toBe('2026-12-02T09:00:00.000Z');
    expect(summer.targetAudience).toEqual(['Voksne', 'Ungdom']);
  });
});

describe('event services', () => {
  it('keeps the floor an event is on (floor screens show their floor), and clears it', async () => {
    const { id } = await createEvent(t.services, admin, eventFormSchema.parse(eventForm({ floor: '2' })));
    const floorOf = async () => (await t.services.db.select({ floor: events.floor }).from(events).where(eq(events.id, id)))[0].floor;
    expect(await floorOf()).toBe(2);
    const edit = await getEventForEdit(t.services, admin, id);
    expect(edit.values.floor).toBe('2');
    await updateEvent(t.services, admin, id, eventFormSchema.parse({ ...edit.values, floor: '' }), edit.version);
    expect(await floorOf()).toBeNull();
    await deleteEvent(t.services, admin, id);
  });

  it('an employee creates an event: one row, one audit row, public at once; edits, unpublishes and deletes it', async () => {
    const { id } = await createEvent(t.services, employee, eventFormSchema.parse(eventForm()));
    const created = await auditFor('event', String(id));
    expect(created).toMatchObject([{ action: 'content_created', actorId: employee.userId, detail: { title: 'Lesesirkel for voksne' } }]);
    expect(created[0].at.toISOString()).toBe(t.now.toISOString());
    expect((await getEvent(t.services, String(id))).startTime).toBe('18:00');

    const edit = await getEventForEdit(t.services, employee, id);
    expect(edit.values).toMatchObject({ date: '2026-12-10', startTime: '18:00', endTime: '19:30', targetAudience: 'Voksne, Ungdom', floor: '' });
    await updateEvent(t.services, employee, id, eventFormSchema.parse({ ...edit.values, title: 'Lesesirkel (ny tid)', startTime: '17:30' }), edit.version);
    expect(await getEvent(t.services, String(id))).toMatchObject({ title: 'Lesesirkel (ny tid)', startTime: '17:30' });
    const updated = (await auditFor('event', String(id))).find((r) => r.action === 'content_updated');
    expect(updated?.detail).toEqual({ title: 'Lesesirkel (ny tid)', fields: ['title', 'startAt'] });

    // The same (now stale) version again: someone else saved in between.
    await expect(updateEvent(t.services, admin, id, eventFormSchema.parse(edit.values), edit.version)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'edit_conflict',
    });

    await setEventPublished(t.services, employee, id, false);
    await expect(getEvent(t.services, String(id))).rejects.toMatchObject({ kind: 'not_found' });
    expect((await listEventsForAdmin(t.services, employee, { q: 'ny tid' })).map((r) => r.dontShowOnWeb)).toEqual([true]);

    await deleteEvent(t.services, admin, id);
    expect(await t.services.db.select().from(events).where(eq(events.id, id))).toEqual([]);
    expect((await auditFor('event', String(id))).map((r) => r.action)).toEqual([
      'content_created',
      'content_updated',
      'content_unpublished',
      'content_deleted',
    ]);
    const log = await listContentChanges(t.services, { entity: 'event' });
    expect(log[0]).toMatchObject({ action: 'content_deleted', actorName: 'Anders Moe', title: 'Lesesirkel (ny tid)' });
  });

  it('refuses patrons, and answers not_found for unknown events', async () => {
    await expect(createEvent(t.services, patron, eventFormSchema.parse(eventForm()))).rejects.toMatchObject({ kind: 'forbidden', code: 'content_forbidden' });
    await expect(listEventsForAdmin(t.services, patron)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(setEventPublished(t.services, admin, 999_999, true)).rejects.toMatchObject({ kind: 'not_found', message: 'Fant ikke arrangementet.' });
    await expect(deleteEvent(t.services, admin, 999_999)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('writes nothing when the audit row cannot be written (one transaction)', async () => {
    const before = await t.services.db.select({ id: events.id }).from(events);
    const ghost: Actor = { userId: 987_654, roles: ['DEICH_ADMIN'] };
    await expect(createEvent(t.services, ghost, eventFormSchema.parse(eventForm({ title: 'Skal ikke finnes' })))).rejects.toThrow();
    const after = await t.services.db.select({ id: events.id }).from(events);
    expect(after.length).toBe(before.length);
    expect(await t.services.db.select().from(events).where(eq(events.title, 'Skal ikke finnes'))).toEqual([]);
  });

  it('validates form values given straight to the service', async () => {
    await expect(createEvent(t.services, admin, eventForm({ title: '' }))).rejects.toThrow('Skriv inn en tittel.');
    await expect(createEvent(t.services, admin, eventForm({ libraryId: '9999' }))).rejects.toMatchObject({ field: 'libraryId' });
    expect(eventFormSchema.safeParse(eventForm({ floor: '2.5' })).error?.issues[0]).toMatchObject({ path: ['floor'], message: 'Etasjen må være et helt tall fra -2 til 20, eller tom.' });
    expect(eventFormSchema.safeParse(eventForm({ floor: '21' })).success).toBe(false);
  });
});

describe('banner services', () => {
  it('needs link text with a link; only admins manage banners; the newest active banner is shown', async () => {
    const bad = parseForm(bannerFormSchema, { message: 'Stengt', link: '/bibliotekene' });
    expect(bad.ok || bad.fieldErrors).toEqual({ linkText: 'Skriv inn lenketekst når banneret har en lenke.' });
    const input = bannerFormSchema.parse({ message: 'Strømbrudd på Tøyen i dag.', link: '/bibliotekene/toyen', linkText: 'Se åpningstider', active: 'on' });
    await expect(createBanner(t.services, employee, input)).rejects.toMatchObject({ kind: 'forbidden' });
    const { id } = await createBanner(t.services, admin, input);
    expect(await getActiveBanner(t.services)).toMatchObject({ id, message: 'Strømbrudd på Tøyen i dag.' });
    await setBannerActive(t.services, admin, id, false);
    expect((await getActiveBanner(t.services))?.id).not.toBe(id);
    await deleteBanner(t.services, admin, id);
    expect(await t.services.db.select().from(banners).where(eq(banners.id, id))).toEqual([]);
    expect((await auditFor('banner', String(id))).map((r) => r.action)).toEqual(['content_created', 'content_unpublished', 'content_deleted']);
  });
});

describe('opening-hours exception services', () => {
  it('checks times, refuses a second exception the same day, and audits every change', async () => {
    const open = parseForm(openingHoursExceptionSchema, { libraryId: '1', date: '2026-12-31', isOpen: 'open', openFrom: '14:00', openTo: '10:00', mannedFrom: '11:00', mannedTo: '', reason: 'Nyttårsaften' });
    expect(open.ok || open.fieldErrors).toEqual({ openTo: 'Stengetiden må være etter åpningstiden.', mannedTo: 'Fyll ut begge betjente tider, eller ingen av dem.' });
    const missing = parseForm(openingHoursExceptionSchema, { libraryId: '', date: '', reason: '' });
    expect(missing.ok || Object.keys(missing.fieldErrors).sort()).toEqual(['date', 'isOpen', 'libraryId', 'reason']);

    const input = openingHoursExceptionSchema.parse({ libraryId: '1', date: '2027-01-04', isOpen: 'closed', openFrom: '10:00', reason: 'Inventering' });
    expect(input).toMatchObject({ isOpen: false, openFrom: null });
    await createOpeningHoursException(t.services, employee, input);
    await expect(createOpeningHoursException(t.services, employee, input)).rejects.toMatchObject({ field: 'date', code: 'exception_exists' });
    const changed = openingHoursExceptionSchema.parse({ libraryId: '1', date: '2027-01-04', isOpen: 'open', openFrom: '12:00', openTo: '16:00', reason: 'Inventering' });
    await updateOpeningHoursException(t.services, employee, { libraryId: 1, date: '2027-01-04' }, changed);
    const [row] = await t.services.db
      .select()
      .from(openingHoursExceptions)
      .where(and(eq(openingHoursExceptions.libraryId, 1), eq(openingHoursExceptions.date, '2027-01-04')));
    expect(row).toMatchObject({ isOpen: true, openFrom: '12:00:00', openTo: '16:00:00', mannedFrom: null });
    await deleteOpeningHoursException(t.services, employee, { libraryId: 1, date: '2027-01-04' });
    const audit = await auditFor('opening_hours_exception', '1-2027-01-04');
    expect(audit.map((r) => r.action)).toEqual(['content_created', 'content_updated', 'content_deleted']);
    expect(audit[1].detail).toMatchObject({ fields: ['isOpen', 'openFrom', 'openTo'] });
    await expect(createOpeningHoursException(t.services, patron, input)).rejects.toMatchObject({ kind: 'forbidden' });
  });
});

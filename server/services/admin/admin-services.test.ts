// Integration tests of the content-admin services (issue #4, #18): validation messages, fixed lists, uploaded pictures, roles, audit rows in the same transaction, rollback, optimistic concurrency, Oslo time across DST.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#core/image-url.ts';
import { auditLog, banners, events, openingHoursExceptions, uploadedImages } from '#server/db/schema.ts';
import { getActiveBanner } from '#server/services/banners.ts';
import { getEvent } from '#server/services/events.ts';
import { prepareUploadedImage, saveUploadedImage } from '#server/services/image-uploads.ts';
import { getResizedImage } from '#server/services/images.ts';
import { type NamedActor, testActors } from '#server/testing/staff-actors.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { Actor } from './access.ts';
import { listContentChanges } from './audit.ts';
import { bannerFormSchema, createBanner, deleteBanner, setBannerActive, updateBanner } from './banners.ts';
import {
  createEvent,
  deleteEvent,
  eventFormSchema,
  getEventForEdit,
  listEventsForAdmin,
  setEventPublished,
  updateEvent,
} from './events.ts';
import { parseForm } from './form-input.ts';
import {
  createOpeningHoursException,
  deleteOpeningHoursException,
  openingHoursExceptionSchema,
  updateOpeningHoursException,
} from './opening-hours.ts';

let t: TestApp;
let admin: NamedActor;
let employee: Actor;
let patron: Actor;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, employee, patron } = await testActors(t));
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
  eventType: 'Lesesirkel',
  targetAudience: 'Voksne, Ungdom',
  tags: 'Litteratur',
  price: '',
  registrationUrl: '',
  ...overrides,
});

const auditFor = (entity: string, entityId: string) =>
  t.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

describe('event form schema', () => {
  it('gives Norwegian messages per field and keeps the values', () => {
    const result = parseForm(
      eventFormSchema,
      eventForm({ title: '  ', date: '2026-02-30', endTime: '', registrationUrl: 'ftp://x' }),
    );
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
    expect(gap.ok || gap.fieldErrors.startTime).toBe(
      'Klokkeslettet finnes ikke denne dagen (klokken stilles fram til sommertid).',
    );
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
    const floorOf = async () =>
      (await t.services.db.select({ floor: events.floor }).from(events).where(eq(events.id, id)))[0].floor;
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
    expect(created).toMatchObject([
      { action: 'content_created', actorId: employee.userId, detail: { title: 'Lesesirkel for voksne' } },
    ]);
    expect(created[0].at.toISOString()).toBe(t.now.toISOString());
    expect((await getEvent(t.services, String(id))).startTime).toBe('18:00');

    const edit = await getEventForEdit(t.services, employee, id);
    expect(edit.values).toMatchObject({
      date: '2026-12-10',
      startTime: '18:00',
      endTime: '19:30',
      targetAudience: 'Voksne, Ungdom',
      floor: '',
    });
    await updateEvent(
      t.services,
      employee,
      id,
      eventFormSchema.parse({ ...edit.values, title: 'Lesesirkel (ny tid)', startTime: '17:30' }),
      edit.version,
    );
    expect(await getEvent(t.services, String(id))).toMatchObject({ title: 'Lesesirkel (ny tid)', startTime: '17:30' });
    const updated = (await auditFor('event', String(id))).find((r) => r.action === 'content_updated');
    expect(updated?.detail).toEqual({ title: 'Lesesirkel (ny tid)', fields: ['title', 'startAt'] });

    // The same (now stale) version again: someone else saved in between.
    await expect(
      updateEvent(t.services, admin, id, eventFormSchema.parse(edit.values), edit.version),
    ).rejects.toMatchObject({
      kind: 'conflict',
      code: 'edit_conflict',
    });

    await setEventPublished(t.services, employee, id, false);
    await expect(getEvent(t.services, String(id))).rejects.toMatchObject({ kind: 'not_found' });
    expect((await listEventsForAdmin(t.services, employee, { q: 'ny tid' })).map((r) => r.dontShowOnWeb)).toEqual([
      true,
    ]);

    await deleteEvent(t.services, admin, id);
    expect(await t.services.db.select().from(events).where(eq(events.id, id))).toEqual([]);
    expect((await auditFor('event', String(id))).map((r) => r.action)).toEqual([
      'content_created',
      'content_updated',
      'content_unpublished',
      'content_deleted',
    ]);
    const log = await listContentChanges(t.services, { entity: 'event' });
    expect(log[0]).toMatchObject({ action: 'content_deleted', actorName: admin.name, title: 'Lesesirkel (ny tid)' });
  });

  it('refuses patrons, and answers not_found for unknown events', async () => {
    await expect(createEvent(t.services, patron, eventFormSchema.parse(eventForm()))).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'content_forbidden',
    });
    await expect(listEventsForAdmin(t.services, patron)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(setEventPublished(t.services, admin, 999_999, true)).rejects.toMatchObject({
      kind: 'not_found',
      // The catalogue's text for the code, as the API has always answered it (errors:code.event_not_found).
      message: 'Fant ikke arrangementet',
    });
    await expect(deleteEvent(t.services, admin, 999_999)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('writes nothing when the audit row cannot be written (one transaction)', async () => {
    const before = await t.services.db.select({ id: events.id }).from(events);
    const ghost: Actor = { userId: 987_654, roles: ['DEICH_ADMIN'] };
    await expect(
      createEvent(t.services, ghost, eventFormSchema.parse(eventForm({ title: 'Skal ikke finnes' }))),
    ).rejects.toThrow();
    const after = await t.services.db.select({ id: events.id }).from(events);
    expect(after.length).toBe(before.length);
    expect(await t.services.db.select().from(events).where(eq(events.title, 'Skal ikke finnes'))).toEqual([]);
  });

  it('validates form values given straight to the service', async () => {
    await expect(createEvent(t.services, admin, eventForm({ title: '' }))).rejects.toThrow('Skriv inn en tittel.');
    await expect(createEvent(t.services, admin, eventForm({ libraryId: '9999' }))).rejects.toMatchObject({
      field: 'libraryId',
    });
    expect(eventFormSchema.safeParse(eventForm({ floor: '2.5' })).error?.issues[0]).toMatchObject({
      path: ['floor'],
      message: 'Etasjen må være et helt tall fra -2 til 20, eller tom.',
    });
    expect(eventFormSchema.safeParse(eventForm({ floor: '21' })).success).toBe(false);
  });
});

describe('event types, audiences and tags from the fixed lists (issue #18)', () => {
  it('refuses values outside the lists for a new event, each at its field', async () => {
    const refused = createEvent(
      t.services,
      employee,
      eventFormSchema.parse(
        eventForm({ eventType: 'Samtale', targetAudience: 'Voksne, Pensjonister', tags: 'lesing' }),
      ),
    );
    await expect(refused).rejects.toMatchObject({
      fieldErrors: {
        eventType: 'Velg en type fra listen.',
        targetAudience: 'Velg målgrupper fra listen.',
        tags: 'Velg stikkord fra listen.',
      },
    });
    expect(await t.services.db.select().from(events).where(eq(events.eventType, 'Samtale'))).toEqual([]);
  });

  it('keeps an older event with values outside the lists editable, but adds no new ones', async () => {
    const [{ id }] = await t.services.db
      .insert(events)
      .values({
        title: 'Gammelt arrangement',
        startAt: new Date('2026-12-10T17:00:00Z'),
        endAt: new Date('2026-12-10T18:00:00Z'),
        eventType: 'Samtale',
        targetAudience: ['Pensjonister'],
        tags: ['lesing'],
      })
      .returning({ id: events.id });
    const edit = await getEventForEdit(t.services, employee, id);
    await updateEvent(
      t.services,
      employee,
      id,
      eventFormSchema.parse({ ...edit.values, title: 'Gammelt arrangement (endret)', tags: 'lesing, Litteratur' }),
      edit.version,
    );
    const [saved] = await t.services.db.select().from(events).where(eq(events.id, id));
    expect(saved).toMatchObject({
      title: 'Gammelt arrangement (endret)',
      eventType: 'Samtale',
      targetAudience: ['Pensjonister'],
      tags: ['lesing', 'Litteratur'],
    });
    const again = await getEventForEdit(t.services, employee, id);
    await expect(
      updateEvent(
        t.services,
        employee,
        id,
        eventFormSchema.parse({ ...again.values, eventType: 'Quiz' }),
        again.version,
      ),
    ).rejects.toMatchObject({
      fieldErrors: { eventType: 'Velg en type fra listen.' },
    });
    await deleteEvent(t.services, admin, id);
  });
});

describe('event pictures uploaded through the form (issue #18)', () => {
  const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png', orientation?: number) => {
    const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
    return (orientation ? image.withMetadata({ orientation }) : image)[format]().toBuffer();
  };
  const uploadCount = async () => (await t.services.db.select({ key: uploadedImages.key }).from(uploadedImages)).length;
  let cacheRoot: string;
  beforeAll(() => {
    cacheRoot = mkdtempSync(join(tmpdir(), 'bibliotek-uploads-test-'));
  });
  afterAll(() => rmSync(cacheRoot, { recursive: true, force: true }));

  it('stores an upright master without metadata and serves it through the image pipeline; an edit keeps it or removes it', async () => {
    // A phone photo: stored sideways with an EXIF orientation that says "turn a quarter".
    const uploadsBefore = await uploadCount();
    const { id } = await createEvent(t.services, employee, eventFormSchema.parse(eventForm({ title: 'Med bilde' })), {
      file: await picture(900, 600, 'jpeg', 6),
    });
    expect(await uploadCount()).toBe(uploadsBefore + 1);
    const [row] = await t.services.db.select({ imageUrl: events.imageUrl }).from(events).where(eq(events.id, id));
    expect(row.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const [stored] = await t.services.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.key, row.imageUrl!.slice('/uploads/'.length, -'.webp'.length)));
    expect(stored).toMatchObject({ contentType: 'image/webp', width: 600, height: 900, uploadedBy: employee.userId });
    const master = await sharp(Buffer.from(stored.bytes)).metadata();
    expect(master).toMatchObject({ format: 'webp', width: 600, height: 900 });
    expect(master.exif).toBeUndefined();
    expect((await getEvent(t.services, String(id))).image).toEqual({ url: row.imageUrl });

    const services = { ...t.services, config: { ...t.services.config, DATA_DIR: cacheRoot } };
    const resized = await getResizedImage(services, { path: row.imageUrl!, width: 480, format: 'webp' });
    expect(resized.status).toBe('ok');
    if (resized.status === 'ok')
      expect(await sharp(resized.body).metadata()).toMatchObject({ width: 480, height: 720 });

    const edit = await getEventForEdit(t.services, employee, id);
    await updateEvent(
      t.services,
      employee,
      id,
      eventFormSchema.parse({ ...edit.values, title: 'Med bilde (endret)' }),
      edit.version,
    );
    expect((await getEvent(t.services, String(id))).image).toEqual({ url: row.imageUrl });
    // A new picture replaces the info screens' own picture too (they then show the event's).
    await t.services.db
      .update(events)
      .set({ infoScreenImageUrl: '/images/events/konsert-skjerm.jpg' })
      .where(eq(events.id, id));
    const third = await getEventForEdit(t.services, employee, id);
    await updateEvent(t.services, employee, id, eventFormSchema.parse(third.values), third.version, {
      file: await picture(640, 480),
    });
    const replaced = await getEvent(t.services, String(id));
    expect(replaced.image?.url).not.toBe(row.imageUrl);
    expect(replaced.infoScreenImage).toBeNull();
    // The replaced picture is shown nowhere any more, so it is gone: one picture stored, the new one.
    expect(await uploadCount()).toBe(uploadsBefore + 1);
    const fourth = await getEventForEdit(t.services, employee, id);
    await updateEvent(
      t.services,
      employee,
      id,
      eventFormSchema.parse({ ...fourth.values, removeImage: 'on' }),
      fourth.version,
    );
    expect((await getEvent(t.services, String(id))).image).toBeNull();
    expect(await uploadCount()).toBe(uploadsBefore);
    await deleteEvent(t.services, admin, id);
  });

  it('keeps a picture two events share until neither shows it', async () => {
    const before = await uploadCount();
    const file = await picture(700, 400);
    const first = await createEvent(t.services, employee, eventFormSchema.parse(eventForm({ title: 'Delt bilde 1' })), {
      file,
    });
    const second = await createEvent(
      t.services,
      employee,
      eventFormSchema.parse(eventForm({ title: 'Delt bilde 2' })),
      { file },
    );
    expect(await uploadCount()).toBe(before + 1);
    await deleteEvent(t.services, admin, first.id);
    expect(await uploadCount()).toBe(before + 1);
    await deleteEvent(t.services, admin, second.id);
    expect(await uploadCount()).toBe(before);
  });

  // Two editors' transactions side by side need two connections: PostgreSQL only (TEST_DB=postgres).
  it.runIf(process.env.TEST_DB === 'postgres')(
    'never deletes a picture another editor is giving an event at that moment',
    async () => {
      const file = await picture(720, 400);
      const prepared = await prepareUploadedImage(file);
      const first = await createEvent(
        t.services,
        employee,
        eventFormSchema.parse(eventForm({ title: 'Bildet fjernes' })),
        { file },
      );
      const second = await createEvent(
        t.services,
        employee,
        eventFormSchema.parse(eventForm({ title: 'Bildet legges til' })),
      );
      // Editor B gives the second event the same picture and has not committed yet …
      let commitB!: () => void;
      const bMayCommit = new Promise<void>((resolve) => (commitB = resolve));
      let bSaved!: () => void;
      const saved = new Promise<void>((resolve) => (bSaved = resolve));
      const editorB = t.services.db.transaction(async (tx) => {
        await saveUploadedImage(tx, prepared, employee.userId);
        await tx.update(events).set({ imageUrl: prepared.path }).where(eq(events.id, second.id));
        bSaved();
        await bMayCommit;
      });
      await saved;
      // … while editor A removes it from the first event, the only one showing it so far.
      const edit = await getEventForEdit(t.services, employee, first.id);
      await updateEvent(
        t.services,
        employee,
        first.id,
        eventFormSchema.parse({ ...edit.values, removeImage: 'on' }),
        edit.version,
      );
      commitB();
      await editorB;
      expect((await getEvent(t.services, String(second.id))).image).toEqual({ url: prepared.path });
      expect(
        await t.services.db
          .select({ key: uploadedImages.key })
          .from(uploadedImages)
          .where(eq(uploadedImages.key, prepared.key)),
      ).toHaveLength(1);
      await deleteEvent(t.services, admin, first.id);
      await deleteEvent(t.services, admin, second.id);
    },
  );

  it('judges the file by its content and size, with a Norwegian message at the field, and writes nothing', async () => {
    const before = await uploadCount();
    const form = eventFormSchema.parse(eventForm({ title: 'Skal ikke lagres' }));
    const notAnImage = new TextEncoder().encode('Dette er et dokument, ikke et bilde, selv om det heter bilde.jpg');
    await expect(createEvent(t.services, employee, form, { file: notAnImage })).rejects.toMatchObject({
      fieldErrors: { image: 'Filen er ikke et bilde vi kan bruke. Velg et bilde i formatet JPEG, PNG eller WebP.' },
    });
    await expect(createEvent(t.services, employee, form, { file: await picture(300, 200) })).rejects.toMatchObject({
      fieldErrors: { image: 'Bildet er for lite (300 piksler bredt). Velg et bilde som er minst 480 piksler bredt.' },
    });
    await expect(
      createEvent(t.services, employee, form, { file: new Uint8Array(MAX_UPLOAD_BYTES + 1) }),
    ).rejects.toMatchObject({
      fieldErrors: { image: 'Bildet er for stort. Velg et bilde på høyst 10 MB.' },
    });
    // A good picture with a bad field: neither the event nor the picture is written.
    await expect(
      createEvent(t.services, employee, { ...form, eventType: 'Quiz' }, { file: await picture(800, 450) }),
    ).rejects.toMatchObject({ fieldErrors: { eventType: 'Velg en type fra listen.' } });
    expect(await uploadCount()).toBe(before);
    expect(await t.services.db.select().from(events).where(eq(events.title, 'Skal ikke lagres'))).toEqual([]);
  });
});

describe('banner services', () => {
  it('needs link text with a link; only admins manage banners; the newest active banner is shown', async () => {
    const bad = parseForm(bannerFormSchema, { message: 'Stengt', link: '/bibliotekene' });
    expect(bad.ok || bad.fieldErrors).toEqual({ linkText: 'Skriv inn lenketekst når banneret har en lenke.' });
    const input = bannerFormSchema.parse({
      message: 'Strømbrudd på Tøyen i dag.',
      link: '/bibliotekene/toyen',
      linkText: 'Se åpningstider',
      active: 'on',
    });
    await expect(createBanner(t.services, employee, input)).rejects.toMatchObject({ kind: 'forbidden' });
    const { id } = await createBanner(t.services, admin, input);
    expect(await getActiveBanner(t.services)).toMatchObject({ id, message: 'Strømbrudd på Tøyen i dag.' });
    await setBannerActive(t.services, admin, id, false);
    expect((await getActiveBanner(t.services))?.id).not.toBe(id);
    await deleteBanner(t.services, admin, id);
    expect(await t.services.db.select().from(banners).where(eq(banners.id, id))).toEqual([]);
    expect((await auditFor('banner', String(id))).map((r) => r.action)).toEqual([
      'content_created',
      'content_unpublished',
      'content_deleted',
    ]);
  });

  it('gives a reworded banner a new revision, so it shows again to those who closed it, unless kept dismissed', async () => {
    const form = { message: 'Stengt fredag.', link: '', linkText: '', active: 'on' };
    const { id } = await createBanner(t.services, admin, form);
    const revision = async () =>
      (await t.services.db.select({ r: banners.revision }).from(banners).where(eq(banners.id, id)))[0].r;
    expect(await revision()).toBe(1);
    // Switching it off and on again is no new wording.
    await updateBanner(t.services, admin, id, { ...form, active: '' });
    await updateBanner(t.services, admin, id, form);
    expect(await revision()).toBe(1);
    await updateBanner(t.services, admin, id, { ...form, message: 'Stengt fredag og lørdag.' });
    expect(await revision()).toBe(2);
    expect(await getActiveBanner(t.services)).toMatchObject({ id, revision: 2 });
    // A typo fix the editor marks as small keeps the revision; a new link is new wording.
    await updateBanner(t.services, admin, id, { ...form, message: 'Stengt fredag og lørdag!', keepDismissed: 'on' });
    expect(await revision()).toBe(2);
    await updateBanner(t.services, admin, id, {
      ...form,
      message: 'Stengt fredag og lørdag!',
      link: '/bibliotekene',
      linkText: 'Se åpningstider',
    });
    expect(await revision()).toBe(3);
    const fields = (await auditFor('banner', String(id)))
      .sort((a, b) => a.id - b.id)
      .map((r) => (r.detail as { fields?: string[] }).fields);
    expect(fields.at(-1)).toEqual(['link', 'linkText', 'revision']);
    await deleteBanner(t.services, admin, id);
  });
});

describe('opening-hours exception services', () => {
  it('checks times, refuses a second exception the same day, and audits every change', async () => {
    const open = parseForm(openingHoursExceptionSchema, {
      libraryId: '1',
      date: '2026-12-31',
      isOpen: 'open',
      openFrom: '14:00',
      openTo: '10:00',
      mannedFrom: '11:00',
      mannedTo: '',
      reason: 'Nyttårsaften',
    });
    expect(open.ok || open.fieldErrors).toEqual({
      openTo: 'Stengetiden må være etter åpningstiden.',
      mannedTo: 'Fyll ut begge betjente tider, eller ingen av dem.',
    });
    // 00:00 is midnight at the end of the day (meråpent until midnight), not before the opening.
    const untilMidnight = parseForm(openingHoursExceptionSchema, {
      libraryId: '1',
      date: '2026-12-30',
      isOpen: 'open',
      openFrom: '06:00',
      openTo: '00:00',
      mannedFrom: '10:00',
      mannedTo: '16:00',
      reason: 'Romjul',
    });
    expect(untilMidnight.ok).toBe(true);
    const missing = parseForm(openingHoursExceptionSchema, { libraryId: '', date: '', reason: '' });
    expect(missing.ok || Object.keys(missing.fieldErrors).sort()).toEqual(['date', 'isOpen', 'libraryId', 'reason']);

    const input = openingHoursExceptionSchema.parse({
      libraryId: '1',
      date: '2027-01-04',
      isOpen: 'closed',
      openFrom: '10:00',
      reason: 'Inventering',
    });
    expect(input).toMatchObject({ isOpen: false, openFrom: null });
    await createOpeningHoursException(t.services, employee, input);
    await expect(createOpeningHoursException(t.services, employee, input)).rejects.toMatchObject({
      field: 'date',
      code: 'exception_exists',
    });
    const changed = openingHoursExceptionSchema.parse({
      libraryId: '1',
      date: '2027-01-04',
      isOpen: 'open',
      openFrom: '12:00',
      openTo: '16:00',
      reason: 'Inventering',
    });
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

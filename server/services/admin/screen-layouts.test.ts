// Integration tests of the screen-layout staff services (issue #8): form parsing and messages, the one-RandomVideo rule, admin only, audit row in the same transaction, and screens picking up the change.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '#core/i18n/translator.ts';
import { auditLog, screenLayouts } from '#server/db/schema.ts';
import { getScreenData } from '#server/services/screens.ts';
import { testActors } from '#server/testing/staff-actors.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { listContentChanges } from './audit.ts';
import type { Actor } from './access.ts';
import {
  getScreenLayoutForEdit,
  listScreenLayoutsForAdmin,
  parseSlideForm,
  slidesToFormValues,
  updateScreenLayout,
} from './screen-layouts.ts';

let t: TestApp;
let admin: Actor;
let employee: Actor;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, employee } = await testActors(t));
});
afterAll(async () => {
  await t.close();
});

describe('parseSlideForm', () => {
  it('round-trips a stored layout unchanged', async () => {
    const slides = await getScreenLayoutForEdit(t.services, admin, 'defaultLandscape');
    const parsed = parseSlideForm('defaultLandscape', slidesToFormValues(slides));
    expect(parsed).toEqual({ ok: true, slides });
  });

  it('reorders by position, removes, adds the new row and keeps 0 as the default duration', () => {
    const values = {
      rows: '2',
      'type-0': 'Wifi',
      'theme-0': 'dark',
      'position-0': '2',
      'slideKey-0': 'a',
      'duration-0': '15',
      'type-1': 'Campaign',
      'theme-1': 'light',
      'position-1': '1',
      'slideKey-1': 'b',
      'remove-1': 'on',
      'type-2': 'EventList',
      'theme-2': 'light',
      'eventDate-2': 'tomorrow',
      'presentationMode-2': 'slide',
      'position-2': '1',
      'duration-2': '',
    };
    const parsed = parseSlideForm('entrance', values);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.slides.map((s) => [s.type, s.duration, s.theme])).toEqual([
      ['EventList', 0, 'light'],
      ['Wifi', 15, 'dark'],
    ]);
    expect(parsed.slides[0]).toMatchObject({
      eventDate: 'tomorrow',
      presentationMode: 'slide',
      slideKey: expect.stringMatching(/^entrance-/),
    });
  });

  it('gives Norwegian messages per field', () => {
    const parsed = parseSlideForm('entrance', {
      rows: '3',
      'type-0': 'Event',
      'theme-0': 'dark',
      'eventDate-0': '',
      'type-1': 'Video',
      'theme-1': 'dark',
      'videoUrl-1': 'javascript:alert(1)',
      'duration-1': '-3',
      'type-2': 'RandomVideo',
      'theme-2': 'dark',
      'sources-2': '/a.mp4 tjue',
      'every-2': '0',
    });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        'eventDate-0': 'Velg hvilke arrangementer lysbildet viser: i dag, i morgen eller senere.',
        'duration-1': 'Varighet må være et helt antall sekunder fra 1 til 3600, eller tomt for standard.',
        'videoUrl-1':
          'Skriv inn adressen til videoen: en sti som begynner med / eller en adresse som begynner med https://.',
        'sources-2':
          'Skriv én video per linje: adressen, et mellomrom og lengden i sekunder (for eksempel /media/video/a.mp4 20).',
        'every-2': 'Skriv et helt tall fra 1 til 100.',
      },
    });
  });

  it('refuses a second RandomVideo (SPEC §5)', () => {
    const random = (i: number) => ({
      [`type-${i}`]: 'RandomVideo',
      [`theme-${i}`]: 'dark',
      [`sources-${i}`]: '/a.mp4 20\n/b.mp4 25',
    });
    expect(parseSlideForm('entrance', { rows: '1', ...random(0), ...random(1) })).toEqual({
      ok: false,
      fieldErrors: { 'type-1': 'Et skjermoppsett kan ha bare ett lysbilde av typen RandomVideo.' },
    });
    // In the page's language when the action passes its translator (#19).
    expect(parseSlideForm('entrance', { rows: '1', ...random(0), ...random(1) }, translatorFor('nn'))).toEqual({
      ok: false,
      fieldErrors: { 'type-1': 'Eit skjermoppsett kan berre ha eitt lysbilete av typen RandomVideo.' },
    });
    const one = parseSlideForm('entrance', { rows: '0', ...random(0) });
    expect(one.ok && one.slides[0]).toMatchObject({
      showEveryNthIteration: 4,
      duration: 25,
      sources: [
        { videoUrl: '/a.mp4', duration: 20 },
        { videoUrl: '/b.mp4', duration: 25 },
      ],
    });
  });
});

describe('screen layout services', () => {
  it('lists the eleven layouts with their screens, for administrators only', async () => {
    const layouts = await listScreenLayoutsForAdmin(t.services, admin);
    expect(layouts).toHaveLength(11);
    expect(layouts.find((l) => l.name === 'otherFloorBjorvika')?.screens.map((s) => s.id)).toEqual([
      'bjorvika/3-1',
      'bjorvika/5-1',
    ]);
    await expect(listScreenLayoutsForAdmin(t.services, employee)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(updateScreenLayout(t.services, employee, 'boxLeft', [])).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(getScreenLayoutForEdit(t.services, admin, 'noSuchLayout')).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  it('saves a layout with one audit row, and the screens serve it on their next read', async () => {
    const slides = [{ type: 'Wifi' as const, duration: 12, slideKey: 'boxLeft-wifi', theme: 'light' as const }];
    await updateScreenLayout(t.services, admin, 'boxLeft', slides);
    const data = await getScreenData(t.services, 'bjorvika/boks-venstre');
    expect(data?.slides).toEqual(slides);
    const audit = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'screen_layout'), eq(auditLog.entityId, 'boxLeft')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'content_updated',
      actorId: admin.userId,
      detail: { title: 'boxLeft', fields: ['slides'], slides: 1 },
    });
    // The change log of the content area lists it.
    const log = await listContentChanges(t.services, { entity: 'screen_layout' });
    expect(log[0]).toMatchObject({
      entity: 'screen_layout',
      entityId: 'boxLeft',
      title: 'boxLeft',
      fields: ['slides'],
    });
  });

  it('saves an empty list (the screens then show the calm fallback)', async () => {
    await updateScreenLayout(t.services, admin, 'boxRight', []);
    expect((await getScreenData(t.services, 'bjorvika/boks-hoyre'))?.slides).toEqual([]);
  });

  it('writes nothing when the audit row cannot be written (one transaction)', async () => {
    const [before] = await t.services.db.select().from(screenLayouts).where(eq(screenLayouts.name, 'entrance'));
    const ghost: Actor = { userId: 987_654, roles: ['DEICH_ADMIN'] };
    await expect(updateScreenLayout(t.services, ghost, 'entrance', [])).rejects.toThrow();
    const [after] = await t.services.db.select().from(screenLayouts).where(eq(screenLayouts.name, 'entrance'));
    expect(after.slides).toEqual(before.slides);
  });

  it('refuses two RandomVideos given straight to the service', async () => {
    const random = {
      type: 'RandomVideo' as const,
      duration: 20,
      theme: 'dark' as const,
      sources: [{ videoUrl: '/a.mp4', duration: 20 }],
    };
    await expect(
      updateScreenLayout(t.services, admin, 'entrance', [
        { ...random, slideKey: 'a' },
        { ...random, slideKey: 'b' },
      ]),
    ).rejects.toMatchObject({
      code: 'duplicate_random_video',
    });
  });
});

// Unit tests of the screen rotation rules: durations per layout and type, RandomVideo every 4th pass and the duplicate rule, event buckets, past/NÅ, campaign pictures.
import { describe, expect, it } from 'vitest';
import { SCREEN_LAYOUTS } from './screens.ts';
import {
  campaignImagePath,
  defaultSlideDurationS,
  EVENT_LIST_MAX,
  eventDateBucket,
  eventListRows,
  eventsForDate,
  layoutOrientation,
  resolveSlide,
  slideDurationMs,
  slideImageUrls,
  slidesForIteration,
  type ScreenCampaign,
  type ScreenData,
  type ScreenEvent,
  type ScreenSlide,
} from './screen-rotation.ts';

const slide = (type: ScreenSlide['type'], extra: Partial<ScreenSlide> = {}): ScreenSlide => ({
  type,
  duration: 0,
  slideKey: `${type}-${extra.eventDate ?? ''}-${extra.slideKey ?? 'k'}`,
  theme: 'dark',
  ...extra,
});

// 22 Nov 2026 12:00 in Oslo (UTC+1).
const NOW = new Date('2026-11-22T11:00:00Z');

const event = (id: number, start: string, end: string, extra: Partial<ScreenEvent> = {}): ScreenEvent => ({
  id,
  title: `Arrangement ${id}`,
  lead: '',
  startAt: start,
  endAt: end,
  location: 'Scenen',
  image: { url: `/images/events/e${id}.jpg` },
  infoScreenImage: null,
  ...extra,
});

const campaign = (id: number, extra: Partial<ScreenCampaign> = {}): ScreenCampaign => ({
  id,
  title: `Kampanje ${id}`,
  text: '',
  screenPresentationType: 'image',
  image: { url: `/images/campaigns/c${id}.jpg` },
  imageVertical: { url: `/images/campaigns/c${id}-staende.jpg` },
  imageHorizontal: { url: `/images/campaigns/c${id}-liggende.jpg` },
  ...extra,
});

function data(slides: ScreenSlide[], extra: Partial<ScreenData> = {}): ScreenData {
  return {
    screen: { id: 'bjorvika/0-1', name: 'Test', layout: 'defaultLandscape', floor: 0, orientation: 'landscape' },
    library: { id: 1, name: 'Bjørvika', slug: 'bjorvika', wifi: { network: 'Deichman', password: 'lesmer' } },
    openingHours: [
      {
        date: '2026-11-22',
        dayOfWeek: 'SUNDAY',
        isOpen: true,
        openFrom: '10:00',
        openTo: '18:00',
        mannedFrom: '10:00',
        mannedTo: '16:00',
        exceptionReason: null,
      },
    ],
    events: [],
    campaigns: [],
    slides,
    generatedAt: NOW.toISOString(),
    buildId: 'b1',
    ...extra,
  };
}

describe('durations (SPEC §9)', () => {
  it('defaults by type and layout', () => {
    expect(defaultSlideDurationS('WelcomeAndOpeningHours', 'defaultLandscape')).toBe(5);
    expect(defaultSlideDurationS('Event', 'defaultLandscape')).toBe(15);
    expect(defaultSlideDurationS('EventList', 'entrance')).toBe(15);
    expect(defaultSlideDurationS('WeeklyOpeningHours', 'boxRight')).toBe(15);
    expect(defaultSlideDurationS('Campaign', 'defaultLandscape')).toBe(15);
    expect(defaultSlideDurationS('Campaign', 'defaultPortrait')).toBe(20);
    expect(defaultSlideDurationS('Campaign', 'campaignSlidesPortrait')).toBe(20);
    expect(defaultSlideDurationS('Campaign', 'singleCampaign')).toBe(30);
    for (const type of ['WelcomeAndOpeningHours', 'Event', 'Campaign', 'Wifi'] as const) {
      expect(defaultSlideDurationS(type, 'testPortrait')).toBe(5);
    }
  });

  it('uses the slide’s own duration when set, the default when 0', () => {
    expect(slideDurationMs({ type: 'Event', duration: 12 }, 'defaultLandscape')).toBe(12_000);
    expect(slideDurationMs({ type: 'Campaign', duration: 0 }, 'singleCampaign')).toBe(30_000);
    expect(slideDurationMs({ type: 'Campaign', duration: Number.NaN }, 'defaultPortrait')).toBe(20_000);
  });

  it('knows which layouts are portrait', () => {
    expect(SCREEN_LAYOUTS.filter((l) => layoutOrientation(l) === 'portrait')).toEqual([
      'defaultPortrait',
      'testPortrait',
      'campaignSlidesPortrait',
    ]);
  });
});

describe('slidesForIteration (SPEC §5, §9 RandomVideo)', () => {
  const random = slide('RandomVideo', {
    showEveryNthIteration: 4,
    sources: [
      { videoUrl: '/a.mp4', duration: 20 },
      { videoUrl: '/b.mp4', duration: 25 },
    ],
  });
  const list = [slide('WelcomeAndOpeningHours'), random, slide('Wifi')];

  it('shows a single RandomVideo on every 4th pass only, with a chosen source', () => {
    const shown = [1, 2, 3, 4, 5, 6, 7, 8, 9, 12].filter((i) =>
      slidesForIteration(list, i, () => 0).slides.some((s) => s.type === 'RandomVideo'),
    );
    expect(shown).toEqual([4, 8, 12]);
    const fourth = slidesForIteration(list, 4, (n) => n - 1);
    expect(fourth.error).toBeNull();
    expect(fourth.slides.map((s) => s.type)).toEqual(['WelcomeAndOpeningHours', 'RandomVideo', 'Wifi']);
    expect(fourth.slides[1].chosenSource).toEqual({ videoUrl: '/b.mp4', duration: 25 });
    expect(slidesForIteration(list, 3, () => 0).slides.map((s) => s.type)).toEqual(['WelcomeAndOpeningHours', 'Wifi']);
  });

  it('uses 4 when the slide does not say, and its own N when it does', () => {
    const plain = [slide('RandomVideo', { sources: [{ videoUrl: '/a.mp4', duration: 1 }] })];
    expect([1, 2, 3, 4].map((i) => slidesForIteration(plain, i, () => 0).slides.length)).toEqual([0, 0, 0, 1]);
    const everySecond = [
      slide('RandomVideo', { showEveryNthIteration: 2, sources: [{ videoUrl: '/a.mp4', duration: 1 }] }),
    ];
    expect([1, 2, 3, 4].map((i) => slidesForIteration(everySecond, i, () => 0).slides.length)).toEqual([0, 1, 0, 1]);
  });

  it('reports more than one RandomVideo and leaves the list unchanged', () => {
    const twice = [random, slide('Event', { eventDate: 'today' }), { ...random, slideKey: 'second' }];
    for (const iteration of [1, 2, 4]) {
      const plan = slidesForIteration(twice, iteration, () => 0);
      expect(plan.error).toBe('duplicateRandomVideo');
      expect(plan.slides.map((s) => s.slideKey)).toEqual(twice.map((s) => s.slideKey));
    }
  });
});

describe('event buckets, past and NÅ (SPEC §3, §4)', () => {
  const events = [
    event(1, '2026-11-22T07:00:00Z', '2026-11-22T21:00:00Z'), // all day today
    event(2, '2026-11-22T10:56:00Z', '2026-11-22T12:00:00Z'), // started 4 min ago
    event(3, '2026-11-22T10:00:00Z', '2026-11-22T11:14:00Z'), // ends in 14 min → past
    event(4, '2026-11-22T10:00:00Z', '2026-11-22T11:16:00Z'), // ends in 16 min → still shown
    event(5, '2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z'), // tomorrow
    event(6, '2026-11-22T23:30:00Z', '2026-11-23T01:00:00Z'), // 00:30 Oslo tomorrow
    event(7, '2026-11-30T17:00:00Z', '2026-11-30T18:00:00Z'), // future
  ];

  it('buckets by Oslo calendar day', () => {
    expect(eventDateBucket('2026-11-22T22:59:00Z', NOW)).toBe('today');
    expect(eventDateBucket('2026-11-22T23:00:00Z', NOW)).toBe('tomorrow');
    expect(eventDateBucket('2026-11-24T10:00:00Z', NOW)).toBe('future');
    expect(eventDateBucket('2026-11-21T10:00:00Z', NOW)).toBeNull();
  });

  it('drops past events (end − 15 min) and sorts by start', () => {
    expect(eventsForDate(events, 'today', NOW).map((e) => e.id)).toEqual([1, 4, 2]);
    expect(eventsForDate(events, 'tomorrow', NOW).map((e) => e.id)).toEqual([6, 5]);
    expect(eventsForDate(events, 'future', NOW).map((e) => e.id)).toEqual([7]);
  });

  it('counts an event still running from yesterday as today', () => {
    const running = event(8, '2026-11-21T10:00:00Z', '2026-11-22T20:00:00Z');
    expect(eventsForDate([running], 'today', NOW).map((e) => e.id)).toEqual([8]);
  });

  it('labels NÅ from start to 6 minutes after on Event and EventList slides', () => {
    const d = data(
      [slide('Event', { eventDate: 'today' }), slide('EventList', { eventDate: 'today', presentationMode: 'slide' })],
      { events },
    );
    const plan = slidesForIteration(d.slides, 1, () => 0).slides;
    const list = resolveSlide(d, plan, 1, 1, NOW);
    expect(list?.type === 'EventList' && list.events.map((e) => [e.event.id, e.isNow])).toEqual([
      [1, false],
      [4, false],
      [2, true],
    ]);
    const later = resolveSlide(d, plan, 1, 1, new Date(NOW.getTime() + 2 * 60_000 + 1000));
    expect(later?.type === 'EventList' && later.events.find((e) => e.event.id === 2)?.isNow).toBe(false);
  });
});

describe('event lists topped up with the next days (issue #18)', () => {
  const today = [
    event(1, '2026-11-22T12:00:00Z', '2026-11-22T13:00:00Z'),
    event(2, '2026-11-22T14:00:00Z', '2026-11-22T15:00:00Z'),
  ];
  const tomorrow = [
    event(3, '2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z'),
    event(4, '2026-11-23T17:00:00Z', '2026-11-23T18:00:00Z'),
  ];
  const future = [
    event(5, '2026-11-25T17:00:00Z', '2026-11-25T18:00:00Z'),
    event(6, '2026-11-27T17:00:00Z', '2026-11-27T18:00:00Z'),
  ];
  const ids = (rows: { events: ScreenEvent[]; later: ScreenEvent[] }) => [
    rows.events.map((e) => e.id),
    rows.later.map((e) => e.id),
  ];

  it("fills a short list of today's events with the next days' events, up to the list's rows", () => {
    expect(ids(eventListRows([...today, ...tomorrow, ...future], 'today', NOW, EVENT_LIST_MAX.slide))).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('shows only the next days when today has nothing left, and no top-up for a long list or the future list', () => {
    const afterToday = new Date('2026-11-22T15:30:00Z');
    expect(ids(eventListRows([...today, ...tomorrow], 'today', afterToday, 8))).toEqual([[], [3, 4]]);
    const many = [...today, event(7, '2026-11-22T16:00:00Z', '2026-11-22T17:00:00Z')];
    expect(ids(eventListRows([...many, ...tomorrow], 'today', NOW, 8))).toEqual([[1, 2, 7], []]);
    expect(ids(eventListRows([...tomorrow, ...future], 'tomorrow', NOW, 3))).toEqual([[3, 4], [5]]);
    expect(ids(eventListRows(future, 'future', NOW, 8))).toEqual([[5, 6], []]);
  });

  it("keeps today's list slide up with the next days' events when today is empty, and skips it when nothing is coming", () => {
    const d = data([slide('EventList', { eventDate: 'today', presentationMode: 'slide' })], { events: tomorrow });
    expect(resolveSlide(d, d.slides, 0, 1, NOW)).toMatchObject({ type: 'EventList', events: [], later: tomorrow });
    expect(resolveSlide({ ...d, events: [] }, d.slides, 0, 1, NOW)).toBeNull();
  });
});

describe('resolveSlide', () => {
  const events = [
    event(1, '2026-11-22T12:00:00Z', '2026-11-22T13:00:00Z', { infoScreenImage: { url: '/images/events/skjerm.jpg' } }),
    event(2, '2026-11-22T14:00:00Z', '2026-11-22T15:00:00Z'),
  ];

  it('rotates events across passes and across slides of the same date, with the screen picture at 1440', () => {
    const d = data(
      [slide('Event', { eventDate: 'today', slideKey: 'a' }), slide('Event', { eventDate: 'today', slideKey: 'b' })],
      { events },
    );
    const plan = slidesForIteration(d.slides, 1, () => 0).slides;
    const first = resolveSlide(d, plan, 0, 1, NOW);
    const second = resolveSlide(d, plan, 1, 1, NOW);
    const nextPass = resolveSlide(d, plan, 0, 2, NOW);
    expect([first, second, nextPass].map((s) => (s?.type === 'Event' ? s.event.id : null))).toEqual([1, 2, 2]);
    expect(first?.type === 'Event' && first.imageUrl).toBe('/api/images/resize/1440/images/events/skjerm.jpg');
    expect(second?.type === 'Event' && second.imageUrl).toBe('/api/images/resize/1440/images/events/e2.jpg');
    expect(slideImageUrls(first)).toEqual(['/api/images/resize/1440/images/events/skjerm.jpg']);
    expect(first?.durationMs).toBe(15_000);
  });

  it('skips slides with nothing to show', () => {
    const d = data(
      [
        slide('Event', { eventDate: 'tomorrow' }),
        slide('Campaign'),
        slide('Video'),
        slide('EventList', { eventDate: 'future' }),
      ],
      {
        library: { id: 1, name: 'B', slug: 'b', wifi: null },
      },
    );
    const plan = [...slidesForIteration(d.slides, 1, () => 0).slides, slide('Wifi')];
    expect(plan.map((_, i) => resolveSlide(d, plan, i, 1, NOW))).toEqual([null, null, null, null, null]);
  });

  it('plays videos with their own length plus a grace period, RandomVideo from its chosen source', () => {
    const d = data([
      slide('Video', { videoUrl: '/v.mp4', duration: 30 }),
      slide('RandomVideo', { sources: [{ videoUrl: '/r.mp4', duration: 20 }] }),
    ]);
    const plan = slidesForIteration(d.slides, 4, () => 0).slides;
    expect(resolveSlide(d, plan, 0, 4, NOW)).toMatchObject({ type: 'Video', videoUrl: '/v.mp4', durationMs: 35_000 });
    expect(resolveSlide(d, plan, 1, 4, NOW)).toMatchObject({ type: 'Video', videoUrl: '/r.mp4', durationMs: 25_000 });
  });

  it('shows today’s hours, the week and the wifi of the branch, with the slide theme', () => {
    const d = data([slide('WelcomeAndOpeningHours', { theme: 'light' }), slide('WeeklyOpeningHours'), slide('Wifi')]);
    const plan = slidesForIteration(d.slides, 1, () => 0).slides;
    expect(resolveSlide(d, plan, 0, 1, NOW)).toMatchObject({
      type: 'WelcomeAndOpeningHours',
      theme: 'light',
      durationMs: 5000,
      today: { openFrom: '10:00' },
    });
    expect(resolveSlide(d, plan, 1, 1, NOW)).toMatchObject({ type: 'WeeklyOpeningHours', week: d.openingHours });
    expect(resolveSlide(d, plan, 2, 1, NOW)).toMatchObject({ type: 'Wifi', network: 'Deichman', password: 'lesmer' });
  });
});

describe('campaign pictures (SPEC §3 Campaign)', () => {
  it('takes the horizontal picture on landscape and the vertical on portrait, falling back to image', () => {
    expect(campaignImagePath(campaign(1), 'landscape')).toBe('/images/campaigns/c1-liggende.jpg');
    expect(campaignImagePath(campaign(1), 'portrait')).toBe('/images/campaigns/c1-staende.jpg');
    expect(campaignImagePath(campaign(2, { imageVertical: null }), 'portrait')).toBe('/images/campaigns/c2.jpg');
  });

  it("shows no picture for 'no-image'", () => {
    expect(campaignImagePath(campaign(3, { screenPresentationType: 'no-image' }), 'landscape')).toBeNull();
    const d = data([slide('Campaign')], { campaigns: [campaign(3, { screenPresentationType: 'no-image' })] });
    const resolved = resolveSlide(d, d.slides, 0, 1, NOW);
    expect(resolved).toMatchObject({ type: 'Campaign', imageUrl: null });
    expect(slideImageUrls(resolved)).toEqual([]);
  });

  it('uses the portrait duration on portrait layouts and rotates campaigns', () => {
    const d = data([slide('Campaign'), slide('Campaign', { slideKey: 'x' })], {
      screen: { id: 'furuset/1-1', name: 'F', layout: 'defaultPortrait', floor: 1, orientation: 'portrait' },
      campaigns: [campaign(1), campaign(2)],
    });
    const a = resolveSlide(d, d.slides, 0, 1, NOW);
    const b = resolveSlide(d, d.slides, 1, 1, NOW);
    expect(a).toMatchObject({
      durationMs: 20_000,
      campaign: { id: 1 },
      imageUrl: '/api/images/resize/1440/images/campaigns/c1-staende.jpg',
    });
    expect(b).toMatchObject({ campaign: { id: 2 } });
  });
});

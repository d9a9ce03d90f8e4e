// Engine tests of the screen rotation under a fake clock: order and durations, skipping, refresh with backoff, reload on a new build, fallback, and bounded timers/listeners/nodes over thousands of passes.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '#core/i18n/translator.ts';
import type { ScreenData, ScreenSlide } from '#core/screen-rotation.ts';
import {
  PRELOAD_CACHE_SIZE,
  REFRESH_INTERVAL_MS,
  ScreenPlayer,
  type PlayerEnv,
  type PlayerView,
} from './screen-player.ts';
import { FallbackSlide, SlideContent } from './screen-slides.tsx';

/** A slide's markup as a bokmål screen renders it. */
const render = (element: ReactElement) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor('nb') }, element));

const START = new Date('2026-11-22T09:00:00Z'); // 10:00 in Oslo

const slide = (type: ScreenSlide['type'], extra: Partial<ScreenSlide> = {}): ScreenSlide => ({
  type,
  duration: 0,
  slideKey: `${type}-${extra.slideKey ?? extra.eventDate ?? 'x'}`,
  theme: 'dark',
  ...extra,
});

const SLIDES: ScreenSlide[] = [
  slide('WelcomeAndOpeningHours'),
  slide('Event', { eventDate: 'today' }),
  slide('Campaign'),
  slide('EventList', { eventDate: 'today', presentationMode: 'slide' }),
  slide('Wifi'),
  slide('WeeklyOpeningHours'),
  slide('Video', { videoUrl: '/video/a.mp4', duration: 20 }),
  slide('RandomVideo', { showEveryNthIteration: 4, sources: [{ videoUrl: '/video/r.mp4', duration: 10 }] }),
];

function makeData(extra: Partial<ScreenData> = {}, version = 0): ScreenData {
  // Events every hour for three days, so there is always one left "today".
  const events = Array.from({ length: 72 }, (_, i) => ({
    id: i + 1,
    title: `Arrangement ${i + 1}`,
    lead: 'Kort ingress',
    startAt: new Date(START.getTime() + i * 3_600_000).toISOString(),
    endAt: new Date(START.getTime() + (i + 1) * 3_600_000).toISOString(),
    location: 'Scenen',
    image: { url: `/images/events/e${i + 1}-v${version}.jpg` },
    infoScreenImage: null,
  }));
  const week = Array.from({ length: 7 }, (_, i) => ({
    date: `2026-11-${22 + i}`,
    dayOfWeek: (['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const)[i],
    isOpen: i !== 0,
    openFrom: i !== 0 ? '08:00' : null,
    openTo: i !== 0 ? '22:00' : null,
    mannedFrom: null,
    mannedTo: null,
    exceptionReason: null,
  }));
  return {
    screen: { id: 'bjorvika/0-1', name: 'Bjørvika', layout: 'groundFloorBjorvika', floor: 0, orientation: 'landscape' },
    library: { id: 1, name: 'Bjørvika', slug: 'bjorvika', wifi: { network: 'Deichman-BJO', password: 'lesmer' } },
    openingHours: week,
    events,
    campaigns: [
      {
        id: 1,
        title: 'Velkommen',
        text: 'Tekst',
        screenPresentationType: 'image',
        image: { url: `/images/campaigns/c1-v${version}.jpg` },
        imageVertical: null,
        imageHorizontal: null,
      },
      {
        id: 2,
        title: 'Husk',
        text: 'Tekst',
        screenPresentationType: 'no-image',
        image: null,
        imageVertical: null,
        imageHorizontal: null,
      },
    ],
    slides: SLIDES,
    generatedAt: START.toISOString(),
    buildId: 'build-1',
    ...extra,
  };
}

interface Harness {
  env: PlayerEnv;
  fetchData: ReturnType<typeof vi.fn<PlayerEnv['fetchData']>>;
  preload: ReturnType<typeof vi.fn<PlayerEnv['preload']>>;
  reload: ReturnType<typeof vi.fn<PlayerEnv['reload']>>;
  logError: ReturnType<typeof vi.fn<PlayerEnv['logError']>>;
  shown: PlayerView[];
  /**
   * Timers the player holds now, counted at its clock port: vi.getTimerCount() also counts timers of work other test
   * files left behind in the same worker (vitest keeps modules between files), which made this flaky under load.
   */
  liveTimers: () => number;
}

function harness(): Harness {
  const fetchData = vi.fn<PlayerEnv['fetchData']>(async () => ({ ok: true, data: makeData() }));
  const preload = vi.fn<PlayerEnv['preload']>(async () => true);
  const reload = vi.fn<PlayerEnv['reload']>();
  const logError = vi.fn<PlayerEnv['logError']>();
  const live = new Set<ReturnType<typeof setTimeout>>();
  const env: PlayerEnv = {
    now: () => new Date(),
    setTimeout: (fn, ms) => {
      const handle = setTimeout(() => {
        live.delete(handle);
        fn();
      }, ms);
      live.add(handle);
      return handle;
    },
    clearTimeout: (handle) => {
      live.delete(handle);
      clearTimeout(handle);
    },
    fetchData,
    preload,
    reload,
    logError,
    random: () => 0,
  };
  return { env, fetchData, preload, reload, logError, shown: [], liveTimers: () => live.size };
}

function startPlayer(h: Harness, data = makeData()): ScreenPlayer {
  const player = new ScreenPlayer(data, h.env, new Date());
  h.shown.push(player.getView());
  player.subscribe((view) => h.shown.push(view));
  player.start();
  return player;
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ScreenPlayer rotation', () => {
  it('shows the slides in order for their durations, RandomVideo on the 4th pass', async () => {
    const h = harness();
    const player = startPlayer(h);
    // One pass: 5 + 15 + 15 + 15 + 15 + 15 + (20 + 5 grace) = 105 s.
    await vi.advanceTimersByTimeAsync(104_999);
    expect(h.shown.map((v) => v.slide?.type)).toEqual([
      'WelcomeAndOpeningHours',
      'Event',
      'Campaign',
      'EventList',
      'Wifi',
      'WeeklyOpeningHours',
      'Video',
    ]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.shown.at(-1)?.iteration).toBe(2);
    await vi.advanceTimersByTimeAsync(3 * 105_000);
    const fourth = h.shown.filter((v) => v.iteration === 4).map((v) => v.slide?.type);
    expect(fourth.at(-1)).toBe('Video');
    expect(
      h.shown.filter((v) => v.iteration === 4 && v.slide?.type === 'Video' && v.slide.videoUrl === '/video/r.mp4'),
    ).toHaveLength(1);
    expect(
      h.shown.filter((v) => v.iteration < 4 && v.slide?.type === 'Video' && v.slide.videoUrl === '/video/r.mp4'),
    ).toHaveLength(0);
    player.stop();
  });

  it('moves on when a video ends or fails, and ignores stale callbacks', async () => {
    const h = harness();
    const player = startPlayer(
      h,
      makeData({ slides: [slide('Video', { videoUrl: '/v.mp4', duration: 60 }), slide('Wifi')] }),
    );
    const video = player.getView().slide;
    expect(video?.type).toBe('Video');
    player.slideEnded(video?.key ?? '');
    expect(player.getView().slide?.type).toBe('Wifi');
    player.slideEnded(video?.key ?? ''); // already gone: nothing happens
    expect(player.getView().slide?.type).toBe('Wifi');
    await vi.advanceTimersByTimeAsync(15_000);
    const next = player.getView().slide;
    expect(next?.type).toBe('Video');
    player.slideFailed(next?.key ?? '');
    expect(player.getView().slide?.type).toBe('Wifi');
    player.stop();
  });

  it('preloads pictures at 1440 before their slide and skips a slide whose picture is broken', async () => {
    const h = harness();
    h.preload.mockImplementation(async (url) => !url.includes('/campaigns/'));
    const player = startPlayer(
      h,
      makeData({
        slides: [slide('WelcomeAndOpeningHours'), slide('Campaign'), slide('Event', { eventDate: 'today' })],
      }),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.preload).toHaveBeenCalledWith('/api/images/resize/1440/images/campaigns/c1-v0.jpg');
    // The broken campaign picture is skipped: the event follows the welcome slide.
    expect(player.getView().slide?.type).toBe('Event');
    expect(h.preload.mock.calls.every(([url]) => url.startsWith('/api/images/resize/1440/'))).toBe(true);
    player.stop();
  });

  it('keeps the last good content while the API fails, retrying with backoff, and picks up new content without a reload', async () => {
    const h = harness();
    h.fetchData.mockResolvedValue({ ok: false });
    const player = startPlayer(h);
    const calls = () => h.fetchData.mock.calls.length;
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(calls()).toBe(1);
    expect(player.getView().stale).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(4);
    // Backoff is capped at the normal interval.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(calls()).toBeLessThan(4 + 13);
    // The rotation never stopped.
    const before = h.shown.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.shown.length).toBeGreaterThan(before);
    expect(h.shown.every((v) => v.data.buildId === 'build-1')).toBe(true);
    // The API is back with changed content.
    h.fetchData.mockResolvedValue({
      ok: true,
      data: makeData({
        campaigns: [
          {
            id: 9,
            title: 'Ny kampanje',
            text: '',
            screenPresentationType: 'no-image',
            image: null,
            imageVertical: null,
            imageHorizontal: null,
          },
        ],
      }),
    });
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(player.getView().stale).toBe(false);
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(h.shown.some((v) => v.slide?.type === 'Campaign' && v.slide.campaign.title === 'Ny kampanje')).toBe(true);
    expect(h.reload).not.toHaveBeenCalled();
    player.stop();
  });

  it('reloads itself when a new build is deployed', async () => {
    const h = harness();
    h.fetchData.mockResolvedValue({ ok: true, data: makeData({ buildId: 'build-2' }) });
    const player = startPlayer(h);
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(h.reload).toHaveBeenCalledTimes(1);
    player.stop();
  });

  it('shows the calm fallback for an empty slide list, and the slides once they arrive', async () => {
    const h = harness();
    const player = startPlayer(h, makeData({ slides: [] }));
    expect(player.getView().slide).toBeNull();
    expect(render(createElement(FallbackSlide, { data: player.getView().data, clock: player.getView().at }))).toContain(
      'Åpningstider',
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(player.getView().slide).toBeNull();
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(player.getView().slide).not.toBeNull();
    expect(h.shown.find((v) => v.slide !== null)?.slide?.type).toBe('WelcomeAndOpeningHours');
    player.stop();
  });

  it('falls back instead of spinning when nothing can be shown', async () => {
    const h = harness();
    h.preload.mockResolvedValue(false);
    const player = startPlayer(
      h,
      makeData({ slides: [slide('Campaign'), slide('Event', { eventDate: 'today' })], campaigns: [] }),
    );
    await vi.advanceTimersByTimeAsync(120_000);
    expect(player.getView().slide).toBeNull();
    expect(player.pendingTimers).toBeLessThanOrEqual(2);
    player.stop();
  });

  it('logs a second RandomVideo once per content version and plays the list unchanged', async () => {
    const h = harness();
    const twice = [
      slide('Wifi'),
      slide('RandomVideo', { sources: [{ videoUrl: '/r.mp4', duration: 5 }] }),
      slide('RandomVideo', { slideKey: 'b', sources: [{ videoUrl: '/s.mp4', duration: 5 }] }),
    ];
    const player = startPlayer(h, makeData({ slides: twice }));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(h.logError).toHaveBeenCalledTimes(1);
    expect(h.logError.mock.calls[0][0]).toContain('mer enn én RandomVideo');
    expect(
      h.shown
        .filter((v) => v.iteration === 1)
        .map((v) => (v.slide?.type === 'Video' ? v.slide.videoUrl : v.slide?.type)),
    ).toEqual(['Wifi', '/r.mp4', '/s.mp4']);
    player.stop();
  });
});

describe('running unattended', () => {
  it('keeps timers, listeners, cached verdicts and rendered nodes bounded over thousands of slides (a simulated day)', async () => {
    const h = harness();
    let version = 0;
    // Every refresh brings new picture URLs (worst case for the preload cache); every third one fails.
    h.fetchData.mockImplementation(async () => {
      version++;
      return version % 3 === 0
        ? { ok: false }
        : { ok: true, data: makeData({ generatedAt: new Date().toISOString() }, version) };
    });
    const player = startPlayer(h);
    const unsubscribers = Array.from({ length: 3 }, () => player.subscribe(() => undefined));
    unsubscribers.forEach((u) => u());
    let maxTimers = 0;
    let maxNodes = 0;
    let displays = 0;
    let lastIteration = 0;
    const hour = 3_600_000;
    const HOURS = 24;
    for (let hourIndex = 0; hourIndex < HOURS; hourIndex++) {
      // Step through the hour slide by slide, sampling as we go.
      for (let step = 0; step < 12; step++) {
        await vi.advanceTimersByTimeAsync(hour / 12);
        maxTimers = Math.max(maxTimers, h.liveTimers(), player.pendingTimers);
        const view = player.getView();
        const markup = view.slide
          ? render(
              createElement(SlideContent, {
                slide: view.slide,
                data: view.data,
                now: view.at,
                clock: view.at,
                callbacks: { onEnded: () => undefined, onFailed: () => undefined },
              }),
            )
          : render(createElement(FallbackSlide, { data: view.data, clock: view.at }));
        maxNodes = Math.max(maxNodes, (markup.match(/<[a-z]/g) ?? []).length);
      }
      displays += h.shown.length;
      lastIteration = player.getView().iteration;
      // Keep the test's own record from growing: only the count matters from here.
      h.shown.length = 0;
    }
    expect(lastIteration).toBeGreaterThan(HOURS * 30);
    expect(displays).toBeGreaterThan(HOURS * 200);
    expect(maxTimers).toBeLessThanOrEqual(2);
    expect(player.preloadCacheSize).toBeLessThanOrEqual(PRELOAD_CACHE_SIZE);
    expect(player.subscriberCount).toBe(1);
    // The largest slide (a week of hours, a list of events) stays small.
    expect(maxNodes).toBeLessThan(80);
    player.stop();
    expect(h.liveTimers()).toBe(0);
    expect(player.subscriberCount).toBe(0);
  });
});

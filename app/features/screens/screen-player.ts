// The rotation engine of an information screen (issue #8): timers, preloading, skipping broken slides, refresh with backoff and reload on a new deployment. No DOM: the browser parts come in through PlayerEnv.
import {
  resolveSlide,
  slideImageUrls,
  slidesForIteration,
  type IterationSlide,
  type ResolvedSlide,
  type ScreenData,
} from '#core/screen-rotation.ts';
import { MINUTE_MS } from '#core/constants.ts';

export type TimerHandle = ReturnType<typeof setTimeout>;

export interface PlayerEnv {
  now(): Date;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** GET the screen's data; never throws. */
  fetchData(): Promise<{ ok: true; data: ScreenData } | { ok: false }>;
  /** Loads and decodes a picture; false when it is broken. Never throws. */
  preload(url: string): Promise<boolean>;
  /** A new version is deployed: load the page again. */
  reload(): void;
  logError(message: string): void;
  /** In [0, 1): which RandomVideo source plays. */
  random(): number;
}

export interface PlayerView {
  /** null shows the calm fallback (logo and opening hours). */
  slide: ResolvedSlide | null;
  data: ScreenData;
  /** The last refresh failed: the screen keeps showing the last good content. */
  stale: boolean;
  iteration: number;
  /** When the slide was put up: its labels ('I dag', 'NÅ') are computed for this moment. */
  at: Date;
}

/** Content is fetched again this often (docs/decisions/010). */
export const REFRESH_INTERVAL_MS = 5 * MINUTE_MS;
/** After a failed refresh: 15 s, 30 s, 1 min, 2 min, … at most the normal interval. */
const RETRY_BASE_MS = 15_000;
/** A picture that has not loaded by then counts as broken and its slide is skipped. */
const PRELOAD_TIMEOUT_MS = 10_000;
/** With nothing showable, the fallback stays this long before the rotation tries again. */
const FALLBACK_RETRY_MS = 30_000;
/** Preload verdicts kept (pictures change rarely; the browser's cache holds the bytes). */
export const PRELOAD_CACHE_SIZE = 64;

function retryDelayMs(failures: number): number {
  return Math.min(REFRESH_INTERVAL_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
}

export class ScreenPlayer {
  private data: ScreenData;
  private readonly buildId: string;
  private iteration = 1;
  private plan: IterationSlide[];
  private position = -1;
  private view: PlayerView;
  private slideTimer: TimerHandle | null = null;
  private refreshTimer: TimerHandle | null = null;
  private token = 0;
  private skipsInARow = 0;
  private failures = 0;
  private running = false;
  private loggedError: string | null = null;
  private readonly preloaded = new Map<string, boolean>();
  private readonly subscribers = new Set<(view: PlayerView) => void>();

  constructor(
    initial: ScreenData,
    private readonly env: PlayerEnv,
    now: Date = new Date(initial.generatedAt),
  ) {
    this.data = initial;
    this.buildId = initial.buildId;
    // The first pass is planned without randomness, so server and browser render the same first slide.
    this.plan = this.planIteration(1, () => 0);
    this.view = { slide: null, data: initial, stale: false, iteration: 1, at: now };
    for (let position = 0; position < this.plan.length; position++) {
      const slide = resolveSlide(initial, this.plan, position, 1, now);
      if (slide) {
        this.position = position;
        this.view = { ...this.view, slide };
        break;
      }
    }
  }

  getView(): PlayerView {
    return this.view;
  }

  subscribe(fn: (view: PlayerView) => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  /** Starts the timers; the slide rendered on the server counts as shown. */
  start(): void {
    if (this.running) return;
    this.running = true;
    if (this.view.slide) {
      const slide = this.view.slide;
      this.setSlideTimer(slide.durationMs);
      this.preloadAhead();
    } else {
      this.setSlideTimer(FALLBACK_RETRY_MS);
    }
    this.scheduleRefresh(REFRESH_INTERVAL_MS);
  }

  stop(): void {
    this.running = false;
    this.token++;
    if (this.slideTimer !== null) this.env.clearTimeout(this.slideTimer);
    if (this.refreshTimer !== null) this.env.clearTimeout(this.refreshTimer);
    this.slideTimer = null;
    this.refreshTimer = null;
    this.subscribers.clear();
  }

  /** A video finished: move on (only if it is still the one showing). */
  slideEnded(key: string): void {
    if (this.running && this.view.slide?.key === key) this.next();
  }

  /** A video or picture failed to play or load: skip to the next slide. */
  slideFailed(key: string, url?: string): void {
    if (url) this.remember(url, false);
    if (this.running && this.view.slide?.key === key) this.next();
  }

  /** Timers currently held (for tests and the bench: must stay ≤ 2). */
  get pendingTimers(): number {
    return (this.slideTimer === null ? 0 : 1) + (this.refreshTimer === null ? 0 : 1);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  get preloadCacheSize(): number {
    return this.preloaded.size;
  }

  private planIteration(iteration: number, pick: (n: number) => number): IterationSlide[] {
    const plan = slidesForIteration(this.data.slides, iteration, pick);
    if (plan.error && this.loggedError !== this.data.generatedAt) {
      // SPEC §5: logged once per content version, not on every pass.
      this.loggedError = this.data.generatedAt;
      this.env.logError(
        `Skjerm ${this.data.screen.id}: mer enn én RandomVideo i oppsettet ${this.data.screen.layout}; listen brukes uendret.`,
      );
    }
    return plan.slides;
  }

  private emit(): void {
    for (const fn of this.subscribers) fn(this.view);
  }

  private setSlideTimer(ms: number): void {
    if (this.slideTimer !== null) this.env.clearTimeout(this.slideTimer);
    this.slideTimer = this.env.setTimeout(() => {
      this.slideTimer = null;
      this.next();
    }, ms);
  }

  private next(): void {
    if (!this.running) return;
    const token = ++this.token;
    const now = this.env.now();
    // Walk forward to the next slide that has something to show; at most two passes' worth.
    const limit = Math.max(2, this.data.slides.length * 2 + 2);
    for (let step = 0; step < limit; step++) {
      this.position++;
      if (this.position >= this.plan.length) {
        this.iteration++;
        this.position = -1;
        this.plan = this.planIteration(this.iteration, (n) => this.env.random() * n);
        continue;
      }
      const slide = resolveSlide(this.data, this.plan, this.position, this.iteration, now);
      if (!slide) continue;
      const urls = slideImageUrls(slide);
      if (urls.some((url) => this.preloaded.get(url) === false)) continue;
      if (urls.every((url) => this.preloaded.get(url) === true)) {
        this.display(slide);
        return;
      }
      this.waitForImages(slide, urls, token);
      return;
    }
    this.showFallback();
  }

  private waitForImages(slide: ResolvedSlide, urls: string[], token: number): void {
    // The current slide stays up while the pictures load; a hanging load counts as broken.
    this.setSlideTimer(PRELOAD_TIMEOUT_MS);
    void Promise.all(urls.map((url) => this.load(url))).then((results) => {
      if (token !== this.token || !this.running) return;
      if (results.every(Boolean)) this.display(slide);
      else this.next();
    });
  }

  private display(slide: ResolvedSlide): void {
    this.skipsInARow = 0;
    this.view = { slide, data: this.data, stale: this.view.stale, iteration: this.iteration, at: this.env.now() };
    this.setSlideTimer(slide.durationMs);
    this.emit();
    this.preloadAhead();
  }

  private showFallback(): void {
    this.view = { slide: null, data: this.data, stale: this.view.stale, iteration: this.iteration, at: this.env.now() };
    this.setSlideTimer(FALLBACK_RETRY_MS);
    this.emit();
  }

  /** Starts loading the pictures of the slide after this one, so they are ready when it shows. */
  private preloadAhead(): void {
    const now = this.env.now();
    for (let position = this.position + 1; position < this.plan.length; position++) {
      const slide = resolveSlide(this.data, this.plan, position, this.iteration, now);
      if (!slide) continue;
      for (const url of slideImageUrls(slide)) if (!this.preloaded.has(url)) void this.load(url);
      return;
    }
  }

  private async load(url: string): Promise<boolean> {
    const known = this.preloaded.get(url);
    if (known !== undefined) return known;
    const ok = await this.env.preload(url).catch(() => false);
    this.remember(url, ok);
    return ok;
  }

  private remember(url: string, ok: boolean): void {
    this.preloaded.delete(url);
    this.preloaded.set(url, ok);
    // Bounded: the oldest verdict goes first (a broken picture gets another chance later).
    while (this.preloaded.size > PRELOAD_CACHE_SIZE) {
      const oldest = this.preloaded.keys().next().value;
      if (oldest === undefined) break;
      this.preloaded.delete(oldest);
    }
  }

  private scheduleRefresh(ms: number): void {
    if (this.refreshTimer !== null) this.env.clearTimeout(this.refreshTimer);
    this.refreshTimer = this.env.setTimeout(() => {
      this.refreshTimer = null;
      void this.refresh();
    }, ms);
  }

  private async refresh(): Promise<void> {
    const result = await this.env.fetchData();
    if (!this.running) return;
    if (!result.ok) {
      // Keep the last good content; try again sooner, backing off.
      this.failures++;
      if (!this.view.stale) this.view = { ...this.view, stale: true };
      this.scheduleRefresh(retryDelayMs(this.failures));
      return;
    }
    if (result.data.buildId !== this.buildId) {
      this.env.reload();
      return;
    }
    this.failures = 0;
    this.data = result.data;
    this.view = { ...this.view, data: result.data, stale: false };
    this.scheduleRefresh(REFRESH_INTERVAL_MS);
    // Showing the fallback: new content may have something to show at once.
    if (this.view.slide === null) this.next();
    else this.emit();
  }
}

// Lighthouse-style figures of the production home page in headless Chromium on an emulated mid-range phone
// (CPU 4× slower, 1.6 Mbps / 150 ms RTT): median LCP, CLS, TBT, FCP and the moment React has hydrated the page over
// several cold loads, plus SSR requests/second of GET / with autocannon (10 connections, 10 s).
// Usage: npm run build && npm run bench:home
//   BENCH_URL=http://localhost:3000  measure a running server instead of starting one (BUILD_DIR is honoured otherwise)
//   BENCH_RUNS=5 BENCH_PORT=3301 BENCH_DURATION=10 BENCH_CONNECTIONS=10 BENCH_PROFILE=slow4g|devtools CHROMIUM_PATH=/usr/bin/chromium
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, startServer, stopServer } from './serve.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3301);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;

/**
 * Network profiles. 'slow4g' is Lighthouse's mobile target as raw numbers (150 ms RTT, 1.6 Mbps down);
 * 'devtools' is what Lighthouse applies when it throttles through DevTools (RTT × 3.75, throughput × 0.9),
 * which is harsher because DevTools adds the latency per request rather than per round trip.
 */
const PROFILES = {
  slow4g: { latency: 150, downloadKbps: 1600, uploadKbps: 750 },
  devtools: { latency: 562.5, downloadKbps: 1474.56, uploadKbps: 675 },
};
const profileName = process.env.BENCH_PROFILE ?? 'slow4g';
const profile = PROFILES[profileName];
if (!profile) throw new Error(`unknown BENCH_PROFILE ${profileName}`);
const CPU_SLOWDOWN = 4;

// A mid-range Android phone, as Lighthouse's mobile preset (Moto G Power): 412 × 823 CSS px at DPR 1.75.
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  locale: 'nb-NO',
  timezoneId: 'Europe/Oslo',
};

// Same flags as playwright.config.ts.

/** Runs in the page before any of its scripts: records paint, LCP, layout shifts and long tasks from the start. */
const OBSERVERS = `(() => {
  const perf = (window.__perf = { fcp: null, lcp: null, lcpElement: null, shifts: [], longTasks: [], hydrated: null });
  // Hydrated: React has attached itself to the page's <main> (its fiber key), so links and forms are the app's.
  const hydration = setInterval(() => {
    const main = document.querySelector('main');
    if (main && Object.keys(main).some((key) => key.startsWith('__reactFiber'))) {
      perf.hydrated = performance.now();
      clearInterval(hydration);
    }
  }, 10);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      perf.lcp = e.startTime;
      const el = e.element;
      perf.lcpElement = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).trim().split(/\\s+/).join('.') : '') : e.url || null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) perf.shifts.push({ t: e.startTime, v: e.value });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** CLS as Lighthouse reports it: the largest session window (gaps < 1 s, windows ≤ 5 s). */
function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const { t, v } of shifts) {
    if (t - last > 1000 || t - windowStart > 5000) {
      current = 0;
      windowStart = t;
    }
    current += v;
    last = t;
    worst = Math.max(worst, current);
  }
  return worst;
}

async function measureOnce(browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await context.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: (profile.downloadKbps * 1000) / 8,
    uploadThroughput: (profile.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const started = Date.now();
  await page.goto(base + '/', { waitUntil: 'load', timeout: 120_000 });
  const loadMs = Date.now() - started;
  // Quiet period after load: hydration and any late work land in the long-task list.
  await page.waitForTimeout(3000);
  const atLoad = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource');
    const bytes = (filter) => resources.filter(filter).reduce((sum, r) => sum + (r.transferSize || 0), 0);
    return {
      perf: window.__perf,
      ttfb: nav.responseStart,
      domContentLoaded: nav.domContentLoadedEventEnd,
      htmlBytes: nav.transferSize,
      jsBytes: bytes((r) => r.name.endsWith('.js')),
      cssBytes: bytes((r) => r.name.endsWith('.css')),
      imageBytes: bytes((r) => r.name.includes('/api/images/')),
      imagesAboveFold: resources.filter((r) => r.name.includes('/api/images/')).length,
    };
  });
  // Scroll to the bottom in steps: lazy pictures load now, and with width/height they must not shift anything.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 150));
    }
  });
  await page.waitForTimeout(2000);
  const afterScroll = await page.evaluate(() => ({
    shifts: window.__perf.shifts,
    images: performance.getEntriesByType('resource').filter((r) => r.name.includes('/api/images/')).length,
    brokenImages: [...document.images].filter((img) => img.complete && img.naturalWidth === 0).length,
    imagesWithoutSize: [...document.images].filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
      .length,
  }));
  await context.close();

  const { perf } = atLoad;
  const fcp = perf.fcp ?? 0;
  const tbt = perf.longTasks
    .filter((t) => t.start + t.duration > fcp)
    .reduce((sum, t) => sum + Math.max(0, t.start + t.duration - Math.max(t.start, fcp) - 50), 0);
  return {
    fcp,
    lcp: perf.lcp ?? 0,
    lcpElement: perf.lcpElement,
    hydrated: perf.hydrated ?? 0,
    cls: cumulativeLayoutShift(perf.shifts),
    clsAfterScroll: cumulativeLayoutShift(afterScroll.shifts),
    tbt,
    longTasks: perf.longTasks.length,
    ttfb: atLoad.ttfb,
    load: loadMs,
    kib: {
      html: atLoad.htmlBytes / 1024,
      js: atLoad.jsBytes / 1024,
      css: atLoad.cssBytes / 1024,
      imagesAtLoad: atLoad.imageBytes / 1024,
    },
    imagesAtLoad: atLoad.imagesAboveFold,
    imagesAfterScroll: afterScroll.images,
    brokenImages: afterScroll.brokenImages,
    imagesWithoutSize: afterScroll.imagesWithoutSize,
  };
}

function ssrThroughput() {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}/`, connections, duration }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

let server = null;
let dataDir = null;
if (!process.env.BENCH_URL) {
  dataDir = mkdtempSync(join(tmpdir(), 'bibliotek-bench-home-'));
  server = (await startServer(port, { DATA_DIR: dataDir })).child;
}

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  // The first load renders every picture once (disk cache cold); reported apart, like a CDN's first visitor.
  const cold = await measureOnce(browser);
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await measureOnce(browser));
  const version = browser.version();
  await browser.close();

  const ssr = await ssrThroughput();
  const pick = (key) => Math.round(median(samples.map((s) => s[key])));
  const round3 = (n) => Math.round(n * 1000) / 1000;
  const report = {
    machine: { node: process.version, chromium: version, url: base },
    emulation: {
      device: '412 × 823 @1.75x (mid-range Android)',
      cpuSlowdown: CPU_SLOWDOWN,
      network: { profile: profileName, ...profile },
    },
    homePage: {
      runs,
      medianMs: {
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        hydrated: pick('hydrated'),
        tbt: pick('tbt'),
        ttfb: pick('ttfb'),
        load: pick('load'),
      },
      cls: round3(median(samples.map((s) => s.cls))),
      clsAfterScrollingToBottom: round3(Math.max(...samples.map((s) => s.clsAfterScroll))),
      lcpElement: samples[0].lcpElement,
      transferKiB: Object.fromEntries(Object.entries(samples[0].kib).map(([k, v]) => [k, Math.round(v)])),
      imagesRequestedAtLoad: samples[0].imagesAtLoad,
      imagesRequestedAfterScrolling: samples[0].imagesAfterScroll,
      brokenImages: samples[0].brokenImages,
      imagesWithoutWidthHeight: samples[0].imagesWithoutSize,
      coldImageCacheFirstLoadMs: { lcp: Math.round(cold.lcp), fcp: Math.round(cold.fcp) },
      samples: samples.map((s) => ({
        fcp: Math.round(s.fcp),
        lcp: Math.round(s.lcp),
        hydrated: Math.round(s.hydrated),
        tbt: Math.round(s.tbt),
        cls: round3(s.cls),
      })),
    },
    ssr: {
      path: '/',
      connections,
      durationSeconds: duration,
      requestsPerSecond: Math.round(ssr.requests.average),
      latencyP50ms: ssr.latency.p50,
      latencyP99ms: ssr.latency.p99,
      non2xx: ssr.non2xx,
      errors: ssr.errors,
    },
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  if (server) await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

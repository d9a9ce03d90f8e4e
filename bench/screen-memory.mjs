// Memory of an information screen after a simulated day of rotation (issue #8): headless Chromium, the page's clock
// fast-forwarded slide by slide (Playwright page.clock), JS heap / DOM nodes / listeners sampled every simulated hour.
// Usage: npm run build && node bench/screen-memory.mjs
//   BENCH_URL=http://localhost:3000  measure a running server instead of starting one (BUILD_DIR is honoured otherwise)
//   BENCH_SCREEN=test/landscape BENCH_HOURS=24 BENCH_STEP_MS=10000 BENCH_PORT=3302 CHROMIUM_PATH=/usr/bin/chromium
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, startServer, stopServer } from './serve.mjs';

const port = Number(process.env.BENCH_PORT ?? 3302);
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
const screen = process.env.BENCH_SCREEN ?? 'test/landscape';
const hours = Number(process.env.BENCH_HOURS ?? 24);
const stepMs = Number(process.env.BENCH_STEP_MS ?? 10_000);

let server = null;
let dataDir = null;
if (!process.env.BENCH_URL) {
  dataDir = mkdtempSync(join(tmpdir(), 'bibliotek-bench-screen-'));
  server = (await startServer(port, { DATA_DIR: dataDir })).child;
}

const MiB = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let pictures = 0;
  const pending = new Set();
  page.on('request', (r) => {
    if (r.url().includes('/api/images/')) {
      pictures++;
      pending.add(r.url());
    }
  });
  page.on('requestfinished', (r) => pending.delete(r.url()));
  page.on('requestfailed', (r) => pending.delete(r.url()));

  await page.clock.install({ time: new Date() });
  await page.goto(`${base}/skjerm/${screen}`);
  await page.locator('main.screen[data-rotating="true"]').waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const sample = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    return {
      heapUsedMiB: MiB(m.JSHeapUsedSize),
      heapTotalMiB: MiB(m.JSHeapTotalSize),
      nodes: m.Nodes,
      listeners: m.JSEventListeners,
      documents: m.Documents,
    };
  };

  let slidesShown = 0;
  let lastKey = null;
  const step = async () => {
    await page.clock.runFor(stepMs);
    // Real time for React to render (its scheduler is not on the fake clock) and for pictures in flight.
    const started = Date.now();
    do await new Promise((r) => setTimeout(r, 15));
    while (pending.size > 0 && Date.now() - started < 10_000);
    const key = await page.evaluate(
      () => document.querySelector('[data-slide-key]')?.getAttribute('data-slide-key') ?? 'fallback',
    );
    if (key !== lastKey) slidesShown++;
    lastKey = key;
  };

  // Warm-up: ten simulated minutes (every slide kind once, pictures cached), then the baseline.
  for (let t = 0; t < 10 * 60_000; t += stepMs) await step();
  const baseline = await sample();
  const hourly = [];
  const wallStart = Date.now();
  for (let h = 1; h <= hours; h++) {
    for (let t = 0; t < 3_600_000; t += stepMs) await step();
    hourly.push({ hour: h, ...(await sample()) });
  }
  const end = hourly.at(-1) ?? baseline;
  const report = {
    machine: { node: process.version, chromium: browser.version(), url: base, screen },
    simulated: {
      hours,
      stepMs,
      slidesShown,
      picturesRequested: pictures,
      wallClockSeconds: Math.round((Date.now() - wallStart) / 1000),
    },
    afterWarmUp: baseline,
    afterSimulatedDay: end,
    maxHeapUsedMiB: Math.max(baseline.heapUsedMiB, ...hourly.map((s) => s.heapUsedMiB)),
    maxNodes: Math.max(baseline.nodes, ...hourly.map((s) => s.nodes)),
    growth: {
      heapUsedMiB: Math.round((end.heapUsedMiB - baseline.heapUsedMiB) * 10) / 10,
      nodes: end.nodes - baseline.nodes,
      listeners: end.listeners - baseline.listeners,
    },
    hourly,
    pageErrors: errors,
  };
  console.log(JSON.stringify(report, null, 2));
  await browser.close();
} finally {
  if (server) await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

// Lighthouse (the npm package, driving Debian's Chromium) on the main public pages with its mobile profile
// (Moto G Power, 4× CPU slowdown, simulated slow 4G): median LCP, TBT, FCP, CLS, the performance score, unused
// JavaScript and render-blocking time, and the accessibility, best-practices and SEO scores.
// The portal is measured as it is deployed: over HTTPS, which browsers speak as HTTP/2 (the server's own TLS with a
// throwaway self-signed certificate, docs/decisions/039).
// Usage: npm run build && npm run bench:lighthouse
//   BENCH_URL=http://localhost:3000  measure a running server instead of starting one (BUILD_DIR is honoured otherwise)
//   BENCH_TLS=0  plain HTTP/1.1 instead, as a development machine serves it
//   BENCH_LANG=en  the languages the phone asks for (Accept-Language); nb by default, as a Norwegian patron's phone
//     asks (Chromium here otherwise asks for en-US, and the portal answers in English)
//   BENCH_THROTTLING=devtools  apply the throttling to a real load instead of simulating it
//   BENCH_RUNS=3 BENCH_PORT=3302 BENCH_PAGES=/,/sok/ibsen CHROMIUM_PATH=/usr/bin/chromium
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, stopServer } from './serve.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
// 'simulate' (Lighthouse's default): one fast load, the slow phone and link then modelled from its trace.
// 'devtools': the same profile applied to a real load (562.5 ms request latency, 1.47 Mbps, CPU 4× slower).
const throttlingMethod = process.env.BENCH_THROTTLING ?? 'simulate';
const port = Number(process.env.BENCH_PORT ?? 3302);
const acceptLanguage = process.env.BENCH_LANG ?? 'nb-NO,nb';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The pages a visitor meets first; the work page is the first hit of a search, so it exists in any catalogue. */
async function pagesToMeasure(base) {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(',');
  const search = await (await fetch(`${base}/api/search?query=ibsen`)).json();
  const workPath = search.hits[0]?.work.path;
  return ['/', '/sok/ibsen', ...(workPath ? [workPath] : []), '/hva-skjer', '/bibliotekene'];
}

async function measure(url, chrome, attempt = 1) {
  const { lhr } = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    { extends: 'lighthouse:default', settings: { throttlingMethod } },
  );
  // On a busy machine Chromium's trace now and then misses the navigation (NO_NAVSTART): measure that run again
  // rather than lose the pages already measured.
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3) return measure(url, chrome, attempt + 1);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id];
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    bestPractices: lhr.categories['best-practices'].score,
    seo: lhr.categories.seo.score,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    fcp: audit('first-contentful-paint').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    unusedJsKiB: (audit('unused-javascript').details?.overallSavingsBytes ?? 0) / 1024,
    renderBlockingMs: audit('render-blocking-resources').numericValue ?? 0,
  };
}

/** A self-signed certificate for localhost in `dir`, as the server's TLS_CERT_FILE and TLS_KEY_FILE. */
function throwawayCertificate(dir) {
  const files = { TLS_CERT_FILE: join(dir, 'cert.pem'), TLS_KEY_FILE: join(dir, 'key.pem') };
  const request = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=localhost';
  execFileSync('openssl', [...request.split(' '), '-keyout', files.TLS_KEY_FILE, '-out', files.TLS_CERT_FILE], {
    stdio: 'ignore',
  });
  return files;
}

let server = null;
let base = process.env.BENCH_URL;
const tls = !base && process.env.BENCH_TLS !== '0';
const dataDir = base ? null : mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
if (!base) {
  // The bench's own requests (is it up? which work to measure?) accept the throwaway certificate; Chromium does too.
  if (tls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const env = { DATA_DIR: dataDir, ...(tls ? throwawayCertificate(dataDir) : {}) };
  server = (await startServer(port, env, tls ? 'https' : 'http')).child;
  // localhost: the address the server calls itself by default (PUBLIC_URL).
  base = `${tls ? 'https' : 'http'}://localhost:${port}`;
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    `--accept-lang=${acceptLanguage}`,
    ...(tls ? ['--ignore-certificate-errors'] : []),
  ],
});
try {
  const rows = [];
  for (const path of await pagesToMeasure(base)) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(base + path, chrome));
    const pick = (key) => median(results.map((r) => r[key]));
    rows.push({
      page: path,
      perf: pick('performance'),
      'LCP ms': Math.round(pick('lcp')),
      'TBT ms': Math.round(pick('tbt')),
      'FCP ms': Math.round(pick('fcp')),
      CLS: Number(pick('cls').toFixed(3)),
      'unused JS KiB': Math.round(pick('unusedJsKiB')),
      'render-blocking ms': Math.round(pick('renderBlockingMs')),
      a11y: pick('accessibility'),
      'best pr.': pick('bestPractices'),
      SEO: pick('seo'),
    });
  }
  const protocol = tls ? 'HTTPS, HTTP/2' : base.startsWith('https') ? 'HTTPS' : 'HTTP/1.1';
  console.log(
    `Lighthouse ${runs} run(s) per page, mobile profile (${throttlingMethod} throttling), ${protocol}, ` +
      `Accept-Language ${acceptLanguage}, medians:`,
  );
  console.table(rows);
} finally {
  await chrome.kill();
  if (server) await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

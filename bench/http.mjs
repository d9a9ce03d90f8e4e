// Benchmark of the production server on loopback: start-up, memory, requests/second for the home page
// and GET /api/libraries (autocannon, 10 connections, 10 s), and the gzip size of the home page's JavaScript.
// Usage: npm run build && npm run bench   (BENCH_DURATION=10 BENCH_CONNECTIONS=10 BENCH_PORT=3300)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startServer as start, stopServer } from './serve.mjs';

const port = Number(process.env.BENCH_PORT ?? 3300);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${port}`;

const rssMiB = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
};

const startServer = (dataDir) => start(port, { DATA_DIR: dataDir });

function load(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base + path, connections, duration }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function homePageJavaScript() {
  const html = await (await fetch(`${base}/`)).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, rawKiB: Math.round(raw / 1024), gzipKiB: Math.round(gzip / 1024) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bibliotek-bench-'));
try {
  const first = await startServer(dataDir);
  const rssAfterFirstStart = rssMiB(first.child.pid);
  await stopServer(first.child);

  const { child, ms: secondStartMs } = await startServer(dataDir);
  const rssAfterStart = rssMiB(child.pid);
  const results = {};
  for (const path of ['/', '/api/libraries']) {
    const r = await load(path);
    results[path] = {
      requestsPerSecond: Math.round(r.requests.average),
      latencyP50ms: r.latency.p50,
      latencyP99ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    };
  }
  const rssAfterLoad = rssMiB(child.pid);
  const js = await homePageJavaScript();
  await stopServer(child);

  console.log(
    JSON.stringify(
      {
        machine: { node: process.version, connections, durationSeconds: duration },
        startup: { firstStartWithSeedMs: first.ms, secondStartMs },
        memoryMiB: { afterFirstStart: rssAfterFirstStart, afterStart: rssAfterStart, afterLoad: rssAfterLoad },
        load: results,
        homePageJavaScript: js,
      },
      null,
      2,
    ),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// Load benchmark (issue #15): anonymous `GET /` and a search page at 50 and 200 connections, one server process and
// several, on PostgreSQL, next to nginx serving the same HTML as static files in the same run. Reports req/s, p50,
// p99, timeouts and failures (errors + non-2xx), and each figure as a share of nginx's.
// Usage: npm run build && npm run bench:load
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bibliotek_bench_load, recreated), BENCH_DURATION=20,
//   BENCH_PROCESSES=2 (the several), BENCH_PATHS=/,/sok/hamsun, BENCH_CONNECTIONS=50,200, NGINX=/usr/sbin/nginx
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { recreateDatabase, startServer, stopServer, waitUntilServing } from './serve.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const processes = Number(process.env.BENCH_PROCESSES ?? 2);
const paths = (process.env.BENCH_PATHS ?? '/,/sok/hamsun').split(',');
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bibliotek_bench_load';
const serverPort = 3340;
const nginxPort = 3341;

/** autocannon with a 10 s request timeout: a request that takes longer counts as a timeout. */
function load(url, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, timeout: 10 }, (err, r) =>
      err
        ? reject(err)
        : resolve({
            rps: Math.round(r.requests.average),
            p50: r.latency.p50,
            p99: r.latency.p99,
            timeouts: r.timeouts,
            failed: r.errors - r.timeouts + r.non2xx,
          }),
    );
  });
}

async function measure(target, base) {
  const rows = [];
  for (const path of paths) {
    for (const connections of connectionCounts) {
      const result = await load(base + (target === 'nginx' ? staticName(path) : path), connections);
      rows.push({ target, path, connections, ...result });
      console.error(
        `${target} ${path} ×${connections}: ${result.rps} req/s, p99 ${result.p99} ms, ${result.timeouts} timeouts`,
      );
    }
  }
  return rows;
}

const staticName = (path) => `/${path === '/' ? 'index' : path.replaceAll('/', '_')}.html`;

/** nginx in the foreground with a config of our own (no root paths touched), serving `root`. */
async function startNginx(root) {
  const prefix = mkdtempSync(join(tmpdir(), 'bibliotek-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes auto; daemon off; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; keepalive_requests 100000; types { text/html html; } default_type text/html;
  server { listen 127.0.0.1:${nginxPort}; root ${root}; } }`,
  );
  const child = spawn(nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilServing(`http://127.0.0.1:${nginxPort}${staticName('/')}`, 10_000);
  return { child, prefix };
}

const results = [];
const htmlDir = mkdtempSync(join(tmpdir(), 'bibliotek-static-'));
// nginx's workers run as another user: the folder must be readable to them.
chmodSync(htmlDir, 0o755);
try {
  await recreateDatabase(databaseUrl);
  for (const count of new Set([1, processes])) {
    const { child } = await startServer(serverPort, { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(count) });
    const base = `http://127.0.0.1:${serverPort}`;
    // The same HTML nginx will serve, fetched from the portal itself.
    for (const path of paths)
      writeFileSync(join(htmlDir, staticName(path).slice(1)), await (await fetch(base + path)).text());
    results.push(...(await measure(count === 1 ? '1 process' : `${count} processes`, base)));
    await stopServer(child);
  }
  if (existsSync(nginxBinary)) {
    const nginx = await startNginx(htmlDir);
    results.push(...(await measure('nginx', `http://127.0.0.1:${nginxPort}`)));
    nginx.child.kill('SIGQUIT');
    await new Promise((r) => nginx.child.once('exit', r));
    rmSync(nginx.prefix, { recursive: true, force: true });
  } else {
    console.error(`${nginxBinary} not found: no static comparison (apt-get install nginx-light)`);
  }
} finally {
  rmSync(htmlDir, { recursive: true, force: true });
}

const nginxRps = (path, connections) =>
  results.find((r) => r.target === 'nginx' && r.path === path && r.connections === connections)?.rps;
console.log(`\n${duration} s per run, loopback, autocannon (10 s timeout), Node ${process.version}\n`);
console.log('| | path | connections | req/s | p50 ms | p99 ms | timeouts | failed | share of nginx |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const share = nginxRps(r.path, r.connections);
  console.log(
    `| ${r.target} | \`${r.path}\` | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.timeouts} | ${r.failed} | ${share ? `${Math.round((100 * r.rps) / share)} %` : '—'} |`,
  );
}

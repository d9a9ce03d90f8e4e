// Starting and stopping the production server for a benchmark (after `npm run build`), and the browser flags: one place
// for every bench.
import { spawn } from 'node:child_process';
import pg from 'pg';

/** Debian's Chromium headless here (as playwright.config.ts launches it). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Resolves with the milliseconds it took until `url` answered 2xx; throws after `timeoutMs`. */
export async function waitUntilServing(url, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return Date.now() - started;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** `node server.js` in production mode on `port` with extra environment; resolves once it serves. */
export async function startServer(port, env = {}, scheme = 'http') {
  const child = spawn(process.execPath, ['server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ms = await waitUntilServing(`${scheme}://127.0.0.1:${port}/api/application/info?type=client`);
  return { child, ms };
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** A fresh, empty database (the first start migrates and seeds the demo library). */
export async function recreateDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

// Shared by the bench scripts: a fresh PostgreSQL database, the production server on it, and latency percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Drops and creates the database `name` on the server of `adminUrl`; returns its URL. */
export async function freshPostgresDatabase(name: string, adminUrl = DEFAULT_ADMIN_URL): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface RunningServer {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

/** `node server.js` in production mode (the build in BUILD_DIR) with extra environment, once it answers. */
/**
 * Node's flags for the server, as `npm start` and `npm run serve` give them (README, Memory): the search index lives
 * outside V8's heap, and a 512 MB old generation makes V8 grow its heap by a smaller factor between collections.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=512'];

export async function startServer(
  env: Record<string, string>,
  port: number,
  timeoutMs = 300_000,
): Promise<RunningServer> {
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server.js'], {
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${base}/api/application/info?type=client`)).ok)
        return { base, pid: server.pid as number, stop };
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('server did not start');
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

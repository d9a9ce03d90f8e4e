// Integration-test harness: a private database copied from the seeded template, services with a
// fixed clock, and the real Hono app (pages answered by a stub, since tests exercise the API).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { createHttpApp } from '#server/http/http-app.ts';
import { createLog } from '#server/log.ts';
import type { Ports, ServiceContext } from '#server/services/context.ts';
import { defaultPorts } from '#server/services/ports.ts';
import { cookieClient, type CookieClient } from './cookie-client.ts';
import { adminUrl } from './postgres.ts';

export interface TestApp {
  services: ServiceContext;
  database: Database;
  /** The private PostgreSQL database's address (a second pool stands in for a second server process); null on PGlite. */
  databaseUrl: string | null;
  /** The seed's "now": the clock every service in the test sees. */
  now: Date;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** A fresh browser stand-in (cookies, CSRF) against this app, from an address of its own unless one is given. */
  browser: (clientAddress?: string) => CookieClient;
  /** A browser stand-in logged in with library card and PIN; throws when the login is refused. */
  loggedIn: (card: string, pin: string) => Promise<CookieClient>;
  close: () => Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; url: string | null; dispose: () => Promise<void> }> {
  const postgresUrl = inject('postgresUrl');
  if (process.env.TEST_DB === 'postgres') {
    if (!postgresUrl) throw new Error('TEST_DB=postgres but no PostgreSQL server is reachable');
    const name = `bibliotek_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(postgresUrl) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    // Dropping the test database at the end ends its connections on purpose.
    const database = await openDatabase({ url: url.toString(), onConnectionError: () => undefined });
    return {
      database,
      url: url.toString(),
      dispose: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: adminUrl(postgresUrl) });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({ loadDataDir: dump });
  return { database, url: null, dispose: () => database.close() };
}

/** `ports`: fakes (server/testing/fakes) in place of the default adapters, for this app's services and API. */
export async function createTestApp(options: { ports?: Partial<Ports> } = {}): Promise<TestApp> {
  const { database, url, dispose } = await openTestDatabase();
  const now = new Date(inject('seedNow'));
  // TRUST_PROXY: browser stand-ins tell their address in X-Forwarded-For (the attempt limits count per address).
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
  const log = createLog(config.LOG_LEVEL);
  const services: ServiceContext = {
    ...defaultPorts(config),
    clock: () => now,
    ...options.ports,
    db: database.db,
    log,
    config,
    availability: database.availability,
  };
  const app = createHttpApp({
    config,
    log,
    services,
    handleDocument: async () =>
      new Response('<!doctype html><html lang="nb"></html>', { headers: { 'content-type': 'text/html' } }),
  });
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  let browsers = 0;
  const browser = (clientAddress?: string) =>
    cookieClient(request, clientAddress ?? `198.18.${Math.floor(++browsers / 250)}.${browsers % 250}`);
  return {
    services,
    database,
    databaseUrl: url,
    now,
    request,
    browser,
    loggedIn: async (card, pin) => {
      const client = browser();
      const response = await client.login(card, pin);
      if (response.status !== 200) throw new Error(`login ${card} answered ${response.status}`);
      return client;
    },
    close: dispose,
  };
}

// End-to-end tests in Debian's Chromium (no browser download) against the production build.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// The SRU server copy cataloguing asks (tests/e2e/sru-fixture-server.ts, recorded answers; docs/decisions/019).
const SRU_PORT = Number(process.env.E2E_SRU_PORT ?? PORT + 1000);
// A fresh database per run: the server migrates and seeds the demo library into it at start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bibliotek-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node server.js',
      url: `http://localhost:${PORT}/api/application/info?type=client`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Production on a freshly seeded database, as `npm start` runs it: demo mode turns the test ID-porten, staff
      // login and bank terminal on (docs/decisions/021), so the accounts and payment tests prove that too.
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SRU_BASE_URL: `http://127.0.0.1:${SRU_PORT}/sru`,
      },
    },
    {
      command: 'node --import tsx tests/e2e/sru-fixture-server.ts',
      url: `http://127.0.0.1:${SRU_PORT}/sru`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SRU_PORT: String(SRU_PORT) },
    },
  ],
});

// Vitest: unit tests (core/) and integration tests (server/) next to the code; e2e lives in tests/e2e (Playwright).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['node_modules', 'build', 'tests/e2e/**'],
    globalSetup: ['./server/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

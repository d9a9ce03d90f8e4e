// Vitest: unit tests (core/) and integration tests (server/) next to the code; e2e lives in tests/e2e (Playwright).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['node_modules', 'build', 'tests/e2e/**'],
    globalSetup: ['./server/testing/global-setup.ts'],
    setupFiles: ['./server/testing/one-query-per-connection.ts'],
    // One test file per core. Vitest's default leaves a core free for itself, which on CI's two cores halves the speed
    // of a suite whose files spend their time in PGlite (CPU) rather than waiting.
    maxWorkers: availableParallelism(),
    // A worker keeps the modules it has loaded from one test file to the next instead of importing them all again:
    // 513 → 321 s on PGlite and 259 → 147 s on PostgreSQL in CI (imports were 225 s of the first). Tests keep no state
    // in module scope (each opens its own database); the three that mock or fake timers restore them in afterEach.
    isolate: false,
    // Guards against a hang, not measures of speed: CI runs the two integration runs side by side on a machine that is
    // often busy with more, where the seeding start-up test took 29 s of the former 30.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

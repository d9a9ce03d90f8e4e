// `npm test`: every check CI runs, in order, with a closing "N passed, N failed" line over all test runners.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';

ensureInstalled();
const { default: pg } = await import('pg');

const reports = mkdtempSync(join(tmpdir(), 'bibliotek-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each step's wall time and the CPU time of the processes it ran, printed at the end: where CI's 30 minutes go. */
const timings = [];

/** CPU seconds of this process's finished children (Linux: /proc/self/stat cutime + cstime, in clock ticks). */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

function timed(name, run) {
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const result = run();
  const record = () =>
    timings.push({ name, wall: (Date.now() - started) / 1000, cpu: childrenCpuSeconds() - cpuBefore });
  if (result instanceof Promise) return result.finally(record);
  record();
  return result;
}

function step(name, command, env = {}) {
  console.log(`\n▶ ${name}: ${command}`);
  const result = timed(name, () =>
    spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } }),
  );
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status})`);
    report();
    process.exit(result.status ?? 1);
  }
}

/**
 * Steps that do not depend on each other, side by side: each one's output is printed whole when it ends, so the log
 * reads as if they had run one after the other. `[name, command, env?]`.
 */
async function parallelSteps(steps) {
  const results = await timed(steps.map(([name]) => name).join(' + '), () =>
    Promise.all(
      steps.map(
        ([name, command, env = {}]) =>
          new Promise((resolve) => {
            const child = spawn(command, {
              shell: true,
              stdio: ['ignore', 'pipe', 'pipe'],
              env: { ...process.env, ...env },
            });
            const output = [];
            child.stdout.on('data', (chunk) => output.push(chunk));
            child.stderr.on('data', (chunk) => output.push(chunk));
            child.on('close', (status) => resolve({ name, command, status, output: Buffer.concat(output).toString() }));
          }),
      ),
    ),
  );
  for (const { name, command, output } of results) console.log(`\n▶ ${name}: ${command}\n${output}`.trimEnd());
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    console.error(`\n✖ ${failed.name} failed (exit ${failed.status})`);
    report();
    process.exit(failed.status ?? 1);
  }
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function report() {
  addVitest(join(reports, 'vitest-pglite.json'));
  addVitest(join(reports, 'vitest-postgres.json'));
  addPlaywright(join(reports, 'playwright.json'));
  for (const { name, wall, cpu } of timings) console.log(`⏱ ${name}: ${wall.toFixed(0)} s, CPU ${cpu.toFixed(0)} s`);
  // The load average tells a busy machine (other work beside this run) from a slow suite.
  console.log(
    `⏱ in all ${process.uptime().toFixed(0)} s on ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

async function postgresReachable() {
  const client = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

await parallelSteps([
  ['types', 'npm run typecheck --silent'],
  // ESLint, then Prettier's check (.prettierrc.json) of the TypeScript, JavaScript and CSS.
  ['lint', 'npm run lint --silent && npm run format:check --silent'],
]);
await parallelSteps([
  // Unused files, exports, types and dependencies (knip.json names the entry points besides those its plugins find).
  ['dead code', 'npx knip'],
  // Import circles, type-only imports included (docs/decisions/023).
  ['import circles', 'npm run check:cycles --silent'],
]);
// The two integration runs side by side: the PGlite one keeps the CPU busy (the database runs in its own workers),
// the PostgreSQL one mostly waits on the server, so together they take little longer than the first alone.
const onPostgres = await postgresReachable();
await parallelSteps([
  [
    'unit and integration tests (PGlite)',
    `npx vitest run --reporter=default --reporter=json --outputFile.json=${join(reports, 'vitest-pglite.json')}`,
  ],
  ...(onPostgres
    ? [
        [
          'integration tests (PostgreSQL)',
          `npx vitest run server/http server/services --reporter=default --reporter=json --outputFile.json=${join(reports, 'vitest-postgres.json')}`,
          { TEST_POSTGRES: '1', TEST_DB: 'postgres' },
        ],
      ]
    : []),
]);
if (!onPostgres)
  console.log('\n▶ integration tests (PostgreSQL): skipped, no server at TEST_DATABASE_URL or 127.0.0.1:5432');
step('build', 'npm run build --silent');
// No server code (schema, Drizzle, database clients, node: modules) in the browser bundle (docs/decisions/023).
step('client bundle', 'node scripts/check-client-bundle.mjs');
step('end-to-end tests (Chromium + axe)', 'npx playwright test --reporter=list,json', {
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
});
report();

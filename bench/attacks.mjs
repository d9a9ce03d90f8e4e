// What an attacker gets from the production server (issue #15): a 1,000-request parallel PIN burst, a PIN sprayed over
// many cards from one address, open-redirect payloads, four 50 MB bodies at once, and the time a PIN-reset request
// takes for known and unknown cards. Prints figures, asserts nothing (the rules are proven in the test suite).
// Usage: npm run build && node bench/attacks.mjs   (BENCH_DATABASE_URL, default …/bibliotek_bench_attacks, recreated)
import { readFileSync } from 'node:fs';
import { recreateDatabase, startServer, stopServer } from './serve.mjs';

const port = 3342;
const base = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bibliotek_bench_attacks';

/** A browser of its own from `address` (the server trusts X-Forwarded-For here): cookie jar and CSRF token. */
async function browser(address) {
  const headers = { 'x-forwarded-for': address };
  const response = await fetch(`${base}/api/auth/csrf`, { headers });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = await response.json();
  const send = (path, body, extra = {}) =>
    fetch(base + path, {
      method: 'POST',
      headers: { ...headers, cookie, 'content-type': 'application/json', 'x-csrf-token': csrfToken, ...extra },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { send };
}

const tally = (statuses) => statuses.reduce((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
const login = (client, identifier, pin, callbackUrl) =>
  client.send('/api/auth/callback/bibliotekkort', { identifier, pin, ...(callbackUrl ? { callbackUrl } : {}) });
const rssMiB = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

await recreateDatabase(databaseUrl);
const { child } = await startServer(port, { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true', LOG_LEVEL: 'fatal' });
const figures = {};
try {
  // 1. 1,000 parallel guesses at one card (PIN 0000), the right one among them.
  const attacker = await browser('203.0.113.10');
  const pins = Array.from({ length: 1000 }, (_, i) => String(i + 1).padStart(4, '0'));
  pins[500] = '0000';
  const burst = await Promise.all(pins.map((pin) => login(attacker, '30000100', pin).then((r) => r.status)));
  figures.pinBurst = {
    statuses: tally(burst),
    pinEvaluations: burst.filter((s) => s !== 429).length,
    rightPinLoggedIn: burst.includes(200),
  };

  // 2. A wrong PIN sprayed over 60 cards from one address, then the right one (0000) over 60 other cards.
  const sprayer = await browser('203.0.113.20');
  const wrong = await Promise.all(
    Array.from({ length: 60 }, (_, i) => login(sprayer, String(30000101 + i), '1234').then((r) => r.status)),
  );
  const right = [];
  for (let i = 0; i < 60; i++) right.push((await login(sprayer, String(30000161 + i), '0000')).status);
  figures.spray = {
    wrongPinEvaluations: wrong.filter((s) => s === 401).length,
    thenRightPinLogins: right.filter((s) => s === 200).length,
  };

  // 3. Callback addresses that normalise to another host.
  const payloads = [
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/././/evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    `${base}//evil.example`,
    '/a/b/../..//evil.example',
    '\t//evil.example',
    '/%09/evil.example',
    'javascript:alert(1)',
    '/\u3002/evil.example',
    '///evil.example',
    '/..%2f/evil.example',
  ];
  let offSite = 0;
  for (const payload of payloads) {
    const response = await login(await browser('203.0.113.30'), '10000001', '1111', payload);
    const url = response.status === 200 ? (await response.json()).url : null;
    if (url && (url.startsWith('//') || /^[a-z]+:/i.test(url)) && !url.startsWith(base)) offSite++;
  }
  figures.openRedirects = { payloads: payloads.length, offSite };

  // 4. Four 50 MB bodies at once to the anonymous client-log endpoint.
  const before = rssMiB(child.pid);
  const big = JSON.stringify({ level: 'error', message: 'x', metadata: { blob: 'y'.repeat(50 * 1024 * 1024) } });
  const logger = await browser('203.0.113.40');
  const bodies = await Promise.all(
    Array.from({ length: 4 }, () => logger.send('/api/auth/_log', big).then((r) => r.status)),
  );
  figures.largeBodies = { statuses: tally(bodies), rssMiB: { before, after: rssMiB(child.pid) } };

  // 5. PIN-reset requests: median time for known and unknown cards (each from its own address).
  const times = { known: [], unknown: [] };
  for (let i = 0; i < 100; i++) {
    const kind = i % 2 === 0 ? 'known' : 'unknown';
    const card = kind === 'known' ? String(30000001 + (i % 50)) : String(39000000 + i);
    const client = await browser(`198.51.100.${i + 1}`);
    const started = performance.now();
    await client.send('/api/auth/pin-reset', { identifier: card, channel: 'email' });
    times[kind].push(performance.now() - started);
  }
  const median = (list) => Math.round(list.sort((a, b) => a - b)[Math.floor(list.length / 2)] * 10) / 10;
  figures.pinResetMs = { knownMedian: median(times.known), unknownMedian: median(times.unknown) };
} finally {
  await stopServer(child);
}
console.log(JSON.stringify(figures, null, 2));

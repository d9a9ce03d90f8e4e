// Integration tests of fine payment (SPEC §4, §7, §8, §9): start-pay-fine, the test terminal, process-fine-payment — idempotent, race-free, own fines only.
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fines, outbox, payments, testTerminalTransactions } from '#server/db/schema.ts';
import { cancelFinePayment, processFinePayment, startFinePayment } from '#server/services/payments/fine-payments.ts';
import { cookieClient, type CookieClient } from '#server/testing/cookie-client.ts';
import { createFine, createPatron } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const START = '/api/authorized/cicero/start-pay-fine';
const PROCESS = '/api/authorized/cicero/process-fine-payment';

/** A patron of the test's own (server/testing/factories.ts) with fresh unpaid fines, logged in. */
async function withFines(amounts: number[]) {
  const user = await createPatron(t.services.db);
  const fineIds: number[] = [];
  for (const [i, amountOre] of amounts.entries())
    fineIds.push((await createFine(t.services.db, user, { amountOre, reason: `Testgebyr ${i + 1}` })).id);
  return { user, fineIds, c: await t.loggedIn(user.cardNumber, user.pin) };
}
/** A patron of the test's own with no fines, logged in. */
async function withoutFines() {
  const user = await createPatron(t.services.db);
  return { user, c: await t.loggedIn(user.cardNumber, user.pin) };
}

/** The customer's answer on the test terminal page; returns where the terminal sends the browser. */
async function answer(transactionId: string, value: 'OK' | 'Cancel'): Promise<URL> {
  const response = await t.request(`/test-terminal/${transactionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ answer: value }).toString(),
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

async function start(c: CookieClient, body: unknown) {
  const response = await c.send('POST', START, body);
  return { status: response.status, body: await response.json() };
}
async function processPayment(c: CookieClient, transactionId: string) {
  const response = await c.send('PUT', PROCESS, { transactionId });
  return { status: response.status, body: await response.json() };
}
const paymentRow = async (transactionId: string) =>
  (await t.services.db.select().from(payments).where(eq(payments.transactionId, transactionId)))[0];
const fineRows = (ids: number[]) => t.services.db.select().from(fines).where(inArray(fines.id, ids)).orderBy(fines.id);
const receipts = (transactionId: string) =>
  t.services.db
    .select()
    .from(outbox)
    .where(like(outbox.body, `%${transactionId}%`));

describe('access', () => {
  it('answers 403 without a session (SPEC §8), with no-cache headers', async () => {
    for (const [method, path, body] of [
      ['POST', START, { fineId: 1 }],
      ['PUT', PROCESS, { transactionId: 'abc' }],
    ] as const) {
      const c = cookieClient((p, init) => t.request(p, init));
      const response = await c.send(method, path, body);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'unauthenticated', message: 'Du må logge inn' } });
      expect(response.headers.get('cache-control')).toBe('no-store, private');
    }
  });
});

describe('POST /api/authorized/cicero/start-pay-fine', () => {
  it("starts a payment of Lars's chosen fine at the test terminal", async () => {
    const {
      user: lars,
      fineIds: [unpaid],
      c,
    } = await withFines([3000]);
    const { status, body } = await start(c, { fineId: unpaid });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['merchantId', 'terminalUrl', 'transactionId']);
    expect(body.merchantId).toBe('bibliotek-test');
    expect(body.transactionId).toMatch(/^[0-9a-f]{32}$/);
    expect(body.terminalUrl).toBe(`http://localhost:3000/test-terminal/${body.transactionId}`);
    expect(await paymentRow(body.transactionId)).toMatchObject({
      userId: lars.id,
      fineIds: [unpaid],
      amountOre: 3000,
      status: 'started',
      provider: 'test-terminal',
    });
    // The terminal page shows the amount, asks for no card data, and offers OK and Cancel.
    const terminal = await t.request(new URL(body.terminalUrl).pathname);
    expect(terminal.status).toBe(200);
    const html = await terminal.text();
    expect(html).toContain('30,00\u00a0kr');
    expect(html).toContain('value="OK"');
    expect(html).toContain('value="Cancel"');
    expect(html).not.toMatch(/kortnummer|cvc/i);
  });

  it('lets the patron choose several fines with fineIds, summing øre exactly', async () => {
    const { fineIds, c } = await withFines([1050, 2575, 99]);
    const { status, body } = await start(c, { fineIds: [fineIds[0], fineIds[2], fineIds[0]] });
    expect(status).toBe(200);
    expect(await paymentRow(body.transactionId)).toMatchObject({
      fineIds: [fineIds[0], fineIds[2]],
      amountOre: 1149,
      status: 'started',
    });
  });

  it('refuses bad bodies with 400 and the reason in Norwegian', async () => {
    const { c } = await withoutFines();
    const cases: [unknown, RegExp][] = [
      [{}, /Oppgi enten fineId eller fineIds/],
      [{ fineId: 1, fineIds: [2] }, /Oppgi enten fineId eller fineIds/],
      [{ fineId: 'abc' }, /«fineId»/],
      [{ fineId: -3 }, /«fineId»/],
      [{ fineIds: [] }, /«fineIds»/],
      [{ fineId: 1, userId: 4 }, /userId/],
    ];
    for (const [body, reason] of cases) {
      const result = await start(c, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.error.code).toBe('invalid_request');
      expect(result.body.error.message).toMatch(/^Ugyldig forespørsel\. /);
      expect(result.body.error.message).toMatch(reason);
    }
  });

  it("answers 404 for another patron's fine and for unknown fines, naming the fineId (SPEC §8)", async () => {
    const { fineIds } = await withFines([5000]);
    const { user: otherPatron, c: other } = await withoutFines();
    expect(await start(other, { fineId: fineIds[0] })).toEqual({
      status: 404,
      body: { error: { code: 'fine_not_found', message: 'Fant ikke gebyret.', fineId: fineIds[0] } },
    });
    expect((await start(other, { fineId: 99_999_999 })).status).toBe(404);
    expect(await t.services.db.select().from(payments).where(eq(payments.userId, otherPatron.id))).toEqual([]);
  });

  it('answers 409 for a fine that is already paid', async () => {
    const { user: lars, c } = await withoutFines();
    const paid = await createFine(t.services.db, lars, { amountOre: 5000, paidAt: t.now });
    expect(await start(c, { fineId: paid.id })).toEqual({
      status: 409,
      body: { error: { code: 'fine_already_paid', message: 'Gebyret er allerede betalt.', fineId: paid.id } },
    });
  });
});

describe('PUT /api/authorized/cicero/process-fine-payment', () => {
  it('pays after OK at the terminal, marks the fines paid and writes one receipt; processing again answers 98', async () => {
    const { user, fineIds, c } = await withFines([3000, 25000]);
    const { body: started } = await start(c, { fineIds });

    // Before the patron has answered at the terminal nothing can be processed.
    expect(await processPayment(c, started.transactionId)).toEqual({
      status: 409,
      body: {
        error: {
          code: 'payment_not_completed',
          message: 'Betalingen er ikke fullført i betalingsvinduet ennå.',
          transactionId: started.transactionId,
        },
      },
    });
    expect((await paymentRow(started.transactionId)).status).toBe('started');

    const back = await answer(started.transactionId, 'OK');
    expect(back.pathname).toBe('/min-side/betaling');
    expect(Object.fromEntries(back.searchParams)).toEqual({ status: 'OK', transactionId: started.transactionId });

    const first = await processPayment(c, started.transactionId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      terminalUrl: null,
      merchantId: 'bibliotek-test',
      transactionId: started.transactionId,
      responseCode: 'OK',
      authorizationId: expect.stringMatching(/^\d{6}$/),
      batchNumber: expect.stringMatching(/^\d{8}$/),
      successfulExtends: [],
      amountOre: 28000,
      fineIds,
      receipt: { channel: 'email', recipient: user.email },
    });
    expect((await fineRows(fineIds)).map((f) => f.paidAt?.toISOString())).toEqual([
      t.now.toISOString(),
      t.now.toISOString(),
    ]);
    expect(await paymentRow(started.transactionId)).toMatchObject({
      status: 'paid',
      userId: user.id,
      authorizationId: first.body.authorizationId,
    });
    const [receipt, ...more] = await receipts(started.transactionId);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({
      channel: 'email',
      recipient: user.email,
      subject: 'Kvittering for betaling av gebyr',
    });
    expect(receipt.body).toContain('Testgebyr 1: 30,00\u00a0kr');
    expect(receipt.body).toContain('Sum: 280,00\u00a0kr');

    const second = await processPayment(c, started.transactionId);
    expect(second).toEqual({ status: 200, body: { ...first.body, responseCode: '98', receipt: null } });
    expect(await receipts(started.transactionId)).toHaveLength(1);
    const [terminal] = await t.services.db
      .select()
      .from(testTerminalTransactions)
      .where(eq(testTerminalTransactions.transactionId, started.transactionId));
    expect(terminal.status).toBe('captured');
  });

  it('pays exactly once when 20 process calls race', async () => {
    const { fineIds, c } = await withFines([4000, 6000]);
    const { body: started } = await start(c, { fineIds });
    await answer(started.transactionId, 'OK');
    const results = await Promise.all(Array.from({ length: 20 }, () => processPayment(c, started.transactionId)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const codes = results.map((r) => r.body.responseCode).sort();
    expect(codes).toEqual([...Array(19).fill('98'), 'OK']);
    expect(new Set(results.map((r) => r.body.authorizationId)).size).toBe(1);
    expect(await receipts(started.transactionId)).toHaveLength(1);
    expect((await paymentRow(started.transactionId)).status).toBe('paid');
    expect((await fineRows(fineIds)).every((f) => f.paidAt !== null)).toBe(true);
  });

  it('pays nothing when the patron cancelled at the terminal', async () => {
    const { user, fineIds, c } = await withFines([7000]);
    const { body: started } = await start(c, { fineId: fineIds[0] });
    const back = await answer(started.transactionId, 'Cancel');
    expect(Object.fromEntries(back.searchParams)).toEqual({ status: 'Cancel', transactionId: started.transactionId });
    // A second answer at the terminal (double click) keeps the first.
    expect((await answer(started.transactionId, 'OK')).searchParams.get('status')).toBe('Cancel');

    expect(await cancelFinePayment(t.services, user.id, started.transactionId)).toBe('cancelled');
    for (let i = 0; i < 2; i++) {
      expect(await processPayment(c, started.transactionId)).toEqual({
        status: 409,
        body: {
          error: {
            code: 'payment_cancelled',
            message: 'Betalingen ble avbrutt, og ingenting er betalt.',
            transactionId: started.transactionId,
          },
        },
      });
    }
    expect((await fineRows(fineIds))[0].paidAt).toBeNull();
    expect(await receipts(started.transactionId)).toEqual([]);
    expect((await paymentRow(started.transactionId)).status).toBe('cancelled');
  });

  it('never charges one fine twice through two payments', async () => {
    const { fineIds, c } = await withFines([1200]);
    const a = (await start(c, { fineId: fineIds[0] })).body;
    const b = (await start(c, { fineId: fineIds[0] })).body;
    await answer(a.transactionId, 'OK');
    await answer(b.transactionId, 'OK');
    expect((await processPayment(c, a.transactionId)).body.responseCode).toBe('OK');
    expect(await processPayment(c, b.transactionId)).toEqual({
      status: 409,
      body: {
        error: {
          code: 'fine_already_paid',
          message: 'Gebyret er allerede betalt.',
          fineId: fineIds[0],
          transactionId: b.transactionId,
        },
      },
    });
    // The losing payment's authorisation is given back at the terminal, not left held on the card.
    const [terminalB] = await t.services.db
      .select()
      .from(testTerminalTransactions)
      .where(eq(testTerminalTransactions.transactionId, b.transactionId));
    expect(terminalB.status).toBe('released');
    expect((await paymentRow(b.transactionId)).status).toBe('failed');
    expect((await processPayment(c, b.transactionId)).body.error.code).toBe('payment_failed');
  });

  it('pays one fine once when two payments of it are processed at the same moment', async () => {
    const { fineIds, c } = await withFines([2200]);
    const a = (await start(c, { fineId: fineIds[0] })).body;
    const b = (await start(c, { fineId: fineIds[0] })).body;
    await answer(a.transactionId, 'OK');
    await answer(b.transactionId, 'OK');
    const results = await Promise.all([processPayment(c, a.transactionId), processPayment(c, b.transactionId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(['fine_already_paid', 'payment_in_progress']).toContain(refused?.body.error.code);
    const rows = await t.services.db
      .select()
      .from(payments)
      .where(inArray(payments.transactionId, [a.transactionId, b.transactionId]));
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(1);
    const captured = await t.services.db
      .select()
      .from(testTerminalTransactions)
      .where(
        and(
          inArray(testTerminalTransactions.transactionId, [a.transactionId, b.transactionId]),
          eq(testTerminalTransactions.status, 'captured'),
        ),
      );
    expect(captured).toHaveLength(1);
    // The loser (refused as in progress or as already paid) ends released once the patron is answered again.
    const loser = results[0].status === 409 ? a : b;
    expect((await processPayment(c, loser.transactionId)).status).toBe(409);
    const [terminalLoser] = await t.services.db
      .select()
      .from(testTerminalTransactions)
      .where(eq(testTerminalTransactions.transactionId, loser.transactionId));
    expect(terminalLoser.status).toBe('released');
  });

  it("answers 404 for another patron's payment and unknown ids, and 400 for bad bodies", async () => {
    const { fineIds, c: owner } = await withFines([800]);
    const { body: started } = await start(owner, { fineId: fineIds[0] });
    await answer(started.transactionId, 'OK');
    const { c: other } = await withoutFines();
    expect(await processPayment(other, started.transactionId)).toEqual({
      status: 404,
      body: {
        error: { code: 'payment_not_found', message: 'Fant ikke betalingen.', transactionId: started.transactionId },
      },
    });
    expect((await paymentRow(started.transactionId)).status).toBe('started');
    expect((await processPayment(other, 'finnes-ikke')).status).toBe(404);

    for (const body of [
      {},
      { transactionId: '' },
      { transactionId: 'a b<script>' },
      { transactionId: 12 },
      { transactionId: 'x', fineId: 1 },
    ]) {
      const response = await other.send('PUT', PROCESS, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const json = await response.json();
      expect(json.error.code).toBe('invalid_request');
      expect(json.error.message).toMatch(/^Ugyldig forespørsel\. /);
    }
  });
});

describe('without a payment terminal', () => {
  it('refuses to start or process, and nothing is written', async () => {
    const { user, fineIds, c } = await withFines([900]);
    await expect(startFinePayment(t.services, user.id, fineIds, null)).rejects.toMatchObject({
      kind: 'unavailable',
      code: 'payment_unavailable',
      fineId: fineIds[0],
    });
    expect(await t.services.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);

    const { body: started } = await start(c, { fineId: fineIds[0] });
    await answer(started.transactionId, 'OK');
    await expect(processFinePayment(t.services, user.id, started.transactionId, null)).rejects.toMatchObject({
      code: 'payment_unavailable',
      transactionId: started.transactionId,
    });
    expect((await paymentRow(started.transactionId)).status).toBe('started');
    expect((await fineRows(fineIds))[0].paidAt).toBeNull();
  });
});

describe('the test terminal page', () => {
  it('answers 404 for unknown transactions and refuses other answers', async () => {
    const missing = await t.request('/test-terminal/ukjent');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Fant ikke betalingen');
    const { fineIds, c } = await withFines([100]);
    const { body: started } = await start(c, { fineId: fineIds[0] });
    const odd = await t.request(`/test-terminal/${started.transactionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'answer=Maybe',
    });
    expect(odd.status).toBe(400);
    expect((await paymentRow(started.transactionId)).status).toBe('started');
  });

  it("speaks the page's language: the visitor's choice, then the browser's (decision 028)", async () => {
    const { fineIds, c } = await withFines([12345]);
    const { body: started } = await start(c, { fineId: fineIds[0] });
    const english = await (
      await t.request(`/test-terminal/${started.transactionId}`, { headers: { 'accept-language': 'en-GB' } })
    ).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Test terminal – no real payment');
    expect(english).toContain('OK – pay NOK\u00a0123.45');
    const nynorsk = await (
      await t.request(`/test-terminal/${started.transactionId}`, { headers: { cookie: 'lang=nn' } })
    ).text();
    expect(nynorsk).toContain('Testterminal – inga ekte betaling');
    expect(nynorsk).toContain('Mottakar');
  });
});

describe('payment failures in the language asked for', () => {
  it('answers a refusal and a bad body in English', async () => {
    const { c } = await withoutFines();
    const english = { 'accept-language': 'en' };
    const unknown = await c.send('POST', START, { fineId: 99_999_998 }, english);
    expect(await unknown.json()).toEqual({
      error: { code: 'fine_not_found', message: 'Fine not found.', fineId: 99_999_998 },
    });
    const neither = await c.send('POST', START, {}, english);
    expect((await neither.json()).error.message).toMatch(/Give either fineId or fineIds\./);
  });
});

// Integration tests of the profile calls (issue #6, SPEC §7): info, settings, PIN — and that patron A never reaches patron B.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '#server/db/schema.ts';
import {
  createFine,
  createLoan,
  createPatron,
  createPublication,
  createReservation,
} from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Like the demo's Petter: takes neither e-mail nor SMS and has no phone number (SPEC §4: an invalid profile). */
const invalidProfilePatron = () =>
  createPatron(t.services.db, { receiveEmail: false, receiveSms: false, phoneNumber: null });

const userByCard = async (card: string) =>
  (await t.services.db.select().from(users).where(eq(users.cardNumber, card)))[0];

describe('GET /api/authorized/cicero/info', () => {
  it('answers 403 (SPEC §8: unauthenticated → /logg-inn) without a session, with no-cache headers', async () => {
    const response = await t.request('/api/authorized/cicero/info');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'unauthenticated', message: 'Du må logge inn' } });
    expect(response.headers.get('cache-control')).toBe('no-store, private');
  });

  it('gives Kari her own profile state with counts from the circulation tables', async () => {
    const kari = await createPatron(t.services.db, {
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari.nordmann@example.no',
      birthDate: '1985-03-14',
      keepLoanHistory: true,
    });
    const { now } = t;
    await createLoan(t.services.db, kari, { now, dueIn: 2 });
    await createLoan(t.services.db, kari, { now, dueIn: -4 });
    await createLoan(t.services.db, kari, { now, dueIn: 10, remote: true });
    await createLoan(t.services.db, kari, { now, returnedAt: t.now });
    for (const copies of [1, 1]) {
      const {
        copies: [copy],
      } = await createPublication(t.services.db, { copies });
      await createReservation(t.services.db, kari, { now, status: 'ready_for_pickup', copy });
    }
    const waitedFor = await createPublication(t.services.db, { copies: 0 });
    await createReservation(t.services.db, kari, { now, publicationId: waitedFor.publication.id });
    const c = await t.loggedIn(kari.cardNumber, kari.pin);
    const response = await c.request('/api/authorized/cicero/info');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store, private');
    expect(response.headers.get('pragma')).toBe('no-cache');
    const info = await response.json();
    expect(info).toMatchObject({
      borrowerName: 'Kari Nordmann',
      firstName: 'Kari',
      category: 'voksen',
      personalInformation: { cardNumber: kari.cardNumber, email: 'kari.nordmann@example.no', birthDate: '1985-03-14' },
      settings: { receiveEmail: true, receiveSms: true, keepLoanHistory: true },
      invalidProfile: false,
    });
    // Open loans only (the returned one is history), remote ones apart; pickups apart from the queue.
    expect(info.summary).toMatchObject({ loans: 2, remoteLoans: 1, overdueLoans: 1, pickups: 2, reservations: 1 });
    expect(JSON.stringify(info)).not.toMatch(/pinHash|nationalId|\$argon2/);
  });

  it('shows fines for Lars and the invalid-profile flag for Petter', async () => {
    const larsPatron = await createPatron(t.services.db);
    await createFine(t.services.db, larsPatron, { amountOre: 3_000 });
    await createFine(t.services.db, larsPatron, { amountOre: 25_000 });
    await createFine(t.services.db, larsPatron, { amountOre: 5_000, paidAt: t.now });
    const larsLogin = await t.loggedIn(larsPatron.cardNumber, larsPatron.pin);
    const lars = await (await larsLogin.request('/api/authorized/cicero/info')).json();
    // The paid fine counts for nothing.
    expect(lars.summary.unpaidFines).toBe(2);
    expect(lars.summary.unpaidFinesOre).toBe(28_000);
    const petterPatron = await invalidProfilePatron();
    const petterLogin = await t.loggedIn(petterPatron.cardNumber, petterPatron.pin);
    const petter = await (await petterLogin.request('/api/authorized/cicero/info')).json();
    expect(petter.invalidProfile).toBe(true);
  });
});

describe('PUT /api/authorized/cicero/settings', () => {
  it('refuses settings that would make the profile invalid, with a message per field', async () => {
    const patron = await createPatron(t.services.db);
    const c = await t.loggedIn(patron.cardNumber, patron.pin);
    const none = await c.send('PUT', '/api/authorized/cicero/settings', { receiveEmail: false, receiveSms: false });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({
      error: {
        code: 'invalid_settings',
        message: 'Velg om du vil få varsler på e-post, SMS eller begge.',
        fields: { receiveEmail: 'Velg om du vil få varsler på e-post, SMS eller begge.' },
      },
    });
    const sms = await c.send('PUT', '/api/authorized/cicero/settings', { receiveSms: true, phoneNumber: '' });
    expect((await sms.json()).error.fields).toEqual({ phoneNumber: 'Fyll inn mobilnummeret du vil få SMS på.' });
    const format = await c.send('PUT', '/api/authorized/cicero/settings', {
      email: 'ikke en adresse',
      phoneNumber: '12',
    });
    expect(Object.keys((await format.json()).error.fields).sort()).toEqual(['email', 'phoneNumber']);
    const branch = await c.send('PUT', '/api/authorized/cicero/settings', { preferredPickupBranch: 'atlantis' });
    expect((await branch.json()).error.fields).toEqual({ preferredPickupBranch: 'Velg et hentebibliotek fra listen.' });
  });

  it('refuses wrong types and unknown fields (no way to name another user)', async () => {
    const patron = await createPatron(t.services.db);
    const c = await t.loggedIn(patron.cardNumber, patron.pin);
    const typed = await c.send('PUT', '/api/authorized/cicero/settings', { receiveEmail: 'ja' });
    expect(typed.status).toBe(400);
    expect((await typed.json()).error.message).toMatch(/«receiveEmail»/);
    const other = await c.send('PUT', '/api/authorized/cicero/settings', { userId: 1, receiveSms: false });
    expect(other.status).toBe(400);
  });

  it("fixes Petter's invalid profile; the session user and info show it at once (SPEC §4: save, then info reloads)", async () => {
    const petterPatron = await invalidProfilePatron();
    const c = await t.loggedIn(petterPatron.cardNumber, petterPatron.pin);
    expect((await (await c.request('/api/auth/session')).json()).user.invalidProfile).toBe(true);
    const saved = await c.send('PUT', '/api/authorized/cicero/settings', {
      receiveSms: true,
      phoneNumber: '+47 912 34 567',
      preferredPickupBranch: null,
    });
    expect(saved.status).toBe(200);
    const info = await saved.json();
    expect(info.settings).toMatchObject({ receiveSms: true, phoneNumber: '91234567', preferredPickupBranch: null });
    expect(info.invalidProfile).toBe(false);
    expect((await (await c.request('/api/auth/session')).json()).user.invalidProfile).toBe(false);
    const petter = await userByCard(petterPatron.cardNumber);
    const audit = await t.services.db.select().from(auditLog).where(eq(auditLog.actorId, petter.id));
    expect(audit.find((r) => r.action === 'settings_changed')?.detail).toEqual({
      fields: expect.arrayContaining(['receiveSms', 'phoneNumber']),
    });
  });

  it('accepts a pickup branch from the pickup options', async () => {
    const patron = await createPatron(t.services.db);
    const c = await t.loggedIn(patron.cardNumber, patron.pin);
    const libraries = await (await t.request('/api/libraries?excludeOpeningHours=true')).json();
    const torshov = libraries.find((l: { name: string }) => l.name === 'Torshov');
    const saved = await c.send('PUT', '/api/authorized/cicero/settings', { preferredPickupBranch: torshov.ciceroId });
    expect(saved.status).toBe(200);
    expect((await saved.json()).settings.preferredPickupBranch).toBe(torshov.ciceroId);
  });
});

describe('PUT /api/authorized/cicero/pin', () => {
  it('rejects a wrong current PIN and a malformed new PIN with the SPEC §8 messages', async () => {
    const patron = await createPatron(t.services.db);
    const c = await t.loggedIn(patron.cardNumber, patron.pin);
    const wrong = await c.send('PUT', '/api/authorized/cicero/pin', { currentPin: '9999', newPin: '2468' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: { code: 'current_pin_incorrect', message: 'Nåværende PIN-kode er feil.' },
    });
    const format = await c.send('PUT', '/api/authorized/cicero/pin', { currentPin: '0000', newPin: '12' });
    expect(await format.json()).toEqual({ error: { code: 'invalid_pin', message: 'PIN-koden må være fire sifre.' } });
    const missing = await c.send('PUT', '/api/authorized/cicero/pin', { newPin: '2468' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toMatch(/«currentPin»/);
  });

  it('changes the PIN: 200, the old PIN stops working, the new one works, other sessions end, an audit row', async () => {
    const patron = await createPatron(t.services.db);
    const c = await t.loggedIn(patron.cardNumber, patron.pin);
    const elsewhere = await t.loggedIn(patron.cardNumber, patron.pin);
    const response = await c.send('PUT', '/api/authorized/cicero/pin', { currentPin: '0000', newPin: '2468' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    // Whoever knew the old PIN is logged out; the browser that changed it stays in.
    expect((await elsewhere.request('/api/authorized/cicero/info')).status).toBe(403);
    expect((await c.request('/api/authorized/cicero/info')).status).toBe(200);
    expect((await t.browser().login(patron.cardNumber, '0000')).status).toBe(401);
    expect((await t.browser().login(patron.cardNumber, '2468')).status).toBe(200);
    const user = await userByCard(patron.cardNumber);
    const audit = await t.services.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    expect(audit.map((r) => r.action)).toContain('pin_changed');
  });

  it('throttles repeated wrong current PINs', async () => {
    const patron = await createPatron(t.services.db);
    const c = await t.loggedIn(patron.cardNumber, patron.pin);
    for (let i = 0; i < 5; i++)
      await c.send('PUT', '/api/authorized/cicero/pin', { currentPin: '1234', newPin: '2468' });
    const blocked = await c.send('PUT', '/api/authorized/cicero/pin', { currentPin: '0000', newPin: '2468' });
    expect(blocked.status).toBe(429);
  });

  it('needs a session', async () => {
    const c = t.browser();
    const response = await c.send('PUT', '/api/authorized/cicero/pin', { currentPin: '0000', newPin: '2468' });
    expect(response.status).toBe(403);
  });
});

describe('patron A cannot read or change patron B', () => {
  it('every personal call works on the session owner only', async () => {
    const patronA = await createPatron(t.services.db);
    const a = await t.loggedIn(patronA.cardNumber, patronA.pin);
    const patronB = await createPatron(t.services.db);
    const b = await t.loggedIn(patronB.cardNumber, patronB.pin);
    const bBefore = await userByCard(patronB.cardNumber);

    const infoA = await (await a.request('/api/authorized/cicero/info')).json();
    expect(infoA.personalInformation.cardNumber).toBe(patronA.cardNumber);
    // Query strings and bodies naming B change nothing.
    const withQuery = await (
      await a.request(`/api/authorized/cicero/info?userId=${bBefore.id}&cardNumber=${patronB.cardNumber}`)
    ).json();
    expect(withQuery.personalInformation.cardNumber).toBe(patronA.cardNumber);
    expect(
      (await a.send('PUT', '/api/authorized/cicero/settings', { cardNumber: patronB.cardNumber, receiveSms: false }))
        .status,
    ).toBe(400);
    expect(
      (await a.send('PUT', '/api/authorized/cicero/pin', { currentPin: '0000', newPin: '1357', userId: bBefore.id }))
        .status,
    ).toBe(400);

    await a.send('PUT', '/api/authorized/cicero/settings', { email: 'a.endret@example.no', receiveEmail: true });
    await a.send('PUT', '/api/authorized/cicero/pin', { currentPin: '0000', newPin: '1357' });
    const bAfter = await userByCard(patronB.cardNumber);
    expect(bAfter.email).toBe(bBefore.email);
    expect(bAfter.pinHash).toBe(bBefore.pinHash);
    expect((await (await b.request('/api/authorized/cicero/info')).json()).personalInformation.cardNumber).toBe(
      patronB.cardNumber,
    );
    // A's cookie with B's CSRF token is refused.
    const mixed = await a.request('/api/authorized/cicero/settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': await b.csrfToken() },
      body: JSON.stringify({ receiveSms: false }),
    });
    expect(mixed.status).toBe(403);
  });
});

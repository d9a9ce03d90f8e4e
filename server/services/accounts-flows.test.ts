// Integration tests of registration and PIN reset (issue #6): new patrons with new card numbers, reset links through the outbox.
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { isValidNewCardNumber } from '#core/card-number.ts';
import { checkRegistration, type RegistrationInput } from '#core/registration.ts';
import { auditLog, outbox, users } from '#server/db/schema.ts';
import { loginWithLibraryCard } from '#server/services/auth/card-login.ts';
import { ADDRESS_MAX_REQUESTS } from '#server/services/auth/throttle.ts';
import { findSession } from '#server/services/auth/sessions.ts';
import { isValidPinReset, PIN_RESET_TTL_MS, requestPinReset, resetPin } from '#server/services/pin-reset.ts';
import { registerPatron, rememberVerifiedIdentity } from '#server/services/registration.ts';
import { listPickupBranches } from '#server/services/accounts.ts';
import { createPatron } from '#server/testing/factories.ts';
import { createFakeClock } from '#server/testing/fakes/clock.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
const clock = createFakeClock(new Date(inject('seedNow')));
beforeAll(async () => {
  t = await createTestApp({ ports: { clock } });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  clock.set(t.now);
});

async function validRegistration(overrides: Partial<RegistrationInput> = {}) {
  const [branch] = await listPickupBranches(t.services);
  const verdict = checkRegistration(
    {
      firstName: 'Ola',
      lastName: 'Normann',
      birthDate: '17.05.1990',
      address: 'Storgata 1',
      postalCode: '0155',
      city: 'Oslo',
      email: 'ola.normann@example.no',
      phoneNumber: '',
      pin: '8642',
      repeatPin: '8642',
      preferredPickupBranch: branch.value,
      consent: true,
      ...overrides,
    },
    { today: '2026-01-01', branches: [branch.value] },
  );
  if (!verdict.ok) throw new Error(JSON.stringify(verdict.errors));
  return verdict.value;
}

/** The client address the attempt limits count under (documentation range, RFC 5737). */
const FROM = { clientAddress: '192.0.2.10' };

const lastMessage = async () => (await t.services.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];

describe('registerPatron', () => {
  it('creates a valid borrower with a new card number, a working PIN and a welcome message', async () => {
    const created = await registerPatron(t.services, await validRegistration(), FROM);
    // Unguessable: 10 random digits behind '5' and a Luhn check digit (core/card-number.ts).
    expect(isValidNewCardNumber(created.cardNumber)).toBe(true);
    const [user] = await t.services.db.select().from(users).where(eq(users.id, created.userId));
    expect(user).toMatchObject({
      roles: ['DEICH_BORROWER'],
      receiveEmail: true,
      receiveSms: false,
      birthDate: '1990-05-17',
      nationalId: null,
    });
    expect(user.pinHash).toMatch(/^\$argon2id\$/);
    const login = await loginWithLibraryCard(t.services, { identifier: created.cardNumber, pin: '8642', ...FROM });
    expect(login.session.user.invalidProfile).toBe(false);
    const message = await lastMessage();
    expect(message).toMatchObject({
      channel: 'email',
      recipient: 'ola.normann@example.no',
      subject: 'Velkommen som låner',
    });
    expect(message.body).toContain(created.cardNumber);
    expect(message.html).toContain('<html lang="nb">');
    expect(user.noticeLanguage).toBe('nb');
    // Signed up on the English page: the welcome, and later notices, in English; by SMS without an e-mail address.
    const second = await registerPatron(t.services, await validRegistration({ email: '', phoneNumber: '41234567' }), {
      ...FROM,
      language: 'en',
    });
    expect(isValidNewCardNumber(second.cardNumber)).toBe(true);
    expect(Math.abs(Number(second.cardNumber) - Number(created.cardNumber))).toBeGreaterThan(1000);
    expect(await lastMessage()).toMatchObject({
      channel: 'sms',
      recipient: '41234567',
      body: `Oslo bibliotek: Welcome as a borrower! Your library card number is ${second.cardNumber}. You log in with it and the PIN you chose.`,
    });
    const [english] = await t.services.db.select().from(users).where(eq(users.id, second.userId));
    expect(english.noticeLanguage).toBe('en');
  });

  it('attaches an ID-porten-verified national id once, and refuses a second patron for it', async () => {
    const token = await rememberVerifiedIdentity(t.services, '01010112345');
    const created = await registerPatron(t.services, await validRegistration(), { verificationToken: token, ...FROM });
    const [user] = await t.services.db.select().from(users).where(eq(users.id, created.userId));
    expect(user.nationalId).toBe('01010112345');
    const again = await rememberVerifiedIdentity(t.services, '01010112345');
    await expect(
      registerPatron(t.services, await validRegistration(), { verificationToken: again, ...FROM }),
    ).rejects.toMatchObject({ code: 'already_borrower' });
  });

  it('limits sign-ups per client address, one attempt counted before the next can pass', async () => {
    const from = { clientAddress: '192.0.2.99' };
    const outcomes = await Promise.all(
      Array.from({ length: ADDRESS_MAX_REQUESTS + 5 }, () =>
        validRegistration().then((r) =>
          registerPatron(t.services, r, from).then(
            () => 'ok',
            (err: { code?: string }) => err.code,
          ),
        ),
      ),
    );
    const inBurst = outcomes.filter((o) => o === 'ok').length;
    expect(inBurst).toBeLessThanOrEqual(ADDRESS_MAX_REQUESTS);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'too_many_registrations')).toBe(true);
    // One at a time afterwards, the address's allowance fills up to exactly the limit.
    for (let i = inBurst; i < ADDRESS_MAX_REQUESTS; i++)
      await registerPatron(t.services, await validRegistration(), from);
    await expect(registerPatron(t.services, await validRegistration(), from)).rejects.toMatchObject({
      code: 'too_many_registrations',
    });
    expect(
      (await registerPatron(t.services, await validRegistration(), { clientAddress: '192.0.2.98' })).cardNumber,
    ).toMatch(/^5\d{11}$/);
  });
});

describe('PIN reset', () => {
  it('sends a single-use link through the outbox, sets the new PIN and ends old sessions', async () => {
    const { cardNumber } = await createPatron(t.services.db);
    const old = await loginWithLibraryCard(t.services, { identifier: cardNumber, pin: '0000', ...FROM });
    await requestPinReset(t.services, { identifier: cardNumber, channel: 'email', ...FROM });
    const message = await lastMessage();
    expect(message.channel).toBe('email');
    const resetId = /\/glemt-pin\/([A-Za-z0-9_-]{43})/.exec(message.body)?.[1];
    expect(resetId).toBeDefined();
    expect(await isValidPinReset(t.services, resetId!)).toBe(true);

    await expect(resetPin(t.services, resetId!, '12')).rejects.toMatchObject({ code: 'invalid_pin' });
    await resetPin(t.services, resetId!, '9753');
    expect(await isValidPinReset(t.services, resetId!)).toBe(false);
    await expect(resetPin(t.services, resetId!, '1111')).rejects.toMatchObject({ code: 'reset_link_invalid' });
    expect(await findSession(t.services, old.token)).toBeNull();
    await expect(
      loginWithLibraryCard(t.services, { identifier: cardNumber, pin: '0000', ...FROM }),
    ).rejects.toMatchObject({ code: 'wrong_credentials' });
    expect(
      (await loginWithLibraryCard(t.services, { identifier: cardNumber, pin: '9753', ...FROM })).session.userId,
    ).toBeGreaterThan(0);
  });

  it('says nothing about unknown cards or missing addresses, expires links, and throttles requests', async () => {
    const noPhone = await createPatron(t.services.db, { phoneNumber: null, receiveSms: false });
    const [smsPatron, busyPatron] = [await createPatron(t.services.db), await createPatron(t.services.db)];
    const before = (await lastMessage()).id;
    await requestPinReset(t.services, { identifier: '99999999', channel: 'email', ...FROM });
    // No phone number: no SMS, no error.
    await requestPinReset(t.services, { identifier: noPhone.cardNumber, channel: 'sms', ...FROM });
    expect((await lastMessage()).id).toBe(before);
    // Both still cost one committed write, as a known card does, so the answer takes as long.
    const ignored = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'pin_reset_ignored'));
    expect(ignored).toHaveLength(2);

    await requestPinReset(t.services, { identifier: smsPatron.cardNumber, channel: 'sms', ...FROM });
    const resetId = /\/glemt-pin\/([A-Za-z0-9_-]{43})/.exec((await lastMessage()).body)![1];
    clock.advance(PIN_RESET_TTL_MS + 1000);
    expect(await isValidPinReset(t.services, resetId)).toBe(false);
    await expect(resetPin(t.services, resetId, '1234')).rejects.toMatchObject({ code: 'reset_link_invalid' });

    for (let i = 0; i < 5; i++)
      await requestPinReset(t.services, { identifier: busyPatron.cardNumber, channel: 'email', ...FROM }).catch(
        () => undefined,
      );
    await expect(
      requestPinReset(t.services, { identifier: busyPatron.cardNumber, channel: 'email', ...FROM }),
    ).rejects.toMatchObject({ code: 'too_many_attempts' });
  });
});

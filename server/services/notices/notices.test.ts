// Integration tests of the patron notices (issue #20, docs/decisions/033) on PGlite and PostgreSQL: each notice reaches
// the right patron, on the channels they chose, in their language, once — however often the reminder job runs, in two
// processes at once, or again after a crash — and not at all when they turned that kind off.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#core/circulation.ts';
import { formatIsoDate } from '#core/dates.ts';
import { fines, items, loans, noticeLog, outbox, reservations, users } from '#server/db/schema.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { checkinItem } from '#server/services/circulation/desk.ts';
import { processFinePayment, startFinePayment } from '#server/services/payments/fine-payments.ts';
import { requestPinReset } from '#server/services/pin-reset.ts';
import { createPatron, createPublication, type TestPatron } from '#server/testing/factories.ts';
import { createFakePaymentTerminal } from '#server/testing/fakes/payments.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { withTwoProcesses } from '#server/testing/two-processes.ts';
import { patronRemindersJob, sendPatronReminders } from './reminders.ts';

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  today = formatIsoDate(t.now);
});
afterAll(async () => {
  await t.close();
});

let phones = 0;
/** A patron of the test's own with a unique e-mail address and phone number, so their outbox rows are theirs alone. */
const patron = (overrides: Parameters<typeof createPatron>[1] = {}) =>
  createPatron(t.services.db, { phoneNumber: `4${String(7_000_000 + ++phones)}`, ...overrides });

/** The outbox rows written to the patron, oldest first. */
async function sentTo(p: TestPatron) {
  const to = [p.email, p.phoneNumber].filter((a): a is string => a !== null);
  const rows = await t.services.db.select().from(outbox).where(inArray(outbox.recipient, to)).orderBy(outbox.id);
  return rows.map((r) => ({
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    html: r.html,
  }));
}

/** A loan of a title of its own, due on `dueDate`. */
async function lend(p: TestPatron, dueDate: string, title?: string) {
  const { copies } = await createPublication(t.services.db, { title });
  await t.services.db.update(items).set({ status: 'on_loan' }).where(eq(items.id, copies[0].id));
  const [loan] = await t.services.db
    .insert(loans)
    .values({ userId: p.id, itemId: copies[0].id, loanedAt: t.now, dueDate })
    .returning();
  return loan;
}

/** A reservation on the pickup shelf whose last pickup day is `deadline`. */
async function onPickupShelf(p: TestPatron, deadline: string, title?: string) {
  const { publication, copies } = await createPublication(t.services.db, {
    title,
    copies: [{ status: 'reserved_on_shelf' }],
  });
  const [reservation] = await t.services.db
    .insert(reservations)
    .values({
      userId: p.id,
      publicationId: publication.id,
      pickupLibraryId: copies[0].libraryId,
      status: 'ready_for_pickup',
      itemId: copies[0].id,
      pickupNumber: '42',
      pickupDeadline: deadline,
    })
    .returning();
  return reservation;
}

describe('ready for pickup', () => {
  it('tells the patron on each channel they chose, in their language, when a copy reaches the pickup shelf', async () => {
    const nynorsk = await patron({ receiveEmail: true, receiveSms: false, noticeLanguage: 'nn', firstName: 'Ola' });
    const english = await patron({ receiveEmail: true, receiveSms: true, noticeLanguage: 'en', firstName: 'Jane' });
    const quiet = await patron({ noticeOptOuts: ['ready_for_pickup'] });
    for (const p of [nynorsk, english, quiet]) {
      const { publication, copies } = await createPublication(t.services.db, { title: `Hentebok for ${p.lastName}` });
      await t.services.db
        .insert(reservations)
        .values({ userId: p.id, publicationId: publication.id, pickupLibraryId: copies[0].libraryId });
      const { placement } = await checkinItem(t.services, {
        barcode: copies[0].barcode,
        libraryId: copies[0].libraryId,
      });
      expect(placement.outcome).toBe('ready_for_pickup');
    }

    const [toOla, ...moreToOla] = await sentTo(nynorsk);
    expect(moreToOla).toEqual([]);
    expect(toOla).toMatchObject({ channel: 'email', recipient: nynorsk.email, subject: 'Klar til henting' });
    expect(toOla.body).toContain(`Hei Ola!\n\n«Hentebok for ${nynorsk.lastName}» er klar til henting på `);
    expect(toOla.body).toMatch(/Hentenummer \S+\. Må hentast innan \d\d\.\d\d\.\d{4}\./);
    expect(toOla.body).toContain(
      `Sjå bestillingane dine på Mi side: ${t.services.config.publicUrl}/min-side/bestillinger`,
    );
    expect(toOla.html).toContain('<html lang="nn">');

    const toJane = await sentTo(english);
    expect(toJane.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(toJane.find((m) => m.channel === 'email')).toMatchObject({
      subject: 'Ready for pickup',
      html: expect.stringContaining('<html lang="en">'),
    });
    expect(toJane.find((m) => m.channel === 'sms')?.body).toMatch(
      new RegExp(
        `^“Hentebok for ${english.lastName}” is ready for pickup at .+\\. Pickup number \\S+\\. Collect it by \\d\\d/\\d\\d/\\d{4}\\.$`,
      ),
    );

    expect(await sentTo(quiet)).toEqual([]);
  });
});

describe('the daily reminders', () => {
  it('tells each patron once per kind and day, on their channels, in their language, listing every loan of that day', async () => {
    const kari = await patron({ receiveEmail: true, receiveSms: false, firstName: 'Kari' });
    const per = await patron({ receiveEmail: false, receiveSms: true, noticeLanguage: 'en' });
    const inn = await patron({ receiveEmail: true, receiveSms: true, noticeLanguage: 'nn' });
    const [sult, naiv] = [
      await lend(kari, addDays(today, 3), 'Sult'),
      await lend(kari, addDays(today, 3), 'Naiv. Super.'),
    ];
    await lend(kari, addDays(today, 2), 'Ikke i dag');
    await lend(per, addDays(today, 1), 'Tomorrow book');
    await lend(inn, addDays(today, -1), 'Forseint');
    await onPickupShelf(per, addDays(today, 1), 'Pickup book');

    const first = await sendPatronReminders(t.services);
    expect(first.patrons).toMatchObject({
      due_in_3_days: expect.any(Number),
      due_in_1_day: expect.any(Number),
      overdue: expect.any(Number),
      pickup_reminder: expect.any(Number),
    });

    const toKari = await sentTo(kari);
    expect(toKari).toHaveLength(1);
    expect(toKari[0]).toMatchObject({ channel: 'email', subject: 'Lånetiden går ut om 3 dager' });
    expect(toKari[0].body).toContain(
      `Hei Kari!\n\nDisse 2 lånene må leveres eller fornyes innen ${addDays(today, 3).split('-').reverse().join('.')}:\n- «Sult»\n- «Naiv. Super.»`,
    );
    expect(toKari[0].body).not.toContain('Ikke i dag');
    expect(toKari[0].body).toContain(`Forny lånene dine på Min side: ${t.services.config.publicUrl}/min-side/laan`);
    expect(toKari[0].html).toContain(
      `<a href="${t.services.config.publicUrl}/min-side/laan">Forny lånene dine på Min side</a>`,
    );

    const toPer = await sentTo(per);
    expect(toPer.map((m) => [m.channel, m.body.split(':')[0]])).toEqual([
      ['sms', 'Oslo Public Library'],
      ['sms', 'Oslo Public Library'],
    ]);
    expect(toPer.map((m) => m.body).sort()).toEqual([
      expect.stringMatching(
        /^Oslo Public Library: Tomorrow, .+, is the last day to collect “Pickup book” at .+ \(pickup number 42\)\.$/,
      ),
      expect.stringMatching(
        /^Oslo Public Library: “Tomorrow book” is due tomorrow, .+\. Renew at http.+\/min-side\/laan$/,
      ),
    ]);

    const toInn = await sentTo(inn);
    expect(toInn.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(toInn.find((m) => m.channel === 'email')).toMatchObject({
      subject: 'Lånetida har gått ut',
      body: expect.stringContaining('«Forseint»'),
    });

    // The job again (a second tick, a retry): nothing new to anyone.
    const before = await t.services.db.$count(outbox);
    const again = await sendPatronReminders(t.services);
    expect(again.messages).toBe(0);
    expect(await t.services.db.$count(outbox)).toBe(before);

    // Renewed: the new due date is news again (and only then).
    await t.services.db
      .update(loans)
      .set({ dueDate: addDays(today, 3) })
      .where(eq(loans.id, (await lend(kari, addDays(today, 30), 'Fornyet')).id));
    await sendPatronReminders(t.services);
    expect((await sentTo(kari)).map((m) => m.body.includes('«Fornyet»'))).toEqual([false, true]);
    expect(sult.id).not.toBe(naiv.id);
  });

  it('leaves out what the patron turned off, and patrons who cannot be reached', async () => {
    const picky = await patron({ receiveSms: false, noticeOptOuts: ['due_in_3_days', 'overdue'] });
    const unreachable = await patron({ receiveEmail: false, receiveSms: false });
    const loan = await lend(picky, addDays(today, 3));
    await lend(picky, addDays(today, -1));
    await lend(picky, addDays(today, 1), 'Den ene');
    const unreachableLoan = await lend(unreachable, addDays(today, 1));
    await sendPatronReminders(t.services);
    const toPicky = await sentTo(picky);
    expect(toPicky.map((m) => m.subject)).toEqual(['Lånetiden går ut i morgen']);
    expect(await sentTo(unreachable)).toEqual([]);
    // Nothing logged for them: a patron who turns the notice on again the same day gets it at the next run.
    const logged = await t.services.db
      .select()
      .from(noticeLog)
      .where(inArray(noticeLog.subjectId, [loan.id, unreachableLoan.id]));
    expect(logged.filter((l) => l.kind === 'due_in_3_days' && l.subjectId === loan.id)).toEqual([]);
    await t.services.db.update(users).set({ noticeOptOuts: [] }).where(eq(users.id, picky.id));
    await sendPatronReminders(t.services);
    expect((await sentTo(picky)).map((m) => m.subject)).toEqual([
      'Lånetiden går ut i morgen',
      'Lånetiden går ut om 3 dager',
      'Lånetiden har gått ut',
    ]);
  });

  it('sends each notice once when a run dies half-way and is retried (small batches, the second one fails)', async () => {
    const ps = await Promise.all(Array.from({ length: 4 }, () => patron({ receiveSms: false })));
    for (const p of ps) await lend(p, addDays(today, 1));
    const mine = new Set(ps.map((p) => p.email));
    let written = 0;
    const crashing: ServiceContext = {
      ...t.services,
      notifications: {
        enqueue: async (ctx, notice, db) => {
          // The process dies while writing its second batch of our patrons: that batch's transaction rolls back.
          if (mine.has(notice.recipient) && ++written === 2) throw new Error('process killed');
          return t.services.notifications.enqueue(ctx, notice, db);
        },
      },
    };
    await expect(sendPatronReminders(crashing, { batchPatrons: 1 })).rejects.toThrow('process killed');
    expect((await Promise.all(ps.map(sentTo))).map((m) => m.length)).toEqual([1, 0, 0, 0]);
    await sendPatronReminders(t.services, { batchPatrons: 1 });
    expect((await Promise.all(ps.map(sentTo))).map((m) => m.length)).toEqual([1, 1, 1, 1]);
  });

  it('two processes running the job at once tell each patron once (PostgreSQL: two connection pools)', async () => {
    const ps = await Promise.all(Array.from({ length: 30 }, () => patron({ receiveSms: false })));
    for (const p of ps) await lend(p, addDays(today, 3));
    const reports = await withTwoProcesses(t, (one, two) =>
      Promise.all([sendPatronReminders(one, { batchPatrons: 5 }), sendPatronReminders(two, { batchPatrons: 5 })]),
    );
    const counts = (await Promise.all(ps.map(sentTo))).map((m) => m.length);
    expect(counts).toEqual(ps.map(() => 1));
    expect(reports[0].patrons.due_in_3_days + reports[1].patrons.due_in_3_days).toBeGreaterThanOrEqual(30);
  });

  it('runs as a job in the day only: at night it waits (no SMS at 03:00), at 07:00 it sends', async () => {
    const night = new Date(`${today}T02:00:00Z`);
    expect(await patronRemindersJob({ ...t.services, clock: () => night })).toEqual({ skipped: 'night' });
    const p = await patron({ receiveSms: false });
    await lend(p, addDays(today, 1));
    const morning = new Date(`${today}T07:30:00+01:00`);
    await patronRemindersJob({ ...t.services, clock: () => morning });
    expect(await sentTo(p)).toHaveLength(1);
  });
});

describe('notices that always go', () => {
  it('sends the fine receipt to the chosen channel in the patron’s language, even with every optional notice off', async () => {
    const terminal = createFakePaymentTerminal();
    const ctx: ServiceContext = { ...t.services, payments: terminal };
    const p = await patron({
      receiveEmail: false,
      receiveSms: true,
      noticeLanguage: 'en',
      noticeOptOuts: ['ready_for_pickup', 'pickup_reminder', 'due_in_3_days', 'due_in_1_day', 'overdue'],
    });
    const [fine] = await t.services.db
      .insert(fines)
      .values({ userId: p.id, amountOre: 5000, reason: 'Gebyr for for sen levering', createdAt: t.now })
      .returning();
    const started = await startFinePayment(ctx, p.id, [fine.id]);
    terminal.answer(started.transactionId, 'OK');
    const paid = await processFinePayment(ctx, p.id, started.transactionId);
    expect(paid.receipt).toEqual({ channel: 'sms', recipient: p.phoneNumber });
    expect(await sentTo(p)).toEqual([
      expect.objectContaining({
        channel: 'sms',
        body: `Oslo Public Library: Thank you for your payment of NOK\u00a050.00. The fines are paid. Transaction number ${started.transactionId}.`,
      }),
    ]);
  });

  it('sends the PIN-reset link to the channel asked for, in the patron’s language', async () => {
    const p = await patron({ noticeLanguage: 'nn', receiveEmail: false });
    await requestPinReset(t.services, { identifier: p.cardNumber, channel: 'email', clientAddress: '198.51.100.7' });
    const [mail, ...more] = await sentTo(p);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Ny PIN-kode' });
    expect(mail.body).toMatch(
      /^Du har bede om å velje ny PIN-kode hos Oslo bibliotek\. Opne lenkja innan 30 minutt: http\S+\/glemt-pin\/[A-Za-z0-9_-]{43}\n\n/,
    );
    expect(mail.html).toMatch(/<a href="http\S+\/glemt-pin\/[A-Za-z0-9_-]{43}">Vel ny PIN-kode<\/a>/);
  });
});

// Integration tests of "Varsle meg når den er ledig" (issue #20, docs/decisions/035) on PGlite and PostgreSQL: the patron
// is told once when a copy of the work is back on the shelf, never while none is, not twice by two runs at once, not at
// all once they reserved it or turned the kind off — and in their language.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityWatches, items, libraries, users } from '#server/db/schema.ts';
import { createReservation } from '#server/services/circulation/reservations.ts';
import { deleteAccount, exportPersonalData } from '#server/services/patron-data.ts';
import { createPatron, createPublication, type TestPatron } from '#server/testing/factories.ts';
import { emailsTo } from '#server/testing/outbox-reader.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { withTwoProcesses } from '#server/testing/two-processes.ts';
import { isWatchingWork, sendAvailabilityNotices, unwatchWork, watchWork } from './availability-watches.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The outbox rows written to the patron's e-mail address. */
const sentTo = (p: TestPatron) => emailsTo(t.services.db, p);

/** A work of its own whose one copy is out on loan, watched by a new patron. */
async function watchedWork(overrides: Parameters<typeof createPatron>[1] = {}) {
  const p = await createPatron(t.services.db, { receiveSms: false, ...overrides });
  const pub = await createPublication(t.services.db, {
    title: `Ventetittel ${p.id}`,
    copies: [{ library: 'Bjørvika', status: 'on_loan' }],
  });
  await watchWork(t.services, p.id, pub.work.id);
  const back = () => t.services.db.update(items).set({ status: 'available' }).where(eq(items.id, pub.copies[0].id));
  return { p, pub, back };
}

describe('notify me when available', () => {
  it('tells the patron once, with the branch and a link to the work, when a copy is back on the shelf; not while none is', async () => {
    const { p, pub, back } = await watchedWork();
    await watchWork(t.services, p.id, pub.work.id); // a second ask is the same watch
    await sendAvailabilityNotices(t.services);
    expect(await sentTo(p)).toEqual([]);
    expect(await isWatchingWork(t.services, p.id, pub.work.id)).toBe(true);

    await back();
    await sendAvailabilityNotices(t.services);
    await sendAvailabilityNotices(t.services);
    const sent = await sentTo(p);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`«Ventetittel ${p.id}» er ledig nå`);
    expect(sent[0].body).toContain('Bjørvika');
    expect(sent[0].body).toContain(`${t.services.config.publicUrl}/verk/`);
    expect(sent[0].html).toContain('<li>Bjørvika</li>');
    expect(await isWatchingWork(t.services, p.id, pub.work.id)).toBe(false);
  });

  it('a copy on the shelf that is not for loan (reference only) is not news', async () => {
    const p = await createPatron(t.services.db, { receiveSms: false });
    const pub = await createPublication(t.services.db, { copies: [{ status: 'available', loanable: false }] });
    await watchWork(t.services, p.id, pub.work.id);
    await sendAvailabilityNotices(t.services);
    expect(await sentTo(p)).toEqual([]);
    expect(await isWatchingWork(t.services, p.id, pub.work.id)).toBe(true);
  });

  it('writes in the patron’s notice language', async () => {
    const { p, back } = await watchedWork({ noticeLanguage: 'en' });
    await back();
    await sendAvailabilityNotices(t.services);
    expect((await sentTo(p))[0].subject).toBe(`“Ventetittel ${p.id}” is available now`);
  });

  it('respects the opt-out: no notice, and the watch waits until the patron turns the kind on again', async () => {
    const { p, pub, back } = await watchedWork({ noticeOptOuts: ['available_now'] });
    await back();
    await sendAvailabilityNotices(t.services);
    expect(await sentTo(p)).toEqual([]);
    expect(await isWatchingWork(t.services, p.id, pub.work.id)).toBe(true);
    await t.services.db.update(users).set({ noticeOptOuts: [] }).where(eq(users.id, p.id));
    await sendAvailabilityNotices(t.services);
    expect(await sentTo(p)).toHaveLength(1);
  });

  it('is ended without a notice when the patron reserves the work, or cancels the watch', async () => {
    const { p, pub, back } = await watchedWork();
    const [pickup] = await t.services.db
      .select({ ciceroId: libraries.ciceroId })
      .from(libraries)
      .where(and(eq(libraries.isPickupBranch, true), isNotNull(libraries.ciceroId)))
      .limit(1);
    await createReservation(t.services, p.id, { recordId: pub.recordId, libraryId: pickup.ciceroId! });
    await back();
    expect((await sendAvailabilityNotices(t.services)).ended).toBeGreaterThanOrEqual(1);
    expect(await sentTo(p)).toEqual([]);
    expect(await isWatchingWork(t.services, p.id, pub.work.id)).toBe(false);

    const other = await watchedWork();
    await unwatchWork(t.services, other.p.id, other.pub.work.id);
    await other.back();
    await sendAvailabilityNotices(t.services);
    expect(await sentTo(other.p)).toEqual([]);
  });

  it('is part of the patron’s data export, and goes with the account', async () => {
    const { p, pub } = await watchedWork();
    const exported = await exportPersonalData(t.services, p.id);
    expect(exported.availabilityWatches).toEqual([
      { workId: pub.work.id, title: pub.work.title, createdAt: expect.any(String) },
    ]);
    await deleteAccount(t.services, p.id);
    expect(await isWatchingWork(t.services, p.id, pub.work.id)).toBe(false);
  });

  it('two processes running the job at once tell each patron once (PostgreSQL: two connection pools)', async () => {
    const watched = await Promise.all(Array.from({ length: 12 }, () => watchedWork()));
    for (const w of watched) await w.back();
    const reports = await withTwoProcesses(t, (one, two) =>
      Promise.all([sendAvailabilityNotices(one), sendAvailabilityNotices(two)]),
    );
    expect((await Promise.all(watched.map((w) => sentTo(w.p)))).map((m) => m.length)).toEqual(watched.map(() => 1));
    expect(reports[0].notified + reports[1].notified).toBeGreaterThanOrEqual(12);
    expect(
      await t.services.db.$count(
        availabilityWatches,
        inArray(
          availabilityWatches.userId,
          watched.map((w) => w.p.id),
        ),
      ),
    ).toBe(0);
  });
});

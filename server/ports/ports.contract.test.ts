// Contract tests of the service context's ports (docs/decisions/024): each port's shared suite runs against the real
// adapter (on one private copy of the seeded database, PGlite or PostgreSQL with TEST_DB=postgres) and against its fake.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { libraries, outbox } from '#server/db/schema.ts';
import {
  SearchProcessClient,
  startSearchProcess,
  type RunningSearchProcess,
} from '#server/services/catalogue/search-process.ts';
import { builtInLibrarySystem } from '#server/services/circulation/built-in-library-system.ts';
import { outboxNotifications } from '#server/services/outbox.ts';
import { answerTerminal, createTestTerminal } from '#server/services/payments/test-terminal.ts';
import { clockContract } from '#server/testing/contracts/clock.ts';
import { librarySystemContract } from '#server/testing/contracts/library-system.ts';
import { notificationsContract } from '#server/testing/contracts/notifications.ts';
import { paymentsContract } from '#server/testing/contracts/payments.ts';
import { searchProcessContract } from '#server/testing/contracts/search-process.ts';
import { createFakeClock } from '#server/testing/fakes/clock.ts';
import { createFakeLibrarySystem } from '#server/testing/fakes/library-system.ts';
import { createFakeNotifications } from '#server/testing/fakes/notifications.ts';
import { createFakePaymentTerminal } from '#server/testing/fakes/payments.ts';
import { createFakeSearchProcess } from '#server/testing/fakes/search-process.ts';
import { createLoan, createPatron, createPublication } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { systemClock } from './clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('clock: the system clock', () => clockContract(() => systemClock));
describe('clock: the fake', () => clockContract(() => createFakeClock(new Date('2026-11-26T09:00:00Z'))));

describe('notifications: the outbox', () => {
  notificationsContract(async () => {
    const [last] = await t.services.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
    const since = last?.id ?? 0;
    return {
      notifications: outboxNotifications,
      ctx: t.services,
      db: t.services.db,
      transactional: true,
      delivered: async () =>
        (
          await t.services.db
            .select()
            .from(outbox)
            .where(sql`${outbox.id} > ${since}`)
            .orderBy(outbox.id)
        ).map(({ channel, recipient, subject, body }) => ({ channel, recipient, subject, body })),
    };
  });
});
describe('notifications: the fake', () => {
  notificationsContract(async () => {
    const fake = createFakeNotifications();
    return {
      notifications: fake,
      ctx: t.services,
      db: t.services.db,
      transactional: false,
      delivered: () => Promise.resolve(fake.sent),
    };
  });
});

describe('payments: the test terminal', () => {
  paymentsContract(async () => ({
    provider: createTestTerminal(t.services.config),
    ctx: t.services,
    answer: async (transactionId, answer) => void (await answerTerminal(t.services, transactionId, answer)),
  }));
});
describe('payments: the fake', () => {
  paymentsContract(async () => {
    const fake = createFakePaymentTerminal();
    return {
      provider: fake,
      ctx: t.services,
      answer: async (transactionId, answer) => fake.answer(transactionId, answer),
    };
  });
});

/**
 * A patron with a loan due in three days (renewable today) and three returned loans in their history, another patron, a
 * book title with one free copy nobody queues for, two pickup branches, a work of two editions whose copies are all out,
 * and a book and a film we hold no copy of (from the factories, so each subject gets its own).
 */
async function seeded() {
  const patron = await createPatron(t.services.db);
  await createLoan(t.services.db, patron, { now: t.now, dueIn: 3 });
  for (const daysAgo of [30, 20, 10])
    await createLoan(t.services.db, patron, {
      now: t.now,
      returnedAt: new Date(t.now.getTime() - daysAgo * 86_400_000),
    });
  const other = await createPatron(t.services.db);
  const title = await createPublication(t.services.db, { copies: 1 });
  const branches = await t.services.db
    .select({ ciceroId: libraries.ciceroId, name: libraries.name })
    .from(libraries)
    .where(eq(libraries.isPickupBranch, true))
    .orderBy(libraries.id);
  const [first, second] = branches.flatMap((b) => (b.ciceroId ? [{ ciceroId: b.ciceroId, name: b.name }] : []));
  if (!first || !second) throw new Error('the seed has fewer than two pickup branches');
  const hardback = await createPublication(t.services.db, { format: 'Innbundet', copies: [{ status: 'on_loan' }] });
  const pocket = await createPublication(t.services.db, {
    work: hardback.work,
    format: 'Pocket',
    copies: [{ status: 'on_loan' }],
  });
  const editions: [string, string] = [hardback.recordId, pocket.recordId];
  const elsewhere = await createPublication(t.services.db, { copies: [] });
  const film = await createPublication(t.services.db, { mediaType: 'Film', copies: [] });
  return {
    patron: patron.id,
    other: other.id,
    recordId: title.recordId,
    editions,
    branches: [first, second] as const,
    interLibrary: { requestable: elsewhere.recordId, notLent: film.recordId },
  };
}

describe('library system: the built-in circulation engine', () => {
  librarySystemContract(async () => {
    const s = await seeded();
    return {
      system: builtInLibrarySystem,
      ctx: t.services,
      ...s,
      branches: [s.branches[0].ciceroId, s.branches[1].ciceroId],
    };
  });
});
describe('library system: the fake', () => {
  const clock = createFakeClock(new Date('2026-11-26T09:00:00Z'));
  const system = createFakeLibrarySystem({
    titles: [
      { recordId: 'fake-sult', title: 'Sult', author: 'Knut Hamsun' },
      { recordId: 'fake-snomannen-1', title: 'Snømannen', workId: 'snomannen', format: 'Innbundet' },
      { recordId: 'fake-snomannen-2', title: 'Snømannen', workId: 'snomannen', format: 'Pocket' },
      { recordId: 'fake-victoria', title: 'Victoria', author: 'Knut Hamsun', elsewhereOnly: true },
      { recordId: 'fake-film', title: 'Sult (film)', elsewhereOnly: true, noInterLibraryLoan: true },
    ],
    branches: [
      { ciceroId: 'hovedbiblioteket', name: 'Hovedbiblioteket' },
      { ciceroId: 'grunerlokka', name: 'Grünerløkka' },
    ],
    loans: [{ loanId: 1, userId: 1, recordId: 'fake-sult', dueDate: '2026-12-01' }],
    history: [
      {
        loanId: 11,
        userId: 1,
        recordId: 'fake-sult',
        loanedAt: '2026-09-01T10:00:00.000Z',
        returnedAt: '2026-09-20T12:00:00.000Z',
      },
      {
        loanId: 12,
        userId: 1,
        recordId: 'fake-victoria',
        loanedAt: '2026-10-01T10:00:00.000Z',
        returnedAt: '2026-10-20T12:00:00.000Z',
      },
      {
        loanId: 13,
        userId: 1,
        recordId: 'fake-snomannen-1',
        loanedAt: '2026-08-01T10:00:00.000Z',
        returnedAt: '2026-08-20T12:00:00.000Z',
      },
      {
        loanId: 14,
        userId: 2,
        recordId: 'fake-sult',
        loanedAt: '2026-07-01T10:00:00.000Z',
        returnedAt: '2026-07-20T12:00:00.000Z',
      },
    ],
  });
  librarySystemContract(async () => ({
    system,
    ctx: { clock },
    patron: 1,
    other: 2,
    recordId: 'fake-sult',
    editions: ['fake-snomannen-1', 'fake-snomannen-2'],
    branches: ['hovedbiblioteket', 'grunerlokka'],
    interLibrary: { requestable: 'fake-victoria', notLent: 'fake-film' },
  }));
});

describe('search process: the fake', () => {
  searchProcessContract(async () => ({ process: createFakeSearchProcess(t.services), ctx: t.services }));
});
// The machine's search process runs on PostgreSQL only (docs/decisions/018); starting it builds an index (seconds).
describe.runIf(process.env.TEST_DB === 'postgres')("search process: the machine's search process (PostgreSQL)", () => {
  let running: RunningSearchProcess | null = null;
  let client: SearchProcessClient | null = null;
  afterAll(async () => {
    running?.stop();
    await client?.stop();
  });
  searchProcessContract(async () => {
    if (!client) {
      running = startSearchProcess(t.services.log, {
        DATABASE_URL: t.databaseUrl ?? '',
        SEARCH_INDEX_MIN_PUBLICATIONS: '0',
        LOG_LEVEL: 'warn',
      });
      client = new SearchProcessClient(running.socket, t.services.log);
      const started = client;
      await vi.waitFor(() => expect(started.answers()).toBe(true), { timeout: 30_000, interval: 100 });
    }
    return { process: client, ctx: t.services };
  });
});

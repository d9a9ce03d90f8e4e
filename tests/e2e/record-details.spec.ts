// The work page's catalogue record details (issue #17) end to end: an online-only e-book with its read link, the
// edition, other titles, contents and subdivided subjects; creators in record order; withdrawn titles and the patron
// pages that still point to them. The demo seed has none of these, so this file runs its own server on a database with
// them (tests/e2e/support/record-details-db.ts), started once for the file.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { FixtureWork, RecordDetails } from '#server/testing/record-details.ts';
import { expect, expectAccessible, test as base } from './fixtures.ts';

interface RecordServer {
  origin: string;
  details: RecordDetails;
  patron: { loan: FixtureWork; listed: FixtureWork; reserved: FixtureWork | null; history: FixtureWork | null };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const test = base.extend<object, { recordServer: RecordServer }>({
  recordServer: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'bibliotek-e2e-records-'));
      const { stdout } = await promisify(execFile)(join('node_modules', '.bin', 'tsx'), [
        join('tests', 'e2e', 'support', 'record-details-db.ts'),
        dataDir,
      ]);
      const port = await freePort();
      const origin = `http://localhost:${port}`;
      const server: ChildProcess = spawn(process.execPath, ['server.js'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          DATA_DIR: dataDir,
          NO_SEED: 'true',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: origin,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const exited = new Promise((resolve) => server.once('exit', resolve));
      await expect
        .poll(async () => (await fetch(`${origin}/api/application/info?type=client`).catch(() => null))?.status ?? 0, {
          timeout: 60_000,
        })
        .toBe(200);
      await use({ origin, ...(JSON.parse(stdout) as Omit<RecordServer, 'origin'>) });
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ recordServer }, use) => use(recordServer.origin),
});

// One server for the file: its tests run one after another in the worker that started it.
test.describe.configure({ mode: 'default' });

async function loginAsKari(page: Page, callbackUrl: string) {
  await page.goto(`/logg-inn?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel('Lånekortnummer eller fødselsnummer').fill('10000001');
  await page.getByLabel('PIN-kode').fill('1111');
  await page.getByRole('button', { name: 'Logg inn med bibliotekkort' }).click();
  await page.waitForURL((url) => url.pathname === callbackUrl);
}

test('an online-only e-book: read link, edition, other titles, contents and subdivided subjects', async ({
  page,
  recordServer,
}) => {
  const { online } = recordServer.details;
  await page.goto(online.path);
  await expect(page.getByRole('heading', { level: 1, name: online.title })).toBeVisible();
  // The record's main creator first (the 100), then the illustrator from the 700.
  await expect(page.locator('.work-page__creators')).toHaveText(
    `${online.author} (forfatter), ${online.illustrator} (illustratør)`,
  );
  // Not "unavailable": no physical copy, but readable online.
  const intro = page.locator('.work-page__intro');
  await expect(intro.getByText('Tilgjengelig på nett', { exact: true })).toBeVisible();
  await expect(page.getByText('Ingen fysiske eksemplarer')).toHaveCount(0);

  const facts = page.locator('.work-page__intro .work-facts');
  await expect(facts.getByText('Også kjent som')).toBeVisible();
  await expect(facts.getByRole('listitem').filter({ hasText: /^Fjellvett$/ })).toBeVisible();
  await expect(facts.getByRole('listitem').filter({ hasText: /^Ni regler for fjellet$/ })).toBeVisible();

  // Subjects with subdivisions link to the subject search.
  const subject = page.getByRole('link', { name: 'Fjellet – Norge – Historie', exact: true });
  await expect(subject).toHaveAttribute('href', `/sok/${encodeURIComponent('emne:"Fjellet – Norge – Historie"')}`);

  // Only the e-book is listed: the withdrawn printed edition is out of the collection.
  const editions = page.locator('.work-edition');
  await expect(editions).toHaveCount(1);
  const ebook = editions.first();
  await expect(ebook.getByRole('heading', { level: 3 })).toHaveText('E-bok, nedlastbar e-bok, 2. utg., 2021');
  await expect(ebook.getByText('9788293000011, 9788293000028')).toBeVisible();
  await expect(ebook.getByText('Tilgjengelig på nett', { exact: true })).toBeVisible();
  await expect(ebook.getByText('Biblioteket har ingen fysiske eksemplarer av denne utgaven.')).toHaveCount(0);
  await expect(ebook.getByRole('button', { name: /^Reserver|^Bestill/ })).toHaveCount(0);

  const read = ebook.getByRole('link', { name: 'Les på nett: Bokselskap.no (ekstern lenke)' });
  await expect(read).toHaveAttribute('href', 'https://www.bokselskap.no/boker/fjellvettreglene');
  await expect(read).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(read).toHaveClass(/button--primary/);
  const info = ebook.getByRole('link', { name: 'Mer informasjon: Forlagets omtale (ekstern lenke)' });
  await expect(info).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);

  // Contents: the first eight parts, the rest in a native disclosure that opens from the keyboard.
  const contents = page.getByRole('region', { name: 'Innhold' });
  await expect(contents.locator('li')).toHaveCount(14);
  await expect(contents.getByRole('listitem')).toHaveCount(8);
  await expect(contents.getByText('Den første turen')).toBeVisible();
  await expect(contents.getByText('Hjem før mørket')).toBeHidden();
  const more = contents.locator('summary');
  await expect(more).toHaveText('Vis hele innholdet (14)', { useInnerText: true });
  await expectAccessible(page);
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(contents.getByText('Hjem før mørket')).toBeVisible();
  await expect(more).toHaveText('Vis mindre av innholdet', { useInnerText: true });
  await expect(contents.getByRole('listitem')).toHaveCount(14);
  await expectAccessible(page);

  // The read link is reached with Tab from the edition's heading area and followed with Enter (the provider is stubbed).
  await page.route('https://www.bokselskap.no/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="nb"><title>Bokselskap</title></html>',
    }),
  );
  await ebook.getByRole('heading', { level: 3 }).click();
  let reached = false;
  for (let i = 0; i < 10 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await read.evaluate((link) => link === document.activeElement);
  }
  expect(reached, 'Tab reaches "Les på nett"').toBe(true);
  await expect(read).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL('https://www.bokselskap.no/boker/fjellvettreglene');
});

test('a subdivided subject link finds the work', async ({ page, recordServer }) => {
  const { online } = recordServer.details;
  await page.goto(online.path);
  await page.getByRole('link', { name: 'Friluftsliv – Sikkerhet', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/sok/'));
  await expect(page.getByRole('link', { name: online.title }).first()).toBeVisible();
});

test("a music record lists its performer (the record's 100) before the composer", async ({ page, recordServer }) => {
  const { music } = recordServer.details;
  await page.goto(music.path);
  await expect(page.locator('.work-page__creators')).toHaveText(
    `${music.performer} (utøver), ${music.composer} (komponist)`,
  );
});

test('a title whose every edition is withdrawn resolves with a calm notice and nothing to reserve', async ({
  page,
  recordServer,
}) => {
  const { withdrawn } = recordServer.details;
  const response = await page.goto(withdrawn.path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: withdrawn.title })).toBeVisible();
  await expect(page.getByText('Denne tittelen er ikke lenger i bibliotekets samling.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Utgaver' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Reserver|^Bestill/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('loans, reservations, lists and history of withdrawn titles still show them, and lead to the notice', async ({
  page,
  recordServer,
}) => {
  test.slow();
  const { loan, listed, reserved, history } = recordServer.patron;
  await loginAsKari(page, '/min-side/laan');
  const loanLink = page.getByRole('link', { name: loan.title }).first();
  await expect(loanLink).toBeVisible();
  await expectAccessible(page);

  await page.goto('/min-side/huskeliste');
  await expect(page.getByRole('link', { name: listed.title }).first()).toBeVisible();
  if (reserved) {
    await page.goto('/min-side/bestillinger');
    await expect(page.getByText(reserved.title).first()).toBeVisible();
  }
  if (history) {
    await page.goto('/min-side/historikk');
    await expect(page.getByText(history.title).first()).toBeVisible();
  }

  await page.goto('/min-side/laan');
  await page.getByRole('link', { name: loan.title }).first().click();
  await page.waitForURL((url) => url.pathname === loan.path);
  await expect(page.getByText('Denne tittelen er ikke lenger i bibliotekets samling.')).toBeVisible();
  // Kari can still see and undo a like of it: the like button is kept.
  await expect(page.locator('.work-actions .like-button')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the online e-book page fits 390 px and its actions wrap instead of overflowing', async ({
    page,
    recordServer,
  }, testInfo) => {
    await page.goto(recordServer.details.online.path);
    const read = page.getByRole('link', { name: /^Les på nett: Bokselskap\.no/ });
    await read.scrollIntoViewIfNeeded();
    await expect(read).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await read.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('work-online-390.png'), fullPage: true });
    await expectAccessible(page);
  });
});

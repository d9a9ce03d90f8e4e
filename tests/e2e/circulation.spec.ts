// E2E (issue #7): reserve on the work page → staff picks → pickup ready → lent at the desk → returned; staff pages refuse patrons; anonymous visitors are asked to log in;
// "Reserver første ledige" across a work's editions (issue #20, decision 034).
import type { Browser, Page } from '@playwright/test';
import { acceptDocumentStatus, expect, expectAccessible, expectAccessibleWithoutScripts, test } from './fixtures.ts';
import { loginWithCard } from './login.ts';

const STAFF = { card: '20000001', pin: '6666' };

async function asUser(browser: Browser, card: string, pin: string, landing?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginWithCard(page, card, pin, landing);
  return page;
}

/** The first edition on the work page with a copy on the shelf at a pickup branch: its reserve button and that branch. */
async function editionOnShelf(page: Page, pickupNames: readonly string[]) {
  const editions = page.locator('li:has(table.work-copies)');
  const count = await editions.count();
  for (let i = 0; i < count; i++) {
    const edition = editions.nth(i);
    const rows = edition.locator('tbody tr', { hasText: 'På hylla' });
    for (let r = 0; r < (await rows.count()); r++) {
      const branch = (await rows.nth(r).locator('th').innerText()).trim();
      const button = edition.getByRole('button', { name: /^Reserver / });
      if (pickupNames.includes(branch) && (await button.count()) === 1) return { button, branch };
    }
  }
  return null;
}

test('reserve from the work page, staff picks it, the patron collects it at the desk and returns it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginWithCard(page, '30000011', '0000');
  const pickupNames = (
    (await (await page.request.get('/api/libraries?excludeOpeningHours=true')).json()) as {
      name: string;
      isPickupBranch: boolean;
      ciceroId: string | null;
    }[]
  )
    .filter((l) => l.isPickupBranch && l.ciceroId)
    .map((l) => l.name);

  // A title with a copy on the shelf: from the search with only available material.
  await page.goto('/sok/*?excludeUnavailable=true&filter=mediaType_Bok');
  const workLinks = page.locator('a[href^="/verk/"]');
  let found: Awaited<ReturnType<typeof editionOnShelf>> = null;
  let workTitle = '';
  for (let i = 0; i < Math.min(await workLinks.count(), 12) && !found; i++) {
    const href = await workLinks.nth(i).getAttribute('href');
    await page.goto(href!);
    workTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    found = await editionOnShelf(page, pickupNames);
  }
  expect(found, 'a work with a copy on the shelf at a pickup branch').not.toBeNull();
  const { button, branch } = found!;

  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Reserver' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Hentested').selectOption({ label: branch });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reserver', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Reservert!');
  await expect(dialog.getByRole('status')).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('link', { name: 'Se bestillingene dine' }).click();
  await expect(page).toHaveURL(/\/min-side\/bestillinger/);

  // Staff: the copy is on the branch's picking list, in shelf order; mark it picked.
  const staff = await asUser(browser, STAFF.card, STAFF.pin, '/ansatt/plukklister');
  const escaped = branch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const option = staff
    .getByLabel('Bibliotek', { exact: true })
    .locator('option')
    .filter({ hasText: new RegExp(`^${escaped}( \\(\\d+\\))?$`) });
  await staff.getByLabel('Bibliotek', { exact: true }).selectOption((await option.getAttribute('value'))!);
  await staff.getByRole('button', { name: 'Vis liste' }).click();
  const row = staff.locator('tbody tr', { hasText: workTitle }).first();
  await expect(row).toBeVisible();
  await expectAccessible(staff);
  const barcode = (await row.locator('.picking-table__barcode').innerText()).trim();
  await row.getByRole('button', { name: /^Plukket: / }).click();
  await expect(staff.getByText(/står nå på hentehylla med hentenummer \d{3}/)).toBeVisible();

  // The patron sees the pickup with its pickup number.
  const state = (await (await page.request.get('/api/authorized/cicero/reservations')).json()) as {
    pickups: { title: string; pickupNumber: string; libraryName: string }[];
  };
  const pickup = state.pickups.find((p) => workTitle.startsWith(p.title) || p.title.startsWith(workTitle));
  expect(pickup).toMatchObject({ libraryName: branch, pickupNumber: expect.stringMatching(/^\d{3}$/) });

  // Desk: lend the copy to the patron (collects the reservation), then take it back.
  await staff.goto('/ansatt/skranke');
  await expectAccessible(staff);
  const lend = staff.getByRole('region', { name: 'Utlån' });
  await lend.getByLabel('Lånekortnummer').fill('30000011');
  await lend.getByLabel('Strekkode').fill(barcode);
  await lend.getByRole('button', { name: 'Lån ut' }).click();
  await expect(staff.getByRole('region', { name: 'Utlån' }).getByRole('status')).toContainText(
    'Bestillingen er hentet.',
  );
  const back = staff.getByRole('region', { name: 'Innlevering' });
  await back.getByLabel('Strekkode').fill(barcode);
  await back.getByLabel('Innlevert på').selectOption({ label: branch });
  await back.getByRole('button', { name: 'Lever inn' }).click();
  await expect(staff.getByRole('region', { name: 'Innlevering' }).getByRole('status')).toContainText('er levert inn');
  await expectAccessible(staff);
  await staff.context().close();
});

test('Kari sees her own loan on the work page and its search hit, and an e-book links to the lending service', async ({
  page,
}) => {
  await loginWithCard(page, '10000001', '1111', '/verk/sult_1');
  await expect(page.getByText(/^Du har lånt denne — levers \d{2}\.\d{2}\.\d{4}\./).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Lån e-boka hos Biblio: Sult/ })).toHaveAttribute(
    'href',
    /^https:\/\/biblio\.example\.no\/e-boker\?q=/,
  );
  await expectAccessible(page);
  await page.goto('/sok/sult');
  const hit = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Sult', exact: true }) });
  await expect(hit.getByText(/^Du har lånt denne — levers/)).toBeVisible();
  await expectAccessible(page);
});

test('anyone sees the queue and the wait before reserving, on the work page and in the dialog', async ({
  page: visitor,
}) => {
  // Others queue for Kari's a-ha record: a visitor sees how many wait and the place and wait a reservation now gets.
  await visitor.goto('/sok/hunting%20high%20and%20low');
  await visitor.getByRole('link', { name: 'Hunting High and Low', exact: true }).first().click();
  await expect(
    visitor.getByText(/^\d+ står i kø\. Reserverer du nå, blir du nr\. \d+ — ventetid ca\. \d+ uker?\.$/).first(),
  ).toBeVisible();
  await expect(visitor.getByText(/Du har lånt denne/)).toHaveCount(0);
  await expectAccessible(visitor);
  const ahaPath = new URL(visitor.url()).pathname;

  // A patron reserving that edition reads the same in the dialog, before choosing where to pick it up.
  await loginWithCard(visitor, '30000021', '0000', ahaPath);
  const queued = visitor.locator('li.work-edition', { has: visitor.locator('.work-edition__queue') }).first();
  const note = (await queued.locator('.work-edition__queue').innerText()).trim();
  const dialog = visitor.getByRole('dialog', { name: 'Reserver' });
  // A click while the page is still hydrating can be lost: click again until the dialog shows.
  await expect(async () => {
    if (!(await dialog.isVisible())) await queued.getByRole('button', { name: /^Reserver / }).click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(dialog.getByText(note)).toBeVisible();
  await expectAccessible(visitor);
});

test('a search hit whose every copy is out tells its queue and wait', async ({ page }) => {
  // The seed lends out some titles entirely; they are within the first pages of everything.
  const queueOnHit = page.locator('.search-hit__queue').first();
  for (let p = 1; p <= 5 && (p === 1 || (await queueOnHit.count()) === 0); p++) await page.goto(`/sok/*?page=${p}`);
  await expect(queueOnHit).toHaveText(/^(Ingen|\d+) står i kø( — ventetid ca\. \d+ uker?)?\.$/);
  await expectAccessible(page);
});

test('anonymous visitors are asked to log in before reserving', async ({ page }) => {
  await page.goto('/verk/sult_1');
  const reserve = page.getByRole('button', { name: /^Reserver / }).first();
  await reserve.click();
  const dialog = page.getByRole('dialog', { name: 'Reserver' });
  await expect(dialog.getByText('Logg inn for å reservere.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Logg inn' })).toHaveAttribute(
    'href',
    /\/logg-inn\?callbackUrl=%2Fverk%2Fsult_1/,
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reserve).toBeFocused();
});

test('focus stays in the reserve dialog when it answers, and Escape returns it to the Reserver button', async ({
  page,
}) => {
  await loginWithCard(page, '30000011', '0000', '/verk/sult_1');
  const reserve = page.getByRole('button', { name: /^Reserver / }).first();
  const dialog = page.getByRole('dialog', { name: 'Reserver' });
  const submit = dialog.getByRole('button', { name: 'Reserver', exact: true });
  // The dialog posts to the work page's action (its .data address). First a refusal: the record id is changed on the
  // way to one the catalogue does not have; then a real reservation (the page is not reloaded after it, as before).
  let refuse = true;
  await page.route('**/verk/sult_1.data*', (route) => {
    const body = route.request().postData();
    if (route.request().method() !== 'POST' || !refuse || !body) return route.continue();
    return route.continue({ postData: body.replace(/recordId=[^&]*/, 'recordId=finnes-ikke') });
  });

  // By keyboard; a key pressed while the page is still hydrating can be lost, so it is pressed again until the dialog shows.
  const openByKeyboard = () =>
    expect(async () => {
      if (!(await dialog.isVisible())) await reserve.press('Enter');
      await expect(dialog).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });

  // Refused: focus stays on the submit button to try again; Escape still closes the dialog.
  await openByKeyboard();
  await submit.press('Enter');
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(submit).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reserve).toBeFocused();

  // Reserved: the answer replaces the form and takes focus; Escape closes and focus goes back to the button.
  refuse = false;
  await openByKeyboard();
  await submit.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(
    /^Reservert! (Du er nummer \d+ i køen\.|Et eksemplar står på hylla)/,
  );
  await expect(dialog.getByRole('status')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reserve).toBeFocused();
});

test('the staff desk and picking lists are for staff only', async ({ page, consoleErrors }) => {
  await page.goto('/ansatt/skranke');
  await expect(page).toHaveURL(/\/logg-inn\?callbackUrl=%2Fansatt%2Fskranke/);
  await loginWithCard(page, '30000013', '0000', '/min-side');
  const response = await page.goto('/ansatt/plukklister');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeVisible();
  await expectAccessible(page);
  acceptDocumentStatus(consoleErrors, 403);
});

test('a patron reserves the first available of both book editions, sees it as one reservation and cancels it as one', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // Eremittkrepsene has two book editions, one reservable copy each on a shelf. Another patron takes both, so the two
  // editions have a queue; generated patrons no other spec uses.
  const work = '/verk/eremittkrepsene_23';
  const holder = await asUser(browser, '30000150', '0000', work);
  const reserveButtons = holder.locator('button[name="reserver"]');
  await expect(reserveButtons).toHaveCount(2);
  const recordIds = await reserveButtons.evaluateAll((buttons) => buttons.map((b) => (b as HTMLButtonElement).value));
  const { csrfToken } = (await (await holder.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const libraries = (await (await holder.request.get('/api/libraries?excludeOpeningHours=true')).json()) as {
    isPickupBranch: boolean;
    ciceroId: string | null;
  }[];
  const libraryId = libraries.find((l) => l.isPickupBranch && l.ciceroId)?.ciceroId;
  for (const recordId of recordIds) {
    expect(
      (
        await holder.request.post('/api/authorized/cicero/reservations', {
          data: { recordId, libraryId },
          headers: { 'x-csrf-token': csrfToken },
        })
      ).status(),
    ).toBe(200);
  }
  await holder.context().close();

  // With JavaScript, by keyboard: the dialog ticks every book edition; the patron queues for both at once.
  await loginWithCard(page, '30000160', '0000', work);
  const open = page.getByRole('button', { name: 'Reserver første ledige bok' });
  const dialog = page.getByRole('dialog', { name: 'Reserver første ledige' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await open.press('Enter');
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reserver første ledige', exact: true }).press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(
    'Reservert! Du står i kø for 2 utgaver og får den første som blir ledig.',
  );
  await expect(dialog.getByRole('status')).toBeFocused();

  // Without JavaScript: Min side shows the group as one reservation with its editions, and cancels it as one.
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScripts.newPage();
  await loginWithCard(plain, '30000160', '0000', '/min-side/bestillinger');
  const group = plain.getByRole('listitem').filter({ has: plain.getByRole('heading', { name: 'Eremittkrepsene' }) });
  await expect(group).toHaveCount(1);
  await expect(group.getByText('Første ledige av 2 utgaver:')).toBeVisible();
  await expect(group.getByText(/^Bok, (pocket|innbundet), \d{4}: nr\. 1 i køen$/)).toHaveCount(2);
  await expectAccessibleWithoutScripts(browser, plain);
  await group.getByRole('button', { name: 'Avbestill Eremittkrepsene' }).click();
  await expect(plain.getByRole('alert')).toHaveText(
    'Vil du avbestille «Eremittkrepsene»? Du mister plassene dine i køene for alle 2 utgavene.',
  );
  await plain.getByRole('button', { name: 'Ja, avbestill' }).click();
  await expect(plain.getByRole('status').filter({ hasText: 'OK: avbestilt' })).toBeVisible();
  await expect(group).toHaveCount(0);

  // The work page's own form, posted without JavaScript: both book editions ticked, as in the dialog.
  await plain.goto(work);
  await plain.getByRole('button', { name: 'Reserver første ledige bok' }).click();
  const form = plain.getByRole('region', { name: 'Reserver første ledige' });
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expectAccessibleWithoutScripts(browser, plain);
  await form.getByRole('button', { name: 'Reserver første ledige', exact: true }).click();
  await expect(plain.getByRole('region', { name: 'Reserver første ledige' }).getByRole('status')).toHaveText(
    /^Reservert! Du står i kø for 2 utgaver/,
  );
  await noScripts.close();
});

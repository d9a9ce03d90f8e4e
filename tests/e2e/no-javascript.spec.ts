// E2E (issue #19): the patron's mutations work with JavaScript off — each a form posted to its page's action, the page answering with the
// SPEC §8 message (axe on the smaller answer pages; the work page's scan is too slow to repeat here): reserve, change pickup branch and expiry, hold and resume, cancel, like, add to list, pay, the loan history. One login per patron, shared.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessibleWithoutScripts, test } from './fixtures.ts';
import { loginWithCard } from './login.ts';

// Generated patrons no other spec uses: one who reserves, likes and keeps lists, and one with an unpaid fine (the seed gives every
// 67th generated patron one; 30000073 has an invalid profile, so 30000006).
const PATRON = { card: '30000120', pin: '0000' };
const WITH_FINE = { card: '30000006', pin: '0000' };
/** Keeps a loan history of ten returned loans in the seed. */
const WITH_HISTORY = { card: '30000136', pin: '0000' };
const WORK = '/verk/sult_1';

test.use({ javaScriptEnabled: false });
// Axe scans on a busy 2-core machine take a while.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let context: BrowserContext;
let page: Page;

async function loggedIn(
  browser: Browser,
  who: { card: string; pin: string },
  landing: string,
): Promise<BrowserContext> {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  await loginWithCard(await ctx.newPage(), who.card, who.pin, landing);
  return ctx;
}

test.beforeAll(async ({ browser }) => {
  context = await loggedIn(browser, PATRON, WORK);
  page = context.pages()[0];
});
test.afterAll(async () => {
  await context.close();
});

/** The page's answer (the shell's toast region is a status too, and empty without JavaScript). */
const answer = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** The patron's reservation of the work, on /min-side/bestillinger. */
const reservation = () => page.getByRole('listitem', { name: 'Sult', exact: true });

/** 'yyyy-MM-dd' this many days from today in Oslo (the portal's calendar). */
const osloDay = (days: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date(Date.now() + days * 86_400_000));
const norwegian = (iso: string) => iso.split('-').reverse().join('.');

test('reserve: the button shows the form at the edition, and the page answers where it was', async () => {
  await page.goto(WORK);
  await page
    .getByRole('button', { name: /^Reserver / })
    .first()
    .click();
  await expect(page).toHaveURL(/\?reserver=/);
  const form = page.getByRole('region', { name: 'Reserver' });
  await form.getByLabel('Hentested').selectOption({ index: 0 });
  await form.getByRole('button', { name: 'Reserver', exact: true }).click();
  await expect(answer(/^Reservert!/)).toBeVisible();
  await expect(form.getByRole('link', { name: 'Se bestillingene dine' })).toBeVisible();
});

test('change the pickup branch and the expiry date', async () => {
  await page.goto('/min-side/bestillinger');
  await reservation().getByText('Endre bestillingen').click();
  const select = reservation().getByLabel('Henteavdeling');
  const current = await select.inputValue();
  const other = (
    await select
      .locator('option')
      .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']))
  ).find(([v]) => v !== current)!;
  await select.selectOption(other[0]);
  await reservation().getByRole('button', { name: 'Lagre henteavdeling' }).click();
  await expect(answer('Endret henteavdeling')).toBeVisible();
  await expect(reservation().getByText(`Hentes på ${other[1]}`)).toBeVisible();

  const expiry = osloDay(150);
  await reservation().getByText('Endre bestillingen').click();
  await reservation().getByLabel('Utløpsdato').fill(expiry);
  await reservation().getByRole('button', { name: 'Lagre utløpsdato' }).click();
  await expect(answer('Endret utløpsdato')).toBeVisible();
  await expect(reservation().getByText(`Bestillingen utløper ${norwegian(expiry)}`)).toBeVisible();
});

test('put on hold and resume', async ({ browser }) => {
  await page.goto('/min-side/bestillinger');
  const until = osloDay(20);
  await reservation().getByText('Endre bestillingen').click();
  await reservation().getByLabel('Sett på vent til').fill(until);
  await reservation().getByRole('button', { name: 'Sett på vent' }).click();
  await expect(answer('OK. Bestillingen har blitt satt på vent')).toBeVisible();
  await expect(reservation().getByText(`På vent til ${norwegian(until)}`)).toBeVisible();
  await expectAccessibleWithoutScripts(browser, page, '/scan-on-hold');

  await reservation().getByText('Endre bestillingen').click();
  await reservation().getByRole('button', { name: 'Gjenoppta bestillingen' }).click();
  await expect(answer('OK. Bestillingen har blitt gjenopptatt')).toBeVisible();
  await expect(reservation().getByText(/^På vent til/)).toHaveCount(0);
});

test('cancel after an inline confirmation', async ({ browser }) => {
  await page.goto('/min-side/bestillinger');
  await reservation().getByRole('button', { name: 'Avbestill Sult' }).click();
  await expect(reservation().getByRole('alert')).toHaveText('Vil du avbestille «Sult»? Du mister plassen din i køen.');
  await expectAccessibleWithoutScripts(browser, page, '/scan-cancel-confirmation');
  await reservation().getByRole('button', { name: 'Ja, avbestill' }).click();
  await expect(answer('OK: avbestilt')).toBeVisible();
  await expect(reservation()).toHaveCount(0);
});

test('like and unlike', async () => {
  await page.goto(WORK);
  const like = page.getByRole('button', { name: 'Lik Sult' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(page.getByRole('button', { name: 'Lik Sult' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Lik Sult' }).click();
  await expect(page.getByRole('button', { name: 'Lik Sult' })).toHaveAttribute('aria-pressed', 'false');
});

test('add to a new list: the name is required, then the page says where it went', async () => {
  const name = `Uten skript ${Date.now() % 100000}`;
  await page.goto(WORK);
  await page
    .getByRole('button', { name: /^Legg til i liste: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\?liste=/);
  const form = page.getByRole('region', { name: 'Legg til i liste' });
  const newList = form.getByRole('radio', { name: 'Ny liste' });
  if ((await newList.count()) > 0) await newList.check();
  await form.getByRole('button', { name: 'Legg til' }).click();
  await expect(form.getByText('Mangler navn')).toBeVisible();
  await expect(form.getByLabel('Navn på ny liste')).toHaveAttribute('aria-invalid', 'true');
  if ((await newList.count()) > 0) await newList.check();
  await form.getByLabel('Navn på ny liste').fill(name);
  await form.getByRole('button', { name: 'Legg til' }).click();
  await expect(answer(`Lagt til i "${name}"`)).toBeVisible();
  await page.goto('/min-side/huskeliste');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
});

test('pay a fine at the test terminal', async ({ browser }) => {
  const payer = await loggedIn(browser, WITH_FINE, '/min-side/gebyrer');
  const fines = payer.pages()[0];
  await expect(fines.getByRole('heading', { level: 1, name: 'Gebyrer' })).toBeVisible();
  await fines.getByRole('button', { name: 'Gå til betaling' }).click();
  await fines.waitForURL(/\/test-terminal\/[0-9a-f]{32}$/);
  await fines.getByRole('button', { name: /^OK – betal / }).click();
  await fines.waitForURL(/\/min-side\/betaling\?status=OK&transactionId=[0-9a-f]{32}$/);
  await expect(fines.getByRole('heading', { level: 1, name: 'Takk for betalingen' })).toBeVisible();
  await expectAccessibleWithoutScripts(browser, fines, '/scan-paid');
  await payer.close();
});

test('loan history: delete one, delete all after an inline question, turn it off and on with the save button', async ({
  browser,
}) => {
  const patron = await loggedIn(browser, WITH_HISTORY, '/min-side/historikk');
  const history = patron.pages()[0];
  const status = (text: string) => history.getByRole('status').filter({ hasText: text });
  const count = history.getByText(/^\d+ lån i historikken$/);
  const total = Number((await count.innerText()).split(' ')[0]);
  expect(total).toBeGreaterThan(1);

  const first = history.locator('.circulation-list > li').first();
  const title = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('button', { name: `Slett ${title} fra historikken` }).click();
  await expect(status('Slettet fra historikken.')).toBeVisible();
  await expect(count).toHaveText(`${total - 1} lån i historikken`);

  // Deleting everything asks on the page first; 'Avbryt' is a link back.
  await history.getByRole('button', { name: 'Slett hele historikken' }).click();
  await expect(history.getByRole('alert')).toHaveText(
    `Alle ${total - 1} lånene i historikken blir slettet. Dette kan ikke angres.`,
  );
  await expectAccessibleWithoutScripts(browser, history, '/history-ask');
  await history.getByRole('button', { name: 'Ja, slett alt' }).click();
  await expect(status('Lånehistorikken er slettet.')).toBeVisible();
  await expect(history.getByText('Lånehistorikken din er tom.')).toBeVisible();

  // The switch is saved with the button; turning it off asks first, as it deletes.
  const keep = history.getByRole('switch', { name: 'Ta vare på lånehistorikken min' });
  await keep.uncheck();
  await history.getByRole('button', { name: 'Lagre valget' }).click();
  await expect(history.getByRole('alert')).toContainText('Hele lånehistorikken din blir slettet');
  await history.getByRole('button', { name: 'Slå av og slett' }).click();
  await expect(status('Lånehistorikken er slått av og slettet.')).toBeVisible();
  await expect(keep).not.toBeChecked();
  await keep.check();
  await history.getByRole('button', { name: 'Lagre valget' }).click();
  await expect(status('Vi tar vare på lånehistorikken din fra nå av.')).toBeVisible();
  await expect(keep).toBeChecked();
  await patron.close();
});

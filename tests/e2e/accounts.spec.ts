// Accounts end to end (issue #6): library-card and test ID-porten/staff logins, forced profile fix, PIN change, logout — axe on every page.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { loginWithCard, openOutboxAsAdmin } from './login.ts';

async function cardLogin(page: Page, identifier: string, pin: string) {
  await page.getByLabel('Lånekortnummer eller fødselsnummer').fill(identifier);
  await page.getByLabel('PIN-kode').fill(pin);
  await page.getByRole('button', { name: 'Logg inn med bibliotekkort' }).click();
}

const header = (page: Page) => page.getByRole('banner');

test('Kari logs in with her library card, sees her overview, and logs out', async ({ page }) => {
  await page.goto('/logg-inn');
  await expect(page.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeVisible();
  // SPEC §2 login section: both variants.
  await expect(page.getByRole('button', { name: 'Logg inn med ID-porten' })).toBeVisible();
  await expect(page.getByText('eller', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logg inn som ansatt' })).toBeVisible();
  // Demo mode (docs/decisions/021): the test accounts are one click away.
  await page.getByText('Testkontoer i demoen').click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Lars Johansen: Lånekort 10000004, PIN 4444.' }),
  ).toBeVisible();
  await expectAccessible(page);

  await cardLogin(page, '10000001', '1111');
  await expect(page).toHaveURL(/\/min-side$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hei, Kari!' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Kari Nordmann' })).toHaveAttribute('href', '/min-side');
  await expect(page.getByRole('heading', { level: 2, name: 'Klar til henting' })).toBeVisible();
  await expectAccessible(page);

  // The wait modal of SPEC §2 Logout: slow the sign-out down so it can be seen (and scanned).
  await page.route('**/api/auth/signout', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Logg ut' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vennligst vent' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Du blir straks logget ut.');
  await expect(dialog.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('link', { name: 'Logg inn' })).toBeVisible();
  // The session is gone on the server too.
  const session = await page.request.get('/api/auth/session');
  expect((await session.json()).user).toBeNull();
  const info = await page.request.get('/api/authorized/cicero/info');
  expect(info.status()).toBe(403);
});

test('a wrong PIN gives the generic message, and a personal page sends anonymous visitors to login and back', async ({
  page,
}) => {
  await page.goto('/min-side/laan');
  await expect(page).toHaveURL(/\/logg-inn\?callbackUrl=%2Fmin-side%2Flaan$/);
  await expect(page.getByText('Du må logge inn for å se denne siden.')).toBeVisible();
  await cardLogin(page, '10000004', '0000');
  await expect(page.getByRole('alert')).toHaveText('Feil brukernavn og/eller passord.');
  await expectAccessible(page);
  await cardLogin(page, '10000004', '4444');
  await expect(page).toHaveURL(/\/min-side\/laan$/);
  await expect(header(page).getByRole('link', { name: 'Lars Johansen' })).toBeVisible();
  await expectAccessible(page);
});

test('the invalid-profile patron is forced to the profile page, fixes it and changes PIN', async ({ page }) => {
  // Two logins, four saves and five axe scans: it ran out of the 30 s default on a loaded CI machine at its last step.
  test.slow();
  await page.goto('/logg-inn');
  await cardLogin(page, '10000002', '2222');
  await expect(page).toHaveURL(/\/min-side\/profil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Du må oppdatere kontaktinformasjonen din' })).toBeVisible();
  await expectAccessible(page);

  // Every other personal page sends him back here.
  await page.goto('/min-side/bestillinger');
  await expect(page).toHaveURL(/\/min-side\/profil$/);

  // An incomplete fix is refused field by field.
  await page.getByLabel('Jeg vil få varsler på SMS').check();
  await page.getByRole('button', { name: 'Lagre innstillinger' }).click();
  await expect(page.getByText('Fyll inn mobilnummeret du vil få SMS på.')).toBeVisible();
  await expect(page.getByLabel('Mobilnummer')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await page.getByLabel('Mobilnummer').fill('912 34 567');
  await page.getByRole('button', { name: 'Lagre innstillinger' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Innstillingene er lagret.' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Du må oppdatere kontaktinformasjonen din' })).toBeHidden();
  await expect(page.getByLabel('Mobilnummer')).toHaveValue('91234567');
  await expectAccessible(page);

  // PIN change: wrong current PIN first, then the real change.
  await page.getByLabel('Nåværende PIN-kode').fill('9999');
  await page.getByLabel('Ny PIN-kode', { exact: true }).fill('2468');
  await page.getByLabel('Gjenta ny PIN-kode').fill('2468');
  await page.getByRole('button', { name: 'Endre PIN-kode' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nåværende PIN-kode er feil.' })).toBeVisible();
  await page.getByLabel('Nåværende PIN-kode').fill('2222');
  await page.getByLabel('Ny PIN-kode', { exact: true }).fill('2468');
  await page.getByLabel('Gjenta ny PIN-kode').fill('2468');
  await page.getByRole('button', { name: 'Endre PIN-kode' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'PIN-koden er endret.' }).first()).toBeVisible();
  await expectAccessible(page);

  // The overview is open now.
  await page.getByRole('navigation', { name: 'Innhold på Min side' }).getByRole('link', { name: 'Min side' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hei, Petter!' })).toBeVisible();
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The new PIN works.
  await page.goto('/logg-inn');
  await cardLogin(page, '10000002', '2468');
  await expect(page).toHaveURL(/\/min-side$/);
});

test('library-card login works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/logg-inn?callbackUrl=%2Fmin-side%2Fprofil');
  await cardLogin(page, '10000003', '3333');
  // No idPortenLoginSuccess marker: without JavaScript nothing could restore modal data or remove it from the address.
  await expect(page).toHaveURL(/\/min-side\/profil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Logg inn' })).toBeVisible();
  await context.close();
});

test('an open redirect in callbackUrl is ignored', async ({ page }) => {
  await page.goto('/logg-inn?callbackUrl=https%3A%2F%2Fevil.example%2F');
  await cardLogin(page, '10000005', '5555');
  await expect(page).toHaveURL(/localhost:\d+\/min-side$/);
});

test('Kari logs in through the test ID-porten and back out through it', async ({ page }) => {
  await page.goto('/logg-inn');
  await page.evaluate(() => sessionStorage.setItem('initialModalData', JSON.stringify({ type: 'test' })));
  await page.getByRole('button', { name: 'Logg inn med ID-porten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Test-ID-porten' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/Kari Nordmann/).check();
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/min-side$/);
  await expect(header(page).getByRole('link', { name: 'Kari Nordmann' })).toBeVisible();
  // The saved modal data was taken (restored) after the login.
  expect(await page.evaluate(() => sessionStorage.getItem('initialModalData'))).toBeNull();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Logg inn' })).toBeVisible();
});

test('logging out at ID-porten itself ends the session here too (back-channel logout from the provider)', async ({
  page,
}) => {
  await page.goto('/logg-inn');
  await page.getByRole('button', { name: 'Logg inn med ID-porten' }).click();
  await page.getByLabel(/Kari Nordmann/).check();
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/min-side$/);
  // As if the citizen logged out in another service: the provider's own end-session page, not our 'Logg ut'.
  await page.goto('/test-idp/session/end');
  await expect(page.getByRole('heading', { level: 1, name: 'Du er logget ut' })).toBeVisible();
  await page.goto('/min-side');
  await expect(page).toHaveURL(/\/logg-inn\?callbackUrl=%2Fmin-side/);
  await expect(header(page).getByRole('link', { name: 'Logg inn' })).toBeVisible();
});

test('an employee logs in through the staff provider and sees the staff link', async ({ page }) => {
  await page.goto('/logg-inn');
  await page.getByRole('button', { name: 'Logg inn som ansatt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Testinnlogging for ansatte' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/Nora Lie/).check();
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/ansatt\/plukklister$/);
  await expect(header(page).getByRole('link', { name: 'Plukklister' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Nora Lie' })).toBeVisible();
  await expectAccessible(page);
});

test('a visitor becomes a borrower with the form, field errors first, and logs in with the new card', async ({
  page,
}) => {
  await page.goto('/registrer-deg');
  await expect(page.getByRole('heading', { level: 1, name: 'Bli låner' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bli låner med ID-porten' })).toBeVisible();
  await expectAccessible(page);
  const form = page.getByRole('main');
  await form.getByLabel('Fornavn').fill('Ola');
  await form.getByRole('button', { name: 'Bli låner', exact: true }).click();
  await expect(page.getByText('Fyll inn etternavn.')).toBeVisible();
  await expect(page.getByText('Du må godta utlånsreglementet for å bli låner.')).toBeVisible();
  await expect(form.getByLabel('Fornavn')).toHaveValue('Ola');
  await expectAccessible(page);

  await form.getByLabel('Etternavn').fill('Normann');
  await form.getByLabel('Fødselsdato').fill('17.05.1990');
  await form.getByLabel('Gateadresse').fill('Storgata 1');
  await form.getByLabel('Postnummer').fill('0155');
  await form.getByLabel('Poststed').fill('Oslo');
  await form.getByLabel('E-postadresse').fill('ola.normann@example.no');
  await form.getByLabel('Velg PIN-kode').fill('8642');
  await form.getByLabel('Gjenta PIN-koden').fill('8642');
  await form.getByLabel('Hentebibliotek').selectOption({ label: 'Torshov' });
  await form.getByLabel('Jeg har lest og godtar utlånsreglementet').check();
  await form.getByRole('button', { name: 'Bli låner', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen som låner!' })).toBeVisible();
  const card = (await page.locator('.register-page__card strong').textContent()) ?? '';
  expect(card).toMatch(/^5\d{11}$/);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Logg inn' }).last().click();
  await cardLogin(page, card, '8642');
  await expect(page.getByRole('heading', { level: 1, name: 'Hei, Ola!' })).toBeVisible();
});

// A generated patron with an e-mail address: the demo logins keep their PINs for the other specs.
test('a patron resets a forgotten PIN with the link from the outbox', async ({ page, browser }) => {
  await page.goto('/logg-inn');
  await page.getByRole('link', { name: 'Glemt PIN-koden?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glemt PIN-kode' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Lånekortnummer eller fødselsnummer').fill('30000002');
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hvis vi fant lånekortet' })).toBeVisible();

  // Visitors never see the outbox, whatever the mode: it holds the reset links.
  await page.goto('/dev/utboks');
  await expect(page).toHaveURL(/\/logg-inn\?callbackUrl=/);
  const outbox = await openOutboxAsAdmin(browser);
  await expect(outbox.getByRole('heading', { level: 1, name: 'Utboks' })).toBeVisible();
  await expectAccessible(outbox);
  const message = outbox.locator('.outbox-list__item').filter({ hasText: 'mona.tangen@example.no' }).first();
  const link = /http:\/\/localhost:\d+\/glemt-pin\/[A-Za-z0-9_-]{43}/.exec((await message.textContent()) ?? '')?.[0];
  expect(link).toBeDefined();
  // Demo mode: the mail goes to the embedded SMTP server (by the outbox job, or at once by the button), and its copy opens (decision 030).
  await outbox.getByRole('button', { name: 'Send det som venter nå' }).click();
  await expect(outbox.getByRole('status').filter({ hasText: 'Sendt:' })).toBeVisible();
  await outbox
    .locator('.outbox-list__item')
    .filter({ hasText: 'mona.tangen@example.no' })
    .first()
    .getByRole('link', { name: 'Åpne mottatt kopi 1' })
    .click();
  await expect(outbox.getByRole('heading', { level: 2, name: 'Mottatt melding' })).toBeVisible();
  await expect(outbox.locator('.outbox-opened')).toContainText('mona.tangen@example.no');
  await expectAccessible(outbox);
  await outbox.context().close();

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Velg ny PIN-kode' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Ny PIN-kode', { exact: true }).fill('1590');
  await page.getByLabel('Gjenta ny PIN-kode').fill('1590');
  await page.getByRole('button', { name: 'Endre PIN-kode' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'PIN-koden er endret.' })).toBeVisible();
  await page.goto('/logg-inn');
  await cardLogin(page, '30000002', '1590');
  await expect(page.getByRole('heading', { level: 1, name: 'Hei, Mona!' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Min side's sections are one row that scrolls sideways, with the current page in view", async ({
    page,
  }, testInfo) => {
    await loginWithCard(page, '10000001', '1111', '/min-side/gebyrer');
    const sections = page.getByRole('navigation', { name: 'Innhold på Min side' });
    const current = sections.getByRole('link', { name: 'Gebyrer' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });
    expect((await sections.boundingBox())!.height).toBeLessThan(80);
    // The page's own heading is on the first screen, not pushed below a block of links.
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heading.y + heading.height).toBeLessThan(844);
    // Only the row scrolls sideways, not the page; a link scrolled out of sight comes back into view on focus.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    const first = sections.getByRole('link', { name: 'Min side' });
    await first.focus();
    await expect(first).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: testInfo.outputPath('min-side-390.png') });
    await expectAccessible(page);
  });
});

test.describe('session lifetime with short times from the environment', () => {
  // A second server of the same build, with a 15 s session and the warning 10 s before the end.
  const port = Number(process.env.E2E_PORT ?? 3210) + 30;
  const origin = `http://localhost:${port}`;
  let server: ChildProcess | null = null;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = spawn(process.execPath, ['server.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'bibliotek-e2e-session-')),
        LOG_LEVEL: 'warn',
        SESSION_MAX_AGE_MS: '15000',
        SESSION_WARNING_MS: '10000',
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 200; i++) {
      const ready = await fetch(`${origin}/api/application/info?type=client`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the short-session server did not start');
  });

  test.afterAll(() => {
    server?.kill();
  });

  test("warns with 'Er du fortsatt her?', 'Ja' refreshes, and expiry sends the user to / with the message", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${origin}/logg-inn`);
    await cardLogin(page, '10000001', '1111');
    await expect(page).toHaveURL(`${origin}/min-side`);
    // Where the patron was when the warning came: focus returns there after 'Ja', not to <body>.
    const whereIWas = page
      .getByRole('navigation', { name: 'Innhold på Min side' })
      .getByRole('link', { name: 'Lån', exact: true });
    await whereIWas.focus();
    const warning = page.getByRole('alertdialog', { name: 'Er du fortsatt her?' });
    await expect(warning).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
    await warning.getByRole('button', { name: 'Ja' }).click();
    await expect(warning).toBeHidden();
    await expect(whereIWas).toBeFocused();
    const refreshed = await (await page.request.get(`${origin}/api/auth/session`)).json();
    expect(refreshed.timeRemainingMSec).toBeGreaterThan(10_000);

    // No answer this time: the warning returns and the session ends.
    await expect(warning).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(`${origin}/`, { timeout: 20_000 });
    await expect(page.getByText('Sesjonen din har utløpt - du må logge inn igjen.')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Logg inn' })).toBeVisible();
    await expectAccessible(page);
  });
});

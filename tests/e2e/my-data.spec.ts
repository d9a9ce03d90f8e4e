// The patron's own data and digital card (issue #20 points 7 and 8): the card page (phone width, print, offline after one
// visit, gone at logout), the loan-history CSV and personal-data JSON downloads, and a refused account deletion — with axe.
import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, expectAccessibleWithoutScripts, test } from './fixtures.ts';
import { loginWithCard } from './login.ts';

test('Kari shows her card offline, downloads her data, and cannot delete her account while she has loans', async ({
  page,
  context,
}) => {
  // One journey through five pages, two downloads and an offline reload.
  test.slow();
  // Kari Nordmann (demo seed): loans, pickups waiting and a loan history.
  await loginWithCard(page, '10000001', '1111', '/min-side/kort');
  await expect(page.getByRole('heading', { level: 1, name: 'Lånekort' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Strekkode for lånekortnummer 10000001' })).toBeVisible();
  await expect(page.locator('.library-card__barcode svg')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Lånekort' }).getByText('Kari Nordmann')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Få ny PIN-kode' })).toHaveAttribute('href', '/glemt-pin');
  await expect(page.getByRole('button', { name: 'Skriv ut kortet' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Min side' }).getByRole('link', { name: 'Lånekort' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  // Printed: the card and the PIN help, without the shell, the Min side menu or the print button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.library-card')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skriv ut kortet' })).toBeHidden();
  await expect(page.locator('.my-page__bar')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expectAccessible(page);
  await page.emulateMedia({ media: 'screen' });

  // A phone: the barcode fits the width and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    barcode: document.querySelector('.library-card__barcode svg')!.getBoundingClientRect().width,
  }));
  expect(widths.page).toBeLessThanOrEqual(390);
  expect(widths.barcode).toBeGreaterThan(200);
  await expectAccessible(page);

  // Opened once, the card is kept: offline, the page still shows it.
  // (The worker's install keeps the page; this document came by a client-side navigation, so it is not controlled yet.)
  const kept = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/min-side/kort');
      return (
        registration?.active?.state === 'activated' &&
        (await caches.match('/min-side/kort', { cacheName: 'min-side-kort-v1' })) !== undefined
      );
    });
  await expect.poll(kept, { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Strekkode for lånekortnummer 10000001' })).toBeVisible();
  await expect(page.locator('.library-card__number')).toHaveText('10000001');
  await context.setOffline(false);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The loan history as a spreadsheet: UTF-8 with BOM, Norwegian headers.
  await page.goto('/min-side/historikk');
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Last ned historikken som regneark (CSV)' }).click();
  const csv = await readFile((await (await csvDownload).path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8').slice(1).split('\r\n')[0]).toBe('Tittel;Forfatter;Medietype;Lånt;Levert');

  // Everything held about her as JSON, from the profile page.
  await page.goto('/min-side/profil');
  await expect(page.getByRole('heading', { level: 2, name: 'Dine data' })).toBeVisible();
  await expectAccessible(page);
  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Last ned alle data om deg (JSON)' }).click();
  const exported = JSON.parse(await readFile((await (await jsonDownload).path())!, 'utf8'));
  expect(exported.profile).toMatchObject({ cardNumber: '10000001', firstName: 'Kari' });
  expect(exported.loans.length).toBeGreaterThan(0);

  // Deleting the account is refused while she has loans and copies waiting, with the reasons and where to settle them.
  await page.getByRole('link', { name: 'Slett kontoen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slett kontoen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kontoen kan ikke slettes ennå' })).toBeVisible();
  await expect(page.getByText(/Du har lån som ikke er levert \(\d+\)\. Lever dem først\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gå til lånene dine' })).toHaveAttribute('href', '/min-side/laan');
  await expect(page.getByRole('button', { name: 'Slett kontoen min' })).toHaveCount(0);
  await expectAccessible(page);

  // Logging out removes the kept card from the device.
  await page.goto('/min-side');
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await page.waitForURL('/');
  await expect.poll(() => page.evaluate(() => caches.has('min-side-kort-v1'))).toBe(false);
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/min-side/kort')) === undefined),
    )
    .toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // A borrower of the test's own (the demo patrons all have loans, and other specs use them).
  test('a new borrower with nothing open deletes the account: confirmation first, then logged out', async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.goto('/registrer-deg');
    const form = page.getByRole('main');
    await form.getByLabel('Fornavn').fill('Siri');
    await form.getByLabel('Etternavn').fill('Sletter');
    await form.getByLabel('Fødselsdato').fill('01.02.1991');
    await form.getByLabel('Gateadresse').fill('Storgata 2');
    await form.getByLabel('Postnummer').fill('0155');
    await form.getByLabel('Poststed').fill('Oslo');
    await form.getByLabel('E-postadresse').fill('siri.sletter@example.no');
    await form.getByLabel('Velg PIN-kode').fill('9753');
    await form.getByLabel('Gjenta PIN-koden').fill('9753');
    await form.getByLabel('Hentebibliotek').selectOption({ label: 'Torshov' });
    await form.getByLabel('Jeg har lest og godtar utlånsreglementet').check();
    await form.getByRole('button', { name: 'Bli låner', exact: true }).click();
    const card = (await page.locator('.register-page__card strong').textContent()) ?? '';
    expect(card).toMatch(/^\d+$/);

    await loginWithCard(page, card, '9753', '/min-side/profil');
    await page.getByRole('link', { name: 'Slett kontoen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Slett kontoen' })).toBeVisible();
    await page.getByRole('button', { name: 'Slett kontoen min' }).click();
    await expect(page.getByText('Kryss av for at du forstår at kontoen slettes for godt.')).toBeVisible();
    await expectAccessibleWithoutScripts(browser, page);
    await page.getByLabel('Jeg forstår at kontoen og det som er lagret om meg, slettes for godt.').check();
    await page.getByRole('button', { name: 'Slett kontoen min' }).click();
    await expect(page).toHaveURL(/\/konto-slettet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontoen din er slettet' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();
    await expectAccessibleWithoutScripts(browser, page);

    // The card no longer logs in.
    await page.goto('/logg-inn');
    await page.getByLabel('Lånekortnummer eller fødselsnummer').fill(card);
    await page.getByLabel('PIN-kode').fill('9753');
    await page.getByRole('button', { name: 'Logg inn med bibliotekkort' }).click();
    await expect(page).toHaveURL(/\/logg-inn/);
  });
});

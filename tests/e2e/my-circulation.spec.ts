// E2E (issue #7): the patron's loans (renew, outcomes), reservations (pickup branch, expiry, hold/resume, cancel), loan history and digital loans — axe on every state.
import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, expectAccessibleWithoutScripts, test } from './fixtures.ts';
import { loginWithCard } from './login.ts';

const KARI = { card: '10000001', pin: '1111' };

// Several axe scans per test on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The browser logs the aborted call we cause on purpose; every other console error still fails the test. */
const dropOfflineErrors = (errors: string[]) =>
  errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED')));

/** A loan, reservation or history entry: the list item named by its title. */
const item = (page: Page, title: string) => page.getByRole('listitem', { name: title, exact: true });

/** 'yyyy-MM-dd' this many days from today in Oslo (the portal's calendar). */
function osloDay(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(now);
}
const norwegian = (iso: string) => iso.split('-').reverse().join('.');

/**
 * The page's calls to its server data (React Router's `.data` addresses) while `act` runs. A change on
 * /min-side/laan or /min-side/bestillinger is one round trip (issue #19): the action's answer carries the page, and no
 * loader runs again.
 */
async function dataCalls(page: Page, act: () => Promise<void>): Promise<string[]> {
  const calls: string[] = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.data')) calls.push(`${request.method()} ${pathname}`);
  };
  page.on('request', record);
  try {
    await act();
  } finally {
    page.off('request', record);
  }
  return calls;
}
const ONE_POST = ['POST /min-side/bestillinger.data'];

test('Kari renews: one loan is renewed, the a-ha record is denied because others reserved it', async ({ page }) => {
  await loginWithCard(page, KARI.card, KARI.pin, '/min-side/laan');
  await expect(page.getByRole('heading', { level: 1, name: 'Lån' })).toBeVisible();
  // The overdue loan is marked and named in the notice at the top.
  await expect(page.getByRole('heading', { name: 'Du har lån som skulle vært levert' })).toBeVisible();
  await expect(item(page, 'Naiv. Super.').getByText('Forfalt')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Fjernlån' })).toBeVisible();
  await expectAccessible(page);

  // While the call runs, the loan shows it is being renewed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/min-side/laan.data*', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const sult = item(page, 'Sult');
  await sult.getByRole('button', { name: 'Forny Sult' }).click();
  await expect(sult).toHaveAttribute('aria-busy', 'true');
  await expect(sult.getByRole('button', { name: 'Fornyer …' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Forny alle' })).toBeDisabled();
  await expectAccessible(page);
  release();
  await expect(sult.getByText(/OK, forlenget\. Ny forfallsdato: \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await expect(sult).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Sult: OK, forlenget' })).toBeAttached();
  await page.unroute('**/min-side/laan.data*');
  // Issue #18: renewed today, a second renewal would not move the due date: no button, the reason and from when,
  // and keyboard focus stays at this loan, on what happened.
  await expect(sult.getByRole('button', { name: 'Forny Sult' })).toHaveCount(0);
  await expect(
    sult.getByText(
      `Lånet kan ikke fornyes ennå: en fornyelse nå ville ikke gitt deg en senere forfallsdato. Kan fornyes fra ${norwegian(osloDay(1))}.`,
    ),
  ).toBeVisible();
  await expect(sult.getByText(/OK, forlenget/)).toBeFocused();

  // Loans that cannot be renewed say why before the patron tries.
  const aha = item(page, 'Hunting High and Low');
  await expect(aha.getByRole('button', { name: 'Forny Hunting High and Low' })).toHaveCount(0);
  await expect(aha.getByText('Lånet kan ikke fornyes fordi noen andre har reservert det.')).toBeVisible();
  await expectAccessible(page);

  // 'Forny alle' renews the loans that can be renewed and leaves Sult alone: nothing is renewed for nothing.
  const renewAllCalls = await dataCalls(page, async () => {
    await page.getByRole('button', { name: 'Forny alle' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^4 av 4 lån ble fornyet/ })).toBeAttached();
  });
  expect(renewAllCalls).toEqual(['POST /min-side/laan.data']);
  await expect(item(page, 'Beatles').getByText(/^OK, forlenget\. Ny forfallsdato/)).toBeVisible();
  await expect(sult.getByText('Fornyet 1 av 2 ganger')).toBeVisible();
  // Nothing is left to renew, so the button is gone and focus waits on the list's heading.
  await expect(page.getByRole('button', { name: 'Forny alle' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Lånene dine' })).toBeFocused();
});

test('a renewal that cannot reach the server shows the generic renewal error on that loan', async ({
  page,
  consoleErrors,
}) => {
  await loginWithCard(page, '10000005', '5555', '/min-side/laan');
  // Only the renewal's post: the page's own loads (after the login) still go through.
  await page.route('**/min-side/laan.data*', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  const forny = page.getByRole('button', { name: /^Forny (?!alle)/ }).first();
  const loan = item(page, ((await forny.getAttribute('aria-label')) ?? '').replace(/^Forny /, ''));
  await forny.click();
  await expect(loan.getByText('Lånet kunne ikke fornyes. Prøv igjen senere.')).toBeVisible();
  await expectAccessible(page);
  dropOfflineErrors(consoleErrors);
});

test('a blocked patron is told before acting, on the loans page and in the reserve dialog', async ({ page }) => {
  await loginWithCard(page, '10000003', '3333', '/min-side/laan');
  await expect(
    page.getByText('Kontoen din er sperret, så du kan ikke fornye eller reservere. Ta kontakt med biblioteket.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Forny/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/verk/sult_1');
  const dialog = page.getByRole('dialog', { name: 'Reserver' });
  // A click while the page is still hydrating can be lost: click again until the dialog shows.
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page
        .getByRole('button', { name: /^Reserver / })
        .first()
        .click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(
    dialog.getByText('Kontoen din er sperret, så du kan ikke fornye eller reservere. Ta kontakt med biblioteket.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reserver', exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('renewing works without JavaScript: the loan says what happened and why it cannot be renewed again today', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginWithCard(page, '10000005', '5555', '/min-side/laan');
  const forny = page.getByRole('button', { name: /^Forny (?!alle)/ }).first();
  const title = ((await forny.getAttribute('aria-label')) ?? '').replace(/^Forny /, '');
  await forny.click();
  const loan = item(page, title);
  await expect(loan.getByText(/^OK, forlenget\. Ny forfallsdato: \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(loan.getByText(/^Lånet kan ikke fornyes ennå/)).toBeVisible();
  await expect(loan.getByRole('button', { name: `Forny ${title}` })).toHaveCount(0);
  await expectAccessibleWithoutScripts(browser, page);
  await context.close();
});

test('a patron with unpaid fines is pointed to the fines page', async ({ page }) => {
  await loginWithCard(page, '10000004', '4444', '/min-side/laan');
  await expect(page.getByText(/ubetalte? gebyr/)).toBeVisible();
  await page.getByRole('link', { name: 'Se og betal gebyrene' }).click();
  await expect(page).toHaveURL(/\/min-side\/gebyrer$/);
});

test('Kari changes the pickup branch and the expiry date of a waiting reservation', async ({ page }) => {
  await loginWithCard(page, KARI.card, KARI.pin, '/min-side/bestillinger');
  await expect(page.getByRole('heading', { level: 2, name: 'Klar til henting' })).toBeVisible();
  await expect(page.locator('.pickup-number__value').first()).toHaveText(/^\d{3}$/);
  await expectAccessible(page);

  const snowman = item(page, 'Snømannen');
  await expect(snowman.getByText(/^Nr\. \d+ i køen$/)).toBeVisible();
  await expect(snowman.getByText(/^Forventet ventetid: Ca\. \d+ uker?$/)).toBeVisible();
  await snowman.getByText('Endre bestillingen').click();
  await snowman.getByLabel('Henteavdeling').selectOption({ label: 'Torshov' });
  // The toast shows when the call and any reload after it are done, so the calls are all counted by then.
  const pickupCalls = await dataCalls(page, async () => {
    await snowman.getByRole('button', { name: 'Lagre henteavdeling' }).click();
    await expect(page.getByText('Endret henteavdeling')).toBeVisible();
  });
  expect(pickupCalls).toEqual(ONE_POST);
  await expect(snowman.getByText('Hentes på Torshov')).toBeVisible();
  await expectAccessible(page);

  const expiry = osloDay(200);
  await snowman.getByLabel('Utløpsdato').fill(expiry);
  const expiryCalls = await dataCalls(page, async () => {
    await snowman.getByRole('button', { name: 'Lagre utløpsdato' }).click();
    await expect(page.getByText('Endret utløpsdato')).toBeVisible();
  });
  expect(expiryCalls).toEqual(ONE_POST);
  await expect(snowman.getByText(`Bestillingen utløper ${norwegian(expiry)}`)).toBeVisible();
});

test('a reservation change without a connection shows the network notification until it is closed', async ({
  page,
  consoleErrors,
}) => {
  await loginWithCard(page, KARI.card, KARI.pin, '/min-side/bestillinger');
  const bees = item(page, 'Bienes historie');
  await bees.getByText('Endre bestillingen').click();
  // The change is posted to the page's action (its .data address) by a fetcher.
  await page.route('**/min-side/bestillinger.data*', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await bees.getByRole('button', { name: 'Lagre henteavdeling' }).click();
  const toast = page.locator('.toast', { hasText: 'Vi fikk ikke kontakt med tjenesten.' });
  await expect(toast).toBeVisible();
  await expectAccessible(page);
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();
  dropOfflineErrors(consoleErrors);
});

test('Kari puts a reservation on hold and resumes it', async ({ page }) => {
  await loginWithCard(page, KARI.card, KARI.pin, '/min-side/bestillinger');
  const bees = item(page, 'Bienes historie');
  await bees.getByText('Endre bestillingen').click();
  const until = osloDay(30);
  await bees.getByLabel('Sett på vent til').fill(until);
  const holdCalls = await dataCalls(page, async () => {
    await bees.getByRole('button', { name: 'Sett på vent' }).click();
    await expect(page.getByText('OK. Bestillingen har blitt satt på vent')).toBeVisible();
  });
  expect(holdCalls).toEqual(ONE_POST);
  await expect(bees.getByText(`På vent til ${norwegian(until)}`)).toBeVisible();
  await expectAccessible(page);

  const resumeCalls = await dataCalls(page, async () => {
    await bees.getByRole('button', { name: 'Gjenoppta bestillingen' }).click();
    await expect(page.getByText('OK. Bestillingen har blitt gjenopptatt')).toBeVisible();
  });
  expect(resumeCalls).toEqual(ONE_POST);
  await expect(bees.getByText(/^På vent til/)).toHaveCount(0);
});

test('Kari cancels the reservation on its way to her after confirming; it offers no other change', async ({ page }) => {
  await loginWithCard(page, KARI.card, KARI.pin, '/min-side/bestillinger');
  const onItsWay = page.getByRole('listitem').filter({ has: page.getByText('På vei', { exact: true }) });
  await expect(onItsWay).toHaveCount(1);
  await expect(onItsWay.getByText('Endre bestillingen')).toHaveCount(0);
  const title = (await onItsWay.getByRole('heading').innerText()).trim();

  await onItsWay.getByRole('button', { name: `Avbestill ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Avbestille?' });
  await expect(dialog).toContainText(title);
  await expectAccessible(page);
  const cancelCalls = await dataCalls(page, async () => {
    await dialog.getByRole('button', { name: 'Ja, avbestill' }).click();
    await expect(page.getByText('OK: avbestilt')).toBeVisible();
  });
  expect(cancelCalls).toEqual(ONE_POST);
  await expect(item(page, title)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Bestillinger' })).toBeFocused();
  await expectAccessible(page);
});

test('Kari pages through her loan history and deletes one entry', async ({ page }) => {
  await loginWithCard(page, KARI.card, KARI.pin, '/min-side/historikk');
  await expect(page.getByRole('switch', { name: 'Ta vare på lånehistorikken min' })).toBeChecked();
  const list = page.locator('.circulation-list > li');
  await expect(list).toHaveCount(20);
  const total = Number((await page.getByText(/^\d+ lån i historikken$/).innerText()).split(' ')[0]);
  expect(total).toBeGreaterThan(20);
  await expect(page.getByText(`Side 1 av ${Math.ceil(total / 20)}`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Neste side' }).click();
  await expect(page).toHaveURL(/\/min-side\/historikk\?side=2$/);
  await expect(list).toHaveCount(Math.min(20, total - 20));
  await expectAccessible(page);

  const first = list.first();
  const title = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('button', { name: `Slett ${title} fra historikken` }).click();
  await expect(page.getByText('Slettet fra historikken.')).toBeVisible();
  await expect(page.getByText(`${total - 1} lån i historikken`)).toBeVisible();

  // The page is in the address and rendered on the server; past the last page shows the last one.
  await page.reload();
  await expect(page.getByText(`Side 2 av ${Math.ceil((total - 1) / 20)}`)).toBeVisible();
  await page.goto('/min-side/historikk?side=99');
  await expect(page).toHaveURL(new RegExp(`/min-side/historikk\\?side=${Math.ceil((total - 1) / 20)}$`));
});

test('turning the loan history off asks first and deletes it; it can be turned on again', async ({ page }) => {
  await loginWithCard(page, '30000020', '0000', '/min-side/historikk');
  const keep = page.getByRole('switch', { name: 'Ta vare på lånehistorikken min' });
  if (!(await keep.isChecked())) {
    await keep.click();
    await expect(page.getByText('Vi tar vare på lånehistorikken din fra nå av.')).toBeVisible();
    await expect(keep).toBeChecked();
  }
  await keep.click();
  const dialog = page.getByRole('dialog', { name: 'Slå av lånehistorikk?' });
  await expect(dialog).toContainText('blir slettet');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Slå av og slett' }).click();
  await expect(page.getByText('Lånehistorikken er slått av og slettet.')).toBeVisible();
  await expect(keep).not.toBeChecked();
  await expect(page.getByText('Lånehistorikken er slått av. Slå den på')).toBeVisible();
  await expectAccessible(page);

  await keep.click();
  await expect(page.getByText('Vi tar vare på lånehistorikken din fra nå av.')).toBeVisible();
  await expect(keep).toBeChecked();
  await expect(page.getByText('Lånehistorikken din er tom.')).toBeVisible();
});

test('Kari sees her e-book and e-audiobook loans and the library’s digital services', async ({ page }) => {
  await loginWithCard(page, KARI.card, KARI.pin, '/min-side/digitalt');
  const lykkePer = item(page, 'Lykke-Per');
  await expect(lykkePer.getByText('E-bok', { exact: true })).toBeVisible();
  await expect(lykkePer.getByText(/^Lånet utløper \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(lykkePer.getByRole('link', { name: 'Les Lykke-Per hos Biblio' })).toHaveAttribute(
    'href',
    /^https:\/\/biblio\.example\.no\//,
  );
  await expect(item(page, 'Doppler').getByRole('link', { name: 'Lytt Doppler hos Biblio' })).toBeVisible();
  await expect(page.getByText(/lånes i appen til Biblio/)).toBeVisible();
  await expectAccessible(page);
});

test('Kari puts her due dates in her calendar, makes a new address and turns it off (issue #20)', async ({ page }) => {
  await loginWithCard(page, KARI.card, KARI.pin, '/min-side/laan');
  const section = page.getByRole('region', { name: 'Forfallsdatoer i kalenderen din' });
  await section.getByRole('button', { name: 'Legg lånene i kalenderen' }).click();
  await expect(section.getByRole('status')).toHaveText(/^Kalenderen er slått på/);
  const address = section.getByRole('textbox', { name: 'Kalenderadressen din' });
  const first = await address.inputValue();
  expect(first).toMatch(/\/api\/loan-calendar\/[\w-]{43}\/laan\.ics$/);
  await expect(section.getByRole('link', { name: 'Abonner i kalenderen' })).toHaveAttribute(
    'href',
    first.replace(/^https?:/, 'webcal:'),
  );
  const feed = await page.request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('SUMMARY:Lever: ');
  await expectAccessible(page);

  await section.getByRole('button', { name: 'Lag ny adresse' }).click();
  await expect(section.getByRole('status')).toHaveText('Du har fått en ny adresse. Den gamle virker ikke lenger.');
  await expect(address).not.toHaveValue(first);
  expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);
  await section.getByRole('button', { name: 'Slå av kalenderen' }).click();
  await expect(section.getByRole('status')).toHaveText('Kalenderen er slått av. Adressen virker ikke lenger.');
  await expect(address).toHaveCount(0);
});

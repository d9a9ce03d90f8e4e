// E2E (issue #20 point 3, docs/decisions/033): the patron chooses which notices they get and their language on the profile
// page — by keyboard with JavaScript, as a plain form post without — and a language chosen in the header follows them
// into their notices; "notify me when available" on a work page (point 5, decision 035); axe on each state.
import { expect, expectAccessible, expectAccessibleWithoutScripts, pressUntilAnswered, test } from './fixtures.ts';
import { loginFromLink, loginWithCard } from './login.ts';

// Generated patrons no other spec uses.
const WITH_SCRIPTS = { card: '30000170', pin: '0000' };
const WITHOUT_SCRIPTS = { card: '30000171', pin: '0000' };

test('a patron turns a notice off and picks nynorsk by keyboard; the language switch then sets English', async ({
  page,
}) => {
  test.slow();
  await loginWithCard(page, WITH_SCRIPTS.card, WITH_SCRIPTS.pin, '/min-side/profil');
  const section = page.getByRole('region', { name: 'Varsler' });
  await expect(section.getByRole('group', { name: 'Hvilke varsler vil du ha?' })).toBeVisible();
  const overdue = section.getByRole('checkbox', { name: 'Dagen etter at lånetiden har gått ut' });
  await expect(overdue).toBeChecked();
  await expectAccessible(page);

  await overdue.focus();
  await page.keyboard.press('Space');
  await expect(overdue).not.toBeChecked();
  await section.getByLabel('Språk i varslene').selectOption('nn');
  await section.getByRole('button', { name: 'Lagre varselvalg' }).press('Enter');
  await expect(section.getByRole('status')).toHaveText('Varselvalgene er lagret.');
  await expectAccessible(page);

  await page.reload();
  await expect(section.getByRole('checkbox', { name: 'Dagen etter at lånetiden har gått ut' })).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Dagen før lånetiden går ut' })).toBeChecked();
  await expect(section.getByLabel('Språk i varslene')).toHaveValue('nn');

  // The header's language link (/sprak/en) is the patron's choice for notices too.
  await page.goto('/sprak/en?tilbake=/min-side/profil');
  const english = page.getByRole('region', { name: 'Notifications' });
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english.getByLabel('Language of notifications')).toHaveValue('en');
  await expectAccessible(page);
  await page.goto('/sprak/nb?tilbake=/');
});

test('the notice choices work as a plain form post without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginWithCard(page, WITHOUT_SCRIPTS.card, WITHOUT_SCRIPTS.pin, '/min-side/profil');
  const section = page.getByRole('region', { name: 'Varsler' });
  await section.getByRole('checkbox', { name: 'Dagen før siste hentedag' }).uncheck();
  await section.getByRole('button', { name: 'Lagre varselvalg' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Varselvalgene er lagret.' })).toBeVisible();
  await expect(section.getByRole('checkbox', { name: 'Dagen før siste hentedag' })).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Når noe du har bestilt, er klart til henting' })).toBeChecked();
  await expectAccessibleWithoutScripts(browser, page);
  await context.close();
});

// "Varsle meg når den er ledig" (docs/decisions/035) on a work whose every copy is out (the seed's queue titles).
const WATCHER = { card: '30000172', pin: '0000' };
const ALL_OUT = '/verk/min-kamp-1_9';

test('a visitor logs in from "Varsle meg når den er ledig", asks by keyboard and takes it back; without JavaScript too', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto(ALL_OUT);
  await loginFromLink(
    page,
    page.getByRole('link', { name: 'Varsle meg når den er ledig' }),
    ALL_OUT,
    WATCHER.card,
    WATCHER.pin,
  );

  const status = page.locator('.availability-watch').getByRole('status');
  await pressUntilAnswered(
    page.getByRole('button', { name: 'Varsle meg når den er ledig' }),
    status,
    'Du får beskjed når den er ledig',
  );
  const unwatch = page.getByRole('button', { name: 'Ikke varsle meg likevel' });
  await expect(unwatch).toBeFocused();
  await expectAccessible(page);

  await page.reload();
  await expect(status).toHaveText('Du får beskjed når den er ledig');
  await unwatch.press('Enter');
  await expect(page.getByRole('button', { name: 'Varsle meg når den er ledig' })).toBeFocused();
  await expect(status).toHaveText('');

  // The same as a plain form post.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await loginWithCard(plain, WATCHER.card, WATCHER.pin, ALL_OUT);
  await plain.getByRole('button', { name: 'Varsle meg når den er ledig' }).click();
  await expect(plain.getByText('Du får beskjed når den er ledig')).toBeVisible();
  await expectAccessibleWithoutScripts(browser, plain);
  await plain.getByRole('button', { name: 'Ikke varsle meg likevel' }).click();
  await expect(plain.getByRole('button', { name: 'Varsle meg når den er ledig' })).toBeVisible();
  // On a phone the page fits: an edition whose copy table has long rows once stood 3 px out of 390.
  await plain.setViewportSize({ width: 390, height: 844 });
  expect(await plain.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

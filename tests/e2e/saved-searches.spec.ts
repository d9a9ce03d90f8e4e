// E2E (issue #20 point 5, docs/decisions/036): a visitor logs in from "Lagre søket" on /sok and comes back to the same
// search, saves it by keyboard with focus kept, finds it on /min-side/varsler and deletes it there; the same as plain
// form posts without JavaScript, with a "Varsle meg når den er ledig" watch taken back on the same page; axe on each state.
import { expect, expectAccessible, expectAccessibleWithoutScripts, pressUntilAnswered, test } from './fixtures.ts';
import { loginFromLink, loginWithCard } from './login.ts';

// Generated patrons no other spec uses.
const WITH_SCRIPTS = { card: '30000173', pin: '0000' };
const WITHOUT_SCRIPTS = { card: '30000174', pin: '0000' };
const SEARCH = '/sok/roman?filter=mediaType_Bok';

test('a visitor logs in from "Lagre søket", saves the search by keyboard, and deletes it on Min side', async ({
  page,
}) => {
  test.slow();
  await page.goto(SEARCH);
  await loginFromLink(
    page,
    page.getByRole('link', { name: 'Lagre søket' }),
    SEARCH,
    WITH_SCRIPTS.card,
    WITH_SCRIPTS.pin,
  );

  const status = page.locator('.save-search').getByRole('status');
  await pressUntilAnswered(page.getByRole('button', { name: 'Lagre søket' }), status, 'Søket er lagret.');
  await expect(page.getByRole('button', { name: 'Slett det lagrede søket' })).toBeFocused();
  await expectAccessible(page);

  await page.reload();
  await expect(status).toHaveText('Søket er lagret.');

  await page.getByRole('link', { name: 'Se søkene du har lagret' }).click();
  await page.waitForURL('**/min-side/varsler');
  await expect(
    page.getByRole('navigation', { name: 'Innhold på Min side' }).getByRole('link', { name: 'Varsler' }),
  ).toHaveAttribute('aria-current', 'page');
  const saved = page.getByRole('region', { name: 'Lagrede søk' });
  await expect(saved.getByRole('link', { name: 'roman · Bok' })).toHaveAttribute('href', SEARCH);
  await expectAccessible(page);

  await saved.getByRole('button', { name: 'Slett søket «roman · Bok»' }).press('Enter');
  const answer = page.getByRole('status').filter({ hasText: 'Søket «roman · Bok» er slettet.' });
  await expect(answer).toBeFocused();
  await expect(saved.getByText('Du har ingen lagrede søk.')).toBeVisible();
  await expectAccessible(page);

  await page.goto(SEARCH);
  await expect(page.getByRole('button', { name: 'Lagre søket' })).toBeVisible();
});

test('saving a search, and deleting it and a watch on Min side, work as plain form posts without JavaScript', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginWithCard(page, WITHOUT_SCRIPTS.card, WITHOUT_SCRIPTS.pin, '/sok/krim');
  await page.getByRole('button', { name: 'Lagre søket' }).click();
  await expect(page.getByText('Søket er lagret.')).toBeVisible();
  await expectAccessibleWithoutScripts(browser, page);

  // A work whose every copy is out (the seed's queue titles), watched from its page.
  await page.goto('/verk/min-kamp-1_9');
  await page.getByRole('button', { name: 'Varsle meg når den er ledig' }).click();
  await expect(page.getByText('Du får beskjed når den er ledig')).toBeVisible();

  await page.goto('/min-side/varsler');
  await expect(page.getByRole('region', { name: 'Lagrede søk' }).getByRole('link', { name: 'krim' })).toBeVisible();
  const watches = page.getByRole('region', { name: 'Varsle meg når den er ledig' });
  await expect(watches.getByRole('link', { name: /Min kamp/ })).toHaveAttribute('href', '/verk/min-kamp-1_9');
  await expectAccessibleWithoutScripts(browser, page);

  await page.getByRole('button', { name: 'Slett søket «krim»' }).click();
  await expect(page.getByText('Søket «krim» er slettet.')).toBeVisible();
  await watches.getByRole('button', { name: /^Ikke varsle meg likevel om «Min kamp/ }).click();
  await expect(page.getByText(/^Du blir ikke varslet om «Min kamp/)).toBeVisible();
  await expect(watches.getByText('Du har ikke bedt om å bli varslet om noen titler.', { exact: false })).toBeVisible();
  await expectAccessibleWithoutScripts(browser, page);
  await context.close();
});

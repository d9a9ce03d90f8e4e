// Search end to end: header autocomplete by keyboard, the '/' command helper, filters, paging, entity and work pages; axe on every page.
import type { Page } from '@playwright/test';
import { axeViolations, expect, expectAccessible, test } from './fixtures.ts';

/**
 * axe on the open suggestion list and the field. While the list is open, react-aria hides the rest of the page
 * from screen readers (aria-hidden, as for any popup), which axe's aria-hidden-focus rule reports for the page
 * behind it; the page itself is scanned whole when the list is closed.
 */
async function expectListAccessible(page: Page) {
  expect(await axeViolations(page, ['.search-combobox__popover', 'header .search-combobox'])).toEqual([]);
}

/** The header search field once the combobox has taken over from the plain field (on focus or pointer over it). */
async function headerCombobox(page: Page) {
  await page.locator('header').getByRole('searchbox', { name: 'Søk i samlingen' }).focus();
  const field = page.locator('header').getByRole('combobox', { name: 'Søk i samlingen' });
  await expect(field).toBeFocused();
  await expect(field).toBeVisible();
  return field;
}

/** Each search page names its scope and query in the title and describes itself for search engines and shared links. */
async function expectSearchMeta(page: Page, title: string, description: RegExp) {
  await expect(page).toHaveTitle(`${title} | Oslo bibliotek`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
}

test('header autocomplete by keyboard opens the person page', async ({ page }) => {
  await page.goto('/');
  const field = await headerCombobox(page);
  await field.click();
  await field.pressSequentially('ha');
  // SPEC §5: two characters give no list.
  await page.waitForTimeout(300);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await field.pressSequentially('ms');
  const option = page.getByRole('option', { name: /^Knut Hamsun Person/ });
  await expect(option).toBeVisible();
  await expect(page.getByText(/\d+ forslag/)).toBeAttached();
  await expectListAccessible(page);
  // Arrow down to the person and choose it with Enter.
  for (let i = 0; i < 8; i++) {
    await field.press('ArrowDown');
    if ((await option.getAttribute('data-focused')) !== null) break;
  }
  await expect(option).toHaveAttribute('data-focused', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/person\/knut-hamsun_\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Knut Hamsun' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sult' })).toBeVisible();
  await expectAccessible(page);
});

test('Escape closes the list, and Enter without a suggestion searches for the text', async ({ page }) => {
  await page.goto('/bibliotekene');
  const field = await headerCombobox(page);
  await field.click();
  await field.pressSequentially('snømannen');
  await expect(page.getByRole('option', { name: /Snømannen/ })).toBeVisible();
  await field.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/sok\/sn%C3%B8mannen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Søk: «snømannen»' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Snømannen' })).toBeVisible();
  await expectAccessible(page);
});

test("the '/' command helper lists commands and inserts the chosen one", async ({ page }) => {
  await page.goto('/');
  const field = await headerCombobox(page);
  await field.click();
  await field.pressSequentially('/for');
  await expect(page.getByRole('option')).toHaveCount(3);
  await expect(page.getByRole('option', { name: /\/forfatter/ })).toBeVisible();
  await expectListAccessible(page);
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(field).toHaveValue('forfatter:');
  await field.pressSequentially('nesbø');
  await field.press('Escape');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/sok\/forfatter%3Anesb%C3%B8$/);
  await expect(page.getByRole('heading', { level: 2, name: '2 treff' })).toBeVisible();
});

test("the list shows 'En feil oppsto' when autocomplete fails, and a newer search aborts the one in flight", async ({
  page,
}) => {
  const aborted: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/autocomplete'))
      aborted.push(new URL(request.url()).searchParams.get('query') ?? '');
  });
  await page.route('**/api/autocomplete?*', async (route) => {
    const query = new URL(route.request().url()).searchParams.get('query');
    if (query === 'kon') {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
      return;
    }
    if (query === 'feil') {
      // Any failed answer shows the error; 404 because the shared fixture tolerates only 404s in the console.
      await route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'server_error', message: 'Noe gikk galt' } }),
      });
      return;
    }
    await route.continue();
  });
  await page.goto('/');
  const field = await headerCombobox(page);
  await field.click();
  await field.pressSequentially('kon');
  await page.waitForTimeout(400);
  await field.pressSequentially('-tiki');
  await expect(page.getByRole('option', { name: /Kon-Tiki/ }).first()).toBeVisible();
  await expect.poll(() => aborted).toContain('kon');

  await field.fill('');
  await field.pressSequentially('feil');
  await expect(page.getByRole('alert').filter({ hasText: 'En feil oppsto' })).toBeVisible();
  await expectListAccessible(page);
  await field.press('Escape');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('En feil oppsto')).toHaveCount(0);
  await expect(field).toHaveValue('feil');
  await expectAccessible(page);
});

test('apply and remove filters, page through results, open a work and its creator', async ({ page }) => {
  // A journey with several pages and axe scans: 25–35 s on a slow 2-core machine with two workers.
  test.slow();
  await page.goto('/sok/roman');
  await expect(page.getByRole('heading', { level: 1, name: 'Søk: «roman»' })).toBeVisible();
  await expectSearchMeta(
    page,
    'Søk i samlingen: «roman»',
    /^Bøker, lydbøker, film, musikk og tegneserier som passer «roman» i samlingen til Oslo bibliotek\./,
  );
  const count = page.locator('#search-results-heading');
  const before = await count.textContent();
  await expectAccessible(page);

  // Apply: open the media type group and tick a value; the URL carries the filter.
  await page.locator('summary', { hasText: 'Medietype' }).click();
  await page.getByRole('checkbox', { name: /Tegneserie/ }).check();
  await expect(page).toHaveURL(/filter=mediaType_Tegneserie/);
  await expect(count).not.toHaveText(before ?? '');
  await expect(page.getByRole('link', { name: 'Fjern filteret Tegneserie' })).toBeVisible();
  await expectAccessible(page);

  // Remove it with its chip.
  await page.getByRole('link', { name: 'Fjern filteret Tegneserie' }).click();
  await expect(page).not.toHaveURL(/filter=/);
  await expect(count).toHaveText(before ?? '');

  // Page: the second page keeps the search.
  await page.getByRole('link', { name: 'Neste side' }).click();
  // The open filter group stays open (expanded is part of the URL, SPEC §2).
  await expect(page).toHaveURL(/\/sok\/roman\?(expanded=mediatype&)?page=2$/);
  await expect(page.getByText(/^Side 2 av \d+$/)).toBeVisible();
  await expectAccessible(page);

  // Open the first work, then its creator's page.
  const first = page.locator('.search-hit__title a').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'Utgaver' })).toBeVisible();
  await expectAccessible(page);
  await page.locator('.work-page__creators a').first().click();
  await expect(page).toHaveURL(/\/(person|korporasjon)\/[^/]+_\d+$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectAccessible(page);
});

test('the year filter offers the last five years and tracking parameters are dropped', async ({ page }) => {
  await page.goto('/sok/*?utm_source=nyhetsbrev&filter=mediaType_Film');
  await expect(page).toHaveURL(/\/sok\/\*\?filter=mediaType_Film$/);
  const options = await page.getByLabel('Fra år').locator('option').allTextContents();
  const year = new Date().getFullYear();
  expect(options).toEqual(['Alle år', ...[0, 1, 2, 3, 4].map((i) => String(year - i))]);
  await page.getByLabel('Fra år').selectOption(String(year - 4));
  await expect(page).toHaveURL(new RegExp(`yearFrom=${year - 4}`));
  await expectAccessible(page);
});

test('no hits shows Ingen treff; a bad command explains itself', async ({ page }) => {
  await page.goto('/sok/qqqxxyyzz');
  await expect(page.getByRole('heading', { level: 2, name: 'Ingen treff' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/sok/år:abc');
  await expect(page.getByRole('alert')).toHaveText('Ugyldig år i søket «år:abc»');
  await expectAccessible(page);
});

test('person, library and recommendation searches', async ({ page }) => {
  // A journey with several pages and axe scans: 25–35 s on a slow 2-core machine with two workers.
  test.slow();
  await page.goto('/sok-person/aktør:hamsun');
  await expect(page.getByRole('link', { name: 'Knut Hamsun' })).toBeVisible();
  await expectSearchMeta(
    page,
    'Søk etter personer: «aktør:hamsun»',
    /^Forfattere, artister og andre personer og grupper som passer «aktør:hamsun»/,
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Bibliotek og tjenester' }).click();
  await expect(page).toHaveURL(/\/sok-info\//);
  await page.goto('/sok-info/grunerlokka');
  await expect(page.getByRole('link', { name: 'Grünerløkka' })).toBeVisible();
  await expectSearchMeta(
    page,
    'Søk i bibliotek og tjenester: «grunerlokka»',
    /^Bibliotek, tjenester og sider som passer «grunerlokka» hos Oslo bibliotek/,
  );
  await expectAccessible(page);
  await page.goto('/sok-anbefaling/*');
  await expect(page.getByText(/Anbefalt av/).first()).toBeVisible();
  await expectSearchMeta(
    page,
    'Søk i anbefalinger',
    /^Anbefalinger og anmeldelser fra bibliotekarene i Oslo bibliotek\.$/,
  );
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header form and the filter form work as plain GET forms', async ({ page }) => {
    await page.goto('/');
    await page.locator('#header-search').fill('hamsun');
    await page.locator('#header-search').press('Enter');
    await expect(page).toHaveURL(/\/sok\/hamsun$/);
    await expect(page.getByRole('link', { name: 'Sult' })).toBeVisible();
    await page.locator('summary', { hasText: 'Medietype' }).click();
    await page.getByRole('checkbox', { name: /Bok/ }).check();
    await page.getByRole('button', { name: 'Bruk filtre' }).click();
    await expect(page).toHaveURL(/\/sok\/hamsun\?filter=mediaType_Bok$/);
    await expect(page.getByRole('link', { name: 'Fjern filteret Bok' })).toBeVisible();
    // axe needs JavaScript in the page; the same markup is scanned in the tests above.
  });
});

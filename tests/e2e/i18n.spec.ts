// The language choice (decision 028): the footer's link works without JavaScript, remembers English in a cookie and
// returns to the same page in English (<html lang="en">, English navigation), and back to bokmål; the English page passes axe.
import { expect, expectAccessible, test } from './fixtures.ts';

test('switching to English and back from the footer, without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'nb-NO' });
  const page = await context.newPage();
  await page.goto('/hva-skjer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/hva-skjer$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('button', { name: 'We recommend' })).toBeVisible();
  // The page's own content is not translated yet, and says so.
  await expect(page.locator('main')).toHaveAttribute('lang', 'nb');

  // Remembered: another page is English too.
  await page.goto('/logg-inn');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Bokmål', exact: true }).click();
  await expect(page).toHaveURL(/\/logg-inn$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('button', { name: 'Vi anbefaler' })).toBeVisible();
  await context.close();
});

test('the English login page passes axe, hydrated with the English texts', async ({ page }) => {
  await page.goto('/sprak/en?tilbake=/logg-inn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'English', exact: true }).first()).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page);
});

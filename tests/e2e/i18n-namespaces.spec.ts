// The document inlines only the namespaces its page needs (decision 028): the English home page carries shell, common,
// errors and its own site, events and vocabulary (the events' types), and fetches no catalogue chunk; a client-side navigation to the login page loads the English `login`
// chunk before the page shows, and the page is English from its first paint (no keys, no bokmål).
import { expect, expectAccessible, test } from './fixtures.ts';

/** The browser's catalogue chunks, one per language and namespace (vite.config.ts names them). */
const CATALOGUE_CHUNK = /\/assets\/locale-(\w+)-(\w+)-[\w-]+\.js$/;

test('a client-side navigation loads the namespace its page needs, in the page language', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/sprak/en?tilbake=/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const inlined = await page.locator('#i18n-data').textContent();
  expect(Object.keys((JSON.parse(inlined ?? '{}') as { resources: object }).resources)).toEqual([
    'shell',
    'common',
    'errors',
    'site',
    'events',
    'vocabulary',
  ]);

  // Hydrated (React's handlers are on the header's links), then no catalogue chunk was fetched for the first page.
  const login = page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true });
  await expect
    .poll(() => login.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
  expect(scripts.filter((path) => CATALOGUE_CHUNK.test(path))).toEqual([]);

  // A marker on window survives a client-side navigation and not a document load.
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  // Every heading the navigation shows on its way, to see that no key or bokmål text was painted first.
  const homeHeadings = await page.locator('h1').allTextContents();
  await page.evaluate(() => {
    const seen = new Set<string>();
    Object.assign(window, { headingsSeen: seen });
    new MutationObserver(() => document.querySelectorAll('h1').forEach((h) => seen.add(h.textContent ?? ''))).observe(
      document.body,
      { childList: true, subtree: true, characterData: true },
    );
  });
  await login.click();
  await expect(page).toHaveURL(/\/logg-inn$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Log in to see your loans', { exact: false })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { stillTheSameDocument?: boolean }).stillTheSameDocument),
  ).toBe(true);
  // Exactly one chunk: English login (no bokmål fallback, nothing the page already had).
  expect(
    scripts
      .filter((path) => CATALOGUE_CHUNK.test(path))
      .map((path) => CATALOGUE_CHUNK.exec(path)?.slice(1, 3).join('/')),
  ).toEqual(['en/login']);
  const headingsSeen = await page.evaluate(() => [
    ...(window as unknown as { headingsSeen: Set<string> }).headingsSeen,
  ]);
  expect(headingsSeen.filter((text) => !homeHeadings.includes(text))).toEqual(['Log in']);
  await expect(page.locator('main')).not.toHaveAttribute('lang');
  await expect(page.locator('main')).not.toContainText('login:');
  await expectAccessible(page);
});

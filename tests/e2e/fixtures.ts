// Shared e2e fixtures: every page visited can be scanned with axe (WCAG 2.2 AA) and console errors fail the test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run in the page itself, violations only. @axe-core/playwright opened a blank page for every scan and
 * returned every passing node too: 2-3.5 s a scan against 0.6-1.4 s here, on ~220 scans a suite run.
 * `include` limits the scan to those selectors (for a popup whose page behind it is aria-hidden).
 */
export async function axeViolations(page: Page, include?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } })
        .axe;
      const results = await axe.run(include ? { include: include.map((selector) => [selector]) } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    { tags: WCAG_TAGS, include },
  );
  return violations;
}

export async function expectAccessible(page: Page) {
  // Scan the settled page: a dialog fading in has, for a moment, too little contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * axe needs scripts: scans what a page without JavaScript shows (its server-rendered state, scripts removed) in a page
 * that runs them, served at `path` of the same origin.
 */
export async function expectAccessibleWithoutScripts(
  browser: Browser,
  page: Page,
  path = '/scan-without-scripts',
): Promise<void> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/g, '');
  // Scripts on explicitly: a spec's test.use({ javaScriptEnabled: false }) would otherwise apply here too, and axe would never answer.
  const scanContext = await browser.newContext({ javaScriptEnabled: true });
  const scan = await scanContext.newPage();
  await scan.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await scan.goto(new URL(path, page.url()).toString());
  await expectAccessible(scan);
  await scanContext.close();
}

/**
 * Waits until React has taken over the page (its fiber on <html>): a page's scripts load only after its first paint
 * (decision 037), and a key, click or hover on a control that needs them is lost before. A document that is not the
 * app's (no module script) or a page without scripts is not waited for.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[type="module"]') ||
      Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber')),
    null,
    { timeout: 20_000 },
  );
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Every page.goto of a spec returns once the page is interactive, as a person would wait for it.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) await untilHydrated(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 404 page legitimately logs its failed resource; everything else is a bug.
        if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** A page answered with an error status on purpose (403, 404): the browser logs that once; accept it, nothing else. */
export function acceptDocumentStatus(consoleErrors: string[], status: 400 | 403 | 404 | 409): void {
  const logged = consoleErrors.filter((e) => e.includes(`status of ${status}`));
  expect(logged.length).toBeLessThanOrEqual(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !logged.includes(e)));
}

/**
 * Follows a link and waits until its page is shown. A click that lands while React is hydrating the
 * page can be swallowed (seen on loaded CI machines), so the click is repeated until the URL changes.
 */
export async function followLink(page: Page, link: Locator): Promise<void> {
  const href = await link.getAttribute('href');
  if (!href) throw new Error('followLink: the link has no href');
  const target = new URL(href, page.url()).pathname;
  await expect(async () => {
    if (new URL(page.url()).pathname !== target) await link.click();
    await page.waitForURL((url) => url.pathname === target, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Presses Enter on a form's button until `status` says `text`: a key pressed while React is still hydrating the page
 * can be lost (a fetcher form then answers nothing), so it is pressed again while the button is still there.
 */
export async function pressUntilAnswered(button: Locator, status: Locator, text: string): Promise<void> {
  await expect(async () => {
    if (await button.isVisible()) await button.press('Enter');
    await expect(status).toHaveText(text, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

export { expect };

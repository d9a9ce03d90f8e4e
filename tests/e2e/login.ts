// Shared e2e helper: log in with library card and PIN through the /logg-inn card form (SPEC §2), optionally landing on a given page.
import { expect, type Browser, type Locator, type Page } from '@playwright/test';

async function submitCard(page: Page, card: string, pin: string): Promise<void> {
  await page.getByLabel('Lånekortnummer eller fødselsnummer').fill(card);
  await page.getByLabel('PIN-kode').fill(pin);
  await page.getByRole('button', { name: 'Logg inn med bibliotekkort' }).click();
}

export async function loginWithCard(page: Page, card: string, pin: string, callbackUrl?: string): Promise<void> {
  await page.goto(callbackUrl ? `/logg-inn?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/logg-inn');
  await submitCard(page, card, pin);
  await page.waitForURL((url) => url.pathname !== '/logg-inn');
}

/** A visitor follows a page's "log in to do this" link, which names the page to come back to, and is back there logged in. */
export async function loginFromLink(page: Page, link: Locator, back: string, card: string, pin: string): Promise<void> {
  await expect(link).toHaveAttribute('href', `/logg-inn?callbackUrl=${encodeURIComponent(back)}`);
  await link.click();
  await submitCard(page, card, pin);
  await page.waitForURL((url) => url.pathname + url.search === back);
}

/** The outbox (/dev/utboks) is for administrators only: read it in a browser of its own, logged in as Anders Moe. */
export async function openOutboxAsAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginWithCard(page, '20000002', '7777', '/dev/utboks');
  return page;
}

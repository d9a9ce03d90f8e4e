// Shared e2e helper: log in with library card and PIN through the /logg-inn card form (SPEC §2), optionally landing on a given page.
import type { Browser, Page } from '@playwright/test';

export async function loginWithCard(page: Page, card: string, pin: string, callbackUrl?: string): Promise<void> {
  await page.goto(callbackUrl ? `/logg-inn?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/logg-inn');
  await page.getByLabel('Lånekortnummer eller fødselsnummer').fill(card);
  await page.getByLabel('PIN-kode').fill(pin);
  await page.getByRole('button', { name: 'Logg inn med bibliotekkort' }).click();
  await page.waitForURL((url) => url.pathname !== '/logg-inn');
}

/** The outbox (/dev/utboks) is for administrators only: read it in a browser of its own, logged in as Anders Moe. */
export async function openOutboxAsAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginWithCard(page, '20000002', '7777', '/dev/utboks');
  return page;
}

// Shared e2e helper: log in with library card and PIN through the /logg-inn card form (SPEC §2), optionally landing on a given page.
import type { Page } from '@playwright/test';

export async function loginWithCard(page: Page, card: string, pin: string, callbackUrl?: string): Promise<void> {
  await page.goto(callbackUrl ? `/logg-inn?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/logg-inn');
  await page.getByLabel('Lånekortnummer eller fødselsnummer').fill(card);
  await page.getByLabel('PIN-kode').fill(pin);
  await page.getByRole('button', { name: 'Logg inn med bibliotekkort' }).click();
  await page.waitForURL((url) => url.pathname !== '/logg-inn');
}

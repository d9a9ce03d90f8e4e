// E2E (issues #7 and #19): an inter-library request for an edition no branch holds — from the dialog by keyboard with
// JavaScript, and as the form shown on the work page without it; each ends on Min side's reservations, with axe.
import { expect, expectAccessible, expectAccessibleWithoutScripts, test } from './fixtures.ts';
import { loginWithCard } from './login.ts';

// Generated patrons no other spec uses, and the seed's book that no branch holds (its other editions are digital).
const WORK = { path: '/verk/hardingfelen_1346', edition: 'Hardingfelen (bok, innbundet)' };
const WITH_SCRIPTS = { card: '30000122', pin: '0000' };
const WITHOUT_SCRIPTS = { card: '30000123', pin: '0000' };

test('with JavaScript: the dialog opens by keyboard, answers inside itself, and gives focus back when closed', async ({
  page,
}) => {
  await loginWithCard(page, WITH_SCRIPTS.card, WITH_SCRIPTS.pin, WORK.path);
  const button = page.getByRole('button', { name: `Bestill ${WORK.edition} som fjernlån` });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Bestill som fjernlån' });
  await expect(dialog.getByText('Biblioteket har ikke denne utgaven.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Bestill som fjernlån' }).press('Enter');
  await expect(dialog.getByText('Fjernlånet er bestilt. Du finner det under Bestillinger.')).toBeVisible();
  // Focus stays in the dialog with its answer.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await page.goto('/min-side/bestillinger');
  await expect(page.getByRole('listitem', { name: 'Hardingfelen', exact: true })).toContainText(
    'Bestilt fra et annet bibliotek',
  );
});

test('without JavaScript: the button shows the form at the edition, and the page answers there', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginWithCard(page, WITHOUT_SCRIPTS.card, WITHOUT_SCRIPTS.pin, WORK.path);
  await page.getByRole('button', { name: `Bestill ${WORK.edition} som fjernlån` }).click();
  await expect(page).toHaveURL(/\?reserver=/);
  await page.getByRole('button', { name: 'Bestill som fjernlån', exact: true }).click();
  await expect(page.getByText('Fjernlånet er bestilt. Du finner det under Bestillinger.')).toBeVisible();
  await expectAccessibleWithoutScripts(browser, page);
  await page.goto('/min-side/bestillinger');
  await expect(page.getByRole('listitem', { name: 'Hardingfelen', exact: true })).toContainText(
    'Bestilt fra et annet bibliotek',
  );
  await context.close();
});

// Fine payment end to end (issue #7, SPEC §4): Lars chooses fines, pays or cancels at the test bank terminal, and sees the result — axe on every page.
import { expect, expectAccessible, test } from './fixtures.ts';
import { loginWithCard, openOutboxAsAdmin } from './login.ts';

const LATE_FEE = /Gebyr for for sen levering/;
const REPLACEMENT = /Erstatning for tapt materiale/;

test('Lars pays his late fee through the test terminal and gets a receipt', async ({ page, browser }) => {
  // A journey with several pages and axe scans: 25–35 s on a slow 2-core machine with two workers.
  test.slow();
  await loginWithCard(page, '10000004', '4444', '/min-side/gebyrer');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebyrer' })).toBeVisible();
  const lateFee = page.getByRole('checkbox', { name: LATE_FEE });
  const replacement = page.getByRole('checkbox', { name: REPLACEMENT });
  await expect(lateFee).toBeChecked();
  await expect(replacement).toBeChecked();
  await expect(page.getByText(/Til sammen:\s*280,00\s*kr/)).toBeVisible();
  await expectAccessible(page);

  // The patron chooses: only the late fee now.
  await replacement.uncheck();
  await expect(page.getByText(/Til sammen:\s*30,00\s*kr/)).toBeVisible();
  await page.getByRole('button', { name: 'Gå til betaling' }).click();

  await page.waitForURL(/\/test-terminal\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Testbank – betaling' })).toBeVisible();
  await expect(page.getByText(/^30,00\s*kr$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^OK – betal 30,00\s*kr$/ }).click();

  await page.waitForURL(/\/min-side\/betaling\?status=OK&transactionId=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Takk for betalingen' })).toBeVisible();
  await expect(page.getByText(/Vi har mottatt 30,00\s*kr, og gebyrene er betalt\./)).toBeVisible();
  await expect(page.getByText('Kvitteringen er sendt til lars.johansen@example.no.')).toBeVisible();
  await expectAccessible(page);

  // Coming back to the same address never charges again: '98' is shown as done.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Betalingen er allerede registrert' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Tilbake til gebyrene dine' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gebyrer' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: LATE_FEE })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: REPLACEMENT })).toBeVisible();
  const paid = page.locator('.fines-list--paid');
  await expect(paid.getByText(LATE_FEE)).toBeVisible();
  await expectAccessible(page);

  const outbox = await openOutboxAsAdmin(browser);
  // Other tests pay too, side by side: Lars's receipt is the one sent to him.
  const receipt = outbox
    .locator('.outbox-list__item')
    .filter({ hasText: 'Kvittering for betaling av gebyr' })
    .filter({ hasText: 'lars.johansen@example.no' })
    .first();
  await expect(receipt).toContainText(/Gebyr for for sen levering: 30,00\s*kr/);
  await expectAccessible(outbox);
  await outbox.context().close();
});

test('Lars cancels at the test terminal and nothing is paid', async ({ page }) => {
  await loginWithCard(page, '10000004', '4444', '/min-side/gebyrer');
  const lateFee = page.getByRole('checkbox', { name: LATE_FEE });
  // The other test may already have paid the late fee; pay only the replacement here. A click before
  // hydration is undone when React takes over the checkbox, so untick until the total agrees.
  await expect(async () => {
    if ((await lateFee.count()) > 0 && (await lateFee.isChecked())) await lateFee.uncheck();
    await expect(page.getByText(/Til sammen:\s*250,00\s*kr/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Gå til betaling' }).click();

  await page.waitForURL(/\/test-terminal\//);
  await expect(page.getByText(/^250,00\s*kr$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Avbryt' }).click();

  await page.waitForURL(/\/min-side\/betaling\?status=Cancel&transactionId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betalingen ble avbrutt' })).toBeVisible();
  await expect(page.getByText('Du avbrøt betalingen. Ingenting er betalt, og ingen gebyrer er endret.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Tilbake til gebyrene dine' }).click();
  await expect(page.getByRole('checkbox', { name: REPLACEMENT })).toBeVisible();
  await expect(page.locator('.fines-list--paid').getByText(REPLACEMENT)).toHaveCount(0);
});

test('a return with an unknown status or transaction is shown as failed', async ({ page }) => {
  await loginWithCard(page, '10000004', '4444', '/min-side/betaling?status=OK&transactionId=finnes-ikke');
  await expect(page.getByRole('heading', { level: 1, name: 'Betalingen feilet' })).toBeVisible();
  await expect(page.getByText('Fant ikke betalingen.')).toBeVisible();
  await expectAccessible(page);
});

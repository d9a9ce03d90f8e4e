// E2E (issue #20): "Sett alle reservasjoner på pause" on /min-side/bestillinger without JavaScript — every reservation in a
// queue on hold until a date with its place kept, the pickup shelf untouched, then "Avslutt pausen"; a pause planned from a
// later day and cancelled (decision 034) — axe on each state.
// A generated patron no other spec uses, with reservations in queues from the seed.
import { expect, expectAccessibleWithoutScripts, test } from './fixtures.ts';
import { loginWithCard } from './login.ts';

test.describe.configure({ timeout: 90_000 });

/** 'yyyy-MM-dd' this many days from today in Oslo (the portal's calendar). */
function osloDay(days: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date(Date.now() + days * 86_400_000));
}

test('a patron pauses all reservations until a date and ends the pause, plans one for later and cancels it, without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginWithCard(page, '30000190', '0000', '/min-side/bestillinger');
  // The reservations with a place in a queue, by title (one on its way has none and is not paused).
  const queue = page
    .getByRole('region', { name: 'Bestillinger', exact: true })
    .getByRole('listitem')
    .filter({ hasText: /Nr\. \d+ i køen/ });
  const places = async () =>
    (await queue.allInnerTexts()).map((text) => `${text.split('\n')[0]}: ${/Nr\. \d+ i køen/.exec(text)?.[0]}`).sort();
  const before = await places();
  expect(before.length).toBeGreaterThan(0);
  const pause = page.getByRole('region', { name: 'Sett alle reservasjoner på pause' });
  await expect(pause).toBeVisible();
  await expectAccessibleWithoutScripts(browser, page);

  const until = osloDay(21);
  const norwegian = until.split('-').reverse().join('.');
  // From today (the start field's default).
  await pause.getByLabel('Pause til').fill(until);
  await pause.getByRole('button', { name: 'Sett alle på pause' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: new RegExp(`^OK\\. \\d+ bestillinger? er satt på pause til ${norwegian.replace(/\./g, '\\.')}\\.$`),
    }),
  ).toBeVisible();
  // Every one in a queue is on hold in the same place (one being picked goes back to the queue, on hold too); pickups are not.
  await expect(queue.filter({ hasText: `På vent til ${norwegian}` })).toHaveCount(await queue.count());
  expect(await places()).toEqual(expect.arrayContaining(before));
  await expect(page.getByRole('region', { name: 'Klar til henting' }).getByText(/På vent/)).toHaveCount(0);
  await expectAccessibleWithoutScripts(browser, page);

  await page.getByRole('button', { name: 'Avslutt pausen' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^OK\. \d+ bestillinger? er gjenopptatt\.$/ })).toBeVisible();
  await expect(queue.getByText(/På vent til/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Avslutt pausen' })).toHaveCount(0);
  expect(await places()).toEqual(expect.arrayContaining(before));
  await expectAccessibleWithoutScripts(browser, page);

  // Planned from a later day: nothing is on hold yet, the plan is shown, and it can be cancelled before it starts.
  const [from, to] = [osloDay(3), osloDay(10)].map((day) => ({ iso: day, shown: day.split('-').reverse().join('.') }));
  await pause.getByLabel('Pause fra').fill(from.iso);
  await pause.getByLabel('Pause til').fill(to.iso);
  await pause.getByRole('button', { name: 'Sett alle på pause' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `OK. Pausen er planlagt fra ${from.shown} til ${to.shown}.` }),
  ).toBeVisible();
  await expect(pause.getByText(`Planlagt pause fra ${from.shown} til ${to.shown}.`)).toBeVisible();
  await expect(queue.getByText(/På vent til/)).toHaveCount(0);
  await expectAccessibleWithoutScripts(browser, page);
  await page.getByRole('button', { name: 'Avlys den planlagte pausen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'OK. Den planlagte pausen er avlyst.' })).toBeVisible();
  await expect(pause.getByText(/Planlagt pause/)).toHaveCount(0);
  await context.close();
});

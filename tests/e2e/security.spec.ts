// The Content-Security-Policy in the browser (issue #15): the page runs, an injected script is refused. Every other spec fails on
// a violation too: Chromium logs each one as a console error, which the fixtures count (server/http/csp.test.ts covers the report endpoint).
import { acceptDocumentStatus, expect, expectAccessible, test } from './fixtures.ts';

test('an injected inline script is refused by the policy', async ({ page, consoleErrors }) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).toContain('report-uri /api/csp-report');
  // The page's own scripts ran (the hydrated shell marks <html> and opens the menu).
  await expect(page.locator('html')).toHaveClass(/js/);

  const violation = await page.evaluate(
    () =>
      new Promise<{ directive: string; ran: boolean }>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve({ directive: event.effectiveDirective, ran: (window as { pwned?: boolean }).pwned === true }),
        );
        const script = document.createElement('script');
        script.textContent = 'window.pwned = true';
        document.head.append(script);
      }),
  );
  expect(violation).toEqual({ directive: 'script-src-elem', ran: false });
  // The refusal is logged by the browser on purpose; nothing else may be.
  const refused = consoleErrors.filter((e) => e.includes('Content Security Policy'));
  expect(refused).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !refused.includes(e)));
});

test('an address with a NUL byte gets the plain Norwegian 400 page, styled within its own policy', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/sok/%00');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: 'Ugyldig adresse' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Til forsiden' })).toBeVisible();
  await expectAccessible(page);
  acceptDocumentStatus(consoleErrors, 400);
});

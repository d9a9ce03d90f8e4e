// The browser's CSRF token (docs/decisions/004): primed from the root loader, else fetched once from /api/auth/csrf.

let cached: string | null = null;
let pending: Promise<string | null> | null = null;

/** Called by the shell with the token the server rendered, so most pages never fetch it. */
export function primeCsrfToken(token: string | null | undefined): void {
  if (token) cached = token;
}

/** Forget the token (after a csrf_failed answer, e.g. when the browser's cookie was lost). */
export function forgetCsrfToken(): void {
  cached = null;
  pending = null;
}

/** The token for x-csrf-token; null when it cannot be had (the server will then refuse the call). */
export async function csrfToken(
  fetcher: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<string | null> {
  if (cached) return cached;
  pending ??= fetcher('/api/auth/csrf', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (response) => {
      const body = (await response.json().catch(() => null)) as { csrfToken?: unknown } | null;
      cached = typeof body?.csrfToken === 'string' ? body.csrfToken : null;
      return cached;
    })
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  return pending;
}

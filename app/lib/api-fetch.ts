// The one API client of the browser (DESIGN §2): correlation id, credentials, 403 → login, typed errors.
import { browserText, type BrowserTextKey } from '#app/i18n/browser-text.ts';
import { csrfToken, forgetCsrfToken } from './csrf.ts';

export interface ApiError {
  /** HTTP status, or 0 when the network failed or the call was aborted. */
  status: number;
  code: string;
  message: string;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiError };

export interface ApiFetchOptions extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body with the right content type. */
  json?: unknown;
  body?: BodyInit | null;
}

export interface ApiFetchDeps {
  fetch: typeof fetch;
  uuid: () => string;
  /** Where the browser goes when personal data answers 403 (SPEC §8). */
  redirectToLogin: (callbackUrl: string) => void;
  currentPath: () => string;
  /** CSRF token for state-changing calls (docs/decisions/004); omitted in tests that do not need it. */
  csrfToken?: () => Promise<string | null>;
  /** Called when the server refused the token, so the next call fetches a fresh one. */
  forgetCsrfToken?: () => void;
  /** The client's own error texts (no answer to word them), in the page's language. */
  text: (key: BrowserTextKey) => string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const browserDeps = (): ApiFetchDeps => ({
  fetch: (...args) => globalThis.fetch(...args),
  uuid: () => crypto.randomUUID(),
  redirectToLogin: (callbackUrl) => window.location.assign(`/logg-inn?callbackUrl=${encodeURIComponent(callbackUrl)}`),
  currentPath: () => window.location.pathname + window.location.search,
  csrfToken: () => csrfToken(),
  forgetCsrfToken,
  text: browserText,
});

/** Calls under this prefix carry personal data: they send credentials and a 403 means "log in". */
const AUTHORIZED_PREFIX = '/api/authorized/';

export async function apiFetch<T>(
  path: string,
  options: ApiFetchOptions = {},
  deps: ApiFetchDeps = browserDeps(),
): Promise<ApiResult<T>> {
  const { json, headers, ...init } = options;
  const isPersonal = path.startsWith(AUTHORIZED_PREFIX);
  const requestHeaders = new Headers(headers);
  requestHeaders.set('correlation-id', deps.uuid());
  requestHeaders.set('accept', 'application/json');
  // The API answers (errors too) in the page's language (decision 028), not the browser's.
  if (!requestHeaders.has('accept-language') && typeof document !== 'undefined' && document.documentElement.lang) {
    requestHeaders.set('accept-language', document.documentElement.lang);
  }
  if (json !== undefined) requestHeaders.set('content-type', 'application/json');
  // Every state-changing call carries the CSRF token (issue #6).
  if (
    !SAFE_METHODS.has((init.method ?? 'GET').toUpperCase()) &&
    deps.csrfToken &&
    !requestHeaders.has('x-csrf-token')
  ) {
    const token = await deps.csrfToken();
    if (token) requestHeaders.set('x-csrf-token', token);
  }

  let response: Response;
  try {
    response = await deps.fetch(path, {
      ...init,
      headers: requestHeaders,
      body: json !== undefined ? JSON.stringify(json) : init.body,
      credentials: isPersonal ? 'include' : (init.credentials ?? 'same-origin'),
      cache: isPersonal ? 'no-store' : init.cache,
    });
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    return {
      ok: false,
      error: { status: 0, code: aborted ? 'aborted' : 'network_error', message: deps.text('errors:api.network') },
    };
  }

  if (response.status === 403 && response.headers.get('content-type')?.includes('application/json')) {
    // A refused CSRF token is not "logged out": report it, and let the next call fetch a fresh token.
    const refused = (await response
      .clone()
      .json()
      .catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
    if (refused?.error?.code === 'csrf_failed') {
      deps.forgetCsrfToken?.();
      return { ok: false, error: toApiError(403, refused, deps.text) };
    }
  }

  if (isPersonal && response.status === 403) {
    deps.redirectToLogin(deps.currentPath());
    return {
      ok: false,
      error: { status: 403, code: 'unauthenticated', message: deps.text('errors:kind.unauthenticated') },
    };
  }

  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) return { ok: false, error: toApiError(response.status, body, deps.text) };
  return { ok: true, status: response.status, data: body as T };
}

function toApiError(status: number, body: unknown, text: ApiFetchDeps['text']): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    return { status, code: error.code, message: error.message };
  }
  return { status, code: `http_${status}`, message: text('errors:api.serverError') };
}

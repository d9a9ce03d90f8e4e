// A tiny browser stand-in for integration tests: keeps cookies between requests and sends the CSRF token like apiFetch does.

export interface CookieClient {
  jar: Map<string, string>;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** JSON call with the CSRF token header (fetched once from /api/auth/csrf). */
  send: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
  csrfToken: () => Promise<string>;
  /** Library-card login through the API. */
  login: (identifier: string, pin: string, callbackUrl?: string) => Promise<Response>;
  cookieHeader: () => string;
}

type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * `clientAddress` is sent as X-Forwarded-For (the test app trusts its "proxy"), so each stand-in is a
 * visitor of its own for the per-address attempt limits, unless a test gives several the same address.
 */
export function cookieClient(fetcher: Fetcher, clientAddress?: string): CookieClient {
  const jar = new Map<string, string>();
  let token: string | null = null;
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const store = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0 && !headers.has('cookie')) headers.set('cookie', cookieHeader());
    if (clientAddress && !headers.has('x-forwarded-for')) headers.set('x-forwarded-for', clientAddress);
    const response = await fetcher(path, { ...init, headers, redirect: 'manual' });
    store(response);
    return response;
  };
  const csrfToken = async () => {
    if (token && [...jar.keys()].some((k) => k.endsWith('bib.csrf'))) return token;
    const response = await request('/api/auth/csrf');
    token = ((await response.json()) as { csrfToken: string }).csrfToken;
    return token;
  };
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-csrf-token': await csrfToken(),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const login = (identifier: string, pin: string, callbackUrl?: string) =>
    send('POST', '/api/auth/callback/bibliotekkort', {
      identifier,
      pin,
      ...(callbackUrl !== undefined ? { callbackUrl } : {}),
    });
  return { jar, request, send, csrfToken, login, cookieHeader };
}

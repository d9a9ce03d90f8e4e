// What the server hands a route module's loader or action for one request (as server/app.ts does), for route tests:
// the test app's services and the request's session from the browser stand-in's cookies.
import type { AppLoadContext } from 'react-router';
import { createRequestAuth } from '#server/http/request-auth.ts';
import type { CookieClient } from './cookie-client.ts';
import type { TestApp } from './test-app.ts';

export function routeArgs(
  t: TestApp,
  client: CookieClient | null,
  path: string,
  init: RequestInit = {},
  params: Record<string, string> = {},
) {
  const headers = new Headers(init.headers);
  if (client) headers.set('cookie', [client.cookieHeader(), headers.get('cookie')].filter(Boolean).join('; '));
  const request = new Request(`http://localhost${path}`, { ...init, headers });
  const context = {
    services: t.services,
    correlationId: 'test',
    auth: createRequestAuth(t.services, request, 'http', { touch: false, clientAddress: '127.0.0.1' }),
  } as unknown as AppLoadContext;
  return { request, context, params, unstable_pattern: path } as never;
}

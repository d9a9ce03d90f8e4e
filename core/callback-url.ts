// Where to go after login (SPEC §6: /min-side by default); only addresses on our own origin, never an open redirect.
import { DEFAULT_POST_LOGIN_TARGET } from './constants.ts';

const PLACEHOLDER_ORIGIN = 'http://callback.invalid';

/**
 * The path (with query and hash) of `value` when it points to our own site, else null. Relative
 * paths must start with a single '/'; absolute URLs must have one of `origins`. Protocol-relative
 * ('//evil.example', also when dot segments or encoded dots normalise to it), backslash tricks
 * ('/\evil.example'), other schemes and control characters are refused.
 */
export function sameOriginPath(value: string | null | undefined, origins: readonly string[] = []): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text.length > 2000) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return null;
  let url: URL;
  if (text.startsWith('/')) {
    if (text.startsWith('//')) return null;
    try {
      url = new URL(text, PLACEHOLDER_ORIGIN);
    } catch {
      return null;
    }
    if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  } else {
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    const allowed = origins.map((o) => safeOrigin(o)).filter((o): o is string => o !== null);
    if (!allowed.includes(url.origin)) return null;
  }
  // Checked after the parser normalised the path: '/.//evil', '/a/..//evil' and '/%2e//evil' all become
  // '//evil', which a browser reads as another host.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** The callback path, or the default post-login target when missing or unsafe. */
export function safeCallbackPath(
  value: string | null | undefined,
  origins: readonly string[] = [],
  fallback: string = DEFAULT_POST_LOGIN_TARGET,
): string {
  return sameOriginPath(value, origins) ?? fallback;
}

function safeOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

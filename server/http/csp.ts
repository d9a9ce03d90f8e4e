// Content-Security-Policy (docs/decisions/016): pages allow exactly the inline scripts they were rendered with, by hash, so a page and its policy can be cached together.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '#server/config.ts';

/** Where browsers send violation reports (report-uri and the Reporting API's report-to). */
const CSP_REPORT_PATH = '/api/csp-report';
const REPORT_GROUP = 'csp';

/** What the portal never uses, so an injected script cannot ask for it either. Videos on the info screens autoplay. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** Inline <script> elements (no src) of a rendered document: React Router's context and route modules, our two small markers. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source expressions that allow exactly the inline scripts in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The two <style> elements react-aria adds at run time (react-aria/…/usePress and usePreventScroll), allowed by
 * their hashes instead of allowing any inline style element. An upgrade that changes them shows up as a CSP
 * violation in the e2e tests, which fail on console errors.
 */
const LIBRARY_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];
const LIBRARY_STYLE_HASHES = LIBRARY_STYLES.map(
  (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
).join(' ');

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The policy of a rendered page. Forms may also post to (or be redirected to) the identity providers
 * and the payment terminal, which may live on other origins than ours.
 */
export function documentPolicy(config: Config, html: string): string {
  const formTargets = [
    ...new Set(
      [config.publicUrl, config.IDPORTEN_ISSUER, config.STAFF_ISSUER]
        .map(originOf)
        .filter((o): o is string => o !== null),
    ),
  ];
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    // Vite's dev server injects style elements for hot reload; the built site has only its stylesheet.
    config.isProduction ? `style-src-elem 'self' ${LIBRARY_STYLE_HASHES}` : "style-src-elem 'self' 'unsafe-inline'",
    // Style attributes cannot run script; react-aria positions popovers with them.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self'",
    config.isProduction ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${formTargets.join(' ')}`,
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${REPORT_GROUP}`,
  ];
  return directives.join('; ');
}

/** Everything that is not a rendered page (JSON, images, plain refusal pages) needs nothing. */
const NOTHING = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
/** The embedded test identity provider and bank terminal are small hand-written pages with their own style and, at logout, a submitting script. */
const TEST_TOOL =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Sets Permissions-Policy and the Reporting API endpoint on every response, and a CSP on every
 * response that has none yet (pages bring theirs from app/entry.server.tsx).
 */
export function securityPolicies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    try {
      c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    } catch {
      // Some responses (Response.redirect) come with immutable headers: copy them once.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    }
    const headers = c.res.headers;
    headers.set('Reporting-Endpoints', `${REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    if (headers.has('Content-Security-Policy')) return;
    const testTool = c.req.path.startsWith('/test-idp/') || c.req.path.startsWith('/test-terminal/');
    headers.set('Content-Security-Policy', testTool ? TEST_TOOL : NOTHING);
  };
}

// Plain pages the server answers itself, before or instead of React Router: refused input, too much, a database away,
// a failure; in the page's language (the API's refusals in the language it was asked in; decision 028).
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiLanguage, pageLanguage, type Language } from '#core/i18n/languages.ts';
import { translatorFor, type CatalogueT } from '#core/i18n/translator.ts';
import { errorBody } from './errors.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The site's colours and type in a few lines, so an outage page still looks like the library's. */
const STYLE =
  'body{margin:0;font:1.125rem/1.6 system-ui,sans-serif;color:#1b1b1b;background:#fff}' +
  'main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:2rem;line-height:1.2;margin:0 0 1rem}' +
  'a{color:#0b5d55;font-weight:600}a:focus-visible{outline:3px solid #0b5d55;outline-offset:2px}' +
  'header{background:#0b5d55;color:#fff;padding:.75rem 1.25rem;font-weight:700}';

/** Its own CSP: nothing but the one style element above. */
export const BARE_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`;

/** A small accessible page: language, viewport, the library's name, one heading, the explanation and a way home. */
export function barePage(title: string, text: string, language: Language = 'nb'): string {
  const home = translatorFor(language)('errors:barePages.home');
  return (
    `<!doctype html><html lang="${language}"><head>` +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escape(title)} – Oslo bibliotek</title><style>${STYLE}</style></head>` +
    `<body><header>Oslo bibliotek</header><main><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="/">${escape(home)}</a></p></main></body></html>`
  );
}

/** A text of the catalogue, chosen once the request's language is known. */
type Text = (t: CatalogueT) => string;

/** One refusal for both front doors: `{error:{code,message}}` under /api, a plain page elsewhere. */
export function refuse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: Text,
  title: Text,
  headers: Record<string, string> = {},
): Response {
  const api = c.req.path.startsWith('/api/');
  const language = api ? apiLanguage(c.req.raw.headers) : pageLanguage(c.req.raw.headers);
  const t = translatorFor(language);
  const response = api
    ? c.json(errorBody(code, message(t)), status)
    : c.html(barePage(title(t), message(t), language), status, { 'Content-Security-Policy': BARE_PAGE_POLICY });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

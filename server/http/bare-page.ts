// Plain Norwegian pages the server answers itself, before or instead of React Router: refused input, too much, a database away, a failure.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '#core/messages.ts';
import { errorBody } from './errors.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A small accessible page: language, viewport, one heading, the explanation and a way home. */
export function barePage(title: string, text: string): string {
  return (
    '<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escape(title)} – Oslo bibliotek</title></head>` +
    `<body><main><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="/">${escape(messages.barePages.home)}</a></p></main></body></html>`
  );
}

/** One refusal for both front doors: `{error:{code,message}}` under /api, a plain page elsewhere. */
export function refuse(c: Context, status: ContentfulStatusCode, code: string, message: string, title: string, headers: Record<string, string> = {}): Response {
  const response = c.req.path.startsWith('/api/') ? c.json(errorBody(code, message), status) : c.html(barePage(title, message), status);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

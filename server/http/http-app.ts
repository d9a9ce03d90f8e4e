// The one Hono application: request context, /api, static assets (production) and the page handler.
import { readdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '#server/config.ts';
import type { Log } from '#server/log.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { createApi } from './api.ts';
import { apiErrorResponse, notFoundResponse } from './errors.ts';
import { requestContext, type RequestVariables } from './request-context.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Renders a page for any path the API and the static files did not answer (React Router SSR). */
export type DocumentHandler = (request: Request, correlationId: string) => Promise<Response>;

export interface HttpAppDeps {
  config: Config;
  log: Log;
  services: ServiceContext;
  handleDocument: DocumentHandler;
  /** The built browser bundles (production); absolute so the working directory does not matter. */
  clientDir?: string;
}

const pageErrorHtml =
  '<!doctype html><html lang="nb"><meta charset="utf-8"><title>Noe gikk galt</title>' +
  '<h1>Noe gikk galt</h1><p>Prøv igjen om litt.</p><p><a href="/">Til forsiden</a></p></html>';

export function createHttpApp({ config, log, services, handleDocument, clientDir }: HttpAppDeps) {
  const app = new Hono<{ Variables: RequestVariables }>();

  app.use('*', requestContext(log, config.TRUST_PROXY));
  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false }));
  app.use('*', compress());

  app.route('/api', createApi(services));
  // Unmatched /api paths answer JSON here; otherwise the page handler would render an HTML 404.
  app.all('/api/*', notFoundResponse);

  if (config.isProduction && clientDir) {
    // Hashed bundles never change, so browsers and CDNs may keep them for a year.
    app.use('/assets/*', serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }));
    // Files copied from public/ (favicon …), registered by name so page requests never touch the disk.
    for (const file of readdirSync(clientDir, { withFileTypes: true }).filter((entry) => entry.isFile())) {
      app.use(`/${file.name}`, serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
    }
  }

  app.all('*', (c) => handleDocument(c.req.raw, c.get('correlationId')));

  app.onError((err, c) => {
    if (c.req.path.startsWith('/api/')) return apiErrorResponse(c, err, log);
    log.error({ err, path: c.req.path, correlationId: c.get('correlationId') }, 'page failed');
    return c.html(pageErrorHtml, 500);
  });
  return app;
}

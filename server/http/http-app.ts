// The one Hono application: request context, /api, static assets (production) and the page handler.
import { readdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { pageLanguage } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import type { Config } from '#server/config.ts';
import type { Log } from '#server/log.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { createApi } from './api.ts';
import { authContext, allowFramingByIdentityProviders, type AuthEnv } from './auth-middleware.ts';
import { BARE_PAGE_POLICY, barePage } from './bare-page.ts';
import { apiErrorResponse, notFoundResponse } from './errors.ts';
import type { RequestAuth } from './request-auth.ts';
import { requestContext } from './request-context.ts';
import { limitBodies, refuseNulBytes } from './request-guards.ts';
import { answerWhileDatabaseAway } from './database-guard.ts';
import { securityPolicies } from './csp.ts';
import { openWebRouter } from './open-web.ts';
import { createPageCache } from './page-cache.ts';
import { testIdpHandler } from './test-idp.ts';
import { testTerminalRouter } from './test-terminal.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Renders a page for any path the API and the static files did not answer (React Router SSR). */
type DocumentHandler = (request: Request, correlationId: string, auth: RequestAuth) => Promise<Response>;

export interface HttpAppDeps {
  config: Config;
  log: Log;
  services: ServiceContext;
  handleDocument: DocumentHandler;
  /** The built browser bundles (production); absolute so the working directory does not matter. */
  clientDir?: string;
}

export function createHttpApp({ config, log, services, handleDocument, clientDir }: HttpAppDeps) {
  const app = new Hono<AuthEnv>();

  app.use('*', requestContext(log, config.TRUST_PROXY));
  // Anonymous pages for a few seconds (docs/decisions/016); any change made through this process empties it.
  const pages = createPageCache();
  app.use('*', pages.clearOnChange());
  // The embedded test identity provider answers its own requests (issue #6); in production only in demo mode or when enabled (docs/decisions/021).
  if (config.testIdpEnabled) app.all('/test-idp/*', testIdpHandler(services));
  // After the test identity provider, which reads the Node request stream itself; before anything parses a body.
  app.use('*', limitBodies());
  app.use('*', refuseNulBytes());
  app.use('/api/auth/frontchannel-logout/*', allowFramingByIdentityProviders(config));
  // Referrer-Policy same-origin (not the default no-referrer): with no-referrer, browsers send 'Origin: null'
  // on plain form posts, and React Router then refuses every no-JavaScript action as a possible CSRF.
  app.use(
    '*',
    secureHeaders({ crossOriginEmbedderPolicy: false, referrerPolicy: 'same-origin', xFrameOptions: 'DENY' }),
  );
  // Content-Security-Policy and Permissions-Policy (docs/decisions/016); pages bring their own CSP.
  app.use('*', securityPolicies());
  app.use('*', compress());
  // The built-in test bank terminal (docs/decisions/011): a separate hosted page, outside the shell and our CSRF/session rules.
  if (config.testTerminalEnabled) app.route('/test-terminal', testTerminalRouter(services));

  // While the database is away: 503 at once (docs/decisions/017). Static files and the test tools do not need it.
  const databaseGuard = services.availability ? answerWhileDatabaseAway(services.availability) : null;
  if (databaseGuard) app.use('/api/*', databaseGuard);
  // Sessions and CSRF (docs/decisions/004) for the API; pages get the same below.
  app.use('/api/*', authContext(services, { pages: false }));
  app.route('/api', createApi(services));
  // Unmatched /api paths answer JSON here; otherwise the page handler would render an HTML 404.
  app.all('/api/*', notFoundResponse);

  if (config.isProduction && clientDir) {
    // Hashed bundles never change, so browsers and CDNs may keep them for a year.
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE),
      }),
    );
    // Media from public/media (the info screens' demo videos); served with ranges, so videos can seek.
    app.use(
      '/media/*',
      serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=86400') }),
    );
    // Files copied from public/ (favicon …), registered by name so page requests never touch the disk.
    for (const file of readdirSync(clientDir, { withFileTypes: true }).filter((entry) => entry.isFile())) {
      app.use(
        `/${file.name}`,
        serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }),
      );
    }
  }

  if (databaseGuard) app.use('*', databaseGuard);
  // robots.txt, the sitemap and the OpenSearch description (issue #21).
  app.route('/', openWebRouter(services, config));
  app.all('*', authContext(services, { pages: true }), (c) =>
    pages.serve(c, c.get('auth'), () => handleDocument(c.req.raw, c.get('correlationId'), c.get('auth'))),
  );

  app.onError((err, c) => {
    if (c.req.path.startsWith('/api/')) return apiErrorResponse(c, err, log);
    log.error({ err, path: c.req.path, correlationId: c.get('correlationId') }, 'page failed');
    const language = pageLanguage(c.req.raw.headers);
    const t = translatorFor(language);
    return c.html(barePage(t('errors:barePages.errorTitle'), t('errors:barePages.tryAgain'), language), 500, {
      'Content-Security-Policy': BARE_PAGE_POLICY,
    });
  });
  return app;
}

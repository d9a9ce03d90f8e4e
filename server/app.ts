// Server entry (the SSR bundle's input): wires the Hono app to React Router's server build.
import { getRequestListener } from '@hono/node-server';
import { createRequestHandler } from 'react-router';
import { publicConfig } from '#server/config.ts';
import { getAppContext } from '#server/context.ts';
import { createHttpApp } from '#server/http/http-app.ts';
import '#server/types/load-context.ts';

/** Node request listener for server.js: resolves once the database is migrated and seeded. */
export async function createListener() {
  const { config, log, services, database } = await getAppContext();
  const renderPage = createRequestHandler(
    () => import('virtual:react-router/server-build'),
    config.isProduction ? 'production' : 'development',
  );
  const pageConfig = publicConfig(config);
  const app = createHttpApp({
    config,
    log,
    services,
    handleDocument: (request, correlationId) =>
      renderPage(request, { services, publicConfig: pageConfig, correlationId }),
  });
  return { listener: getRequestListener(app.fetch), log, config, close: () => database.close() };
}

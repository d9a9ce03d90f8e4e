// Server entry (the SSR bundle's input): wires the Hono app to React Router's server build.
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createRequestHandler } from 'react-router';
import { publicConfig } from '#server/config.ts';
import { getAppContext } from '#server/context.ts';
import { createHttpApp } from '#server/http/http-app.ts';
import '#server/types/load-context.ts';

export { prepareDatabase, startMachineSearch } from '#server/context.ts';
export { createNodeServer } from '#server/http/node-server.ts';

/** Node request listener for server.js: resolves once the database is migrated and seeded. */
export async function createListener() {
  const { config, log, services, close } = await getAppContext();
  // In production the build is fixed: hand it over once, so React Router prepares its route tree
  // once instead of per request. In dev a function makes it re-read the build after each edit.
  const renderPage = config.isProduction
    ? createRequestHandler(await import('virtual:react-router/server-build'), 'production')
    : createRequestHandler(() => import('virtual:react-router/server-build'), 'development');
  const pageConfig = publicConfig(config);
  const app = createHttpApp({
    // In the build this module is build/server/index.js, so the browser bundles are in ../client.
    clientDir: fileURLToPath(new URL('../client', import.meta.url)),
    config,
    log,
    services,
    handleDocument: (request, correlationId, auth) =>
      renderPage(request, { services, publicConfig: pageConfig, correlationId, auth }),
  });
  return { listener: getRequestListener(app.fetch), log, config, close };
}

// Starts the portal on one port. `--dev`: Vite middleware with hot reload; otherwise the production build,
// in WEB_CONCURRENCY processes sharing the port (PostgreSQL only: the embedded database belongs to one process).
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const buildDir = process.env.BUILD_DIR ?? 'build';

/** One JSON line in the same shape as the server's own logs. */
const say = (level, msg, extra = {}) =>
  console[level >= 50 ? 'error' : 'log'](JSON.stringify({ level, msg, ...extra }));

/** WEB_CONCURRENCY: a number of processes, or 'auto' for one per CPU core; 1 when unset. */
function processCount() {
  const value = process.env.WEB_CONCURRENCY;
  if (value === undefined || value === '') return 1;
  const count = value === 'auto' ? availableParallelism() : Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    say(60, `WEB_CONCURRENCY must be a number from 1 to 64 or 'auto', not '${value}'`);
    process.exit(1);
  }
  return count;
}

const importBuild = () => import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href);

/** A refusal at start (the embedded database in use by another process, bad configuration) is one clear line, not a stack. */
function refuseToStart(error) {
  say(60, error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/** On PostgreSQL the search index lives once per machine, in a process of its own that every server process asks (docs/decisions/018). */
async function startMachineSearch() {
  const search = (await importBuild()).startMachineSearch();
  if (search) process.env.SEARCH_PROCESS_SOCKET = search.socket;
}

const workers = dev ? 1 : processCount();
// HTTPS and HTTP/2 when the production server has a certificate (docs/decisions/039).
const scheme = process.env.TLS_CERT_FILE ? 'https' : 'http';
if (dev && scheme === 'https') {
  say(60, 'TLS_CERT_FILE/TLS_KEY_FILE are for the production server (npm run serve); npm run dev serves plain HTTP.');
  process.exit(1);
}

if (workers > 1 && cluster.isPrimary) {
  if (!process.env.DATABASE_URL) {
    say(
      60,
      'WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process. See README "Several processes".',
    );
    process.exit(1);
  }
  // Migrations and the demo seed run once, here, before any worker opens the database.
  const { prepareDatabase } = await importBuild();
  await prepareDatabase().catch(refuseToStart);
  await startMachineSearch();
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    say(50, 'a server process ended; starting a new one', { pid: worker.process.pid, code, signal });
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.disconnect(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  say(30, `Listening on ${scheme}://localhost:${port} with ${workers} processes`);
} else {
  let httpServer;

  if (dev) {
    httpServer = createServer();
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({
      server: { middlewareMode: true, hmr: { server: httpServer } },
      appType: 'custom',
    });
    // Load once so the database is migrated and seeded before we listen.
    await (await vite.ssrLoadModule('./server/app.ts')).createListener();
    httpServer.on('request', (req, res) => {
      vite.middlewares(req, res, async () => {
        try {
          // Re-import per request so edits to server code apply without a restart.
          const { createListener } = await vite.ssrLoadModule('./server/app.ts');
          (await createListener()).listener(req, res);
        } catch (error) {
          vite.ssrFixStacktrace(error);
          console.error(error);
          res.statusCode = 500;
          res.end('Internal error');
        }
      });
    });
  } else {
    if (cluster.isPrimary && process.env.DATABASE_URL) {
      // The search process reads a migrated database: migrate first (the listener's own migration then finds nothing to do).
      await (await importBuild()).prepareDatabase().catch(refuseToStart);
      await startMachineSearch();
    }
    const { createListener, createNodeServer } = await importBuild();
    const app = await createListener().catch(refuseToStart);
    let nodeServer;
    try {
      nodeServer = createNodeServer(app.config, app.listener);
    } catch (error) {
      refuseToStart(error);
    }
    httpServer = nodeServer.server;
    const shutdown = () => nodeServer.close().then(() => app.close().then(() => process.exit(0)));
    process.on('SIGTERM', shutdown);
    process.on('SIGINT', shutdown);
  }

  httpServer.listen(port, host, () => {
    if (cluster.isPrimary) say(30, `Listening on ${scheme}://localhost:${port}`, { dev });
  });
}

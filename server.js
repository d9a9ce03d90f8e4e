// Starts the portal on one port. `--dev`: Vite middleware with hot reload; otherwise the production build.
import { createServer } from 'node:http';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const httpServer = createServer();

if (dev) {
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
  const buildDir = process.env.BUILD_DIR ?? 'build';
  const { createListener } = await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href);
  const app = await createListener().catch((error) => {
    // A refusal at start (the embedded database in use by another process, bad configuration) is one clear line, not a stack.
    console.error(JSON.stringify({ level: 60, msg: error instanceof Error ? error.message : String(error) }));
    process.exit(1);
  });
  httpServer.on('request', app.listener);
  const shutdown = () => httpServer.close(() => app.close().then(() => process.exit(0)));
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

httpServer.listen(port, host, () => {
  console.log(JSON.stringify({ level: 30, msg: `Listening on http://localhost:${port}`, dev }));
});

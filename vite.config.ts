// Vite build: the client bundles and the SSR bundle, whose entries are our Hono app (server/app.ts), which embeds
// the React Router server build, the search index's build process (server/services/catalogue/index-build.ts) and the
// machine's search process (search-process.ts).
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: 'es2022',
    rollupOptions: isSsrBuild
      ? {
          input: {
            index: './server/app.ts',
            'index-build-worker': './server/services/catalogue/index-build-worker.ts',
            'search-process-main': './server/services/catalogue/search-process-main.ts',
          },
        }
      : undefined,
  },
  ssr: {
    // Native/wasm packages stay external and are loaded from node_modules at run time.
    external: ['@electric-sql/pglite', 'pg', 'pino', '@node-rs/argon2'],
  },
  plugins: [
    reactRouter(),
    // React Router names every server entry index.js (the second index2.js): each entry by its input's name instead.
    {
      name: 'server-entry-names',
      enforce: 'post',
      config: (_, env) => (env.isSsrBuild ? { build: { rollupOptions: { output: { entryFileNames: '[name].js' } } } } : undefined),
    },
  ],
}));

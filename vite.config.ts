// Vite build: the client bundles and the SSR bundle, whose entries are our Hono app (server/app.ts), which embeds
// the React Router server build, the search index's build process (server/services/catalogue/index-build.ts) and the
// machine's search process (search-process.ts).
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';

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
      : {
          output: {
            // Each language's catalogue namespace is its own chunk, loaded on a client-side navigation that needs it
            // (app/i18n/client-i18n.ts, decision 028): named for what it holds, locale-<language>-<namespace>-<hash>.js.
            chunkFileNames: (chunk: { facadeModuleId?: string | null }) => {
              const locale = /[\\/]core[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
              return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
            },
            // Fewer, larger browser chunks: React and React Router in one, and our shared modules (components, lib,
            // core) used by two or more routes in another. Left to itself the bundler made ~35 files of 1–8 KiB that
            // every page preloads, and on a phone's 4G link (150 ms round trips, six connections) those requests,
            // not their bytes, held up the first paint: Lighthouse mobile FCP 1.9–2.3 s -> 1.5–1.6 s (issue #18).
            // The autocomplete combobox and the modal stay out, so react-aria still loads only when first needed.
            // Feature modules shared by two pages join the shell too (a page asked for 12–17 files, now 8, for 8–11 KB
            // more); the staff-only features (content admin, cataloguing, the screens' player) stay with their pages.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                },
                {
                  name: 'shell',
                  minShareCount: 2,
                  test: (id: string) =>
                    /[\\/](app[\\/](components|lib|features|styles)|core)[\\/]/.test(id) &&
                    !/search-combobox|app-modal|node_modules|features[\\/](content-admin|cataloguing|screens)/.test(id),
                },
              ],
            },
          },
        },
  },
  ssr: {
    // Native/wasm packages stay external and are loaded from node_modules at run time.
    external: ['@electric-sql/pglite', 'pg', 'pino', '@node-rs/argon2'],
  },
  plugins: [
    reactRouter(),
    // The browser files once more as .br (quality 11) and .gz beside each, served as they are (server/http/http-app.ts):
    // brotli's best is 12–14 % smaller than the gzip a request could afford on the fly, and a burst of a page's files
    // no longer waits on compressing them one by one (issue #18).
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        threshold: 1024,
        logLevel: 'silent',
      }),
    // React Router names every server entry index.js (the second index2.js): each entry by its input's name instead.
    {
      name: 'server-entry-names',
      enforce: 'post',
      config: (_, env) =>
        env.isSsrBuild ? { build: { rollupOptions: { output: { entryFileNames: '[name].js' } } } } : undefined,
    },
  ],
}));

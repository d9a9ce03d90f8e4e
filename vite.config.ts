// Vite build: the client bundles and one SSR bundle whose entry is our Hono app
// (server/app.ts), which embeds the React Router server build.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: 'es2022',
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
  },
  ssr: {
    // Native/wasm packages stay external and are loaded from node_modules at run time.
    external: ['@electric-sql/pglite', 'pg', 'pino', '@node-rs/argon2'],
  },
  plugins: [reactRouter()],
}));

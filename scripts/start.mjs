// `npm start`: installs what is missing, builds when sources changed, then serves the production build.
// Migrations and the demo seed run inside the server at start-up (server/context.ts).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** Newest modification time below the given paths (directories are walked). */
function newest(paths) {
  let latest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      latest = Math.max(latest, newest(readdirSync(path).map((name) => join(path, name))));
    } else latest = Math.max(latest, stat.mtimeMs);
  }
  return latest;
}

ensureInstalled();

const sources = ['app', 'core', 'server', 'public', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts'];
if (mtime('build/server/index.js') < newest(sources)) {
  console.log('Building…');
  run('npm run build');
}

process.env.NODE_ENV = 'production';
await import('../server.js');

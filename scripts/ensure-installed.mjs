// Runs `npm ci` when node_modules is missing or older than package-lock.json (fresh clones, pulls).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

export function ensureInstalled() {
  if (mtime('node_modules/.package-lock.json') >= mtime('package-lock.json')) return;
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}

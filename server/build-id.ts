// The deployment's build id (issue #8): a hash of the SSR entry bundle, so every process of one deployment agrees and a new deployment differs.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | null = null;

/**
 * The file whose bytes identify the build: the SSR entry (build/server/index.js). It imports the
 * route bundle and shared chunks by their content-hashed names, and those name the hashed browser
 * bundles, so any change to the portal changes it. This module sits in the entry itself or in a
 * chunk under build/server/assets; from the source tree (dev, tests) it hashes itself.
 */
function identifyingFile(): string {
  const self = fileURLToPath(import.meta.url);
  const here = dirname(self);
  if (basename(here) === 'assets') {
    const entry = resolve(here, '../index.js');
    if (existsSync(entry)) return entry;
  }
  return self;
}

/** Information screens compare this with the id they were loaded with and reload on a difference. */
export function buildId(): string {
  if (cached !== null) return cached;
  try {
    cached = createHash('sha256').update(readFileSync(identifyingFile())).digest('hex').slice(0, 16);
  } catch {
    // Not a file URL (unusual bundling): one id per process is still right for a single process.
    cached = createHash('sha256').update(`${process.pid}-${Date.now()}`).digest('hex').slice(0, 16);
  }
  return cached;
}

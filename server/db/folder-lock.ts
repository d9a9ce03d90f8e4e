// The embedded database's folder belongs to one process: a lock beside it (proper-lockfile), so a second server or a CLI tool refuses to start instead of losing writes.
import lockfile from 'proper-lockfile';

/** A holder refreshes the lock every 5 s; one not refreshed for 10 s is a process that died (kill -9) and is taken over. */
const STALE_MS = 10_000;
const UPDATE_MS = 5_000;

export class DataFolderInUse extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another process (a running server, an import or a seed). ` +
        'PGlite serves one process only: stop the other process first, or run several processes against PostgreSQL (DATABASE_URL, see README "Several processes").',
    );
    this.name = 'DataFolderInUse';
  }
}

/**
 * Takes the folder's lock, or throws DataFolderInUse. `waitForStaleMs` lets a restart right after a
 * crash wait until the dead holder's lock counts as stale (0: refuse at once).
 * Resolves to the release function.
 */
export async function lockDataFolder(dataDir: string, waitForStaleMs = STALE_MS + 2_000): Promise<() => Promise<void>> {
  const retries = Math.ceil(waitForStaleMs / 1_000);
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}.lock`,
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
      retries: retries > 0 ? { retries, minTimeout: 1_000, maxTimeout: 1_000 } : 0,
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') throw new DataFolderInUse(dataDir);
    throw err;
  }
}

// The embedded database's folder belongs to one process: a lock beside it (proper-lockfile), so a second server or a CLI tool refuses to start instead of losing writes.
import lockfile from 'proper-lockfile';

/**
 * A holder refreshes the lock every 5 s; one not refreshed for 30 s is a process that died (kill -9) and is taken over.
 * 30, not 10: PGlite runs in the process's own thread, and a long statement on a starved machine held the event loop
 * past 10 s (the seed, under a load of 8 on two cores), so the lock of a living process went stale.
 */
const STALE_MS = 30_000;
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

interface LockTiming {
  staleMs: number;
  updateMs: number;
}

function take(
  dataDir: string,
  retries: number,
  timing: LockTiming,
  onCompromised: (err: Error) => void,
): Promise<() => Promise<void>> {
  return lockfile.lock(dataDir, {
    lockfilePath: `${dataDir}.lock`,
    realpath: false,
    stale: timing.staleMs,
    update: timing.updateMs,
    retries: retries > 0 ? { retries, minTimeout: 1_000, maxTimeout: 1_000 } : 0,
    onCompromised,
  });
}

/**
 * Takes the folder's lock, or throws DataFolderInUse. `waitForStaleMs` lets a restart right after a
 * crash wait until the dead holder's lock counts as stale (0: refuse at once).
 * Resolves to the release function. `timing` is for tests (proper-lockfile's least stale time is 2 s).
 *
 * When this process could not refresh the lock in time (its event loop stalled past STALE_MS), proper-lockfile calls
 * the lock compromised and by default throws from a timer, which ended the process. Instead the lock is taken again;
 * only if another process has taken the folder meanwhile does this one stop, as two writers would corrupt it. A folder
 * that is gone is only logged.
 */
export async function lockDataFolder(
  dataDir: string,
  waitForStaleMs = STALE_MS + 2_000,
  timing: LockTiming = { staleMs: STALE_MS, updateMs: UPDATE_MS },
): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  const onCompromised = (err: Error) => {
    take(dataDir, 0, timing, onCompromised).then(
      (again) => {
        release = again;
      },
      (failed: unknown) => {
        if ((failed as { code?: string }).code === 'ELOCKED') {
          console.error(`The lock of ${dataDir} was lost (${err.message}) and another process holds it now: stopping.`);
          process.exit(70);
        }
        // The folder itself is gone (deleted under a running process, as a test's clean-up does): nothing to guard.
        console.error(
          `The lock of ${dataDir} was lost (${err.message}) and could not be taken again: ${String(failed)}`,
        );
      },
    );
  };
  try {
    release = await take(dataDir, Math.ceil(waitForStaleMs / 1_000), timing, onCompromised);
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') throw new DataFolderInUse(dataDir);
    throw err;
  }
  return () => release();
}

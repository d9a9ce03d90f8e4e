// One process per embedded database folder: a second holder is refused with a clear message, a released or stale lock is taken.
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DataFolderInUse, lockDataFolder } from './folder-lock.ts';

const root = mkdtempSync(join(tmpdir(), 'bibliotek-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('lockDataFolder', () => {
  it('refuses a second holder with a message that says what to do, and lets the next one in after release', async () => {
    const dir = join(root, 'pglite');
    mkdirSync(dir);
    const release = await lockDataFolder(dir, 0);
    const second = lockDataFolder(dir, 0);
    await expect(second).rejects.toBeInstanceOf(DataFolderInUse);
    await expect(second).rejects.toThrow(/in use by another process.*PostgreSQL \(DATABASE_URL/);
    await release();
    await (
      await lockDataFolder(dir, 0)
    )();
  });

  it('takes over the lock of a process that died without releasing it (kill -9)', async () => {
    const dir = join(root, 'crashed');
    mkdirSync(dir);
    // What a killed holder leaves: the lock, no longer refreshed.
    mkdirSync(`${dir}.lock`);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(`${dir}.lock`, longAgo, longAgo);
    const release = await lockDataFolder(dir, 0);
    await release();
  });

  describe('when the event loop stalls past the stale time', () => {
    const quick = { staleMs: 2_000, updateMs: 1_000 };
    /** What a long PGlite statement on a starved machine does: nothing else runs in this thread meanwhile. */
    const stall = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    // Stopping would end the test worker, and what the lock says on the way is read, not printed.
    let exit: MockInstance<typeof process.exit>;
    let error: MockInstance<typeof console.error>;
    beforeEach(() => {
      exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
      error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      exit.mockRestore();
      error.mockRestore();
    });

    it('takes its lock again instead of ending the process, and still refuses a second holder', async () => {
      const dir = join(root, 'stalled');
      mkdirSync(dir);
      const release = await lockDataFolder(dir, 0, quick);
      stall(2_500);
      // The refresh finds itself late, the lock compromised; it is taken again at once.
      await vi.waitFor(async () => expect(statSync(`${dir}.lock`).mtimeMs).toBeGreaterThan(Date.now() - 1_000), {
        timeout: 3_000,
      });
      await expect(lockDataFolder(dir, 0, quick)).rejects.toBeInstanceOf(DataFolderInUse);
      expect(exit).not.toHaveBeenCalled();
      await release();
    });

    it('only logs when the folder was deleted under it (a clean-up), and goes on', async () => {
      const parent = mkdtempSync(join(root, 'deleted-'));
      const dir = join(parent, 'pglite');
      mkdirSync(dir);
      await lockDataFolder(dir, 0, quick);
      rmSync(parent, { recursive: true, force: true });
      await vi.waitFor(() => expect(error).toHaveBeenCalled(), { timeout: 4_000 });
      expect(error.mock.calls[0][0]).toMatch(/could not be taken again/);
      expect(exit).not.toHaveBeenCalled();
    });

    it('stops the process when another one took the folder meanwhile', async () => {
      const dir = join(root, 'taken');
      mkdirSync(dir);
      await lockDataFolder(dir, 0, quick);
      stall(2_500);
      // Another process's fresh lock, as if it had taken the stale one while this one stood still.
      utimesSync(`${dir}.lock`, new Date(), new Date());
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(70), { timeout: 3_000 });
      expect(error.mock.calls[0][0]).toMatch(/another process holds it now/);
    });
  });
});

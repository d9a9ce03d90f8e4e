// One process per embedded database folder: a second holder is refused with a clear message, a released or stale lock is taken.
import { mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
    await (await lockDataFolder(dir, 0))();
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
});

import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { indexFileName, WorkerIndexBuilder } from './index-build.ts';

it('removes index files left by build processes that are gone, and keeps those of running ones', () => {
  // A process that has ended: its pid is free (and not reused this quickly).
  const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
  const orphan = join(tmpdir(), indexFileName(Number(gone), 1));
  const current = join(tmpdir(), indexFileName(process.pid, 1));
  writeFileSync(orphan, 'x');
  writeFileSync(current, 'x');
  new WorkerIndexBuilder({ url: 'postgres://unused' });
  expect([existsSync(orphan), existsSync(current)]).toEqual([false, true]);
  rmSync(current);
});

import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readOneBuffer, writeOneBuffer } from './index-transfer.ts';

it('hands typed arrays, strings and numbers over through one file and one buffer, and removes the file', async () => {
  const value = {
    count: 3,
    names: ['Bok', 'Lydbok'],
    nothing: null,
    bytes: Uint8Array.from([1, 2, 3]),
    nested: {
      created: Float64Array.from([1.5, -2, 1e15]),
      years: Int16Array.from([-32768, 1999]),
      ids: Int32Array.from([7, 8, 9]),
    },
    list: [Uint32Array.from([0xffffffff]), Uint16Array.from([65535, 0])],
  };
  const file = join(mkdtempSync(join(tmpdir(), 'index-transfer-')), 'index.bin');
  const layout = await writeOneBuffer(value, file);
  // Plain JSON crosses the IPC channel: no typed array left in the layout.
  expect(JSON.parse(JSON.stringify(layout))).toEqual(layout);
  const back = await readOneBuffer<typeof value>(layout, file);
  expect(back).toEqual(value);
  expect(existsSync(file)).toBe(false);
  // One buffer under all of them, each view aligned for its type.
  expect(new Set([back.bytes.buffer, back.nested.created.buffer, back.list[1].buffer]).size).toBe(1);
  expect(back.nested.created.byteOffset % 8).toBe(0);
});

// The search index as one buffer and a plain description of it (docs/decisions/018), so the process that builds it
// can hand it over through a file: the receiving process reads the file into one allocation off its request thread
// (the read runs in libuv's pool) and wraps views around it, without parsing or copying anything on that thread.
import { open, rm, writeFile } from 'node:fs/promises';

type TypedArray =
  Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | Float32Array | Float64Array;

const TYPED_ARRAYS = {
  Int8Array,
  Uint8Array,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
};

/** Where a typed array lies in the buffer. */
interface Slot {
  $typed: keyof typeof TYPED_ARRAYS;
  offset: number;
  length: number;
}

/** A value with its typed arrays replaced by their slots (plain JSON), and the buffer's size. */
export interface Layout {
  size: number;
  value: unknown;
}

/** `value` rebuilt with each object `replace` answers for replaced (undefined: kept, and its parts walked). */
function rebuild(value: unknown, replace: (part: object) => unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const replaced = replace(value);
  if (replaced !== undefined) return replaced;
  if (Array.isArray(value)) return value.map((item: unknown) => rebuild(item, replace));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rebuild(v, replace)]));
}

function isSlot(value: object): value is Slot {
  return '$typed' in value;
}

/** Writes every typed array of `value` into one file (8-byte aligned) and returns the layout that finds them again. */
export async function writeOneBuffer(value: unknown, file: string): Promise<Layout> {
  const placed: { array: TypedArray; offset: number }[] = [];
  let size = 0;
  const described = rebuild(value, (part) => {
    if (!ArrayBuffer.isView(part)) return undefined;
    const array = part as TypedArray;
    const slot: Slot = { $typed: array.constructor.name as Slot['$typed'], offset: size, length: array.length };
    placed.push({ array, offset: size });
    size += Math.ceil(array.byteLength / 8) * 8;
    return slot;
  });
  const bytes = new Uint8Array(size);
  for (const { array, offset } of placed)
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), offset);
  await writeFile(file, bytes);
  return { size, value: described };
}

/** Reads the file written by writeOneBuffer into one buffer and deletes it; the value with views of that buffer. */
export async function readOneBuffer<T>(layout: Layout, file: string): Promise<T> {
  const buffer = new ArrayBuffer(layout.size);
  const bytes = new Uint8Array(buffer);
  const handle = await open(file, 'r');
  try {
    for (let at = 0; at < layout.size;) {
      const { bytesRead } = await handle.read(bytes, at, layout.size - at, at);
      if (bytesRead === 0) throw new Error(`${file} ends after ${at} of ${layout.size} bytes`);
      at += bytesRead;
    }
  } finally {
    await handle.close();
    await rm(file, { force: true });
  }
  return rebuild(layout.value, (part) =>
    isSlot(part) ? new TYPED_ARRAYS[part.$typed](buffer, part.offset, part.length) : undefined,
  ) as T;
}

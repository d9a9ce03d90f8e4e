// The search index as one buffer and a plain description of it (docs/decisions/018), so the process that builds it
// can hand it over through a file: the receiving process reads the file into one allocation off its request thread
// (the read runs in libuv's pool) and wraps views around it, without parsing or copying anything on that thread.
import { open, rm, writeFile } from 'node:fs/promises';

type TypedArray = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | Float32Array | Float64Array;

const TYPED_ARRAYS = { Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array };

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

function mapTypedArrays(value: unknown, replace: (array: TypedArray) => unknown): unknown {
  if (ArrayBuffer.isView(value)) return replace(value as TypedArray);
  if (Array.isArray(value)) return value.map((item: unknown) => mapTypedArrays(item, replace));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapTypedArrays(v, replace)]));
  return value;
}

function isSlot(value: object): value is Slot {
  return '$typed' in value;
}

/** Writes every typed array of `value` into one file (8-byte aligned) and returns the layout that finds them again. */
export async function writeOneBuffer(value: unknown, file: string): Promise<Layout> {
  const arrays: TypedArray[] = [];
  let size = 0;
  const described = mapTypedArrays(value, (array) => {
    const slot: Slot = { $typed: array.constructor.name as Slot['$typed'], offset: size, length: array.length };
    arrays.push(array);
    size += Math.ceil(array.byteLength / 8) * 8;
    return slot;
  });
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const array of arrays) {
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
    at += Math.ceil(array.byteLength / 8) * 8;
  }
  await writeFile(file, bytes);
  return { size, value: described };
}

/** Reads the file written by writeOneBuffer into one buffer and deletes it; the value with views of that buffer. */
export async function readOneBuffer<T>(layout: Layout, file: string): Promise<T> {
  const buffer = new ArrayBuffer(layout.size);
  const bytes = new Uint8Array(buffer);
  const handle = await open(file, 'r');
  try {
    for (let at = 0; at < layout.size; ) {
      const { bytesRead } = await handle.read(bytes, at, layout.size - at, at);
      if (bytesRead === 0) throw new Error(`${file} ends after ${at} of ${layout.size} bytes`);
      at += bytesRead;
    }
  } finally {
    await handle.close();
    await rm(file, { force: true });
  }
  const revive = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(revive);
    if (value !== null && typeof value === 'object') {
      if (isSlot(value)) return new TYPED_ARRAYS[value.$typed](buffer, value.offset, value.length);
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
    }
    return value;
  };
  return revive(layout.value) as T;
}

// Many short strings as one UTF-8 buffer and their offsets (docs/decisions/018): the search index is built in another
// process and handed over as one buffer (index-transfer.ts), and a million JavaScript strings would have to be made
// one by one on arrival (≈1.8 s for two million, all of it on the request thread). They also cost less memory: no
// object header per string. Comparisons work on the bytes, whose order is the code points'.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What crosses threads: the strings' bytes one after another, and where each starts (plus the end). */
export interface PackedStringsData {
  bytes: Uint8Array;
  offsets: Int32Array;
}

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Compares two byte strings as their code points compare. */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Compares two strings as their code points compare (PostgreSQL's C collation), as compareBytes does their UTF-8. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    // UTF-16 order differs from code point order only where a surrogate pair meets U+E000–U+FFFF.
    const x = a.codePointAt(i) as number;
    const y = b.codePointAt(i) as number;
    if (x !== y) return x - y;
  }
  return a.length - b.length;
}

export class PackedStrings {
  constructor(readonly data: PackedStringsData) {}

  static pack(values: readonly string[]): PackedStrings {
    const encoded = values.map(utf8);
    const offsets = new Int32Array(values.length + 1);
    for (let i = 0; i < encoded.length; i++) offsets[i + 1] = offsets[i] + encoded[i].length;
    const bytes = new Uint8Array(offsets[values.length]);
    encoded.forEach((value, i) => bytes.set(value, offsets[i]));
    return new PackedStrings({ bytes, offsets });
  }

  get length(): number {
    return this.data.offsets.length - 1;
  }

  get(i: number): string {
    return decoder.decode(this.bytesOf(i));
  }

  bytesOf(i: number): Uint8Array {
    return this.data.bytes.subarray(this.data.offsets[i], this.data.offsets[i + 1]);
  }

  /** String i against `key`, in code point order. */
  compare(i: number, key: Uint8Array): number {
    return compareBytes(this.bytesOf(i), key);
  }

  /** 0 when string i starts with `prefix`, else its order against it (the strings starting with it are one range). */
  comparePrefix(i: number, prefix: Uint8Array): number {
    const { bytes, offsets } = this.data;
    const from = offsets[i];
    const length = offsets[i + 1] - from;
    const n = Math.min(length, prefix.length);
    for (let k = 0; k < n; k++) if (bytes[from + k] !== prefix[k]) return bytes[from + k] - prefix[k];
    return length < prefix.length ? -1 : 0;
  }

  startsWith(i: number, prefix: Uint8Array): boolean {
    return this.comparePrefix(i, prefix) === 0;
  }

  /** Whether string i holds `needle` (UTF-8 is self-synchronising: a byte match is a character match). */
  includes(i: number, needle: Uint8Array): boolean {
    const { bytes, offsets } = this.data;
    const last = offsets[i + 1] - needle.length;
    if (needle.length === 0) return true;
    const first = needle[0];
    for (let at = offsets[i]; at <= last; at++) {
      if (bytes[at] !== first) continue;
      let k = 1;
      while (k < needle.length && bytes[at + k] === needle[k]) k++;
      if (k === needle.length) return true;
    }
    return false;
  }

  /**
   * Binary search over `order` (positions of these strings in code point order; null: they are stored in it): the
   * first whose string is not below `key`, or with `after` the first past those starting with it.
   */
  lowerBound(order: ArrayLike<number> | null, key: Uint8Array, after = false): number {
    let low = 0;
    let high = order ? order.length : this.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const c = this.comparePrefix(order ? order[mid] : mid, key);
      if (c < 0 || (after && c === 0)) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

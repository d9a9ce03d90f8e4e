// Seeded randomness: one generator and one label hash for the demo seed, the generated pictures and display order.
// A shuffle decided by a seed (SPEC §3 randomServiceSeed, randomListSeed): the server picks the seed, so the
// server-rendered page and the hydrated one show the same order, and each visit may show another.

/** mulberry32: a small, well-known 32-bit generator of floats in [0, 1) from an integer seed; good enough for display
 * order, demo data and generated pictures, never for secrets. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 32-bit FNV-1a hash of a text: the same name always gives the same number (seeds derived from labels). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The items in an order given by `seed` (a number in [0, 1), as Math.random gives); the input is not changed. */
export function seededOrder<T>(items: readonly T[], seed: number): T[] {
  const finite = Number.isFinite(seed) ? seed : 0;
  const next = mulberry32(Math.floor(Math.abs(finite) * 2 ** 32) >>> 0 || 0x9e3779b9);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

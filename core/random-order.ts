// A shuffle decided by a seed (SPEC §3 randomServiceSeed, randomListSeed): the server picks the seed, so the
// server-rendered page and the hydrated one show the same order, and each visit may show another.

/** mulberry32: a small, well-known 32-bit generator; good enough for display order. */
function generator(seed: number): () => number {
  let state = Math.floor(Math.abs(seed) * 2 ** 32) >>> 0 || 0x9e3779b9;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items in an order given by `seed` (a number in [0, 1), as Math.random gives); the input is not changed. */
export function seededOrder<T>(items: readonly T[], seed: number): T[] {
  const next = generator(Number.isFinite(seed) ? seed : 0);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// Deterministic pseudo-random numbers for the demo seed (mulberry32), so every run yields the same data.
import { hashString, mulberry32 } from '#core/random.ts';

export class Random {
  private readonly next01: () => number;

  constructor(private readonly seed: number) {
    this.next01 = mulberry32(seed);
  }

  /** An independent stream for one area, so changes in one area do not shift the others. */
  fork(label: string): Random {
    return new Random((this.seed ^ hashString(label)) >>> 0);
  }

  next(): number {
    return this.next01();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next01() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next01() < probability;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.next01() * list.length)];
  }

  /** Picks by weight: [[value, weight], …]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next01() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next01() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  /** n distinct elements (or all of them when n ≥ length). */
  sample<T>(list: readonly T[], n: number): T[] {
    return this.shuffle(list).slice(0, Math.max(0, n));
  }
}

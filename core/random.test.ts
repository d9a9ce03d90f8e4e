// Unit tests: a seeded order is a permutation, the same for the same seed, and differs between seeds; the generator and
// the hash are deterministic.
import { describe, expect, it } from 'vitest';
import { hashString, mulberry32, seededOrder } from './random.ts';

describe('seededOrder', () => {
  const items = Array.from({ length: 12 }, (_, i) => i);
  it('keeps every item once and leaves the input alone', () => {
    const ordered = seededOrder(items, 0.42);
    expect([...ordered].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });
  it('gives the same order for the same seed (server and browser agree)', () => {
    expect(seededOrder(items, 0.1234)).toEqual(seededOrder(items, 0.1234));
  });
  it('gives other orders for other seeds', () => {
    const orders = new Set([0.01, 0.2, 0.4, 0.6, 0.8].map((seed) => seededOrder(items, seed).join(',')));
    expect(orders.size).toBeGreaterThan(3);
  });
  it('copes with empty lists and odd seeds', () => {
    expect(seededOrder([], 0.5)).toEqual([]);
    expect(seededOrder([1], Number.NaN)).toEqual([1]);
  });
});

describe('mulberry32 and hashString', () => {
  it('repeat for the same seed or text and differ for others', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(first[0]);
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
  });
});

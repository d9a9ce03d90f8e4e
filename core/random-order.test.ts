// Unit tests: a seeded order is a permutation, the same for the same seed, and differs between seeds.
import { describe, expect, it } from 'vitest';
import { seededOrder } from './random-order.ts';

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

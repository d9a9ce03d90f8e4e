// The offline card's service worker is served as text: it must at least be valid JavaScript naming the card page and its cache.
import { describe, expect, it } from 'vitest';
import { OFFLINE_CARD_CACHE, OFFLINE_CARD_PATH } from './offline-card.ts';
import { OFFLINE_CARD_WORKER } from './offline-card-worker.server.ts';

describe('OFFLINE_CARD_WORKER', () => {
  it('compiles, and keeps only the card page under its own cache name', () => {
    expect(() => new Function(OFFLINE_CARD_WORKER)).not.toThrow();
    expect(OFFLINE_CARD_WORKER).toContain(`const CACHE = ${JSON.stringify(OFFLINE_CARD_CACHE)};`);
    expect(OFFLINE_CARD_WORKER).toContain(`const PAGE = ${JSON.stringify(OFFLINE_CARD_PATH)};`);
  });
});

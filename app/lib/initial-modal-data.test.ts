import { describe, expect, it } from 'vitest';
import { trackPageView } from './analytics.ts';
import { saveInitialModalData, takeInitialModalData, withoutLoginMarker } from './initial-modal-data.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('initialModalData (SPEC §2)', () => {
  it('saves JSON under initialModalData and restores it once', () => {
    const storage = memoryStorage();
    saveInitialModalData({ type: 'reserve', recordId: '123' }, storage);
    expect(storage.map.get('initialModalData')).toBe('{"type":"reserve","recordId":"123"}');
    expect(takeInitialModalData(storage)).toEqual({ type: 'reserve', recordId: '123' });
    expect(takeInitialModalData(storage)).toBeNull();
  });

  it('ignores broken JSON and missing storage', () => {
    const storage = memoryStorage();
    storage.setItem('initialModalData', '{oops');
    expect(takeInitialModalData(storage)).toBeNull();
    expect(takeInitialModalData(null)).toBeNull();
    expect(() => saveInitialModalData({ a: 1 }, null)).not.toThrow();
  });

  it('drops the login marker from the query', () => {
    expect(withoutLoginMarker('?idPortenLoginSuccess=true')).toBe('');
    expect(withoutLoginMarker('?a=1&idPortenLoginSuccess=true')).toBe('?a=1');
  });
});

describe('trackPageView (SPEC §2: skipped when the analytics function is missing)', () => {
  it('calls the function when present and skips otherwise', () => {
    const seen: string[] = [];
    expect(trackPageView('/logg-inn', 'Logg inn', { analyticsPageView: (p) => void seen.push(p) })).toBe(true);
    expect(seen).toEqual(['/logg-inn']);
    expect(trackPageView('/logg-inn', undefined, {})).toBe(false);
    expect(
      trackPageView('/logg-inn', undefined, {
        analyticsPageView: () => {
          throw new Error('x');
        },
      }),
    ).toBe(false);
  });
});

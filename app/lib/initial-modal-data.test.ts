import { describe, expect, it } from 'vitest';
import { trackPageView } from './analytics.ts';
import {
  listenForRestoredModal,
  restoreModal,
  saveInitialModalData,
  takeInitialModalData,
  withoutLoginMarker,
} from './initial-modal-data.ts';

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

  it('hands restored data to the feature that claims it, also when that feature starts listening later', () => {
    const reopened: string[] = [];
    const claimFor = (recordId: string) => (data: unknown) => {
      if ((data as { recordId?: string }).recordId !== recordId) return false;
      reopened.push(recordId);
      return true;
    };
    // A listener already there takes it at once.
    const stopA = listenForRestoredModal(claimFor('a'), '/verk/1');
    restoreModal({ recordId: 'a' }, '/verk/1');
    expect(reopened).toEqual(['a']);
    // The page hydrates after the shell: the data waits for the edition's button, once.
    restoreModal({ recordId: 'b' }, '/verk/1');
    expect(reopened).toEqual(['a']);
    const stopB = listenForRestoredModal(claimFor('b'), '/verk/1');
    const stopB2 = listenForRestoredModal(claimFor('b'), '/verk/1');
    expect(reopened).toEqual(['a', 'b']);
    // Data for one page does not open a dialog on another page later.
    restoreModal({ recordId: 'c' }, '/verk/1');
    const stopC = listenForRestoredModal(claimFor('c'), '/verk/2');
    const stopC2 = listenForRestoredModal(claimFor('c'), '/verk/1');
    expect(reopened).toEqual(['a', 'b']);
    // Stopped listeners claim nothing.
    for (const stop of [stopA, stopB, stopB2, stopC, stopC2]) stop();
    restoreModal({ recordId: 'a' }, '/verk/3');
    expect(reopened).toEqual(['a', 'b']);
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

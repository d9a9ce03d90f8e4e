import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULT_MS } from '#core/constants.ts';
import { addToast, needsCloseButton, normalizeToast, removeToast } from './toast-state.ts';

describe('normalizeToast', () => {
  it('auto-hides after the default 5000 ms', () => {
    const toast = normalizeToast({ text: 'Hei' }, '1');
    expect(toast.durationMs).toBe(NOTIFICATION_DEFAULT_MS);
    expect(toast.durationMs).toBe(5000);
    expect(toast).toMatchObject({ type: 'info', icon: 'info', isModal: false, dismissable: true, modalTitle: null });
  });

  it('keeps the toast when the duration is 0', () => {
    expect(normalizeToast({ text: 'Hei', durationMs: 0 }, '1').durationMs).toBe(0);
    expect(normalizeToast({ text: 'Hei', durationMs: -5 }, '1').durationMs).toBe(0);
  });

  it('keeps modal notifications open unless a duration is given', () => {
    expect(normalizeToast({ text: 'Hei', isModal: true, modalTitle: 'Tittel' }, '1')).toMatchObject({
      durationMs: 0,
      modalTitle: 'Tittel',
    });
    expect(normalizeToast({ text: 'Hei', isModal: true, durationMs: 3000 }, '1').durationMs).toBe(3000);
  });

  it('picks an icon from the type', () => {
    expect(normalizeToast({ text: 'Lagt til', type: 'bookmarked' }, '1').icon).toBe('bookmark');
    expect(normalizeToast({ text: 'Feil', type: 'error' }, '1').icon).toBe('error');
    expect(normalizeToast({ text: 'Liker', type: 'success', icon: 'heart' }, '1').icon).toBe('heart');
  });
});

describe('toast list', () => {
  const a = normalizeToast({ text: 'A' }, 'a');
  const b = normalizeToast({ text: 'B' }, 'b');

  it('adds and removes', () => {
    const list = addToast(addToast([], a), b);
    expect(list.map((t) => t.id)).toEqual(['a', 'b']);
    expect(removeToast(list, 'a').map((t) => t.id)).toEqual(['b']);
  });

  it('replaces a toast with the same text instead of stacking it', () => {
    const again = normalizeToast({ text: 'A' }, 'a2');
    expect(addToast([a, b], again).map((t) => t.id)).toEqual(['b', 'a2']);
  });

  it('keeps at most the newest few', () => {
    const list = ['1', '2', '3', '4'].reduce(
      (acc, id) => addToast(acc, normalizeToast({ text: id }, id)),
      [] as ReturnType<typeof addToast>,
    );
    expect(list.map((t) => t.id)).toEqual(['2', '3', '4']);
  });

  it('always offers a close button on a toast that never hides', () => {
    expect(needsCloseButton(normalizeToast({ text: 'x', dismissable: false, durationMs: 0 }, '1'))).toBe(true);
    expect(needsCloseButton(normalizeToast({ text: 'x', dismissable: false }, '1'))).toBe(false);
  });
});

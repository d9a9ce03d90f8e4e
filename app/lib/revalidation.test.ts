// One round trip for a change (issue #19): the root and Min side layouts skip their reload only after an answer that
// carries its page; after any other action React Router decides as before.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { freshPageStore, revalidateUnlessFreshPage } from './revalidation.ts';

const after = (actionResult: unknown, defaultShouldRevalidate = true) =>
  revalidateUnlessFreshPage({ actionResult, defaultShouldRevalidate } as ShouldRevalidateFunctionArgs);

describe('revalidateUnlessFreshPage', () => {
  it('skips the reload after an answer that carries its page', () => {
    expect(after({ kind: 'done', text: 'OK', freshPage: { reservations: [] } })).toBe(false);
  });

  it('leaves every other answer, and navigations, to React Router', () => {
    expect(after({ kind: 'done', text: 'OK' })).toBe(true);
    expect(after(undefined)).toBe(true);
    expect(after(null, false)).toBe(false);
    expect(after('text')).toBe(true);
  });
});

describe('freshPageStore', () => {
  it('tells its listeners of each page put, and keeps the newest with a count', () => {
    const store = freshPageStore<string>();
    const heard: (string | undefined)[] = [];
    const stop = store.subscribe(() => heard.push(store.latest()?.page));
    expect(store.latest()).toBeNull();
    store.put('a');
    store.put('b');
    stop();
    store.put('c');
    expect(heard).toEqual(['a', 'b']);
    expect(store.latest()).toEqual({ page: 'c', count: 3 });
  });
});

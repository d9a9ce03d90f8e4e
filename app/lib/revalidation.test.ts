// One round trip for a change (issue #19): the root and Min side layouts skip their reload only after an answer that
// carries its page; after any other action React Router decides as before.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { carryFreshPage, freshPageStore, revalidateUnlessFreshPage } from './revalidation.ts';

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

describe('carryFreshPage', () => {
  type Answer = { text: string; freshPage?: { n: number } };
  const offline = (err: unknown): Answer | null => (err instanceof TypeError ? { text: 'offline' } : null);

  it('puts the carried page in the store and answers as the server did', async () => {
    const store = freshPageStore<{ n: number }>();
    const answer = await carryFreshPage(
      store,
      async (): Promise<Answer> => ({ text: 'OK', freshPage: { n: 1 } }),
      offline,
    );
    expect(answer.text).toBe('OK');
    expect(store.latest()).toEqual({ page: { n: 1 }, count: 1 });
  });

  it("answers a failed call with the page's own failure, and throws on what it does not answer", async () => {
    const store = freshPageStore<{ n: number }>();
    const unreachable = async (): Promise<Answer> => {
      throw new TypeError('Failed to fetch');
    };
    expect(await carryFreshPage(store, unreachable, offline)).toEqual({ text: 'offline' });
    const redirect = new Response(null, { status: 302 });
    await expect(
      carryFreshPage(
        store,
        async (): Promise<Answer> => {
          throw redirect;
        },
        offline,
      ),
    ).rejects.toBe(redirect);
    expect(store.latest()).toBeNull();
  });
});

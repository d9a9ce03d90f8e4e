// One round trip for a change (issue #19): an action whose answer carries its page as it is after the change
// (`freshPage`) needs no reload of the loaders after it. The route's clientAction hands the carried page to the page
// (freshPageStore), its shouldRevalidate says no, and so do the layouts above it (root, Min side): nothing they show
// changes with such an action. Without JavaScript a form post renders the whole page anew on the server, so this
// concerns fetchers only.
import { useState, useSyncExternalStore } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';

export interface CarriesFreshPage<P> {
  freshPage: P;
}

function carriesFreshPage(actionResult: unknown): actionResult is CarriesFreshPage<unknown> {
  return typeof actionResult === 'object' && actionResult !== null && 'freshPage' in actionResult;
}

/** shouldRevalidate for the route and its layouts: not after an answer that carries the page, else as React Router decides. */
export function revalidateUnlessFreshPage({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return carriesFreshPage(actionResult) ? false : defaultShouldRevalidate;
}

interface FreshPageStore<P> {
  put(page: P): void;
  subscribe(listener: () => void): () => void;
  latest(): { page: P; count: number } | null;
}

/** The pages a route's answers carried, newest last (in the browser: only clientActions put). */
export function freshPageStore<P>(): FreshPageStore<P> {
  let latest: { page: P; count: number } | null = null;
  const listeners = new Set<() => void>();
  return {
    put(page) {
      latest = { page, count: (latest?.count ?? 0) + 1 };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    latest: () => latest,
  };
}

/**
 * A clientAction's work: the page an answer carries goes to `store`; a call that threw answers `failed(err)`, or is
 * thrown on when that says null (a redirect, an error for the error page).
 */
export async function carryFreshPage<P, A extends Partial<CarriesFreshPage<P>>>(
  store: FreshPageStore<P>,
  serverAction: () => Promise<A>,
  failed: (err: unknown) => A | null,
): Promise<A> {
  try {
    const answer = await serverAction();
    if (answer.freshPage) store.put(answer.freshPage);
    return answer;
  } catch (err) {
    const answer = failed(err);
    if (answer === null) throw err;
    return answer;
  }
}

/**
 * The page to show: the newest page an answer carried, unless the loader ran since (a navigation to the page, a reload
 * for another reason): then the loader's. Rendered with the answer, not in an effect after it, so the toast and the
 * focus that follow the answer see the changed page.
 */
export function useFreshPage<P>(store: FreshPageStore<P>, loaded: P): P {
  const fresh = useSyncExternalStore(store.subscribe, store.latest, () => null);
  // Which carried page was the newest when the loader's data came (React's "adjust state on a prop change" pattern).
  const [base, setBase] = useState({ loaded, count: fresh?.count ?? 0 });
  if (base.loaded !== loaded) setBase({ loaded, count: fresh?.count ?? 0 });
  return fresh && fresh.count > base.count && base.loaded === loaded ? fresh.page : loaded;
}

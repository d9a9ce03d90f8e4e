// The searches a search process answers for a web process (search-process-main.ts, and the fake in server/testing/fakes).
import type { SearchMethod } from '#server/ports/search.ts';
import type { ServiceContext } from '../context.ts';
import { searchAgentsHere } from './agents.ts';
import { autocompleteHere } from './autocomplete.ts';
import { searchCatalogueHere } from './search.ts';

const METHODS: Record<SearchMethod, (ctx: ServiceContext, input: never) => Promise<unknown>> = {
  catalogue: searchCatalogueHere,
  autocomplete: autocompleteHere,
  agents: searchAgentsHere,
};

/** Answers a search in this process (its refusals are AppErrors). */
export function answerSearch(ctx: ServiceContext, method: SearchMethod, input: unknown): Promise<unknown> {
  return METHODS[method](ctx, input as never);
}

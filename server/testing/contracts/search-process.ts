// The search-process port's contract: the machine's search process (PostgreSQL) and the fake answer a search as this
// process would, and hand its refusals back as the search's own errors.
import { expect, it } from 'vitest';
import { readSearchParams } from '#core/search-filters.ts';
import type { SearchProcess } from '#server/ports/search.ts';
import { searchAgentsHere } from '#server/services/catalogue/agents.ts';
import { autocompleteHere } from '#server/services/catalogue/autocomplete.ts';
import { searchCatalogueHere } from '#server/services/catalogue/search.ts';
import type { ServiceContext } from '#server/services/context.ts';

export interface SearchProcessSubject {
  /** Holds an index and answers (answers() is true). */
  process: SearchProcess;
  /** The context a search here runs on: the same catalogue. */
  ctx: ServiceContext;
}

const catalogue = (query: string, qs = '') => ({ query, params: readSearchParams(new URLSearchParams(qs)).params });

export function searchProcessContract(subject: () => Promise<SearchProcessSubject>): void {
  it('answers the catalogue search, autocomplete and the people search as they are answered here', async () => {
    const { process, ctx } = await subject();
    expect(process.answers()).toBe(true);
    for (const [query, qs] of [
      ['sommer', ''],
      ['', 'filter=mediaType_Bok'],
      ['hansen', 'page=2'],
    ]) {
      expect(await process.call('catalogue', catalogue(query, qs)), `${query} ? ${qs}`).toEqual(
        await searchCatalogueHere(ctx, catalogue(query, qs)),
      );
    }
    expect(await process.call('autocomplete', { query: 'somm' })).toEqual(
      await autocompleteHere(ctx, { query: 'somm' }),
    );
    expect(await process.call('agents', { query: 'hansen', page: 1 })).toEqual(
      await searchAgentsHere(ctx, { query: 'hansen', page: 1 }),
    );
  });

  it("hands a search's refusal back as its own error, in the user's language", async () => {
    const { process } = await subject();
    await expect(process.call('catalogue', catalogue('', 'filter=branch_finnes-ikke'))).rejects.toMatchObject({
      code: 'invalid_filter',
      status: 400,
    });
  });
}

// Searches go to the machine's search process while it answers and are answered here when it cannot (decision 018),
// on PGlite with a fake search process (server/testing/fakes): only PostgreSQL runs the real one.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readSearchParams } from '#core/search-filters.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { createFakeSearchProcess, type FakeSearchProcess } from '#server/testing/fakes/search-process.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { searchAgents } from './agents.ts';
import { searchCatalogue } from './search.ts';

let t: TestApp;
let fake: FakeSearchProcess;
let remote: ServiceContext;
beforeAll(async () => {
  t = await createTestApp();
  fake = createFakeSearchProcess(t.services);
  remote = { ...t.services, searchProcess: fake };
});
afterAll(async () => {
  await t.close();
});

const input = (query: string, qs = '') => ({ query, params: readSearchParams(new URLSearchParams(qs)).params });

it('sends searches to the search process while it answers, and answers here while it holds no index or fails', async () => {
  const here = await searchCatalogue(t.services, input('sommer'));
  expect(await searchCatalogue(remote, input('sommer'))).toEqual(here);
  expect(fake.calls).toEqual(['catalogue']);

  fake.setAnswering(false);
  expect(await searchCatalogue(remote, input('sommer'))).toEqual(here);
  expect(fake.calls).toHaveLength(1);

  fake.setAnswering(true);
  fake.failWith('no answer within 5000 ms');
  expect(await searchAgents(remote, { query: 'hansen', page: 1 })).toEqual(
    await searchAgents(t.services, { query: 'hansen', page: 1 }),
  );
  expect(fake.calls).toEqual(['catalogue', 'agents']);
  fake.failWith(null);
});

it("passes the search's refusal on instead of searching again here", async () => {
  await expect(searchCatalogue(remote, input('', 'filter=branch_finnes-ikke'))).rejects.toMatchObject({
    code: 'invalid_filter',
    status: 400,
  });
  expect(fake.calls.at(-1)).toBe('catalogue');
});

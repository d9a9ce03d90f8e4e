// Spelling corrections come from the lexicon of title and name words (spelling_words, migration 0015), which the
// triggers on works and agents keep current: a word is correctable as soon as the record holding it is saved.
// Autocomplete's fuzzy relevance (core/label-relevance.ts) is meant to be pg_trgm's word_similarity: checked here too.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparableText, wordSimilarity } from '#core/label-relevance.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { analyseTerms, queryGroups } from './text-query.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('analyseTerms', () => {
  it('marks stop words and known words, and corrects an unknown word from the titles and names', async () => {
    const analysis = await analyseTerms(t.services, ['og', 'sult', 'hamsn']);
    expect(analysis.get('og')).toMatchObject({ stop: true, corrections: [] });
    expect(analysis.get('sult')).toMatchObject({ stop: false, found: true, corrections: [] });
    expect(analysis.get('hamsn')).toMatchObject({ found: false });
    expect(analysis.get('hamsn')?.corrections[0]).toBe('hamsun');
    expect(queryGroups(['hamsn', 'og', 'sult'], analysis)).toEqual({
      groups: [['hamsn', ...analysis.get('hamsn')!.corrections], ['sult']],
      correctedTerms: ['hamsun', 'og', 'sult'],
    });
  });

  it('learns the words of a work or person the moment it is saved, and of a title when it is edited', async () => {
    expect((await analyseTerms(t.services, ['zanzibarr'])).get('zanzibarr')?.corrections).toEqual([]);
    const [work] = (
      await t.services.db.execute<{ id: number }>(
        sql`insert into works (uri, title, fiction) values ('test:zanzibar', 'Reisen fra Tromsø til Zanzibar', false) returning id`,
      )
    ).rows;
    expect((await analyseTerms(t.services, ['zanzibarr'])).get('zanzibarr')?.corrections).toEqual(['zanzibar']);
    // Accents are folded when comparing; the correction keeps the letters as written.
    expect((await analyseTerms(t.services, ['tromsoo'])).get('tromsoo')?.corrections[0]).toBe('tromsø');
    await t.services.db.execute(sql`update works set title = 'Reisen til Kathmandu' where id = ${work.id}`);
    expect((await analyseTerms(t.services, ['katmandu'])).get('katmandu')?.corrections[0]).toBe('kathmandu');
    await t.services.db.execute(sql`insert into agents (kind, name) values ('person', 'Wislawa Szymborska')`);
    expect((await analyseTerms(t.services, ['szymborsk'])).get('szymborsk')?.corrections).toEqual(['szymborska']);
  });

  it('leaves words shorter than three letters uncorrected', async () => {
    expect((await analyseTerms(t.services, ['qx'])).get('qx')?.corrections).toEqual([]);
  });
});

describe('wordSimilarity', () => {
  // The JavaScript computes it for SQL and in-memory candidates alike; the SQL used to call pg_trgm.
  it("equals pg_trgm's word_similarity on the demo catalogue's titles and names", async () => {
    const inputs = [
      'hamsn',
      'den siste na',
      'sommer',
      'potter harry',
      'hansn ole',
      'lofotn',
      'kjærlihet',
      'natt i hus',
      'bjor',
      'ol',
      'nesbo snomannen',
    ];
    const { rows } = await t.services.db.execute<{ typed: string; label: string; similarity: number }>(
      sql`with labels as (select btrim(regexp_replace(immutable_unaccent(lower(title)), '[^[:alnum:]]+', ' ', 'g')) as label from works
                          union select btrim(regexp_replace(immutable_unaccent(lower(name)), '[^[:alnum:]]+', ' ', 'g')) from agents),
               typed as (select btrim(regexp_replace(immutable_unaccent(lower(i)), '[^[:alnum:]]+', ' ', 'g')) as typed from unnest(${`{${inputs.join(',')}}`}::text[]) i)
          select typed, label, word_similarity(typed, label) as similarity from typed, labels`,
    );
    expect(rows.length).toBeGreaterThan(1_000);
    expect(rows.filter((r) => r.similarity > 0.6).length).toBeGreaterThan(10);
    const different = rows.filter(
      (r) =>
        Math.fround(wordSimilarity(comparableText(r.typed), comparableText(r.label))) !==
        Math.fround(Number(r.similarity)),
    );
    expect(different).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  SEARCH_COMMANDS,
  applyCommand,
  commandSuggestions,
  commandTokenAt,
  parseSearchQuery,
  resolveClause,
  searchTerms,
} from './search-syntax.ts';

describe('parseSearchQuery', () => {
  it('keeps plain text as free text', () => {
    expect(parseSearchQuery('  Knut  Hamsun ')).toEqual({ text: 'Knut Hamsun', matchAll: false, clauses: [] });
  });

  it('treats * and nothing as everything', () => {
    expect(parseSearchQuery('*')).toEqual({ text: '', matchAll: true, clauses: [] });
    expect(parseSearchQuery('')).toMatchObject({ matchAll: true });
  });

  it('reads field:value commands; a value runs to the next command', () => {
    expect(parseSearchQuery('forfatter:knut hamsun tittel:sult')).toEqual({
      text: '',
      matchAll: true,
      clauses: [
        { field: 'author', value: 'knut hamsun' },
        { field: 'title', value: 'sult' },
      ],
    });
  });

  it('keeps free text before a command and after a quoted value', () => {
    expect(parseSearchQuery('krim språk:"engelsk" london')).toEqual({
      text: 'krim london',
      matchAll: false,
      clauses: [{ field: 'language', value: 'engelsk' }],
    });
  });

  it('accepts the helper form /command value and English aliases, in any case', () => {
    expect(parseSearchQuery('/forfatter Nesbø').clauses).toEqual([{ field: 'author', value: 'Nesbø' }]);
    expect(parseSearchQuery('TITLE:Sult Year:1890').clauses).toEqual([
      { field: 'title', value: 'Sult' },
      { field: 'year', value: '1890' },
    ]);
  });

  it('does not take words that merely end in a colon or contain a slash for commands', () => {
    expect(parseSearchQuery('Harry Potter: fangen').clauses).toEqual([]);
    expect(parseSearchQuery('1/2 tittelen').clauses).toEqual([]);
    expect(parseSearchQuery('Oslo, 31. august').text).toBe('Oslo, 31. august');
  });

  it('ignores a command without a value (still being typed)', () => {
    expect(parseSearchQuery('sult forfatter:')).toEqual({ text: 'sult', matchAll: false, clauses: [] });
  });

  it('reads aktør: as any role', () => {
    expect(parseSearchQuery('aktør:a-ha').clauses).toEqual([{ field: 'agent', value: 'a-ha' }]);
  });
});

describe('searchTerms', () => {
  it('lower-cases and splits on anything but letters and digits', () => {
    expect(searchTerms('Kon-Tiki, 1947!')).toEqual(['kon', 'tiki', '1947']);
    // Devanagari's vowel signs are marks inside the word (issue #17: Nepali titles were cut at every sign).
    expect(searchTerms('बिहानी टुसा')).toEqual(['बिहानी', 'टुसा']);
    expect(searchTerms('Grünerløkka')).toEqual(['grünerløkka']);
    expect(searchTerms("Austen's Pride / Hamsun’s Sult")).toEqual(['austen', 'pride', 'hamsun', 'sult']);
    expect(searchTerms("L'autre monde")).toEqual(['l', 'autre', 'monde']);
    expect(searchTerms('*')).toEqual([]);
  });
});

describe('resolveClause', () => {
  it('resolves values', () => {
    expect(resolveClause({ field: 'language', value: 'norsk' })).toEqual({
      ok: true,
      clause: { kind: 'languages', codes: ['nob', 'nno', 'nor'] },
    });
    expect(resolveClause({ field: 'language', value: 'eng' })).toEqual({
      ok: true,
      clause: { kind: 'languages', codes: ['eng'] },
    });
    expect(resolveClause({ field: 'year', value: '2010-2015' })).toEqual({
      ok: true,
      clause: { kind: 'year', from: 2010, to: 2015 },
    });
    expect(resolveClause({ field: 'year', value: '2015' })).toEqual({
      ok: true,
      clause: { kind: 'year', from: 2015, to: 2015 },
    });
    expect(resolveClause({ field: 'ageLimit', value: '12' })).toEqual({
      ok: true,
      clause: { kind: 'ageLimit', max: 12 },
    });
    expect(resolveClause({ field: 'mediaType', value: 'bøker' })).toEqual({
      ok: true,
      clause: { kind: 'mediaType', mediaType: 'Bok' },
    });
    expect(resolveClause({ field: 'isbn', value: '978-82-05-00111-4' })).toEqual({
      ok: true,
      clause: { kind: 'isbn', value: '9788205001114' },
    });
    expect(resolveClause({ field: 'director', value: 'Trier' })).toEqual({
      ok: true,
      clause: { kind: 'role', role: 'director', terms: ['trier'], value: 'Trier' },
    });
    expect(resolveClause({ field: 'agent', value: 'a-ha' })).toMatchObject({
      ok: true,
      clause: { kind: 'role', role: null },
    });
  });

  it('says in Norwegian what is wrong', () => {
    expect(resolveClause({ field: 'year', value: 'i fjor' })).toEqual({
      ok: false,
      problem: 'badYear',
      command: 'år',
      value: 'i fjor',
      message: 'Ugyldig år i søket «år:i fjor»',
    });
    expect(resolveClause({ field: 'year', value: '2015-2010' })).toMatchObject({ ok: false });
    expect(resolveClause({ field: 'language', value: 'klingon' })).toEqual({
      ok: false,
      problem: 'badLanguage',
      command: 'språk',
      value: 'klingon',
      message: 'Ugyldig språk i søket «språk:klingon»',
    });
    expect(resolveClause({ field: 'ageLimit', value: 'voksen' })).toMatchObject({ ok: false });
    expect(resolveClause({ field: 'isbn', value: '123' })).toMatchObject({ ok: false });
    expect(resolveClause({ field: 'mediaType', value: 'vhs' })).toMatchObject({ ok: false });
    expect(resolveClause({ field: 'title', value: '!!' })).toMatchObject({ ok: false });
  });
});

describe('the / command helper', () => {
  it('finds the /command token at the cursor', () => {
    expect(commandTokenAt('/')).toEqual({ start: 0, partial: '' });
    expect(commandTokenAt('krim /fo')).toEqual({ start: 5, partial: 'fo' });
    expect(commandTokenAt('krim/fo')).toBeNull();
    expect(commandTokenAt('/forfatter hamsun')).toBeNull();
    expect(commandTokenAt('/fo hamsun', 3)).toEqual({ start: 0, partial: 'fo' });
  });

  it('suggests commands by keyword, alias or label, ignoring æøå and accents', () => {
    expect(commandSuggestions('')).toHaveLength(SEARCH_COMMANDS.length);
    expect(commandSuggestions('fo').map((c) => c.keyword)).toEqual(['forfatter', 'forlag', 'format']);
    expect(commandSuggestions('sprak').map((c) => c.keyword)).toEqual(['språk']);
    expect(commandSuggestions('author').map((c) => c.keyword)).toEqual(['forfatter']);
    expect(commandSuggestions('xyz')).toEqual([]);
  });

  it('lists the commands a librarian expects', () => {
    const keywords = SEARCH_COMMANDS.map((c) => c.keyword);
    for (const k of [
      'tittel',
      'forfatter',
      'emne',
      'sjanger',
      'språk',
      'aldersgrense',
      'år',
      'forlag',
      'isbn',
      'serie',
      'medietype',
    ])
      expect(keywords).toContain(k);
  });

  it('replaces the token with keyword: and puts the cursor after it', () => {
    const input = 'krim /fo';
    const token = commandTokenAt(input)!;
    const forfatter = SEARCH_COMMANDS.find((c) => c.keyword === 'forfatter')!;
    expect(applyCommand(input, token, forfatter)).toEqual({ value: 'krim forfatter:', cursor: 15 });
    expect(applyCommand('/ti sult', { start: 0, partial: 'ti' }, SEARCH_COMMANDS[0], 3)).toEqual({
      value: 'tittel: sult',
      cursor: 7,
    });
  });
});

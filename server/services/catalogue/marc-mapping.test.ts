// Unit tests of the MARC 21 field mapping (pure functions; records built by hand).
import { describe, expect, it } from 'vitest';
import {
  MarcMappingError,
  MarcRecordDeleted,
  MarcRecordSkipped,
  contentsOf,
  extentOf,
  linksOf,
  subjectsOf,
  variantTitlesOf,
  workGroupKey,
  cleanValue,
  itemsOf,
  languageOf,
  mapMarcRecord,
  mediaTypeOf,
  personName,
  recordIdOf,
  recordIdentity,
  relatorRoles,
  resolveBranchCode,
  seriesOf,
  yearOf,
  type MarcRecord,
} from './marc-mapping.ts';

const BOOK_LEADER = '00000nam a2200000 i 4500';

function f008(patch: Record<number, string>): string[] {
  const a = Array.from({ length: 40 }, () => ' ');
  for (const [at, text] of Object.entries(patch)) text.split('').forEach((c, i) => (a[Number(at) + i] = c));
  return ['008', a.join('')];
}

function rec(fields: string[][], leader = BOOK_LEADER): MarcRecord {
  return { leader, fields: [['001', '123'], ...fields] };
}

/** A record without the 001 rec() gives. */
function bareRecord(fields: string[][]): MarcRecord {
  return { leader: BOOK_LEADER, fields };
}

describe('cleanValue and names', () => {
  it('drops ISBD punctuation but keeps initials and brackets content', () => {
    expect(cleanValue('Sult :')).toBe('Sult');
    expect(cleanValue('Rødstrupe /')).toBe('Rødstrupe');
    expect(cleanValue('Gyldendal,')).toBe('Gyldendal');
    expect(cleanValue('Pondus.')).toBe('Pondus');
    expect(cleanValue('Tolkien, J.R.R.')).toBe('Tolkien, J.R.R.');
    expect(cleanValue('[Oslo]')).toBe('Oslo');
  });

  it('turns inverted personal names around', () => {
    expect(personName('Hamsun, Knut,')).toBe('Knut Hamsun');
    expect(personName('Vestly, Anne-Cath.,')).toBe('Anne-Cath. Vestly');
    expect(personName('Lie, Anders Danielsen,')).toBe('Anders Danielsen Lie');
    expect(personName('Sapfo')).toBe('Sapfo');
  });

  it('maps relator terms and codes, in Norwegian, the Nordic languages and English, lists included, to the portal roles', () => {
    const cases: [string, string[]][] = [
      ['forf.', ['author']],
      ['forfatter', ['author']],
      ['joint author.', ['author']],
      ['ill.', ['illustrator']],
      ['overs.', ['translator']],
      ['tr.', ['translator']],
      ['(över.)', ['translator']],
      ['regi', ['director']],
      ['drt', ['director']],
      ['komponist', ['composer']],
      ['cmp', ['composer']],
      ['innleser', ['performer']],
      ['cast', ['performer']],
      ['cnd', ['performer']],
      ['red.', ['editor']],
      ['edt', ['editor']],
      ['composer, performer', ['composer', 'performer']],
      ['forfatter og illustratør', ['author', 'illustrator']],
      // Roles the portal has no name for: a contributor, not dropped.
      ['trad.', ['contributor']],
      ['pht', ['contributor']],
      ['fotograf', ['contributor']],
    ];
    for (const [value, roles] of cases) expect(relatorRoles(value), value).toEqual(roles);
  });
});

describe('mapMarcRecord', () => {
  const book = rec([
    ['003', 'NO-OsDB'],
    f008({ 6: 'r', 7: '2015', 11: '1894', 22: ' ', 33: 'f', 35: 'nob' }),
    ['020', '  ', 'a', '82-05-38415-1 (ib.)'],
    ['100', '1 ', 'a', 'Hamsun, Knut,', 'd', '1859-1952', 'e', 'forfatter'],
    ['245', '10', 'a', 'Pan :', 'b', 'av løitnant Thomas Glahns papirer /', 'c', 'Knut Hamsun'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Gyldendal,', 'c', '2015'],
    ['300', '  ', 'a', '189 sider ;'],
    ['650', ' 7', 'a', 'Kjærlighet'],
    ['655', ' 7', 'a', 'Romaner'],
    ['700', '1 ', 'a', 'Vestly, Johan,', 'e', 'ill.', 'e', 'forf.'],
    ['852', '  ', 'b', 'hutl', 'h', '839.823', 'i', 'Ham', 'p', '0301'],
  ]);

  it('maps title, creators with roles, identifiers, language, years, publisher, subjects and genres', () => {
    const m = mapMarcRecord(book);
    expect(m).toMatchObject({
      controlNumber: '123',
      recordId: 'NO-OsDB-123',
      title: 'Pan',
      subtitle: 'av løitnant Thomas Glahns papirer',
      isbn: '9788205384156',
      language: 'nob',
      year: 2015,
      firstPublicationYear: 1894,
      publisher: 'Gyldendal',
      extent: '189 sider',
      mediaType: 'Bok',
      format: 'Innbundet',
      fiction: true,
      audience: 'voksen',
      subjects: ['Kjærlighet'],
      genres: ['romaner'],
    });
    expect(m.agents).toEqual([
      { kind: 'person', name: 'Knut Hamsun', role: 'author', birthYear: 1859, deathYear: 1952, authorityId: null },
      {
        kind: 'person',
        name: 'Johan Vestly',
        role: 'illustrator',
        birthYear: null,
        deathYear: null,
        authorityId: null,
      },
      { kind: 'person', name: 'Johan Vestly', role: 'author', birthYear: null, deathYear: null, authorityId: null },
    ]);
    expect(m.items).toEqual([
      { branchCode: 'hutl', barcode: '0301', shelfLocation: '839.823 Ham', status: null, loanable: true },
    ]);
  });

  it('builds the title from 245 $a with part number $n and part name $p', () => {
    const m = mapMarcRecord(rec([['245', '10', 'a', 'Pondus.', 'n', 'Bok 5,', 'p', 'Full pakke /']]));
    expect(m.title).toBe('Pondus. Bok 5, Full pakke');
  });

  it('rejects a record with control characters in its content or an impossible year, saying which', () => {
    expect(() => mapMarcRecord(rec([['245', '10', 'a', 'Tittel\u0007 med bjelle']]))).toThrow(
      '245 $a inneholder kontrolltegnet U+0007; posten ble trolig ødelagt i eksporten',
    );
    expect(() =>
      mapMarcRecord(
        rec([
          ['245', '10', 'a', 'Tittel'],
          ['500', '  ', 'a', 'Note\u0085'],
        ]),
      ),
    ).toThrow(/500 \$a .*U\+0085/);
    // A local field may hold what it likes.
    expect(
      mapMarcRecord(
        rec([
          ['245', '10', 'a', 'Tittel'],
          ['999', '  ', 'a', '\u0001'],
        ]),
      ).title,
    ).toBe('Tittel');
    expect(() => mapMarcRecord(rec([f008({ 7: '8819' }), ['245', '10', 'a', 'Tittel']]))).toThrow(
      /utgivelsesåret 8819 i 008 .* er umulig/,
    );
    expect(mapMarcRecord(rec([f008({ 7: '1988' }), ['245', '10', 'a', 'Tittel']])).year).toBe(1988);
  });

  it('rejects a record without a title, with the field named', () => {
    expect(() => mapMarcRecord(rec([['245', '10', 'b', 'bare undertittel']]))).toThrow(/245 \$a/);
    expect(() => mapMarcRecord(rec([['245', '10', 'a', 'X']], 'kort'))).toThrow(MarcMappingError);
  });

  it('keeps editors and creators without a role: an added entry without one is a contributor (a performer on a recording), never an author', () => {
    const m = mapMarcRecord(
      rec([
        ['245', '10', 'a', 'X'],
        ['100', '1 ', 'a', 'Berg, Kari,'],
        ['700', '1 ', 'a', 'Holm, Ingrid,', 'e', 'red.'],
        ['700', '1 ', 'a', 'Dahl, Per'],
      ]),
    );
    expect(m.agents.map((a) => [a.name, a.role])).toEqual([
      ['Kari Berg', 'author'],
      ['Ingrid Holm', 'editor'],
      ['Per Dahl', 'contributor'],
    ]);
    const jazz = mapMarcRecord(
      rec(
        [
          ['245', '10', 'a', 'Live'],
          ['100', '1 ', 'a', 'Davis, Miles'],
          ['700', '1 ', 'a', 'Coltrane, John'],
        ],
        '00000njm a2200000 i 4500',
      ),
    );
    expect(jazz.agents.map((a) => [a.name, a.role])).toEqual([
      ['Miles Davis', 'performer'],
      ['John Coltrane', 'performer'],
    ]);
  });

  it("credits a film's studio or broadcaster without a role as a contributor, and a band on a recording as a performer", () => {
    const film = mapMarcRecord(
      rec(
        [
          ['245', '10', 'a', 'Pride and prejudice'],
          ['700', '1 ', 'a', 'Firth, Colin'],
          ['710', '2 ', 'a', 'British Broadcasting Corporation'],
        ],
        '00000cgm a2200000 i 4500',
      ),
    );
    expect(film.agents.map((a) => [a.name, a.role])).toEqual([
      ['Colin Firth', 'performer'],
      ['British Broadcasting Corporation', 'contributor'],
    ]);
    const music = mapMarcRecord(
      rec(
        [
          ['245', '10', 'a', 'Songbook'],
          ['710', '2 ', 'a', 'Kinks (Musical group)'],
        ],
        '00000cjm a2200000 i 4500',
      ),
    );
    expect(music.agents.map((a) => [a.name, a.role])).toEqual([['Kinks (Musical group)', 'performer']]);
  });

  it('takes corporations from 110/710 with subordinate units', () => {
    const m = mapMarcRecord(
      rec([
        ['245', '10', 'a', 'X'],
        ['710', '2 ', 'a', 'Norge.', 'b', 'Kulturdepartementet', '4', 'aut'],
      ]),
    );
    expect(m.agents).toEqual([
      {
        kind: 'corporation',
        name: 'Norge. Kulturdepartementet',
        role: 'author',
        birthYear: null,
        deathYear: null,
        authorityId: null,
      },
    ]);
  });
});

describe('language and year', () => {
  it('prefers 008/35-37 and falls back to 041 $a, then und', () => {
    expect(languageOf(rec([f008({ 35: 'nno' }), ['041', '0 ', 'a', 'eng']]))).toBe('nno');
    expect(languageOf(rec([f008({ 35: '   ' }), ['041', '1 ', 'a', 'nob', 'h', 'swe']]))).toBe('nob');
    expect(languageOf(rec([]))).toBe('und');
  });

  it('reads 008/07-10, else 264/260 $c', () => {
    expect(yearOf(rec([f008({ 7: '1999' })]))).toBe(1999);
    expect(yearOf(rec([f008({ 7: '19uu' }), ['260', '  ', 'c', 'cop. 1987']]))).toBe(1987);
    expect(yearOf(rec([['264', ' 1', 'c', '[2000]']]))).toBe(2000);
    expect(yearOf(rec([]))).toBeNull();
  });
});

describe('mediaTypeOf', () => {
  it('maps RDA 336/338 and leader/06 + 007 to the portal media types', () => {
    expect(mediaTypeOf(rec([['007', 'vd cvaizq']], '00000ngm a2200000 i 4500'))).toEqual({
      mediaType: 'Film',
      format: 'DVD',
    });
    expect(mediaTypeOf(rec([['007', 'vd csaizs']], '00000ngm a2200000 i 4500'))).toEqual({
      mediaType: 'Film',
      format: 'Blu-ray',
    });
    expect(mediaTypeOf(rec([['336', '  ', 'b', 'tdi']]))).toEqual({ mediaType: 'Film', format: 'DVD' });
    expect(mediaTypeOf(rec([['300', '  ', 'a', '1 CD']], '00000njm a2200000 i 4500'))).toEqual({
      mediaType: 'Musikkopptak',
      format: 'CD',
    });
    expect(mediaTypeOf(rec([['007', 'sd bsmennmplud']], '00000njm a2200000 i 4500'))).toEqual({
      mediaType: 'Musikkopptak',
      format: 'LP',
    });
    expect(
      mediaTypeOf(
        rec([
          ['336', '  ', 'b', 'spw'],
          ['338', '  ', 'b', 'cr'],
        ]),
      ),
    ).toEqual({ mediaType: 'Lydbok', format: 'Nedlastbar lydbok' });
    expect(mediaTypeOf(rec([['338', '  ', 'a', 'nettressurs', 'b', 'cr']]))).toEqual({
      mediaType: 'E-bok',
      format: 'Nedlastbar e-bok',
    });
    expect(mediaTypeOf(rec([f008({ 33: 'c' })]))).toMatchObject({ mediaType: 'Tegneserie' });
    expect(mediaTypeOf(rec([['655', ' 7', 'a', 'Tegneserier']]))).toMatchObject({ mediaType: 'Tegneserie' });
    expect(mediaTypeOf(rec([['020', '  ', 'a', '9788203274916', 'q', 'h.']]))).toEqual({
      mediaType: 'Bok',
      format: 'Heftet',
    });
    expect(mediaTypeOf(rec([], '00000nas a2200000 i 4500'))).toMatchObject({ mediaType: 'Tidsskrift' });
  });

  it('maps notated music and maps, and rejects material the portal has no media type for', () => {
    expect(mediaTypeOf(rec([], '00000ncm a2200000 i 4500'))).toEqual({ mediaType: 'Noter', format: 'Trykte noter' });
    expect(mediaTypeOf(rec([], '00000ndm a2200000 i 4500'))).toEqual({ mediaType: 'Noter', format: 'Manuskript' });
    expect(mediaTypeOf(rec([['300', '  ', 'a', '1 atlas (212 s.)']], '00000nem a2200000 i 4500'))).toEqual({
      mediaType: 'Kart',
      format: 'Atlas',
    });
    expect(mediaTypeOf(rec([], '00000nfm a2200000 i 4500'))).toEqual({ mediaType: 'Kart', format: 'Kart' });
    expect(() => mediaTypeOf(rec([], '00000nrm a2200000 i 4500'))).toThrow(/leader posisjon 6 \(«r»\)/);
  });
});

describe('seriesOf', () => {
  it('takes the work series from 830 and the publisher series from an untraced 490', () => {
    const s = seriesOf(
      rec([
        ['490', '1 ', 'a', 'Harry Hole-serien ;', 'v', '3'],
        ['490', '0 ', 'a', 'Gyldendal pocket', 'v', 'nr. 12'],
        ['830', ' 0', 'a', 'Harry Hole ;', 'v', '3'],
      ]),
    );
    expect(s).toEqual({
      workSeries: { name: 'Harry Hole', number: 3 },
      publisherSeries: { name: 'Gyldendal pocket', number: 12 },
    });
  });

  it('uses a traced 490 without an 8XX as the work series', () => {
    expect(seriesOf(rec([['490', '1 ', 'a', 'Tora-trilogien ;', 'v', '1']]))).toEqual({
      workSeries: { name: 'Tora-trilogien', number: 1 },
      publisherSeries: null,
    });
  });

  it("tells publisher series in 830 and 490 from story series, and keeps two authors' collected works apart (real records)", () => {
    expect(
      seriesOf(
        rec([
          ['490', '1 ', 'a', "Oxford world's classics"],
          ['830', ' 0', 'a', "Oxford world's classics (Oxford University Press)"],
        ]),
      ),
    ).toEqual({
      workSeries: null,
      publisherSeries: { name: "Oxford world's classics (Oxford University Press)", number: null },
    });
    expect(seriesOf(rec([['830', ' 0', 'a', 'Virago modern classics.', 'v', 'no. 343']])).publisherSeries).toEqual({
      name: 'Virago modern classics',
      number: 343,
    });
    expect(seriesOf(rec([['830', ' 0', 'a', 'Penguin readers.', 'n', 'Level 5.']])).publisherSeries?.name).toBe(
      'Penguin readers',
    );
    expect(
      seriesOf(rec([['490', '1 ', 'a', 'Skrifter fra Norsk Folkemuseum', 'x', '0029-1919']])).publisherSeries?.name,
    ).toBe('Skrifter fra Norsk Folkemuseum');
    expect(
      seriesOf(rec([['800', '1 ', 'a', 'Austen, Jane,', 'd', '1775-1817.', 't', 'Works.', 'f', '2005.']])),
    ).toEqual({
      workSeries: null,
      publisherSeries: { name: 'Jane Austen: Works', number: null },
    });
    expect(seriesOf(rec([['800', '1 ', 'a', 'Nesbø, Jo.', 't', 'Harry Hole ;', 'v', '7']])).workSeries).toEqual({
      name: 'Harry Hole',
      number: 7,
    });
  });
});

describe('itemsOf and branches', () => {
  it('reads 852 and Koha 952 holdings with statuses', () => {
    const items = itemsOf(
      rec([
        ['852', '  ', 'a', 'NO-0301000', 'b', 'GRY', 'c', 'Voksen', 'h', '839.823', 'i', 'Ham', 'p', 'A1'],
        ['952', '  ', 'a', 'HUTL', 'b', 'ROA', 'o', '910.45 Hey', 'p', 'A2', 'q', '2026-12-01'],
        ['952', '  ', 'a', 'LAM', 'p', 'A3', '1', '1', '7', '1'],
        ['952', '  ', 'a', 'LAM', 'p', 'A4', '0', '1'],
        ['952', '  ', 'a', 'LAM', 'c', 'GEN', 'p', 'A5'],
      ]),
      'Fallback',
      [],
    );
    expect(items).toEqual([
      { branchCode: 'GRY', barcode: 'A1', shelfLocation: 'Voksen 839.823 Ham', status: null, loanable: true },
      { branchCode: 'HUTL', barcode: 'A2', shelfLocation: '910.45 Hey', status: 'on_loan', loanable: true },
      { branchCode: 'LAM', barcode: 'A3', shelfLocation: 'Fallback', status: 'lost', loanable: false },
      { branchCode: 'LAM', barcode: 'A4', shelfLocation: 'Fallback', status: 'discarded', loanable: true },
      // Koha's shelving location code is not a shelf mark.
      { branchCode: 'LAM', barcode: 'A5', shelfLocation: 'Fallback', status: null, loanable: true },
    ]);
  });

  it('leaves out a copy without a barcode or branch, with a bad barcode, or the same barcode twice, with a warning each, and keeps the rest', () => {
    const warnings: string[] = [];
    const items = itemsOf(
      rec([
        ['852', '  ', 'b', 'hutl'],
        ['852', '  ', 'b', 'hutl', 'p', 'X'],
        ['852', '  ', 'b', 'GRY', 'p', 'X'],
        ['852', '  ', 'b', 'GRY', 'p', 'ikke gyldig!'],
        ['952', '  ', 'p', 'Y'],
      ]),
      '',
      warnings,
    );
    expect(items.map((i) => i.barcode)).toEqual(['X']);
    expect(warnings).toEqual([
      '852 (eksemplar på «hutl») mangler strekkode i $p; eksemplaret ble utelatt',
      'strekkoden X står på to eksemplarer i samme post; eksemplaret ble utelatt',
      '852 $p: strekkoden «ikke gyldig!» er ugyldig; eksemplaret ble utelatt',
      '952 (strekkode Y) mangler filial i $a/$b; eksemplaret ble utelatt',
    ]);
  });

  it('resolves a branch code by cicero id, signature, slug or name, ignoring case', () => {
    const branches = [
      { id: 1, slug: 'bjorvika', name: 'Bjørvika', signature: 'HUTL', ciceroId: 'hutl' },
      { id: 2, slug: 'grunerlokka', name: 'Grünerløkka', signature: 'GRY', ciceroId: 'fgry' },
    ];
    expect(resolveBranchCode('hutl', branches)?.id).toBe(1);
    expect(resolveBranchCode('gry', branches)?.id).toBe(2);
    expect(resolveBranchCode('grunerlokka', branches)?.id).toBe(2);
    expect(resolveBranchCode('Bjørvika', branches)?.id).toBe(1);
    expect(resolveBranchCode('fxyz', branches)).toBeNull();
  });
});

describe('recordIdentity', () => {
  it("takes 001 with 003, else Koha's 999 $c, else 035 $a with its prefix, else the LCCN, else a hash of the content with a warning", () => {
    const with001 = bareRecord([
      ['001', ' 12345 '],
      ['003', 'NO-TrBIB'],
      ['999', '  ', 'c', '7'],
    ]);
    expect(recordIdentity(with001)).toEqual({ controlNumber: '12345', recordId: 'NO-TrBIB-12345', warning: null });
    expect(recordIdentity(bareRecord([['999', '  ', 'c', '4711', 'd', '4711']]))).toMatchObject({
      recordId: 'koha-4711',
      warning: null,
    });
    expect(
      recordIdentity(
        bareRecord([
          ['035', '  ', 'a', '(OCoLC)ocm63111280'],
          ['035', '  ', 'a', '(NO-TrBIB)1'],
        ]),
      ),
    ).toMatchObject({ recordId: 'OCoLC-ocm63111280' });
    expect(recordIdentity(bareRecord([['010', '  ', 'a', '  2004050558']]))).toMatchObject({
      recordId: 'lccn-2004050558',
    });
    const hashed = recordIdentity(bareRecord([['245', '10', 'a', 'Uten id']]));
    expect(hashed.recordId).toMatch(/^hash-[0-9a-f]{20}$/);
    expect(hashed.warning).toMatch(/ingen identifikator/);
    // The same record again gets the same id; another record another.
    expect(recordIdentity(bareRecord([['245', '10', 'a', 'Uten id']])).recordId).toBe(hashed.recordId);
    expect(recordIdentity(bareRecord([['245', '10', 'a', 'Uten id 2']])).recordId).not.toBe(hashed.recordId);
    expect(mapMarcRecord(bareRecord([['245', '10', 'a', 'Uten id']])).warnings).toContain(hashed.warning);
  });

  it('leaves out holdings and authority records as not bibliographic', () => {
    const holdings = {
      leader: '00000nx  a2200000 i 4500',
      fields: [
        ['001', '1'],
        ['245', '10', 'a', 'X'],
      ],
    };
    expect(() => mapMarcRecord(holdings)).toThrow(MarcRecordSkipped);
    expect(() => mapMarcRecord({ ...holdings, leader: '00000nz  a2200000 i 4500' })).toThrow(/autoritetspost/);
  });
});

describe('recordIdOf', () => {
  it('prefixes 003 and keeps only the characters a post id may hold', () => {
    expect(recordIdOf('990001001', 'NO-OsDB')).toBe('NO-OsDB-990001001');
    expect(recordIdOf(' 12 34 ', null)).toBe('12-34');
    expect(() => recordIdOf('///', null)).toThrow(MarcMappingError);
  });
});

describe('what the record says (issue #17)', () => {
  it("keeps every ISBN as ISBN-13 and every EAN, the first as the edition's ISBN, and leaves out cancelled ones in $z", () => {
    const m = mapMarcRecord(
      rec([
        ['020', '  ', 'a', '82-05-30558-5 (ib.)', 'q', 'innbundet'],
        ['020', '  ', 'a', '9788202400887', 'a', '978-82-02-40088-7'],
        ['020', '  ', 'z', '9788205999999'],
        ['024', '3 ', 'a', '7041271234567'],
        ['245', '10', 'a', 'Sult'],
      ]),
    );
    expect(m.isbn).toBe('9788205305588');
    expect(m.isbns).toEqual(['9788205305588', '9788202400887', '7041271234567']);
    expect(m.ean).toBe('7041271234567');
  });

  it('takes the edition (250) and the extent with its details and size (300 $a $b $c)', () => {
    const m = mapMarcRecord(
      rec([
        ['245', '10', 'a', 'Sult'],
        ['250', '  ', 'a', '2. utg.', 'b', 'med nytt etterord'],
        ['300', '  ', 'a', '236 s. :', 'b', 'ill. ;', 'c', '21 cm'],
      ]),
    );
    expect(m.edition).toBe('2. utg. / med nytt etterord');
    expect(m.extent).toBe('236 s. : ill. ; 21 cm');
    expect(extentOf(rec([['300', '  ', 'c', '21 cm']]))).toBe('21 cm');
  });

  it("keeps every subject field with its subdivisions, persons in the portal's form, the same heading once", () => {
    const subjects = subjectsOf(
      rec([
        ['600', '10', 'a', 'Hamsun, Knut,', 'd', '1859-1952', 'x', 'Kritikk og tolkning'],
        ['610', '20', 'a', 'Norge.', 'b', 'Stortinget'],
        ['611', '20', 'a', 'Olympiske vinterleker', 'z', 'Lillehammer'],
        ['630', '00', 'a', 'Bibelen.', 'p', 'Det nye testamente'],
        ['648', ' 7', 'a', '1940-1945', '2', 'noubomn'],
        ['650', ' 7', 'a', 'Okkupasjonen', 'z', 'Norge', 'y', '1940-1945', '2', 'noubomn'],
        ['650', ' 0', 'a', 'okkupasjonen', 'z', 'norge', 'y', '1940-1945'],
        ['651', ' 7', 'a', 'Grünerløkka', 'v', 'Skjønnlitteratur'],
        ['653', '  ', 'a', 'krig', 'a', 'motstand'],
        ['655', ' 7', 'a', 'Romaner'],
        ['655', ' 7', 'a', 'Romaner', 'z', 'Norge'],
      ]),
    );
    expect(subjects).toEqual([
      'Knut Hamsun – Kritikk og tolkning',
      'Norge. Stortinget',
      'Olympiske vinterleker – Lillehammer',
      'Bibelen. Det nye testamente',
      '1940-1945',
      'Okkupasjonen – Norge – 1940-1945',
      'Grünerløkka – Skjønnlitteratur',
      'krig',
      'motstand',
      'Romaner – Norge',
    ]);
  });

  it('keeps variant titles (246, 740) other than the title, and contents (505) basic and enhanced', () => {
    const record = rec([
      ['245', '10', 'a', 'Sult'],
      ['246', '1 ', 'i', 'Omslagstittel:', 'a', 'Sult :', 'b', 'roman'],
      ['246', '31', 'a', 'Hunger'],
      ['740', '02', 'a', 'Pan'],
      ['505', '0 ', 'a', 'Sult -- Pan -- Victoria.'],
      ['505', '00', 't', 'Det første kapittel /', 'r', 'Knut Hamsun --', 't', 'Etterord'],
    ]);
    expect(variantTitlesOf(record, 'Sult')).toEqual(['Sult: roman', 'Hunger', 'Pan']);
    expect(contentsOf(record)).toEqual(['Sult', 'Pan', 'Victoria', 'Det første kapittel / Knut Hamsun', 'Etterord']);
  });

  it('keeps 856 links that are http(s), by kind: the resource by its media type, a table of contents or related link as info', () => {
    const warnings: string[] = [];
    const record = rec([
      ['856', '40', 'u', 'https://www.bokselskap.no/boker/sult', 'y', 'Bokselskap.no'],
      ['856', '42', 'u', 'http://example.org/toc.html', '3', 'Innholdsfortegnelse'],
      ['856', '40', 'u', 'javascript:alert(1)'],
      ['856', '40', 'u', 'https://www.bokselskap.no/boker/sult'],
    ]);
    expect(linksOf(record, 'E-bok', warnings)).toEqual([
      { url: 'https://www.bokselskap.no/boker/sult', label: 'Bokselskap.no', kind: 'read' },
      { url: 'http://example.org/toc.html', label: 'Innholdsfortegnelse', kind: 'info' },
    ]);
    expect(warnings).toEqual([expect.stringMatching(/javascript:alert\(1\).*ikke en http\(s\)-adresse/)]);
    expect(linksOf(rec([['856', '40', 'u', 'https://tv.nrk.no/x']]), 'Film', [])[0].kind).toBe('watch');
    expect(linksOf(rec([['856', '40', 'u', 'https://lydbok.no/x']]), 'Lydbok', [])[0].kind).toBe('listen');
  });

  it("takes a person's authority id from $0 or $1, and puts the main creator (1XX) first wherever it stands", () => {
    const m = mapMarcRecord(
      rec(
        [
          ['245', '10', 'a', 'Kind of blue'],
          ['700', '1 ', 'a', 'Evans, Bill', '0', '(NO-TrBIB) 90054177'],
          ['100', '1 ', 'a', 'Davis, Miles', '1', 'http://viaf.org/viaf/27140148'],
        ],
        '00000njm a2200000 i 4500',
      ),
    );
    expect(m.agents.map((a) => [a.name, a.role, a.authorityId])).toEqual([
      ['Miles Davis', 'performer', 'http://viaf.org/viaf/27140148'],
      ['Bill Evans', 'performer', '(NO-TrBIB)90054177'],
    ]);
  });

  it('groups editions and translations by uniform title or title and main creator, folded, without non-filing words', () => {
    const key = (fields: string[][]) => {
      const record = rec(fields);
      return workGroupKey(record, 'r1', mapMarcRecord(record).agents);
    };
    const austen = ['100', '1 ', 'a', 'Austen, Jane,', 'd', '1775-1817.'];
    expect(key([austen, ['245', '14', 'a', 'The Pride and Prejudice :', 'b', 'a novel']])).toBe(
      'pride and prejudice|jane austen',
    );
    expect(
      key([
        ['100', '1 ', 'a', 'AUSTEN, JANE'],
        ['245', '10', 'a', 'Pride & prejudice'],
      ]),
    ).toBe('pride prejudice|jane austen');
    expect(
      key([austen, ['240', '10', 'a', 'Pride and prejudice.', 'l', 'Norsk'], ['245', '10', 'a', 'Stolthet og fordom']]),
    ).toBe('pride and prejudice|jane austen');
    expect(key([['245', '10', 'a', 'Anonyme viser']])).toBe('record:r1');
  });

  it('names a deleted record (leader/05 d) for withdrawal, whatever the rest of it holds', () => {
    expect(() => mapMarcRecord(rec([], '00000dam a2200000 i 4500'))).toThrow(MarcRecordDeleted);
    try {
      mapMarcRecord({
        leader: '00000dam a2200000 i 4500',
        fields: [
          ['001', '42'],
          ['003', 'NO-OsDB'],
        ],
      });
    } catch (error) {
      expect((error as MarcRecordDeleted).recordId).toBe('NO-OsDB-42');
    }
  });
});

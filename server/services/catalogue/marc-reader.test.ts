// Unit tests of the MARC stream reader: format detection, record splitting with positions, broken records, MARCXML variants.
import marcjs from 'marcjs';
import { describe, expect, it, vi } from 'vitest';
import { canonicalMarcxml, detectMarcFormat, readMarcRecords, type MarcReadResult } from './marc-reader.ts';

const { Marc, Record } = marcjs;

function makeRecord(id: string, title: string): InstanceType<typeof Record> {
  const r = new Record();
  r.leader = '00000nam a2200000 i 4500';
  r.fields.push(['001', id], ['245', '10', 'a', title]);
  return r;
}

function iso(id: string, title: string): Buffer {
  return Buffer.from(Marc.format(makeRecord(id, title), 'iso2709'));
}

/** Feeds the bytes in chunks of `size`, as a file stream would. */
async function* chunks(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function readAll(bytes: Buffer, size = 7): Promise<MarcReadResult[]> {
  const out: MarcReadResult[] = [];
  for await (const r of readMarcRecords(chunks(bytes, size))) out.push(r);
  return out;
}

function titles(results: MarcReadResult[]): (string | null)[] {
  return results.map((r) => (r.ok === true ? (r.record.fields.find((f) => f[0] === '245')?.[3] ?? null) : null));
}

describe('detectMarcFormat', () => {
  it('tells ISO 2709 from MARCXML by the first bytes', () => {
    expect(detectMarcFormat(Buffer.from('00714cam a2200205 a 4500'))).toBe('iso2709');
    expect(detectMarcFormat(Buffer.from('\uFEFF\n  <?xml version="1.0"?>'))).toBe('marcxml');
    expect(detectMarcFormat(Buffer.from('hello'))).toBeNull();
  });
});

describe('readMarcRecords', () => {
  it('refuses a file that is neither format, and reads nothing from an empty one', async () => {
    await expect(readAll(Buffer.from('# README\n'))).rejects.toThrow(/verken ut som MARC 21/);
    expect(await readAll(Buffer.alloc(0))).toEqual([]);
  });
});

describe('ISO 2709', () => {
  it('splits records across chunk boundaries and reports each record number and byte offset', async () => {
    const a = iso('1', 'Første');
    const b = iso('2', 'Blåbærsyltetøy');
    const c = iso('3', 'Tredje');
    const results = await readAll(Buffer.concat([a, b, c]), 5);
    expect(titles(results)).toEqual(['Første', 'Blåbærsyltetøy', 'Tredje']);
    expect(results.map((r) => r.position)).toEqual([
      { index: 1, byteOffset: 0 },
      { index: 2, byteOffset: a.length },
      { index: 3, byteOffset: a.length + b.length },
    ]);
  });

  it('reports a record whose directory points past its end, and goes on', async () => {
    const good = iso('1', 'God');
    const bad = iso('2', 'Ødelagt');
    const broken = Buffer.concat([bad.subarray(0, bad.length - 8), bad.subarray(bad.length - 1)]);
    const results = await readAll(Buffer.concat([good, broken, iso('3', 'Etterpå')]));
    expect(titles(results)).toEqual(['God', null, 'Etterpå']);
    const error = results[1];
    expect(error).toMatchObject({ ok: false, position: { index: 2, byteOffset: good.length }, controlNumber: '2' });
    expect(!error.ok && error.message).toMatch(/felt 245 går utenfor posten/);
  });

  it('reports a truncated file', async () => {
    const first = iso('1', 'Hel');
    const truncated = await readAll(Buffer.concat([first, iso('2', 'Halv').subarray(0, 30)]));
    expect(truncated[1]).toMatchObject({ ok: false, position: { index: 2, byteOffset: first.length } });
    expect(!truncated[1].ok && truncated[1].message).toMatch(/slutter midt i en post/);
  });

  /** "Blåbær" in MARC-8: the ring above (ANSEL 0xEA) before its letter, æ as 0xB5; leader/09 blank. */
  function marc8Record(id: string): Buffer {
    const record = iso(id, 'Bl#ab#r');
    record.write(' ', 9, 'latin1');
    const at = record.indexOf('Bl#ab#r');
    record[at + 2] = 0xea;
    record[at + 5] = 0xb5;
    return record;
  }

  it('reads MARC-8 records in UTF-8, composed, in file order among UTF-8 ones, and a record that says MARC-8 but is UTF-8', async () => {
    const mislabelled = iso('3', 'Kjærlighet');
    mislabelled.write(' ', 9, 'latin1');
    const records = [marc8Record('1'), iso('2', 'Sommer'), mislabelled, marc8Record('4'), marc8Record('5')];
    const results = await readAll(Buffer.concat(records));
    expect(titles(results)).toEqual(['Blåbær', 'Sommer', 'Kjærlighet', 'Blåbær', 'Blåbær']);
    // NFC: å is one character, as typed in search.
    expect(titles(results)[0]).toBe('Bl\u00e5b\u00e6r');
    let offset = 0;
    expect(results.map((r) => r.position)).toEqual(
      records.map((r, i) => ((offset += r.length), { index: i + 1, byteOffset: offset - r.length })),
    );
  });

  it('says how to read MARC-8 when the converter is not installed', async () => {
    vi.stubEnv('PATH', '/finnes-ikke');
    try {
      const [result] = await readAll(marc8Record('1'));
      expect(result).toMatchObject({ ok: false, controlNumber: '1' });
      expect(!result.ok && result.message).toMatch(/MARC-8.*apt-get install yaz/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('MARCXML', () => {
  it('reads namespaced records with attributes in any order, keeping æøå split across chunks whole', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<marc:collection xmlns:marc="http://www.loc.gov/MARC21/slim">
  <marc:record type="Bibliographic">
    <marc:leader>00000nam a2200000 i 4500</marc:leader>
    <marc:controlfield tag="001">42</marc:controlfield>
    <!-- a comment -->
    <marc:datafield ind2="0" ind1="1" tag="245"><marc:subfield code="a">Kjærlighet &amp; blåbær</marc:subfield><marc:subfield code="b"/></marc:datafield>
  </marc:record>
  <marc:record><marc:leader>00000nam a2200000 i 4500</marc:leader><marc:controlfield tag="001">43</marc:controlfield>
    <marc:datafield tag="245" ind1="1" ind2="0"><marc:subfield code="a">Øy</marc:subfield></marc:datafield></marc:record>
</marc:collection>`;
    const bytes = Buffer.from(xml);
    const results = await readAll(bytes, 3);
    expect(results).toHaveLength(2);
    const [first, second] = results;
    expect(first.ok === true && first.record.fields).toEqual([
      ['001', '42'],
      ['245', '10', 'a', 'Kjærlighet & blåbær', 'b', ''],
    ]);
    expect(first.position).toEqual({ index: 1, byteOffset: bytes.indexOf('<marc:record') });
    expect(second.ok === true && second.record.fields[1]).toEqual(['245', '10', 'a', 'Øy']);
    expect(second.position.byteOffset).toBe(bytes.indexOf('<marc:record>'));
  });

  it('reports an unclosed subfield and a record without </record>, and goes on', async () => {
    const good = Marc.format(makeRecord('1', 'God'), 'marcxml');
    const bad = Marc.format(makeRecord('2', 'Dårlig'), 'marcxml').replace('</subfield>', '');
    const unclosed = Marc.format(makeRecord('3', 'Åpen'), 'marcxml').replace('</record>', '');
    const xml = `<collection>${good}${bad}${unclosed}${good}</collection>`;
    const results = await readAll(Buffer.from(xml), 11);
    expect(titles(results)).toEqual(['God', null, null, 'God']);
    expect(results[1]).toMatchObject({
      ok: false,
      controlNumber: '2',
      position: { index: 2, byteOffset: Buffer.byteLength(`<collection>${good}`) },
    });
    expect(!results[1].ok && results[1].message).toMatch(/<subfield>/);
    expect(results[2]).toMatchObject({ ok: false, controlNumber: '3' });
    expect(!results[2].ok && results[2].message).toMatch(/<\/record>/);
  });

  it('canonicalMarcxml rejects a datafield without a tag', () => {
    expect(() => canonicalMarcxml('<record><leader>x</leader><datafield ind1=" "></datafield></record>')).toThrow(
      /ugyldig tag/,
    );
  });

  it('unwraps OAI-PMH and SRU envelopes, passes a deletion notice on as such, and leaves out local fields and subfields MARC has no place for', async () => {
    const marc = (
      id: string,
      extra = '',
    ) => `<marc:record xmlns:marc="info:lc/xmlns/marcxchange-v1"><marc:leader>00000cam a2200000 u 4500</marc:leader>
      <marc:controlfield tag="001">${id}</marc:controlfield>${extra}
      <marc:datafield tag="245" ind1="1" ind2="0"><marc:subfield code="a">Tittel ${id}</marc:subfield></marc:datafield></marc:record>`;
    const oai = `<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><ListRecords>
      <record><header><identifier>oai:bibsys.no:1</identifier></header><metadata><marc:collection>${marc('1', '<marc:datafield tag="092" ind1=" " ind2=" "><marc:subfield code="a">070.1</marc:subfield><marc:subfield code="BIBLIOTEK">d</marc:subfield></marc:datafield><marc:datafield tag="INST" ind1=" " ind2=" "><marc:subfield code="a">47BIBSYS_UBO</marc:subfield></marc:datafield>')}</marc:collection></metadata></record>
      <record><header status="deleted"><identifier>oai:bibsys.no:2</identifier></header></record>
      <record><header><identifier>oai:bibsys.no:3</identifier></header><metadata>${marc('3')}</metadata></record>
      <resumptionToken>abc</resumptionToken></ListRecords></OAI-PMH>`;
    const results = await readAll(Buffer.from(oai), 50);
    expect(results.map((r) => r.ok)).toEqual([true, 'deleted', true]);
    expect(results[1]).toMatchObject({ ok: 'deleted', oaiIdentifier: 'oai:bibsys.no:2' });
    expect(results[2]).toMatchObject({ ok: true, oaiIdentifier: 'oai:bibsys.no:3' });
    expect(titles(results)).toEqual(['Tittel 1', null, 'Tittel 3']);
    const [first, deleted] = results;
    expect(first.ok === true && first.record.fields.map((f) => f.slice(0, 1).concat(f.slice(2)))).toEqual([
      ['001'],
      ['092', 'a', '070.1'],
      ['245', 'a', 'Tittel 1'],
    ]);
    expect(first.ok === true && first.notes).toEqual([
      'feltet «INST» er ikke et MARC-felt (en tagg er tre tegn) og ble utelatt',
      'delfeltet «BIBLIOTEK» er ikke et MARC-delfelt (en kode er ett tegn) og ble utelatt',
    ]);
    expect(deleted).toMatchObject({ ok: 'deleted', oaiIdentifier: 'oai:bibsys.no:2', position: { index: 2 } });

    const sru = `<srw:searchRetrieveResponse xmlns:srw="http://www.loc.gov/zing/srw/"><srw:records>
      <srw:record><srw:recordSchema>marcxchange</srw:recordSchema><srw:recordData>${marc('7')}</srw:recordData><srw:recordPosition>1</srw:recordPosition></srw:record>
      </srw:records></srw:searchRetrieveResponse>`;
    expect(titles(await readAll(Buffer.from(sru), 13))).toEqual(['Tittel 7']);
  });
});

describe('hostile input (issue #17)', () => {
  /** A 50 MB record between two sound ones, fed in 64 KB chunks as a file stream would be, never held whole. */
  async function* withHugeRecord(
    before: Buffer,
    hugeHead: string,
    filler: string,
    hugeTail: string,
    after: Buffer,
  ): AsyncGenerator<Buffer> {
    yield before;
    yield Buffer.from(hugeHead);
    const block = Buffer.from(filler.repeat(Math.ceil(65_536 / filler.length)));
    for (let sent = 0; sent < 50 * 1024 * 1024; sent += block.length) yield block;
    yield Buffer.from(hugeTail);
    yield after;
  }

  async function readStream(stream: AsyncIterable<Buffer>): Promise<MarcReadResult[]> {
    const out: MarcReadResult[] = [];
    for await (const r of readMarcRecords(stream)) out.push(r);
    return out;
  }

  it('skips a 50 MB ISO 2709 record with a clear message and reads the next one', async () => {
    const results = await readStream(
      withHugeRecord(iso('1', 'Før'), '99999nam a2200000 i 4500', 'x', '\x1e\x1d', iso('3', 'Etter')),
    );
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(titles(results)).toEqual(['Før', null, 'Etter']);
    expect(results[1]).toMatchObject({
      ok: false,
      position: { index: 2 },
      message: 'posten er lengre enn de 100 000 byte en post kan ha, og ble hoppet over',
    });
  });

  it('skips a 50 MB MARCXML record with a clear message and reads the next one', async () => {
    const record = (id: string, title: string) =>
      Buffer.from(
        `<record><leader>00000nam a2200000 i 4500</leader><controlfield tag="001">${id}</controlfield><datafield tag="245" ind1="1" ind2="0"><subfield code="a">${title}</subfield></datafield></record>`,
      );
    const results = await readStream(
      withHugeRecord(
        Buffer.concat([Buffer.from('<collection>'), record('1', 'Før')]),
        '<record><leader>00000nam a2200000 i 4500</leader><controlfield tag="001">2</controlfield><datafield tag="520" ind1=" " ind2=" "><subfield code="a">',
        'æøå ',
        '</subfield></datafield></record>',
        Buffer.concat([record('3', 'Etter'), Buffer.from('</collection>')]),
      ),
    );
    expect(titles(results)).toEqual(['Før', null, 'Etter']);
    expect(results[1]).toMatchObject({
      ok: false,
      controlNumber: '2',
      message: 'posten er lengre enn de 1 000 000 byte en post kan ha, og ble hoppet over',
    });
  });

  it('rejects a record in Latin-1 under a UTF-8 leader, naming the problem, and reads the rest', async () => {
    const latin1 = Buffer.from(Marc.format(makeRecord('2', 'Blåbær'), 'iso2709'));
    // The same record with its æ and å written as single Latin-1 bytes: the directory no longer fits either way.
    const broken = Buffer.from(latin1.toString('utf8'), 'latin1');
    broken[9] = 0x61;
    const results = await readAll(Buffer.concat([iso('1', 'Før'), broken, iso('3', 'Etter')]), 4096);
    expect(titles(results)).toEqual(['Før', null, 'Etter']);
    expect(results[1]).toMatchObject({ ok: false, message: expect.stringMatching(/UTF-8|går utenfor|stemmer ikke/) });
  });
});

// Streams MARC 21 records (ISO 2709 or MARCXML) one at a time with their position, parsed by marcjs; broken records come out as errors.
import { StringDecoder } from 'node:string_decoder';
import marcjs from 'marcjs';
import { codedError } from '#server/services/coded-error.ts';
import type { MarcRecord } from './marc-mapping.ts';
import { convertMarc8, isUtf8, MARC8_UNAVAILABLE, MARC8_UNAVAILABLE_MESSAGE } from './marc8.ts';

const { Marc } = marcjs;

export type MarcFormat = 'iso2709' | 'marcxml';

/** Bytes of MARC records: a stream (a file, a request body) or chunks at hand (an OAI-PMH page, an SRU answer). */
export type MarcSource = AsyncIterable<Buffer | Uint8Array | string> | Iterable<Buffer | Uint8Array | string>;

/** Where a record sits in the file: its number (from 1) and the byte offset of its first byte. */
export interface MarcPosition {
  index: number;
  byteOffset: number;
}

export type MarcReadResult =
  /** `notes`: what was left out of the record while reading it (a local field with an invalid tag), for warnings. */
  /** `oaiIdentifier`: the OAI-PMH header's identifier when the record came in an OAI envelope. */
  | { ok: true; position: MarcPosition; record: MarcRecord; notes?: string[]; oaiIdentifier?: string }
  | { ok: false; position: MarcPosition; message: string; controlNumber: string | null }
  /** An OAI-PMH deletion notice (a header with status="deleted" and no metadata): the record it names is withdrawn. */
  | { ok: 'deleted'; position: MarcPosition; oaiIdentifier: string }
  /** Not a record to import (a deletion notice without an identifier). */
  | { ok: 'skipped'; position: MarcPosition; kind: string };

const RECORD_TERMINATOR = 0x1d;
const FIELD_TERMINATOR = 0x1e;

/**
 * The format of a file from its first bytes: '<' (after a BOM and white space) is MARCXML, five digits (the record
 * length of the leader) ISO 2709; null when it is neither.
 */
export function detectMarcFormat(head: Uint8Array): MarcFormat | null {
  let i = 0;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) i = 3;
  while (i < head.length && (head[i] === 0x20 || head[i] === 0x09 || head[i] === 0x0a || head[i] === 0x0d)) i++;
  if (head[i] === 0x3c) return 'marcxml';
  if (head.length - i >= 5 && [0, 1, 2, 3, 4].every((k) => head[i + k] >= 0x30 && head[i + k] <= 0x39))
    return 'iso2709';
  return null;
}

/** The 001 of a raw ISO 2709 record, read leniently for error messages (null when the directory is unreadable). */
function iso2709ControlNumber(raw: Buffer): string | null {
  const base = Number(raw.toString('latin1', 12, 17));
  if (!Number.isInteger(base) || base < 25 || base > raw.length) return null;
  for (let off = 24; off + 12 <= base - 1; off += 12) {
    if (raw.toString('latin1', off, off + 3) !== '001') continue;
    const length = Number(raw.toString('latin1', off + 3, off + 7));
    const start = Number(raw.toString('latin1', off + 7, off + 12));
    if (!Number.isInteger(length) || !Number.isInteger(start) || base + start + length > raw.length) return null;
    return raw.toString('utf8', base + start, base + start + length - 1).trim() || null;
  }
  return null;
}

/**
 * Checks the structure marcjs trusts blindly: leader digits, the directory (12-character entries ending in a field
 * terminator) and that every field lies inside the record and ends in a field terminator. Null when sound.
 */
function iso2709Problem(raw: Buffer): string | null {
  if (raw.length < 26)
    return `posten er bare ${raw.length} byte lang (en MARC-post har minst en leader på 24 tegn og en katalog)`;
  const leader = raw.toString('latin1', 0, 24);
  if (!/^\d{5}$/.test(leader.slice(0, 5)))
    return `leader posisjon 0–4 (postlengde) er ikke et tall: «${leader.slice(0, 5)}»`;
  if (!/^\d{5}$/.test(leader.slice(12, 17)))
    return `leader posisjon 12–16 (dataenes startadresse) er ikke et tall: «${leader.slice(12, 17)}»`;
  const base = Number(leader.slice(12, 17));
  if (base > raw.length || (base - 25) % 12 !== 0 || raw[base - 1] !== FIELD_TERMINATOR) {
    return `katalogen (directory) er ødelagt: dataenes startadresse ${base} passer ikke med posten (${raw.length} byte)`;
  }
  const dataLength = raw.length - base;
  for (let off = 24; off < base - 1; off += 12) {
    const entry = raw.toString('latin1', off, off + 12);
    if (!/^[0-9A-Za-z]{3}\d{9}$/.test(entry)) return `katalogoppføring ${(off - 24) / 12 + 1} er ugyldig: «${entry}»`;
    const length = Number(entry.slice(3, 7));
    const start = Number(entry.slice(7, 12));
    if (start + length > dataLength || length < 1 || raw[base + start + length - 1] !== FIELD_TERMINATOR) {
      return `felt ${entry.slice(0, 3)} går utenfor posten eller mangler feltskilletegn (katalogen sier start ${start}, lengde ${length}; posten har ${dataLength} byte data)`;
    }
  }
  return null;
}

function hasReplacementCharacter(record: MarcRecord): boolean {
  return record.fields.some((field) => field.some((part) => part.includes('\uFFFD')));
}

/**
 * Every value in Unicode's composed form (NFC): MARC-8 and many UTF-8 exports write a letter and its accent as two
 * characters ("e" + U+0301), which would otherwise not match "é" typed in search, and would show in page addresses.
 */
function composed(record: MarcRecord): MarcRecord {
  return { leader: record.leader, fields: record.fields.map((field) => field.map((part) => part.normalize('NFC'))) };
}

/** One sound ISO 2709 record (iso2709Problem passed) in UTF-8, parsed. */
function parseIso2709(body: Buffer, position: MarcPosition): MarcReadResult {
  try {
    const record = Marc.parse(body, 'iso2709');
    if (hasReplacementCharacter(record)) {
      return {
        ok: false,
        position,
        message: 'posten inneholder bytes som ikke er gyldig UTF-8',
        controlNumber: iso2709ControlNumber(body),
      };
    }
    return { ok: true, position, record: composed(record) };
  } catch (error) {
    return {
      ok: false,
      position,
      message: `kunne ikke tolkes: ${(error as Error).message}`,
      controlNumber: iso2709ControlNumber(body),
    };
  }
}

/** A record in MARC-8, waiting for its batch to be converted. */
interface Marc8Record {
  marc8: Buffer;
  position: MarcPosition;
}

/** Most MARC-8 records converted by one yaz process. */
const MARC8_BATCH = 500;

/**
 * The records in file order, MARC-8 ones converted to UTF-8 (marc8.ts) in batches of consecutive ones, so a file of
 * MARC-8 costs one process per 500 records and a UTF-8 file none.
 */
async function* withMarc8Converted(
  results: AsyncIterable<MarcReadResult | Marc8Record>,
): AsyncGenerator<MarcReadResult> {
  let batch: Marc8Record[] = [];
  async function* flush(): AsyncGenerator<MarcReadResult> {
    const converted = await convertMarc8(batch.map((r) => r.marc8));
    for (const [i, { marc8, position }] of batch.entries()) {
      const body = converted === MARC8_UNAVAILABLE ? null : converted[i];
      if (body) yield parseIso2709(body, position);
      else {
        const message =
          converted === MARC8_UNAVAILABLE
            ? MARC8_UNAVAILABLE_MESSAGE
            : 'posten er kodet i MARC-8, og konverteringen til UTF-8 feilet';
        yield { ok: false, position, message, controlNumber: iso2709ControlNumber(marc8) };
      }
    }
    batch = [];
  }
  for await (const result of results) {
    if ('marc8' in result) {
      batch.push(result);
      if (batch.length >= MARC8_BATCH) yield* flush();
      continue;
    }
    if (batch.length > 0) yield* flush();
    yield result;
  }
  if (batch.length > 0) yield* flush();
}

/** ISO 2709's leader holds a record's length in five digits; a few bytes more allow line breaks between records. */
const MAX_ISO2709_RECORD_BYTES = 100_000;
/** A MARCXML record has no such limit in its format; a bibliographic record of a megabyte is not one. */
const MAX_MARCXML_RECORD_BYTES = 1_000_000;

async function* iso2709Records(chunks: AsyncIterable<Buffer>): AsyncGenerator<MarcReadResult | Marc8Record> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let pendingStart = 0; // byte offset of pending[0][0]
  let offset = 0; // byte offset of the next chunk
  let index = 0;
  /** Inside a record already reported as too long: its bytes are dropped up to its terminator (memory stays small). */
  let oversized = false;
  const emit = (raw: Buffer, start: number): MarcReadResult | Marc8Record => {
    // Line breaks between records (some exports add them) are not part of the record.
    let skip = 0;
    while (skip < raw.length && (raw[skip] === 0x0a || raw[skip] === 0x0d || raw[skip] === 0x20)) skip++;
    const body = raw.subarray(skip);
    index += 1;
    const position = { index, byteOffset: start + skip };
    const problem = iso2709Problem(body);
    if (problem) return { ok: false, position, message: problem, controlNumber: iso2709ControlNumber(body) };
    // Leader/09 blank says MARC-8; a record that is valid UTF-8 all the same was written in UTF-8 (a common export slip).
    if (body[9] !== 0x61 && body.some((b) => b >= 0x80) && !isUtf8(body)) return { marc8: Buffer.from(body), position };
    return parseIso2709(body, position);
  };
  for await (const chunk of chunks) {
    let from = 0;
    for (;;) {
      const end = chunk.indexOf(RECORD_TERMINATOR, from);
      if (end === -1) break;
      if (oversized) {
        oversized = false;
        from = end + 1;
        continue;
      }
      const piece = chunk.subarray(from, end + 1);
      const start = pending.length > 0 ? pendingStart : offset + from;
      const raw = pending.length > 0 ? Buffer.concat([...pending, piece]) : piece;
      pending = [];
      pendingBytes = 0;
      if (raw.length > MAX_ISO2709_RECORD_BYTES) {
        index += 1;
        yield {
          ok: false,
          position: { index, byteOffset: start },
          message: tooLong(MAX_ISO2709_RECORD_BYTES),
          controlNumber: iso2709ControlNumber(raw),
        };
      } else yield emit(raw, start);
      from = end + 1;
    }
    if (from < chunk.length && !oversized) {
      if (pending.length === 0) pendingStart = offset + from;
      // Copy: the stream may reuse its buffer.
      pending.push(Buffer.from(chunk.subarray(from)));
      pendingBytes += chunk.length - from;
      if (pendingBytes > MAX_ISO2709_RECORD_BYTES) {
        index += 1;
        const head = Buffer.concat(pending);
        yield {
          ok: false,
          position: { index, byteOffset: pendingStart },
          message: tooLong(MAX_ISO2709_RECORD_BYTES),
          controlNumber: iso2709ControlNumber(head),
        };
        pending = [];
        pendingBytes = 0;
        oversized = true;
      }
    }
    offset += chunk.length;
  }
  if (oversized) return;
  const rest = Buffer.concat(pending);
  if (rest.some((b) => b !== 0x0a && b !== 0x0d && b !== 0x20 && b !== 0x1a)) {
    index += 1;
    yield {
      ok: false,
      position: { index, byteOffset: pendingStart },
      message: `filen slutter midt i en post (${rest.length} byte uten postterminator)`,
      controlNumber: iso2709ControlNumber(rest),
    };
  }
}

/** '1 000 000': Norwegian digit groups, with an ordinary space (a terminal and a JSON report show it as such). */
function groupedDigits(n: number): string {
  return n.toLocaleString('nb-NO').replace(/\s/g, ' ');
}

/** Without the record's own length, so the report counts all such records under one reason. */
function tooLong(limit: number): string {
  return `posten er lengre enn de ${groupedDigits(limit)} byte en post kan ha, og ble hoppet over`;
}

const RECORD_OPEN = /<(?:[A-Za-z_][\w.-]*:)?record(?=[\s>/])/;
const LEADER = /<(?:[A-Za-z_][\w.-]*:)?leader[\s>]/;
const OAI_DELETED = /<(?:[A-Za-z_][\w.-]*:)?header\b[^>]*\bstatus\s*=\s*["']deleted["']/;
const RECORD_CLOSE = /<\/(?:[A-Za-z_][\w.-]*:)?record\s*>/;
const OAI_IDENTIFIER =
  /<(?:[A-Za-z_][\w.-]*:)?header\b[^>]*>[\s\S]*?<(?:[A-Za-z_][\w.-]*:)?identifier>\s*([^<]*?)\s*<\//;

/** The OAI-PMH header's identifier in an envelope (entities decoded: identifiers are URIs and may hold '&amp;'). */
function oaiIdentifierIn(xml: string): string | undefined {
  const id = OAI_IDENTIFIER.exec(xml)?.[1];
  return id
    ? id
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
    : undefined;
}

function xmlAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of text.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attributes.set(m[1], m[2] ?? m[3] ?? '');
  return attributes;
}

const VALID_TAG = /^[0-9A-Za-z]{3}$/;

/**
 * Leaves out fields with a tag that is not three letters or digits and subfields whose code is not one character:
 * systems keep local data that way (Alma's INST and AVA, BIBSYS's code="BIBLIOTEK"); MARC has no place for it.
 */
function withoutLocalOddities(text: string, notes: string[]): string {
  return text
    .replace(/<(controlfield|datafield)\b([^>]*?)(?:\/>|>[\s\S]*?<\/\1>)/g, (element, name: string, attrs: string) => {
      const tag = xmlAttributes(attrs).get('tag') ?? '';
      if (tag === '' || VALID_TAG.test(tag)) return element;
      notes.push(`feltet «${tag}» er ikke et MARC-felt (en tagg er tre tegn) og ble utelatt`);
      return '';
    })
    .replace(/<subfield\b([^>]*?)(?:\/>|>[\s\S]*?<\/subfield>)/g, (element, attrs: string) => {
      const code = xmlAttributes(attrs).get('code') ?? '';
      if (code.length === 1) return element;
      notes.push(`delfeltet «${code}» er ikke et MARC-delfelt (en kode er ett tegn) og ble utelatt`);
      return '';
    });
}

/**
 * Rewrites one <record> element into the exact layout marcjs's MARCXML parser reads by character position:
 * no namespace prefixes or comments, attributes in the order tag/ind1/ind2, no self-closing subfields.
 * Throws with a Norwegian message when the element is not well-formed enough to map; what it leaves out goes to `notes`.
 */
export function canonicalMarcxml(xml: string, notes: string[] = []): string {
  let text = xml
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_m, inner: string) =>
      inner.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    )
    .replace(/<(\/?)[A-Za-z_][\w.-]*:/g, '<$1');
  text = withoutLocalOddities(text.replace(/<record\b[^>]*>/, '<record>'), notes);
  text = text.replace(
    /<(controlfield|datafield|subfield)\b([^>]*?)(\/?)>/g,
    (_m, name: string, attrs: string, selfClosing: string) => {
      const a = xmlAttributes(attrs);
      if (name === 'subfield') {
        const code = a.get('code') ?? '';
        if (code.length !== 1) throw new Error(`delfelt med ugyldig kode «${code}»`);
        return selfClosing ? `<subfield code="${code}"></subfield>` : `<subfield code="${code}">`;
      }
      const tag = a.get('tag') ?? '';
      if (!VALID_TAG.test(tag)) throw new Error(`${name} med ugyldig tag «${tag}»`);
      if (name === 'controlfield')
        return selfClosing ? `<controlfield tag="${tag}"></controlfield>` : `<controlfield tag="${tag}">`;
      const ind = (v: string | undefined) => (v && v.length === 1 ? v : ' ');
      const open = `<datafield tag="${tag}" ind1="${ind(a.get('ind1'))}" ind2="${ind(a.get('ind2'))}">`;
      return selfClosing ? `${open}</datafield>` : open;
    },
  );
  for (const name of ['leader', 'controlfield', 'datafield', 'subfield']) {
    const opened = text.split(`<${name}`).length - 1;
    const closed = text.split(`</${name}>`).length - 1;
    if (opened !== closed) throw new Error(`XML-en er ikke velformet: ${opened} <${name}> men ${closed} </${name}>`);
  }
  if (!text.includes('<leader>')) throw new Error('posten mangler <leader>');
  if (/<(?!\/?(?:record|leader|controlfield|datafield|subfield)\b)[A-Za-z]/.test(text)) {
    throw new Error('posten inneholder elementer som ikke hører hjemme i MARCXML');
  }
  return text;
}

function xmlControlNumber(xml: string): string | null {
  const m = /<(?:[\w.-]+:)?controlfield[^>]*tag\s*=\s*["']001["'][^>]*>([^<]*)</.exec(xml);
  return m ? m[1].trim() || null : null;
}

async function* marcxmlRecords(chunks: AsyncIterable<Buffer>): AsyncGenerator<MarcReadResult> {
  const decoder = new StringDecoder('utf8');
  let buffer = '';
  let bufferOffset = 0; // byte offset of buffer[0]
  let index = 0;
  /** The identifier of the OAI envelope the next record sits in. */
  let envelopeIdentifier: string | undefined;
  /** Inside a record already reported as too long: dropped up to its close tag. */
  let oversized = false;
  const drain = function* (final: boolean): Generator<MarcReadResult> {
    for (;;) {
      if (oversized) {
        const close = RECORD_CLOSE.exec(buffer);
        const upTo = close ? close.index + close[0].length : Math.max(0, buffer.length - 64);
        bufferOffset += Buffer.byteLength(buffer.slice(0, upTo));
        buffer = buffer.slice(upTo);
        if (!close) return;
        oversized = false;
      }
      const open = RECORD_OPEN.exec(buffer);
      if (!open) {
        // Keep a tail that may hold the start of a split '<record' tag.
        const keep = final ? 0 : Math.min(buffer.length, 64);
        const dropped = buffer.slice(0, buffer.length - keep);
        bufferOffset += Buffer.byteLength(dropped);
        buffer = buffer.slice(buffer.length - keep);
        return;
      }
      const close = RECORD_CLOSE.exec(buffer.slice(open.index));
      const nextOpen = RECORD_OPEN.exec(buffer.slice(open.index + 1));
      const closeAt = close ? open.index + close.index : -1;
      const nextAt = nextOpen ? open.index + 1 + nextOpen.index : -1;
      const startOffset = bufferOffset + Buffer.byteLength(buffer.slice(0, open.index));
      if (nextAt !== -1 && (closeAt === -1 || nextAt < closeAt)) {
        const xml = buffer.slice(open.index, nextAt);
        if (!LEADER.test(xml)) {
          // An envelope's <record> (OAI-PMH, SRU) around the MARC record: read on from the MARC record inside it.
          envelopeIdentifier = oaiIdentifierIn(xml);
          bufferOffset = startOffset + Buffer.byteLength(xml);
          buffer = buffer.slice(nextAt);
          continue;
        }
        // A new record starts before this one is closed: this one is broken.
        index += 1;
        yield {
          ok: false,
          position: { index, byteOffset: startOffset },
          message: 'XML-en er ikke velformet: posten slutter ikke med </record>',
          controlNumber: xmlControlNumber(xml),
        };
        bufferOffset = startOffset + Buffer.byteLength(xml);
        buffer = buffer.slice(nextAt);
        continue;
      }
      if (!close) {
        if (final) {
          index += 1;
          yield {
            ok: false,
            position: { index, byteOffset: startOffset },
            message: 'filen slutter midt i en post (mangler </record>)',
            controlNumber: xmlControlNumber(buffer.slice(open.index)),
          };
          buffer = '';
        } else {
          bufferOffset = startOffset;
          buffer = buffer.slice(open.index);
          if (buffer.length > MAX_MARCXML_RECORD_BYTES) {
            index += 1;
            yield {
              ok: false,
              position: { index, byteOffset: startOffset },
              message: tooLong(MAX_MARCXML_RECORD_BYTES),
              controlNumber: xmlControlNumber(buffer),
            };
            oversized = true;
            envelopeIdentifier = undefined;
            continue;
          }
        }
        return;
      }
      const end = closeAt + close[0].length;
      const xml = buffer.slice(open.index, end);
      index += 1;
      const position = { index, byteOffset: startOffset };
      try {
        const oaiIdentifier = envelopeIdentifier;
        envelopeIdentifier = undefined;
        if (!LEADER.test(xml) && OAI_DELETED.test(xml)) {
          const deleted = oaiIdentifierIn(xml);
          yield deleted
            ? { ok: 'deleted', position, oaiIdentifier: deleted }
            : { ok: 'skipped', position, kind: 'slettemelding fra OAI-PMH uten identifikator' };
        } else {
          const notes: string[] = [];
          const record = Marc.parse(canonicalMarcxml(xml, notes), 'marcxml');
          yield { ok: true, position, record: composed(record), notes, ...(oaiIdentifier ? { oaiIdentifier } : {}) };
        }
      } catch (error) {
        yield { ok: false, position, message: (error as Error).message, controlNumber: xmlControlNumber(xml) };
      }
      bufferOffset = startOffset + Buffer.byteLength(xml);
      buffer = buffer.slice(end);
    }
  };
  for await (const chunk of chunks) {
    // StringDecoder keeps a multi-byte character split over two chunks (æ, ø, å) whole.
    buffer += decoder.write(chunk);
    yield* drain(false);
  }
  buffer += decoder.end();
  yield* drain(true);
}

/** Puts a first chunk back in front of the rest of a stream (after peeking at it to detect the format). */
async function* prepend(first: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield first;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}

function toBuffer(chunk: Buffer | Uint8Array | string): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
}

async function* buffers(source: MarcSource): AsyncGenerator<Buffer> {
  for await (const chunk of source) yield toBuffer(chunk);
}

/**
 * Reads MARC records from a byte stream, one at a time (memory stays at one record plus one chunk). Without a
 * format, the first bytes decide. Throws only when the format cannot be told; broken records come out as
 * `{ ok: false }` with their position and the reading goes on.
 */
export async function* readMarcRecords(source: MarcSource, format?: MarcFormat): AsyncGenerator<MarcReadResult> {
  const iterator = buffers(source)[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const detected = format ?? detectMarcFormat(first.value);
  if (!detected) {
    throw codedError('invalid', 'unknown_marc_format');
  }
  const stream = prepend(first.value, iterator);
  yield* detected === 'iso2709' ? withMarc8Converted(iso2709Records(stream)) : marcxmlRecords(stream);
}

// Pure MARC 21 → catalogue mapping: titles, agents and roles, identifiers, language, year, subjects, series, media type and holdings.
import { createHash } from 'node:crypto';
import { isbn10to13, normaliseIsbn, type AgentRole, type Audience, type CatalogueMediaType } from '#core/catalogue.ts';
import { shelfCode } from '#server/db/seed/catalogue-builder.ts';

/** A parsed record as marcjs gives it: control fields [tag, value], data fields [tag, indicators, code, value, …]. */
export interface MarcRecord {
  leader: string;
  fields: string[][];
}

interface DataField {
  tag: string;
  ind1: string;
  ind2: string;
  subfields: [string, string][];
}

export interface MappedAgent {
  kind: 'person' | 'corporation';
  name: string;
  role: AgentRole;
  birthYear: number | null;
  deathYear: number | null;
  /** The authority record's id ($0 or $1): the same person under another spelling. */
  authorityId: string | null;
}

type LinkKind = 'read' | 'listen' | 'watch' | 'info';

export interface MappedLink {
  url: string;
  /** What the record says the link is (856 $y, else $3, else $z); '' when it says nothing. */
  label: string;
  kind: LinkKind;
}

export interface MappedItem {
  /** The holding's branch code as written in 852/952 (resolved to a library by the import). */
  branchCode: string;
  barcode: string;
  shelfLocation: string;
  /** Only set when the record states it (952 $1 lost, $0 withdrawn, $q on loan); otherwise the portal's status stands. */
  status: 'available' | 'on_loan' | 'lost' | 'discarded' | null;
  loanable: boolean;
}

export interface MappedSeries {
  name: string;
  number: number | null;
}

export interface MappedRecord {
  controlNumber: string;
  /**
   * works.group_key: editions and translations of one work share it (docs/decisions/009, "Works"): the uniform title
   * (240/130) or the title, with the main creator, both folded; 'record:{recordId}' when the record names no creator.
   */
  groupKey: string;
  /** publications.record_id: 001, prefixed with 003 when the record names its source. */
  recordId: string;
  title: string;
  subtitle: string | null;
  originalTitle: string | null;
  /** 246 and 740: other titles the work is known by. */
  variantTitles: string[];
  /** 505: the stories, songs or chapters. */
  contents: string[];
  /** 250: '2. utg.'. */
  edition: string | null;
  /** 856: where it can be read, heard or seen online. */
  links: MappedLink[];
  description: string;
  agents: MappedAgent[];
  isbn: string | null;
  ean: string | null;
  /** Every ISBN (as ISBN-13) and EAN of the record, the first included. */
  isbns: string[];
  language: string;
  year: number | null;
  /** The work's first publication: 008/11-14 of a reprint (008/06 'r'), else the edition's year. */
  firstPublicationYear: number | null;
  publisher: string | null;
  extent: string | null;
  ageLimit: number | null;
  audience: Audience;
  fiction: boolean;
  subjects: string[];
  genres: string[];
  workSeries: MappedSeries | null;
  publisherSeries: MappedSeries | null;
  mediaType: CatalogueMediaType;
  format: string;
  items: MappedItem[];
  /** Things left out of the mapping that the librarian may want to know about. */
  warnings: string[];
  /** Copies in the record that itemsOf left out for a fault of their own (each with a warning). */
  copiesLeftOut: number;
  /** The OAI-PMH identifier it was harvested under (set by the import from the envelope). */
  oaiIdentifier?: string;
}

/** A record that cannot be imported; the message is Norwegian and names the field. */
export class MarcMappingError extends Error {}

/** A record that is not a bibliographic one (holdings, authority): left out and counted, not an error (issue #17). */
export class MarcRecordSkipped extends Error {}

/** A record its source system deleted (leader/05 'd'): the import withdraws the publication it names. */
export class MarcRecordDeleted extends Error {
  constructor(readonly recordId: string) {
    super(`slettet i kildesystemet (leader posisjon 5 «d»): ${recordId}`);
  }
}

/** Leader/06 of records that describe no title: holdings (u, v, x, y), authority (z), classification (w), community information (q). */
const NOT_BIBLIOGRAPHIC: Record<string, string> = {
  u: 'beholdningspost',
  v: 'beholdningspost',
  x: 'beholdningspost',
  y: 'beholdningspost',
  z: 'autoritetspost',
  w: 'klassifikasjonspost',
  q: 'lokalinformasjonspost',
};

// ---------------------------------------------------------------- field access

function controlField(record: MarcRecord, tag: string): string | null {
  const field = record.fields.find((f) => f[0] === tag && f.length === 2);
  return field ? field[1] : null;
}

function dataFields(record: MarcRecord, tagPattern: RegExp | string): DataField[] {
  const out: DataField[] = [];
  for (const f of record.fields) {
    if (f.length < 2 || f[0] < '010') continue;
    if (typeof tagPattern === 'string' ? f[0] !== tagPattern : !tagPattern.test(f[0])) continue;
    const subfields: [string, string][] = [];
    for (let i = 2; i + 1 < f.length; i += 2) subfields.push([f[i], f[i + 1]]);
    out.push({ tag: f[0], ind1: f[1]?.[0] ?? ' ', ind2: f[1]?.[1] ?? ' ', subfields });
  }
  return out;
}

function subfield(field: DataField, code: string): string | null {
  const found = field.subfields.find(([c]) => c === code);
  return found ? found[1] : null;
}

function subfieldsOf(field: DataField, code: string): string[] {
  return field.subfields.filter(([c]) => c === code).map(([, v]) => v);
}

/** Removes ISBD punctuation around a value: 'Sult :' → 'Sult', 'Hamsun, Knut,' → 'Hamsun, Knut'. */
export function cleanValue(value: string | null | undefined): string {
  if (!value) return '';
  let v = value.replace(/\s+/g, ' ').trim();
  v = v.replace(/\s*[/:;,=+]\s*$/, '').trim();
  // A final full stop goes, unless it ends an abbreviation or an initial ('Jr.', 'A.').
  if (
    /\.$/.test(v) &&
    !/(?:^|[\s.])\p{Lu}\.$/u.test(v) &&
    !/\b(?:jr|sr|d|f|bd|nr|mfl|m\.fl|utg|oppl|uppl|rev|ed|aufl|éd|forl|publ)\.$/i.test(v)
  )
    v = v.slice(0, -1).trim();
  return v.replace(/^\[(.*)\]$/, '$1').trim();
}

// ---------------------------------------------------------------- names and roles

/**
 * MARC relator codes ($4, the Library of Congress list) → the portal's roles. Codes not listed are real roles the
 * portal has no name for (a photographer, a printer): such a creator is a contributor ('Medvirkende'), never dropped.
 */
const RELATOR_CODES: Readonly<Record<string, AgentRole>> = {
  aut: 'author',
  cre: 'author',
  aus: 'author',
  lyr: 'author',
  lbt: 'author',
  ill: 'illustrator',
  art: 'illustrator',
  trl: 'translator',
  drt: 'director',
  cmp: 'composer',
  prf: 'performer',
  act: 'performer',
  nrt: 'performer',
  sng: 'performer',
  mus: 'performer',
  itr: 'performer',
  voc: 'performer',
  cnd: 'performer',
  dnc: 'performer',
  pbl: 'publisher',
  edt: 'editor',
  com: 'editor',
  ctb: 'contributor',
};

/** Relator terms ($e) in Norwegian, the Nordic languages, English and Russian (Cyrillic catalogues), with their abbreviations, on the term's start. */
const RELATOR_TERMS: readonly [RegExp, AgentRole][] = [
  [
    /^(forf|forfatter|författ|forfattar|kirjoittaja|author|joint author|co-?author|tekstforfatter|manusforfatter|writer|lyricist|librettist|авт)/,
    'author',
  ],
  [/^(ill|illustrat|tegner|billedkunstner|kuvittaja|artist$|ил|худож)/, 'illustrator'],
  [/^(overs|oversett|oversætt|övers|över$|omsett|gjendikt|kääntäjä|translat|tr$|trans$|пер)/, 'translator'],
  [/^(regi|regiss|director|instrukt|ohjaaja)/, 'director'],
  [/^(komp|komponist|tonsätt|säveltäjä|composer)/, 'composer'],
  [
    /^(utøver|utf|fremfører|innleser|innl|uppläs|lukija|skuespiller|skådespel|sanger|sångare|musiker|musician|performer|actor|cast|narrator|singer|vocal|dirigent|conductor|instrumentalist)/,
    'performer',
  ],
  [/^(utgiver|forlag|publisher)/, 'publisher'],
  [/^(red|redaktør|redaktor|ed$|eds$|editor|compiler|sammenstilt|ред|сост)/, 'editor'],
];

/**
 * The portal roles of a relator subfield: one term or code, or several ('joint author, editor', 'composer and
 * performer', '(över.)'). A term the portal has no name for is a contributor. Empty for an empty subfield.
 */
export function relatorRoles(value: string): AgentRole[] {
  return value
    .toLowerCase()
    .replace(/[()[\]]/g, ' ')
    .split(/\s*(?:,|;|&|\bog\b|\band\b|\boch\b)\s*/)
    .map((part) =>
      part
        .trim()
        .replace(/[.:]+$/, '')
        .trim(),
    )
    .filter(Boolean)
    .map((part): AgentRole => {
      if (/^[a-z]{3}$/.test(part) && RELATOR_CODES[part]) return RELATOR_CODES[part];
      return RELATOR_TERMS.find(([pattern]) => pattern.test(part))?.[1] ?? 'contributor';
    });
}

/** 'Hamsun, Knut' → 'Knut Hamsun' (the seed's and the portal's form); names without a comma stay as they are. */
export function personName(inverted: string): string {
  // A final '.' after an abbreviated forename ('Vestly, Anne-Cath.') belongs to the name.
  const abbreviated = /-\p{Lu}\p{Ll}{0,3}\.[\s,]*$/u.test(inverted);
  const name = abbreviated ? inverted.replace(/[\s,;:/]+$/, '').trim() : cleanValue(inverted);
  const comma = name.indexOf(',');
  if (comma === -1) return name;
  const surname = name.slice(0, comma).trim();
  const forenames = name.slice(comma + 1).trim();
  return forenames ? `${forenames} ${surname}` : surname;
}

function lifeYears(dates: string | null): { birthYear: number | null; deathYear: number | null } {
  if (!dates) return { birthYear: null, deathYear: null };
  const m = /(\d{4})?\s*-\s*(\d{4})?/.exec(dates);
  const single = /^\s*(?:f\.\s*)?(\d{4})/.exec(dates);
  const birth = m?.[1] ?? single?.[1];
  const death = m?.[2];
  return { birthYear: birth ? Number(birth) : null, deathYear: death ? Number(death) : null };
}

/**
 * The authority id of a heading: its $0 (a control number with its source, '(NO-TrBIB)90054177') or $1 (a real-world
 * object URI), the first one given; white space removed, at most 200 characters.
 */
function authorityIdOf(field: DataField): string | null {
  const id = [...subfieldsOf(field, '0'), ...subfieldsOf(field, '1')].map((v) => v.replace(/\s+/g, '')).find(Boolean);
  return id && id.length <= 200 ? id : null;
}

function agentsOf(
  record: MarcRecord,
  defaultMainRole: AgentRole,
  defaultAddedRole: AgentRole,
  musicRecording: boolean,
): MappedAgent[] {
  const out: MappedAgent[] = [];
  const seen = new Set<string>();
  // The main creator (1XX) first, wherever a system wrote it among the fields.
  const fields = dataFields(record, /^(100|110|700|710)$/).sort(
    (a, b) => Number(b.tag < '700') - Number(a.tag < '700'),
  );
  for (const field of fields) {
    // 700/710 with a title ($t) is an analytic entry for a contained work, not a creator of this one.
    if (subfield(field, 't')) continue;
    const personal = field.tag === '100' || field.tag === '700';
    const rawName = subfield(field, 'a');
    if (!rawName) continue;
    const name = personal
      ? field.ind1 === '0'
        ? cleanValue(rawName)
        : personName(rawName)
      : [cleanValue(rawName), ...subfieldsOf(field, 'b').map(cleanValue)].filter(Boolean).join('. ');
    if (!name) continue;
    const relators = [...subfieldsOf(field, 'e'), ...subfieldsOf(field, '4')];
    let roles = [...new Set(relators.flatMap(relatorRoles))];
    // A term the portal cannot read beside a code it can ('ред.' with $4 edt) says the same: one role, not two.
    if (roles.length > 1) roles = roles.filter((role) => role !== 'contributor');
    // A 1XX without a role is the main creator; a 7XX without one is a contributor (a performer on a recording or a
    // film), never an author. A body is a performer only on a recording (a band); on a film it is a studio or a
    // broadcaster ('British Broadcasting Corporation', 'A & E Home Video'), a contributor.
    const addedRole = personal || defaultAddedRole !== 'performer' || musicRecording ? defaultAddedRole : 'contributor';
    if (roles.length === 0) roles = [field.tag.startsWith('1') ? defaultMainRole : addedRole];
    const years = personal ? lifeYears(subfield(field, 'd')) : { birthYear: null, deathYear: null };
    for (const role of roles) {
      const key = `${personal ? 'p' : 'c'}|${name}|${role}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ kind: personal ? 'person' : 'corporation', name, role, ...years, authorityId: authorityIdOf(field) });
    }
  }
  return out;
}

// ---------------------------------------------------------------- identifiers, language, year

/** Every valid ISBN in 020 $a as ISBN-13, in record order ($z holds cancelled or invalid ones: left out). */
function isbnsOf(record: MarcRecord): string[] {
  const out: string[] = [];
  for (const field of dataFields(record, '020')) {
    for (const raw of subfieldsOf(field, 'a')) {
      const digits = normaliseIsbn(raw.trim().split(/[\s(:;]/)[0] ?? '');
      if (!digits || digits.length === 8) continue;
      const isbn13 = digits.length === 10 ? isbn10to13(digits) : digits;
      if (isbn13 && !out.includes(isbn13)) out.push(isbn13);
    }
  }
  return out;
}

/** 024 with first indicator 3 (EAN) or 8 (unspecified) and 13 digits, in record order. */
function eansOf(record: MarcRecord): string[] {
  const out: string[] = [];
  for (const field of dataFields(record, '024')) {
    const raw = (subfield(field, 'a') ?? '').replace(/[\s-]/g, '');
    if ((field.ind1 === '3' || field.ind1 === '8') && /^\d{13}$/.test(raw) && !out.includes(raw)) out.push(raw);
  }
  return out;
}

const LANGUAGE_CODE = /^[a-z]{3}$/;

/** 008/35-37, else the first 041 $a; 'und' (undetermined) when neither names one. */
export function languageOf(record: MarcRecord): string {
  const f008 = controlField(record, '008') ?? '';
  const fixed = f008.slice(35, 38).toLowerCase();
  if (LANGUAGE_CODE.test(fixed) && fixed !== 'und' && fixed !== 'zxx') return fixed;
  for (const field of dataFields(record, '041')) {
    const code = (subfield(field, 'a') ?? '').trim().toLowerCase().slice(0, 3);
    if (LANGUAGE_CODE.test(code)) return code;
  }
  return LANGUAGE_CODE.test(fixed) ? fixed : 'und';
}

/** 008/07-10 (date 1), else the first four-digit year in 264 $c / 260 $c. */
/** Above this, a year in 008 is a typing error (8819 for 1988), not a date: the record is refused with the year named. */
const LAST_POSSIBLE_YEAR = 2100;

export function yearOf(record: MarcRecord): number | null {
  const f008 = controlField(record, '008') ?? '';
  const fixed = f008.slice(7, 11);
  if (/^\d{4}$/.test(fixed) && Number(fixed) > LAST_POSSIBLE_YEAR) {
    throw new MarcMappingError(
      `utgivelsesåret ${fixed} i 008 (posisjon 7–10) er umulig; rett det i postens kildesystem`,
    );
  }
  if (/^\d{4}$/.test(fixed) && Number(fixed) > 1000) return Number(fixed);
  for (const field of [
    ...dataFields(record, '264').filter((f) => f.ind2 === '1'),
    ...dataFields(record, '260'),
    ...dataFields(record, '264'),
  ]) {
    const m = /\b(1[4-9]\d\d|20\d\d)\b/.exec(subfield(field, 'c') ?? '');
    if (m) return Number(m[1]);
  }
  return null;
}

/** 008/11-14 (date 2) when 008/06 says the edition is a reprint ('r'). */
function originalYearOf(record: MarcRecord): number | null {
  const f008 = controlField(record, '008') ?? '';
  const date2 = f008.slice(11, 15);
  return f008[6] === 'r' && /^\d{4}$/.test(date2) && Number(date2) > 1000 ? Number(date2) : null;
}

function publisherOf(record: MarcRecord): string | null {
  const fields = [...dataFields(record, '264').filter((f) => f.ind2 === '1'), ...dataFields(record, '260')];
  for (const field of fields) {
    const name = cleanValue(subfield(field, 'b'));
    if (name) return name;
  }
  return null;
}

// ---------------------------------------------------------------- media type

function carrierCodes(record: MarcRecord, tag: string): string[] {
  return dataFields(record, tag)
    .flatMap((f) => [...subfieldsOf(f, 'b'), ...subfieldsOf(f, 'a')])
    .map((v) => v.trim().toLowerCase());
}

/**
 * The portal media type and format of a record: RDA 336/337/338 when present, else leader/06-07, 007 and 008.
 * Throws MarcMappingError for kinds of material the portal has no media type for (objects, kits, software, mixed materials).
 */
export function mediaTypeOf(record: MarcRecord): { mediaType: CatalogueMediaType; format: string } {
  const leader = record.leader.padEnd(24, ' ');
  const type = leader[6];
  const level = leader[7];
  const f007 = (controlField(record, '007') ?? '').toLowerCase();
  const f008 = controlField(record, '008') ?? '';
  const content = carrierCodes(record, '336');
  const media = carrierCodes(record, '337');
  const carrier = carrierCodes(record, '338');
  const extent = dataFields(record, '300')
    .map((f) => subfield(f, 'a') ?? '')
    .join(' ')
    .toLowerCase();
  const qualifiers = dataFields(record, '020')
    .flatMap((f) => [...subfieldsOf(f, 'q'), (subfield(f, 'a') ?? '').replace(/^[\d\sXx-]+/, '')])
    .join(' ')
    .toLowerCase();
  const online =
    f007.startsWith('c') ||
    carrier.some((c) => c === 'cr' || c.includes('nettressurs') || c.includes('online')) ||
    media.some((m) => m === 'c' || m.includes('datamaskin') || m.includes('computer'));
  const has = (list: string[], ...codes: string[]) => list.some((v) => codes.some((c) => v === c || v.startsWith(c)));

  const film =
    type === 'g' ||
    f007.startsWith('v') ||
    has(content, 'tdi', 'tredimensjonal bevegelig', 'todimensjonalt bevegelig', 'two-dimensional moving');
  const music = type === 'j' || has(content, 'prm', 'fremført musikk', 'performed music');
  const spoken = type === 'i' || has(content, 'spw', 'talt ord', 'spoken word');
  if (film) {
    const bluray = f007[4] === 's' || /blu-?ray/.test(extent) || carrier.some((c) => c.includes('blu-ray'));
    return { mediaType: 'Film', format: online ? 'Strømming' : bluray ? 'Blu-ray' : 'DVD' };
  }
  if (music) {
    const lp = f007[3] === 'b' || /\blp\b|grammofonplate|vinyl/.test(extent);
    return { mediaType: 'Musikkopptak', format: online ? 'Nedlastbar musikk' : lp ? 'LP' : 'CD' };
  }
  if (spoken) {
    const mp3 = /mp3/.test(extent) || carrier.some((c) => c.includes('mp3'));
    return { mediaType: 'Lydbok', format: online ? 'Nedlastbar lydbok' : mp3 ? 'MP3-CD' : 'CD' };
  }
  if (type === 'a' || type === 't' || (type === 'm' && online)) {
    if (level === 's') return { mediaType: 'Tidsskrift', format: online ? 'Nettressurs' : 'Heftet' };
    if (online || type === 'm') return { mediaType: 'E-bok', format: 'Nedlastbar e-bok' };
    const comic =
      f008[33] === 'c' || dataFields(record, '655').some((f) => /^tegneserie/i.test(cleanValue(subfield(f, 'a'))));
    const format = /\bib\b|innb/.test(qualifiers)
      ? 'Innbundet'
      : /pocket|\bpb\b/.test(qualifiers)
        ? 'Pocket'
        : /\bh\b|heft/.test(qualifiers)
          ? 'Heftet'
          : 'Innbundet';
    return { mediaType: comic ? 'Tegneserie' : 'Bok', format };
  }
  // Notated music (c printed, d manuscript) and maps (e printed, f manuscript): Deichman lends sheet music.
  if (type === 'c' || type === 'd')
    return { mediaType: 'Noter', format: online ? 'Nettressurs' : type === 'd' ? 'Manuskript' : 'Trykte noter' };
  if (type === 'e' || type === 'f')
    return { mediaType: 'Kart', format: online ? 'Nettressurs' : /atlas/.test(extent) ? 'Atlas' : 'Kart' };
  throw new MarcMappingError(
    `materialtypen i leader posisjon 6 («${type}») har ingen medietype i portalen (bok, tegneserie, film, musikk, lydbok, e-bok, tidsskrift, noter, kart)`,
  );
}

// ---------------------------------------------------------------- audience, fiction, age limit

/** 008/22 target audience (books, films, music): a–c and j children, d youth. */
function audienceOf(record: MarcRecord): Audience {
  const code = (controlField(record, '008') ?? '').slice(22, 23);
  if (code === 'a' || code === 'b' || code === 'c' || code === 'j') return 'barn';
  if (code === 'd') return 'ungdom';
  return 'voksen';
}

/** 008/33 literary form for books (1, d, f, h, j, p = fiction); films and comics are fiction unless a documentary. */
function fictionOf(record: MarcRecord, mediaType: CatalogueMediaType, genres: readonly string[]): boolean {
  if (mediaType === 'Musikkopptak' || mediaType === 'Tidsskrift' || mediaType === 'Noter' || mediaType === 'Kart')
    return false;
  if (genres.some((g) => /dokumentar|biografi|fagbøker|sakprosa/.test(g))) return false;
  if (mediaType === 'Film' || mediaType === 'Tegneserie') return true;
  const code = (controlField(record, '008') ?? '').slice(33, 34);
  return ['1', 'd', 'f', 'h', 'j', 'p', 'c'].includes(code);
}

/** 521 (or a 'Aldersgrense' note in 500): the first number is the age limit. */
function ageLimitOf(record: MarcRecord): number | null {
  for (const field of [
    ...dataFields(record, '521'),
    ...dataFields(record, '500').filter((f) => /aldersgrense/i.test(subfield(f, 'a') ?? '')),
  ]) {
    const m = /(\d{1,2})/.exec(subfield(field, 'a') ?? '');
    if (m) return Number(m[1]);
  }
  return null;
}

// ---------------------------------------------------------------- subjects, titles, contents, links

/** Subdivisions of a subject heading: form ($v), general ($x), period ($y), place ($z), in record order. */
const SUBDIVISIONS = new Set(['v', 'x', 'y', 'z']);

/** The heading's own part: a person's name in the portal's form with its title ($t), a body with its units ($b). */
function subjectHead(field: DataField): string {
  const parts = (codes: string) =>
    field.subfields
      .filter(([c]) => codes.includes(c))
      .map(([, v]) => cleanValue(v))
      .filter(Boolean);
  switch (field.tag) {
    case '600': {
      const name = subfield(field, 'a');
      const person = name ? (field.ind1 === '0' ? cleanValue(name) : personName(name)) : '';
      return [person, ...parts('t')].filter(Boolean).join(': ');
    }
    case '610':
      return parts('ab').join('. ');
    case '611':
      return parts('a').join('. ');
    case '630':
      return parts('anp').join('. ');
    default:
      return parts('a').join(' ');
  }
}

/** The separator between a heading and its subdivisions, as Norwegian catalogues print them. */
const SUBDIVISION_SEPARATOR = ' – ';

/**
 * Subjects from every subject field (600 persons, 610 bodies, 611 meetings, 630 uniform titles, 648 periods, 650
 * topics, 651 places, 655 genres with subdivisions), each with its subdivisions ('Norge – Historie – 1940-1945'), and 653's uncontrolled terms one by
 * one. The same heading from two thesauri (LCSH and the Norwegian one) is kept once, in the first spelling seen.
 */
export function subjectsOf(record: MarcRecord): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (heading: string) => {
    const key = heading.toLowerCase();
    if (heading && !seen.has(key)) {
      seen.add(key);
      out.push(heading);
    }
  };
  for (const field of dataFields(record, /^(600|610|611|630|648|650|651|653|655)$/)) {
    const subdivided = field.subfields.some(([c]) => SUBDIVISIONS.has(c));
    // A genre (655) is a category of its own (genresOf); with subdivisions ('Romaner – Norge') it is a subject too.
    if (field.tag === '655' && !subdivided) continue;
    if (field.tag === '653') {
      subfieldsOf(field, 'a').map(cleanValue).forEach(add);
      continue;
    }
    const head = subjectHead(field);
    if (!head) continue;
    const subdivisions = field.subfields
      .filter(([c]) => SUBDIVISIONS.has(c))
      .map(([, v]) => cleanValue(v))
      .filter(Boolean);
    add([head, ...subdivisions].join(SUBDIVISION_SEPARATOR));
  }
  return out;
}

/** 246 (varying forms: cover, spine, parallel titles) and 740 (related and analytical titles), without the title itself. */
export function variantTitlesOf(record: MarcRecord, title: string): string[] {
  const out: string[] = [];
  for (const field of dataFields(record, /^(246|740)$/)) {
    const main = cleanValue(subfield(field, 'a'));
    if (!main) continue;
    const parts = [...subfieldsOf(field, 'n'), ...subfieldsOf(field, 'p')].map(cleanValue).filter(Boolean);
    const sub = field.tag === '246' ? cleanValue(subfield(field, 'b')) : '';
    const full = [parts.length > 0 ? `${main}. ${parts.join(', ')}` : main, sub].filter(Boolean).join(': ');
    if (full.toLowerCase() !== title.toLowerCase() && !out.some((t) => t.toLowerCase() === full.toLowerCase()))
      out.push(full);
  }
  return out;
}

const MAX_CONTENTS = 300;

/**
 * 505 contents: enhanced ones by their titles ($t, with $r's names after a '/'); basic ones split on ISBD's ' -- '
 * (or ' ; ' when a system wrote no dashes). At most 300 entries of 300 characters: a record is not a book.
 */
export function contentsOf(record: MarcRecord): string[] {
  const out: string[] = [];
  for (const field of dataFields(record, '505')) {
    const titles = subfieldsOf(field, 't');
    if (titles.length > 0) {
      let current: string | null = null;
      for (const [code, value] of field.subfields) {
        if (code === 't') {
          if (current) out.push(current);
          current = cleanValue(value.replace(/\s*--\s*$/, ''));
        } else if (code === 'r' && current) current = `${current} / ${cleanValue(value.replace(/\s*--\s*$/, ''))}`;
      }
      if (current) out.push(current);
    } else {
      const text = subfieldsOf(field, 'a').join(' ');
      const parts = text.includes('--') ? text.split(/\s*--\s*/) : text.split(/\s+;\s+/);
      out.push(...parts.map(cleanValue).filter(Boolean));
    }
  }
  return out
    .filter(Boolean)
    .slice(0, MAX_CONTENTS)
    .map((entry) => (entry.length > 300 ? `${entry.slice(0, 299)}…` : entry));
}

/** 250 $a with $b ('2. utg.', 'Revised edition / with a new preface'). */
function editionOf(record: MarcRecord): string | null {
  const field = dataFields(record, '250')[0];
  if (!field) return null;
  const text = [cleanValue(subfield(field, 'a')), cleanValue(subfield(field, 'b'))].filter(Boolean).join(' / ');
  return text || null;
}

/** 300 $a with its other details ($b) and dimensions ($c): '320 s. : ill. ; 24 cm'. */
export function extentOf(record: MarcRecord): string | null {
  const field = dataFields(record, '300')[0];
  if (!field) return null;
  // Abbreviations end most of it ('s.', 'ill.'): only the ISBD separators go.
  const [a, b, c] = ['a', 'b', 'c'].map((code) =>
    (subfield(field, code) ?? '')
      .replace(/\s+/g, ' ')
      .replace(/\s*[/:;,=+]\s*$/, '')
      .trim(),
  );
  const text = [a, b].filter(Boolean).join(' : ') + (c ? `${a || b ? ' ; ' : ''}${c}` : '');
  return text || null;
}

const INFO_LINK =
  /innhold|contents|omslag|cover|beskriv|descri|forlag|publisher|anmeld|review|biogra|sample|utdrag|forside|bilde|image|thumbnail/i;
const MAX_LINKS = 20;

/**
 * 856 links a patron can follow: http(s) only (no javascript:, mailto:, ftp:), at most 2,000 characters, 20 per
 * record. The kind: second indicator 2 (a related resource) or a label about a table of contents, a cover or a
 * description is 'info'; otherwise the resource itself, to read, listen to or watch by its media type.
 */
export function linksOf(record: MarcRecord, mediaType: CatalogueMediaType, warnings: string[]): MappedLink[] {
  const out: MappedLink[] = [];
  const resourceKind: LinkKind =
    mediaType === 'Film' ? 'watch' : mediaType === 'Lydbok' || mediaType === 'Musikkopptak' ? 'listen' : 'read';
  for (const field of dataFields(record, '856')) {
    const label = cleanValue(subfield(field, 'y') ?? subfield(field, '3') ?? subfield(field, 'z'));
    for (const raw of subfieldsOf(field, 'u')) {
      const url = raw.trim();
      let parsed: URL | null = null;
      try {
        parsed = url.length <= 2000 ? new URL(url) : null;
      } catch {
        parsed = null;
      }
      if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
        warnings.push(`856 $u: lenken «${url.slice(0, 80)}» er ikke en http(s)-adresse og ble utelatt`);
        continue;
      }
      if (out.length >= MAX_LINKS || out.some((l) => l.url === parsed.href)) continue;
      const kind: LinkKind = field.ind2 === '2' || INFO_LINK.test(label) ? 'info' : resourceKind;
      out.push({ url: parsed.href, label, kind });
    }
  }
  return out;
}

// ---------------------------------------------------------------- series

function seriesNumber(value: string | null): number | null {
  const m = /(\d{1,4})/.exec(value ?? '');
  return m ? Math.min(Number(m[1]), 32_767) : null;
}

/**
 * A series a publisher puts many authors' books in ('Oxford world's classics', 'Penguin readers', 'Gyldendal
 * pocket'): named so, qualified by its publisher in parentheses, or numbered with an ISSN ($x). International
 * records put these in 830; Norwegian public libraries put story series there ('Harry Hole'), which carry none of it.
 */
const PUBLISHER_SERIES_WORDS =
  /\b(classics?|klassikere?|klassiker-serien|library|bibliotek(?:et)?|editions?|readers?|pocket|paperbacks?|collection|thrift|bokklubb(?:en)?|large print|storskrift|series|skrifter|skriftserie|rapport(?:er|serie)?|studies|monographs?|text(?:s|books?)|handbooks?|anthology|antologi)\b/i;

function isPublisherSeries(field: DataField, name: string): boolean {
  return subfield(field, 'x') !== null || /\([^)]+\)\s*$/.test(name) || PUBLISHER_SERIES_WORDS.test(name);
}

/** Collective titles of an author's works ('Works', 'Samlede verker'): a collected edition, not a story. */
const COLLECTIVE_TITLE =
  /^(works|selected works|collected works|complete works|novels|selections|romaner|verker|samlede verker|samlede romaner|utvalgte verker|skrifter|werke|œuvres|oeuvres)\b/i;

/**
 * Work series ('serie': a story told over several works, the same author's) and publisher series ('forlagsserie',
 * many authors' books): docs/decisions/009, "Series".
 * - 800/810/811 with $t name a series with its author: a work series, unless the title is a collective one
 *   ('Austen, Jane. Works'), which is the author's collected edition and becomes a publisher series named with the
 *   author ('Jane Austen: Works'), so two authors' 'Works' never meet.
 * - 830 and a traced 490 (first indicator 1) without an 8XX: a publisher series when it reads as one (see
 *   isPublisherSeries), else a work series.
 * - An untraced 490 (first indicator 0) is a publisher series.
 */
export function seriesOf(record: MarcRecord): {
  workSeries: MappedSeries | null;
  publisherSeries: MappedSeries | null;
} {
  let workSeries: MappedSeries | null = null;
  let publisherSeries: MappedSeries | null = null;
  const place = (series: MappedSeries, publisher: boolean) => {
    if (publisher) publisherSeries ??= series;
    else workSeries ??= series;
  };
  for (const field of dataFields(record, /^(800|810|811)$/)) {
    const title = cleanValue(subfield(field, 't'));
    if (!title) continue;
    const number = seriesNumber(subfield(field, 'v'));
    const author = subfield(field, 'a');
    if (COLLECTIVE_TITLE.test(title) && author) {
      const name = field.tag === '800' && field.ind1 !== '0' ? personName(author) : cleanValue(author);
      place({ name: `${name}: ${title}`, number }, true);
    } else place({ name: title, number }, false);
  }
  const traced = dataFields(record, '830');
  for (const field of traced) {
    const name = cleanValue(subfield(field, 'a'));
    if (name) place({ name, number: seriesNumber(subfield(field, 'v')) }, isPublisherSeries(field, name));
  }
  for (const field of dataFields(record, '490')) {
    const name = cleanValue(subfield(field, 'a'));
    if (!name) continue;
    const series = { name, number: seriesNumber(subfield(field, 'v')) };
    if (field.ind1 !== '1') place(series, true);
    // A traced 490 is announced again by its 8XX, which names it better; without one it stands for itself.
    else if (traced.length === 0 && dataFields(record, /^(800|810|811)$/).length === 0)
      place(series, isPublisherSeries(field, name));
  }
  return { workSeries, publisherSeries };
}

// ---------------------------------------------------------------- holdings

const ITEM_TAGS = /^(852|952)$/;

function isSet(value: string | null): boolean {
  return value !== null && value.trim() !== '' && value.trim() !== '0';
}

/**
 * Copies from 852 (MARC holdings: $b sublocation, else $a; shelf $c $h $i; barcode $p) and Koha-style 952
 * ($a home branch, else $b; shelf $o; barcode $p; $1 lost, $0 withdrawn, $q on loan, $7 not for loan).
 */
export function itemsOf(record: MarcRecord, fallbackShelf: string, warnings: string[]): MappedItem[] {
  const out: MappedItem[] = [];
  const barcodes = new Set<string>();
  // A copy's fault never sinks its record: the copy is left out with a warning (issue #17).
  const skip = (problem: string) => warnings.push(`${problem}; eksemplaret ble utelatt`);
  for (const field of dataFields(record, ITEM_TAGS)) {
    const koha = field.tag === '952';
    const branchCode = cleanValue(
      koha ? (subfield(field, 'a') ?? subfield(field, 'b')) : (subfield(field, 'b') ?? subfield(field, 'a')),
    );
    const barcode = (subfield(field, 'p') ?? '').trim();
    if (!barcode) {
      skip(`${field.tag} (eksemplar${branchCode ? ` på «${branchCode}»` : ''}) mangler strekkode i $p`);
      continue;
    }
    if (!/^[\w-]{1,40}$/.test(barcode)) {
      skip(`${field.tag} $p: strekkoden «${barcode}» er ugyldig`);
      continue;
    }
    if (!branchCode) {
      skip(`${field.tag} (strekkode ${barcode}) mangler filial i ${koha ? '$a/$b' : '$b/$a'}`);
      continue;
    }
    if (barcodes.has(barcode)) {
      skip(`strekkoden ${barcode} står på to eksemplarer i samme post`);
      continue;
    }
    barcodes.add(barcode);
    // Koha's $c is a shelving location code ('GEN', 'REF'): meaningless on a spine label, so only $o, the call number.
    const shelfParts = koha
      ? [subfield(field, 'o')]
      : [subfield(field, 'c'), subfield(field, 'h'), subfield(field, 'i')];
    const shelf = shelfParts
      .map((s) => (s ?? '').trim())
      .filter(Boolean)
      .join(' ');
    let status: MappedItem['status'] = null;
    if (koha) {
      if (isSet(subfield(field, '0'))) status = 'discarded';
      else if (isSet(subfield(field, '1'))) status = 'lost';
      else if (isSet(subfield(field, 'q'))) status = 'on_loan';
    }
    out.push({
      branchCode,
      barcode,
      shelfLocation: shelf || fallbackShelf,
      status,
      loanable: !(koha && isSet(subfield(field, '7'))),
    });
  }
  return out;
}

/** Branch code → library: matched against the library's cicero id, spine-label signature, slug or name (any case). */
export function resolveBranchCode<B extends { slug: string; name: string; signature: string; ciceroId: string | null }>(
  code: string,
  branches: readonly B[],
): B | null {
  const c = code.trim().toLowerCase();
  return (
    branches.find((b) => b.ciceroId?.toLowerCase() === c) ??
    branches.find((b) => b.signature.toLowerCase() === c) ??
    branches.find((b) => b.slug.toLowerCase() === c) ??
    branches.find((b) => b.name.toLowerCase() === c) ??
    null
  );
}

// ---------------------------------------------------------------- works

/** A text for comparing: composed accents and case gone, only letters and digits, single spaces. */
function foldedForKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A title field's words without its non-filing characters ('The ', 'Les '), whose count the given indicator holds. */
function filingTitle(field: DataField, nonFilingIndicator: string): string {
  const main = cleanValue(subfield(field, 'a'));
  const skip = /^[1-9]$/.test(nonFilingIndicator) ? Number(nonFilingIndicator) : 0;
  const parts = [...subfieldsOf(field, 'n'), ...subfieldsOf(field, 'p')].map(cleanValue).filter(Boolean);
  return [main.slice(skip), ...parts].join(' ');
}

/**
 * The work a record belongs to: its uniform title (130, 240: a translation names its original there) or else its
 * title, and its main creator (the 1XX, else the first author, else a film's first director). Different works with one title and one creator
 * ('Dikt' by the same poet, two selections) share a key: the limit written down in docs/decisions/009.
 */
export function workGroupKey(record: MarcRecord, recordId: string, agents: readonly MappedAgent[]): string {
  const uniform = dataFields(record, '130')[0] ?? dataFields(record, '240')[0];
  const titleField = dataFields(record, '245')[0];
  const title = uniform
    ? filingTitle(uniform, uniform.tag === '130' ? uniform.ind1 : uniform.ind2)
    : titleField
      ? filingTitle(titleField, titleField.ind2)
      : '';
  const main =
    dataFields(record, /^(100|110|111)$/).length > 0
      ? agents[0]
      : (agents.find((a) => a.role === 'author') ?? agents.find((a) => a.role === 'director'));
  const folded = foldedForKey(title).slice(0, 200);
  if (!main || !folded) return `record:${recordId}`;
  return `${folded}|${foldedForKey(main.name).slice(0, 100)}`;
}

// ---------------------------------------------------------------- record

/** publications.record_id: letters, digits and '-' only (the resources API's post-id rule), at most 40 characters. */
export function recordIdOf(controlNumber: string, source: string | null): string {
  const clean = (v: string) =>
    v
      .trim()
      .replace(/[^0-9A-Za-z-]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const id = source && clean(source) ? `${clean(source)}-${clean(controlNumber)}` : clean(controlNumber);
  if (!id || !clean(controlNumber))
    throw new MarcMappingError(`identifikatoren «${controlNumber}» gir ingen gyldig post-id`);
  if (id.length > 40) throw new MarcMappingError(`post-id «${id}» er lengre enn 40 tegn`);
  return id;
}

/**
 * Which identifier names a record, so a re-import finds it again (docs/decisions/009, "Records without 001"): the 001
 * with its 003; else Koha's biblionumber (999 $c, which Koha keeps there instead of 001); else the first system
 * control number (035 $a, "(OCoLC)123" as OCoLC-123); else the LCCN (010 $a); else a hash of the record's content,
 * with a warning: the same record again is found, an edited one becomes a new publication.
 */
export function recordIdentity(record: MarcRecord): {
  controlNumber: string;
  recordId: string;
  warning: string | null;
} {
  const source = controlField(record, '003');
  const controlNumber = (controlField(record, '001') ?? '').trim();
  if (controlNumber) return { controlNumber, recordId: recordIdOf(controlNumber, source), warning: null };
  const first = (tag: string, code: string) =>
    dataFields(record, tag)
      .map((f) => (subfield(f, code) ?? '').trim())
      .find(Boolean) ?? null;
  const biblionumber = first('999', 'c');
  if (biblionumber)
    return {
      controlNumber: `999 $c ${biblionumber}`,
      recordId: recordIdOf(biblionumber, source ?? 'koha'),
      warning: null,
    };
  const systemNumber = first('035', 'a');
  if (systemNumber) {
    const prefixed = /^\(([^)]*)\)\s*(.+)$/.exec(systemNumber);
    return {
      controlNumber: `035 $a ${systemNumber}`,
      recordId: recordIdOf(prefixed?.[2] ?? systemNumber, prefixed?.[1] ?? null),
      warning: null,
    };
  }
  const lccn = first('010', 'a');
  if (lccn) return { controlNumber: `010 $a ${lccn}`, recordId: recordIdOf(lccn, 'lccn'), warning: null };
  const hash = createHash('sha256').update(JSON.stringify(record.fields)).digest('hex').slice(0, 20);
  return {
    controlNumber: `innhold ${hash}`,
    recordId: `hash-${hash}`,
    warning:
      'posten har ingen identifikator (001, 999 $c, 035 $a eller 010 $a); post-id-en er laget av innholdet, så en endret post blir en ny ved neste import',
  };
}

function titleOf(record: MarcRecord): { title: string; subtitle: string | null } {
  const field = dataFields(record, '245')[0];
  const main = field ? cleanValue(subfield(field, 'a')) : '';
  if (!field || !main) throw new MarcMappingError('mangler tittel (245 $a)');
  const parts = [...subfieldsOf(field, 'n'), ...subfieldsOf(field, 'p')].map(cleanValue).filter(Boolean);
  const title = parts.length > 0 ? `${main}. ${parts.join(', ')}` : main;
  const subtitle = cleanValue(subfield(field, 'b')) || null;
  return { title, subtitle };
}

/**
 * The first control character (U+0000–U+001F, U+007F–U+009F) in a field of the record's content (010–899), named:
 * such a record was damaged in its export (a byte of another character set, a terminator in the wrong place).
 */
function controlCharacterProblem(record: MarcRecord): string | null {
  for (const field of record.fields) {
    const tag = field[0];
    if (!/^(0[1-9]\d|[1-8]\d\d)$/.test(tag)) continue;
    for (let i = 3; i < field.length; i += 2) {
      const found = /[\u0000-\u001f\u007f-\u009f]/.exec(field[i]);
      if (found)
        return `${tag} $${field[i - 1]} inneholder kontrolltegnet U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}; posten ble trolig ødelagt i eksporten`;
    }
  }
  return null;
}

/** Maps one parsed record; throws MarcMappingError (with a Norwegian message) when it cannot be imported. */
export function mapMarcRecord(record: MarcRecord): MappedRecord {
  if (!/^\d{5}.{19}$/.test(record.leader ?? ''))
    throw new MarcMappingError(`leader er ugyldig: «${record.leader ?? ''}»`);
  const kind = NOT_BIBLIOGRAPHIC[record.leader[6]];
  if (kind) throw new MarcRecordSkipped(`${kind} (leader posisjon 6 «${record.leader[6]}»)`);
  // A deletion names the record to withdraw; the rest of it need not be valid.
  if (record.leader[5] === 'd') throw new MarcRecordDeleted(recordIdentity(record).recordId);
  const damaged = controlCharacterProblem(record);
  if (damaged) throw new MarcMappingError(damaged);
  const { controlNumber, recordId, warning } = recordIdentity(record);
  const warnings: string[] = warning ? [warning] : [];
  const { title, subtitle } = titleOf(record);
  const { mediaType, format } = mediaTypeOf(record);
  const genres = [
    ...new Set(
      dataFields(record, '655')
        .map((f) => cleanValue(subfield(f, 'a')).toLowerCase())
        .filter(Boolean),
    ),
  ];
  const subjects = subjectsOf(record);
  const recording = mediaType === 'Musikkopptak' || mediaType === 'Film';
  const agents = agentsOf(
    record,
    mediaType === 'Musikkopptak' ? 'performer' : 'author',
    recording ? 'performer' : 'contributor',
    mediaType === 'Musikkopptak',
  );
  const language = languageOf(record);
  if (language === 'und') warnings.push('språk mangler i 008/35-37 og 041 $a (satt til «und»)');
  const originalTitle = cleanValue(dataFields(record, '240').map((f) => subfield(f, 'a'))[0]) || null;
  // Notes keep their final full stop (cleanValue is for headings).
  const description = dataFields(record, '520')
    .map((f) => (subfield(f, 'a') ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
  const dewey = cleanValue(dataFields(record, '082').map((f) => subfield(f, 'a'))[0]).split('/')[0] ?? '';
  const main = agents.find((a) => a.role === 'author' || a.role === 'director' || a.role === 'performer');
  const fallbackShelf = [dewey, shelfCode(main?.name ?? title)].filter(Boolean).join(' ');
  const series = seriesOf(record);
  const items = itemsOf(record, fallbackShelf, warnings);
  const isbns = isbnsOf(record);
  const eans = eansOf(record);
  return {
    controlNumber,
    groupKey: workGroupKey(record, recordId, agents),
    recordId,
    title,
    subtitle,
    originalTitle: originalTitle && originalTitle !== title ? originalTitle : null,
    variantTitles: variantTitlesOf(record, title).filter((t) => t !== originalTitle),
    contents: contentsOf(record),
    edition: editionOf(record),
    links: linksOf(record, mediaType, warnings),
    description,
    agents,
    isbn: isbns[0] ?? null,
    ean: eans[0] ?? null,
    isbns: [...isbns, ...eans.filter((e) => !isbns.includes(e))],
    language,
    year: yearOf(record),
    firstPublicationYear: originalYearOf(record) ?? yearOf(record),
    publisher: publisherOf(record),
    extent: extentOf(record),
    ageLimit: ageLimitOf(record),
    audience: audienceOf(record),
    fiction: fictionOf(record, mediaType, genres),
    subjects,
    genres,
    workSeries: series.workSeries,
    publisherSeries: series.publisherSeries,
    mediaType,
    format,
    items,
    copiesLeftOut: dataFields(record, ITEM_TAGS).length - items.length,
    warnings,
  };
}

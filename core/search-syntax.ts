// Field commands in a search query ('tittel:sult', '/forfatter hamsun') and the '/' command helper (SPEC §9).
import { languagesFromWord, mediaTypeFromWord, normaliseIsbn, type CatalogueMediaType } from './catalogue.ts';

type SearchField =
  | 'title'
  | 'author'
  | 'agent'
  | 'subject'
  | 'genre'
  | 'language'
  | 'ageLimit'
  | 'year'
  | 'publisher'
  | 'isbn'
  | 'series'
  | 'mediaType'
  | 'format'
  | 'illustrator'
  | 'translator'
  | 'director'
  | 'composer'
  | 'performer';

export interface SearchCommand {
  field: SearchField;
  /** What the patron types: '/tittel' or 'tittel:'. */
  keyword: string;
  /** Other spellings accepted in typed queries (English names, without Norwegian letters). */
  aliases: readonly string[];
  label: string;
  example: string;
}

/**
 * Search command shortcuts (SPEC §9: title, author, subject, genre, language, age limit, year,
 * publisher and others), in the order the '/' helper lists them.
 */
export const SEARCH_COMMANDS: readonly SearchCommand[] = [
  { field: 'title', keyword: 'tittel', aliases: ['title'], label: 'Tittel', example: 'tittel:sult' },
  { field: 'author', keyword: 'forfatter', aliases: ['author'], label: 'Forfatter', example: 'forfatter:hamsun' },
  { field: 'subject', keyword: 'emne', aliases: ['subject'], label: 'Emne', example: 'emne:oslo' },
  { field: 'genre', keyword: 'sjanger', aliases: ['genre'], label: 'Sjanger', example: 'sjanger:krim' },
  { field: 'language', keyword: 'språk', aliases: ['sprak', 'language'], label: 'Språk', example: 'språk:engelsk' },
  {
    field: 'ageLimit',
    keyword: 'aldersgrense',
    aliases: ['age'],
    label: 'Aldersgrense (høyst)',
    example: 'aldersgrense:12',
  },
  { field: 'year', keyword: 'år', aliases: ['ar', 'year'], label: 'Utgivelsesår', example: 'år:2010-2015' },
  {
    field: 'publisher',
    keyword: 'forlag',
    aliases: ['utgiver', 'publisher'],
    label: 'Forlag eller utgiver',
    example: 'forlag:samlaget',
  },
  {
    field: 'series',
    keyword: 'serie',
    aliases: ['series'],
    label: 'Serie eller forlagsserie',
    example: 'serie:harry potter',
  },
  { field: 'isbn', keyword: 'isbn', aliases: ['ean'], label: 'ISBN eller EAN', example: 'isbn:978-82-05-38463-5' },
  { field: 'mediaType', keyword: 'medietype', aliases: ['mediatype'], label: 'Medietype', example: 'medietype:film' },
  { field: 'format', keyword: 'format', aliases: [], label: 'Format', example: 'format:pocket' },
  {
    field: 'agent',
    keyword: 'aktør',
    aliases: ['aktor'],
    label: 'Person eller gruppe (alle roller)',
    example: 'aktør:a-ha',
  },
  {
    field: 'illustrator',
    keyword: 'illustratør',
    aliases: ['illustrator'],
    label: 'Illustratør',
    example: 'illustratør:quentin blake',
  },
  {
    field: 'translator',
    keyword: 'oversetter',
    aliases: ['translator'],
    label: 'Oversetter',
    example: 'oversetter:høverstad',
  },
  {
    field: 'director',
    keyword: 'regissør',
    aliases: ['regissor', 'director'],
    label: 'Regissør',
    example: 'regissør:trier',
  },
  { field: 'composer', keyword: 'komponist', aliases: ['composer'], label: 'Komponist', example: 'komponist:grieg' },
  {
    field: 'performer',
    keyword: 'utøver',
    aliases: ['utover', 'artist'],
    label: 'Utøver eller artist',
    example: 'utøver:a-ha',
  },
];

/** Fields that narrow by people and the role they have on a work; 'agent' means any role. */
const ROLE_FIELDS = {
  author: 'author',
  illustrator: 'illustrator',
  translator: 'translator',
  director: 'director',
  composer: 'composer',
  performer: 'performer',
} as const satisfies Partial<Record<SearchField, string>>;

export interface SearchClause {
  field: SearchField;
  value: string;
}

export interface ParsedSearchQuery {
  /** Free text outside any command, trimmed; '' when there is none. */
  text: string;
  /** True when the free text asks for everything ('*' or nothing). */
  matchAll: boolean;
  clauses: SearchClause[];
}

const keywordToField = new Map<string, SearchField>();
for (const c of SEARCH_COMMANDS) {
  keywordToField.set(c.keyword, c.field);
  for (const alias of c.aliases) keywordToField.set(alias, c.field);
}
const keywordPattern = [...keywordToField.keys()]
  .sort((a, b) => b.length - a.length)
  .map((k) => k.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'))
  .join('|');
// A command starts a query or follows whitespace: 'tittel:' or '/tittel ' (the helper's form).
const COMMAND = new RegExp(`(?<=^|\\s)(?:(${keywordPattern}):|\\/(${keywordPattern})(?=[\\s:]|$):?)`, 'giu');

/** Splits a query into free text and field clauses; a clause's value runs to the next command or a closing quote. */
export function parseSearchQuery(query: string): ParsedSearchQuery {
  const source = query.normalize('NFC');
  const matches = [...source.matchAll(COMMAND)];
  const textParts: string[] = [];
  const clauses: SearchClause[] = [];
  let cursor = 0;
  matches.forEach((match, index) => {
    const start = match.index;
    textParts.push(source.slice(cursor, start));
    const keyword = (match[1] ?? match[2]).toLowerCase();
    const field = keywordToField.get(keyword);
    const valueStart = start + match[0].length;
    const valueEnd = index + 1 < matches.length ? matches[index + 1].index : source.length;
    let raw = source.slice(valueStart, valueEnd).trim();
    let rest = '';
    if (raw.startsWith('"')) {
      const close = raw.indexOf('"', 1);
      if (close !== -1) {
        rest = raw.slice(close + 1);
        raw = raw.slice(1, close);
      } else {
        raw = raw.slice(1);
      }
    }
    if (field && raw.trim() !== '') clauses.push({ field, value: raw.trim().replace(/\s+/g, ' ') });
    textParts.push(` ${rest} `);
    cursor = valueEnd;
  });
  textParts.push(source.slice(cursor));
  const text = textParts.join(' ').replace(/\s+/g, ' ').trim();
  return { text: text === '*' ? '' : text, matchAll: text === '' || text === '*', clauses };
}

/** Words of free text as the full-text index sees them: lower case, letters and digits only. */
export function searchTerms(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      // An English possessive ("Austen's") is the name: a lone "s" word would be required and match nothing (#17).
      .replace(/(\p{L})['’]s(?![\p{L}\p{N}])/gu, '$1')
      // Marks belong to their letter: Devanagari's vowel signs are marks, and a word split at them matches nothing.
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter((t) => t !== '' && t !== '*')
      .slice(0, 16)
  );
}

/** A clause turned into what the catalogue query needs, or a Norwegian message saying what is wrong. */
export type ResolvedClause =
  | {
      kind: 'text';
      field: 'title' | 'subject' | 'genre' | 'series' | 'publisher' | 'format';
      terms: string[];
      value: string;
    }
  | { kind: 'role'; role: string | null; terms: string[]; value: string }
  | { kind: 'languages'; codes: string[] }
  | { kind: 'ageLimit'; max: number }
  | { kind: 'year'; from: number; to: number }
  | { kind: 'isbn'; value: string }
  | { kind: 'mediaType'; mediaType: CatalogueMediaType };

/** What is wrong with a clause's value: the context of the API's errors:code.invalid_query text ('value' is its own text). */
type ClauseProblem =
  'value' | 'noName' | 'badLanguage' | 'badAgeLimit' | 'badYear' | 'yearOrder' | 'badIsbn' | 'badMediaType';

export type ClauseVerdict =
  | { ok: true; clause: ResolvedClause }
  | { ok: false; problem: ClauseProblem; command: string; value: string; message: string };

function commandLabel(field: SearchField): string {
  return SEARCH_COMMANDS.find((c) => c.field === field)?.keyword ?? field;
}

/** Checks a clause's value. Verdicts, not exceptions (CONVENTIONS: core returns verdicts). */
export function resolveClause(clause: SearchClause): ClauseVerdict {
  const { field, value } = clause;
  const bad = (problem: ClauseProblem, what: string): ClauseVerdict => ({
    ok: false,
    problem,
    command: commandLabel(field),
    value,
    message: `Ugyldig ${what} i søket «${commandLabel(field)}:${value}»`,
  });
  switch (field) {
    case 'title':
    case 'subject':
    case 'genre':
    case 'series':
    case 'publisher':
    case 'format': {
      const terms = searchTerms(value);
      return terms.length === 0 ? bad('value', 'verdi') : { ok: true, clause: { kind: 'text', field, terms, value } };
    }
    case 'agent':
    case 'author':
    case 'illustrator':
    case 'translator':
    case 'director':
    case 'composer':
    case 'performer': {
      const terms = searchTerms(value);
      if (terms.length === 0) return bad('noName', 'navn');
      return { ok: true, clause: { kind: 'role', role: field === 'agent' ? null : ROLE_FIELDS[field], terms, value } };
    }
    case 'language': {
      const codes = languagesFromWord(value);
      return codes.length === 0 ? bad('badLanguage', 'språk') : { ok: true, clause: { kind: 'languages', codes } };
    }
    case 'ageLimit': {
      if (!/^\d{1,2}$/.test(value)) return bad('badAgeLimit', 'aldersgrense');
      return { ok: true, clause: { kind: 'ageLimit', max: Number(value) } };
    }
    case 'year': {
      const range = /^(\d{4})\s*(?:-\s*(\d{4}))?$/.exec(value);
      if (!range) return bad('badYear', 'år');
      const from = Number(range[1]);
      const to = range[2] ? Number(range[2]) : from;
      if (from > to) return bad('yearOrder', 'årstall (fra-året er etter til-året)');
      return { ok: true, clause: { kind: 'year', from, to } };
    }
    case 'isbn': {
      const isbn = normaliseIsbn(value);
      return isbn ? { ok: true, clause: { kind: 'isbn', value: isbn } } : bad('badIsbn', 'ISBN');
    }
    case 'mediaType': {
      const mediaType = mediaTypeFromWord(value);
      return mediaType ? { ok: true, clause: { kind: 'mediaType', mediaType } } : bad('badMediaType', 'medietype');
    }
  }
}

// ---------------------------------------------------------------- the '/' command helper

/** Folds Norwegian letters and accents so 'sprak' finds 'språk'. */
function fold(text: string): string {
  return text.toLowerCase().replace(/æ/g, 'ae').replace(/ø/g, 'o').normalize('NFD').replace(/\p{M}/gu, '');
}

export interface CommandToken {
  /** Index of the '/' in the input. */
  start: number;
  /** What follows the '/' up to the cursor. */
  partial: string;
}

/** The '/command' the cursor is in, if any: a '/' at the start or after a space, followed only by letters. */
export function commandTokenAt(input: string, cursor: number = input.length): CommandToken | null {
  const before = input.slice(0, cursor);
  const match = /(?:^|\s)\/([\p{L}]*)$/u.exec(before);
  if (!match) return null;
  return { start: before.length - match[1].length - 1, partial: match[1] };
}

/** Commands whose keyword or label starts with the partial word (all of them for a bare '/'). */
export function commandSuggestions(partial: string): SearchCommand[] {
  const p = fold(partial);
  if (p === '') return [...SEARCH_COMMANDS];
  return SEARCH_COMMANDS.filter(
    (c) => fold(c.keyword).startsWith(p) || c.aliases.some((a) => a.startsWith(p)) || fold(c.label).startsWith(p),
  );
}

/** Replaces the '/partial' token with 'keyword:' and returns the new input and cursor position. */
export function applyCommand(
  input: string,
  token: CommandToken,
  command: SearchCommand,
  cursor: number = input.length,
): { value: string; cursor: number } {
  const insert = `${command.keyword}:`;
  const value = input.slice(0, token.start) + insert + input.slice(cursor);
  return { value, cursor: token.start + insert.length };
}

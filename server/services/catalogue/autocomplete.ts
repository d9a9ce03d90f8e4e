// Autocomplete for the header search (SPEC §7 GET /api/autocomplete, §3 Autocomplete item): works, people, series and libraries.
import { sql } from 'drizzle-orm';
import { AUTOCOMPLETE_SIZE } from '#core/constants.ts';
import { agentPath, catalogueEntityPath, mediaTypeLabel, workPath } from '#core/catalogue.ts';
import { entitySlug } from '#core/entity-slug.ts';
import { highlightParts, type LabelPart } from '#core/highlight.ts';
import { searchTerms } from '#core/search-syntax.ts';
import type { ServiceContext } from '../context.ts';
import { mainMediaType } from './presenters.ts';
import { TS_CONFIG, intArray, jsonValue, normalisedText, plainLexeme, rows, textArray, tsQuery, tsQueryString, wordLexeme } from './sql.ts';
import { analyseTerms, correctable, spellingCorrections } from './text-query.ts';

export type AutocompleteType = 'work' | 'person' | 'corporation' | 'workSeries' | 'publisherSeries' | 'library';

export interface AutocompleteItem {
  type: AutocompleteType;
  id: string;
  label: string;
  typeLabel: string;
  slug: string;
  /** Where choosing the item leads. */
  path: string;
  /** A second line: the main creator of a work, life years of a person. */
  description: string | null;
  highlightedLabelParts: LabelPart[];
}

export interface AutocompleteResult {
  query: string;
  items: AutocompleteItem[];
}

interface Candidate {
  type: AutocompleteType;
  id: number;
  label: string;
  slug: string | null;
  extra: string | null;
  media: string[] | null;
  /**
   * 4 exact label, 3 label starts with the input, 2.5 contains it after a space, 2 a word starts with the last word,
   * 0.9 a work with the typed words in title or creators, 0.6 one with a spelling correction of them, else pg_trgm
   * word similarity × 0.95. Fuzzy lists keep 0.6 and up, the others 0.9 and up.
   */
  relevance: number;
  popularity: number;
}

/** Rows per kind that get the full (costlier) relevance and popularity. */
const CANDIDATES = 40;

const TYPE_LABELS: Record<Exclude<AutocompleteType, 'work'>, string> = {
  person: 'Person',
  corporation: 'Korporasjon',
  workSeries: 'Serie',
  publisherSeries: 'Forlagsserie',
  library: 'Bibliotek',
};

/** How well a label matches: the same scale for every kind of item, computed in SQL on folded text. */
function relevance(label: ReturnType<typeof sql>, input: string, lastTerm: string) {
  const q = normalisedText(sql`${input}`);
  return sql`(case when ${normalisedText(label)} = ${q} then 4
    when ${normalisedText(label)} like ${q} || '%' then 3
    when ${normalisedText(label)} like '% ' || ${q} || '%' then 2.5
    when ${normalisedText(label)} ~ ('(^| )' || immutable_unaccent(${lastTerm})) then 2
    else word_similarity(${q}, ${normalisedText(label)}) * 0.95 end)::real`;
}

/** Alternatives per typed word: the word itself, then (with fuzziness) its spelling corrections. */
type WordGroups = string[][];

/** The words with their alternatives, and the first cuts of works and people as ids: found in memory, or null where SQL finds them. */
interface FirstCuts {
  groups: WordGroups;
  workIds: number[] | null;
  agentIds: number[] | null;
}

/**
 * With fuzziness, a word that matches nothing (the last one: no indexed word starts with it) is widened with the
 * words of titles and names spelt most like it (text-query.ts), as a search engine's per-term fuzziness does.
 */
async function fuzzyGroups(ctx: ServiceContext, terms: readonly string[]): Promise<WordGroups> {
  const analysis = await analyseTerms(ctx, terms, { prefix: terms[terms.length - 1] });
  return terms.map((term) => [term, ...(analysis.get(term)?.corrections ?? [])]);
}

/**
 * The first cuts from the search's in-memory index (docs/decisions/015): the same 40 works and 40 agents as the
 * SQL below would choose, found in the lexeme postings and the agents' names. Null when SQL must answer (no
 * index, a catalogue changed since it was built, a word that is not one plain lexeme, LIKE wildcards in the input).
 */
async function indexedFirstCuts(ctx: ServiceContext, query: string, terms: readonly string[], fuzzy: boolean): Promise<FirstCuts | null> {
  const index = ctx.searchIndex?.current();
  if (!index?.text || !index.names) return null;
  const text = index.text;
  const r = await jsonValue<{ lexemes: string[]; folded: string; version: number }>(
    ctx,
    sql`select json_build_object(
          'lexemes', (select json_agg(${wordLexeme(sql`u.w`)} order by u.n)
                      from unnest(${textArray(terms)}) with ordinality as u(w, n)),
          'folded', immutable_unaccent(lower(${query})),
          'version', (select structure from catalogue_version where id = 1)) as data`,
  );
  if (Number(r.version) !== index.version || /[%_\\]/.test(r.folded)) return null;
  const lexemes = r.lexemes.map(plainLexeme);
  if (lexemes.includes(null)) return null;
  const last = terms.length - 1;
  const groups: WordGroups = terms.map((term) => [term]);
  // Alternatives as lexemes, parallel to groups; '' is a stop word, which to_tsquery leaves out.
  const lexemeGroups: string[][] = lexemes.map((lexeme) => [lexeme as string]);
  if (fuzzy) {
    const missing = terms.filter((term, i) => lexemes[i] !== '' && correctable(term) && !text.knows(lexemes[i] as string, i === last));
    for (const c of missing.length > 0 ? await spellingCorrections(ctx, [...new Set(missing)]) : []) {
      const lexeme = plainLexeme(c.lexeme);
      if (lexeme === null) return null;
      terms.forEach((term, i) => {
        if (term === c.term && c.word !== term) {
          groups[i].push(c.word);
          lexemeGroups[i].push(lexeme);
        }
      });
    }
  }
  const textGroups = lexemeGroups
    .map((alternatives, i) => ({ lexemes: alternatives.filter((l) => l !== ''), prefix: i === last }))
    .filter((g) => g.lexemes.length > 0);
  const works = text.titleCandidates(textGroups, r.folded, CANDIDATES).map((ord) => index.workId(ord));
  return { groups, workIds: works, agentIds: index.names.firstCut(groups, terms[0], CANDIDATES) };
}

export async function autocomplete(ctx: ServiceContext, input: { query: string; size?: number; fuzziness?: boolean }): Promise<AutocompleteResult> {
  const query = input.query.trim();
  const size = input.size ?? AUTOCOMPLETE_SIZE;
  const terms = searchTerms(query);
  if (terms.length === 0) return { query, items: [] };
  const fuzzy = input.fuzziness === true;
  const cuts: FirstCuts = (await indexedFirstCuts(ctx, query, terms, fuzzy)) ?? {
    groups: fuzzy ? await fuzzyGroups(ctx, terms) : terms.map((t) => [t]),
    workIds: null,
    agentIds: null,
  };
  const candidates = await rows<Candidate>(ctx, candidateStatement(query, terms, cuts, size));
  const minimum = fuzzy ? 0.6 : 0.9;
  const ranked = candidates
    .filter((c) => c.relevance >= minimum)
    .sort((a, b) => b.relevance - a.relevance || b.popularity - a.popularity || a.label.localeCompare(b.label, 'nb'));
  // Quotas keep the list varied: many people share a first name, but the library or series asked for must show.
  const quota: Record<AutocompleteType, number> = { work: size, person: 4, corporation: 4, workSeries: 2, publisherSeries: 2, library: 2 };
  const chosen: Candidate[] = [];
  for (const c of ranked) {
    if (chosen.length >= size) break;
    if (quota[c.type] <= 0) continue;
    quota[c.type] -= 1;
    if (c.type === 'person') quota.corporation -= 1;
    if (c.type === 'corporation') quota.person -= 1;
    chosen.push(c);
  }
  for (const c of ranked) {
    if (chosen.length >= size) break;
    if (!chosen.includes(c)) chosen.push(c);
  }
  const items = chosen
    .sort((a, b) => b.relevance - a.relevance || b.popularity - a.popularity || a.label.localeCompare(b.label, 'nb'))
    .map((c) => presentItem(c, terms));
  return { query, items };
}

/**
 * Every kind of candidate with its relevance and popularity, in one statement. Works and people come from their
 * first cuts: ids found in memory, or the SQL first cuts below (with the same choice and order).
 */
function candidateStatement(query: string, terms: readonly string[], cuts: FirstCuts, size: number) {
  const lastTerm = terms[terms.length - 1];
  const perKind = size * 2;
  // Every word in title or creators, the last one as a prefix (the patron is still typing it).
  const typedQuery = tsQuery(tsQueryString(terms.map((t) => [t]), 'A', true));
  const widenedQuery = tsQuery(tsQueryString(cuts.groups, 'A', true));
  // Series names are not weighted (to_tsvector gives D): the same words without the title-or-creators label.
  const seriesQuery = tsQuery(tsQueryString(cuts.groups, undefined, true));
  // Folded to a constant when the statement is planned, so works_title_prefix answers the LIKE.
  const titlePrefix = sql`immutable_unaccent(lower(${query})) || '%'`;
  const works = cuts.workIds
    ? sql`select w.id, w.title, w.search_vector @@ ${typedQuery} as text_match from works w where w.id = any(${intArray(cuts.workIds)})`
    : sql`
      -- A cheap first cut (titles that start with the input, then short titles), so the costly columns are computed for a few rows only.
      -- Two halves, each answered in (length, id) order by an index (works_title_prefix, works_title_length; docs/decisions/014),
      -- so a short prefix matching thousands of works does not sort them all; together the same first rows as one sort over all matches.
      select * from (
        (select w.id, w.title, w.search_vector @@ ${typedQuery} as text_match, true as starts from works w
          where w.search_vector @@ ${widenedQuery} and immutable_unaccent(lower(w.title)) like ${titlePrefix}
          order by length(w.title), w.id limit ${CANDIDATES})
        union all
        (select w.id, w.title, w.search_vector @@ ${typedQuery} as text_match, false as starts from works w
          where w.search_vector @@ ${widenedQuery} and not immutable_unaccent(lower(w.title)) like ${titlePrefix}
          order by length(w.title), w.id limit ${CANDIDATES})
      ) halves
      order by starts desc, length(title), id
      limit ${CANDIDATES}`;
  const agents = cuts.agentIds
    ? sql`select a.id, a.kind, a.name, a.birth_year, a.death_year from agents a where a.id = any(${intArray(cuts.agentIds)})`
    : sql`
      -- ILIKE on the name itself, so the trigram index on agents.name answers it (agent-names.ts does the same in memory).
      select a.id, a.kind, a.name, a.birth_year, a.death_year from agents a
      where ${sql.join(
        cuts.groups.map((alternatives) => sql`(${sql.join(alternatives.map((word) => sql`a.name ilike ${`%${word}%`}`), sql` or `)})`),
        sql` and `,
      )}
      order by (lower(a.name) like ${`${terms[0]}%`} or lower(a.name) like ${`% ${terms[0]}%`}) desc, length(a.name), a.id
      limit ${CANDIDATES}`;
  const phrase = `%${terms.join(' ')}%`;
  return sql`(select 'work' as type, c.id, c.title as label, null as slug,
        (select a.name from work_agents wa join agents a on a.id = wa.agent_id where wa.work_id = c.id
          order by (wa.role = 'author') desc, wa.position limit 1) as extra,
        (select array_agg(distinct p.media_type) from publications p where p.work_id = c.id) as media,
        -- Every candidate matches the widened words; one found only through a spelling correction ranks below the typed words
        -- and below a name spelt like the input (word similarity × 0.95 ≥ 0.6 passes the fuzzy threshold too).
        greatest(${relevance(sql`c.title`, query, lastTerm)}, case when c.text_match then 0.9 else 0.6 end)::real as relevance,
        (select count(*) from publications p join items i on i.publication_id = p.id where p.work_id = c.id)::real as popularity
      from (${works}) c
      order by relevance desc, popularity desc, c.id limit ${perKind})
    union all
    (select c.kind, c.id, c.name, null,
        case when c.birth_year is null then null else c.birth_year::text || '–' || coalesce(c.death_year::text, '') end,
        null, ${relevance(sql`c.name`, query, lastTerm)},
        (select count(*) from work_agents wa where wa.agent_id = c.id)::real
      from (${agents}) c
      order by 7 desc, 8 desc, c.id limit ${perKind})
    union all
    (select 'workSeries', s.id, s.name, null, null, null, ${relevance(sql`s.name`, query, lastTerm)},
        (select count(*) from works x where x.work_series_id = s.id)::real
      from work_series s where to_tsvector(${TS_CONFIG}, s.name) @@ ${seriesQuery}
        or immutable_unaccent(lower(s.name)) like immutable_unaccent(${phrase})
      order by 7 desc limit ${size})
    union all
    (select 'publisherSeries', s.id, s.name, null, s.publisher, null, ${relevance(sql`s.name`, query, lastTerm)}, 0
      from publisher_series s where immutable_unaccent(lower(s.name)) like immutable_unaccent(${phrase})
      order by 7 desc limit ${size})
    union all
    (select 'library', l.id, l.name, l.slug, l.address, null, ${relevance(sql`l.name`, query, lastTerm)}, 50
      from libraries l where immutable_unaccent(lower(l.name)) like immutable_unaccent(${phrase})
        or immutable_unaccent(lower(l.name)) % immutable_unaccent(lower(${query}))
      order by 7 desc limit ${size})`;
}

function presentItem(c: Candidate, terms: string[]): AutocompleteItem {
  const highlightedLabelParts = highlightParts(c.label, terms);
  const base = { id: String(c.id), label: c.label, highlightedLabelParts };
  switch (c.type) {
    case 'work': {
      const media = mainMediaType(c.media ?? []);
      return { ...base, type: 'work', typeLabel: media ? mediaTypeLabel(media) : 'Verk', slug: entitySlug(c.label), path: workPath(c.label, c.id), description: c.extra };
    }
    case 'person':
    case 'corporation':
      return { ...base, type: c.type, typeLabel: TYPE_LABELS[c.type], slug: entitySlug(c.label), path: agentPath(c.type, c.label, c.id), description: c.extra };
    case 'workSeries':
      return { ...base, type: c.type, typeLabel: TYPE_LABELS.workSeries, slug: entitySlug(c.label), path: catalogueEntityPath('serie', c.label, c.id), description: null };
    case 'publisherSeries':
      return { ...base, type: c.type, typeLabel: TYPE_LABELS.publisherSeries, slug: entitySlug(c.label), path: catalogueEntityPath('forlagsserie', c.label, c.id), description: c.extra };
    case 'library':
      return { ...base, type: 'library', typeLabel: TYPE_LABELS.library, slug: c.slug ?? entitySlug(c.label), path: `/bibliotekene/${c.slug ?? ''}`, description: c.extra };
  }
}

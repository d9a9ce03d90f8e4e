// Autocomplete for the header search (SPEC §7 GET /api/autocomplete, §3 Autocomplete item): works, people, series and libraries.
import { sql, type SQL } from 'drizzle-orm';
import { AUTOCOMPLETE_SIZE } from '#core/constants.ts';
import { agentPath, catalogueEntityPath, mediaTypeLabel, workPath } from '#core/catalogue.ts';
import { entitySlug } from '#core/entity-slug.ts';
import { highlightParts, type LabelPart } from '#core/highlight.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { labelRelevance } from '#core/label-relevance.ts';
import { searchTerms } from '#core/search-syntax.ts';
import type { ServiceContext } from '../context.ts';
import { mainMediaType } from './presenters.ts';
import { answeredBySearchProcess } from './search-process.ts';
import {
  TS_CONFIG,
  hasLivePublication,
  jsonValue,
  plainLexeme,
  rows,
  textArray,
  tsQuery,
  tsQueryString,
  wordLexeme,
} from './sql.ts';
import { analyseTerms, correctable, spellingCorrections } from './text-query.ts';

type AutocompleteType = 'work' | 'person' | 'corporation' | 'workSeries' | 'publisherSeries' | 'library';

interface AutocompleteItem {
  type: AutocompleteType;
  id: string;
  label: string;
  typeLabel: string;
  /** A work's main media type (core/catalogue.ts code), which `typeLabel` words; null for other kinds. */
  mediaType: string | null;
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
  /** immutable_unaccent(lower(label)): what the relevance compares (core/label-relevance.ts). */
  folded: string;
  slug: string | null;
  extra: string | null;
  media: string[] | null;
  /**
   * Works: in how many libraries their editions are held, summed; people: how many works name them; series: their
   * works; libraries 50.
   */
  popularity: number;
  /** Works: every typed word (not only a spelling correction of it) is in the title or creators. */
  typedMatch: boolean | null;
}

interface Ranked extends Candidate {
  /**
   * labelRelevance: 4 exact label … 2 a word starts with the last word, else word similarity × 0.95. A work scores
   * at least 0.9 when it has the typed words in title or creators, 0.6 when only a spelling correction of them.
   * Fuzzy lists keep 0.6 and up, the others 0.9 and up.
   */
  relevance: number;
}

/** Rows per kind of the first cuts: works and people found by words, series and libraries by name. */
const CANDIDATES = 40;

/** The kind of a suggestion in bokmål (vocabulary:suggestionType); the API words it again in the language asked for. */
const typeLabel = (type: AutocompleteType): string => translatorFor('nb')(`vocabulary:suggestionType.${type}`);

/** Alternatives per typed word: the word itself, then (with fuzziness) its spelling corrections. */
type WordGroups = string[][];

/**
 * What PostgreSQL makes of the input: each word's lexeme as to_tsquery prints it, the folded input; and, when the words are final (no fuzziness to widen them), the series and libraries they name.
 */
interface Normalised {
  lexemes: string[];
  folded: string;
  named: Candidate[] | null;
}

async function normalise(
  ctx: ServiceContext,
  query: string,
  terms: readonly string[],
  named: SQL | null,
): Promise<Normalised> {
  const r = await jsonValue<Normalised>(
    ctx,
    sql`select json_build_object(
          'lexemes', (select json_agg(${wordLexeme(sql`u.w`)} order by u.n)
                      from unnest(${textArray(terms)}) with ordinality as u(w, n)),
          'folded', immutable_unaccent(lower(${query})),
          'named', ${named ? sql`(select coalesce(json_agg(n), '[]') from (${named}) n)` : sql`null`}) as data`,
  );
  return r;
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
 * Works and people from the search's in-memory index (docs/decisions/015): the same first cuts as the SQL below
 * would choose, found in the lexeme postings and the agents' names, with what autocomplete shows of them. Null when
 * SQL must answer (no index, a word that is not one plain lexeme, LIKE wildcards in the input).
 */
async function indexedCandidates(
  ctx: ServiceContext,
  terms: readonly string[],
  normalised: Normalised,
  fuzzy: boolean,
): Promise<{ groups: WordGroups; candidates: Candidate[] } | null> {
  const index = ctx.searchIndex?.current();
  if (!index || /[%_\\]/.test(normalised.folded)) return null;
  const { text, names, roles } = index;
  const lexemes = normalised.lexemes.map(plainLexeme);
  if (lexemes.includes(null)) return null;
  const last = terms.length - 1;
  const groups: WordGroups = terms.map((term) => [term]);
  // Alternatives as lexemes, parallel to groups; '' is a stop word, which to_tsquery leaves out.
  const lexemeGroups: string[][] = lexemes.map((lexeme) => [lexeme as string]);
  if (fuzzy) {
    const missing = terms.filter(
      (term, i) => lexemes[i] !== '' && correctable(term) && !text.knows(lexemes[i] as string, i === last),
    );
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
  const titleGroups = (alternatives: (group: string[]) => string[]) =>
    lexemeGroups
      .map((group, i) => ({ lexemes: alternatives(group).filter((l) => l !== ''), prefix: i === last }))
      .filter((g) => g.lexemes.length > 0);
  const workOrds = text.titleCandidates(
    titleGroups((group) => group),
    normalised.folded,
    CANDIDATES,
  );
  const corrected = lexemeGroups.some((group) => group.length > 1);
  const typedMatch = corrected
    ? text.matchInTitleOrCreators(
        titleGroups((group) => group.slice(0, 1)),
        workOrds,
      )
    : null;
  const works = workOrds.map((ord, k): Candidate => {
    const creator = roles.mainCreator(ord);
    return {
      type: 'work',
      id: index.workId(ord),
      label: index.workTitle(ord),
      folded: text.foldedTitle(ord),
      slug: null,
      extra: creator < 0 ? null : (names.label(creator)?.name ?? null),
      media: index.workMediaTypes(ord),
      popularity: index.workHoldingCount(ord),
      typedMatch: typedMatch ? typedMatch[k] : true,
    };
  });
  const agents = names.firstCut(groups, terms[0], CANDIDATES).flatMap((id): Candidate[] => {
    const agent = names.label(id);
    if (!agent) return [];
    return [
      {
        type: agent.kind,
        id,
        label: agent.name,
        folded: agent.folded,
        slug: null,
        extra: lifeYears(agent.birthYear, agent.deathYear),
        media: null,
        popularity: roles.entryCount(id),
        typedMatch: null,
      },
    ];
  });
  return { groups, candidates: [...works, ...agents] };
}

/** "1859–1952", "1970–" for a living person; null without a birth year (as the SQL below writes it). */
function lifeYears(birthYear: number | null, deathYear: number | null): string | null {
  return birthYear === null ? null : `${birthYear}–${deathYear ?? ''}`;
}

/** Suggestions as the user types, by the machine's search process when it holds the index (search-process.ts). */
export function autocomplete(ctx: ServiceContext, input: AutocompleteInput): Promise<AutocompleteResult> {
  return answeredBySearchProcess(ctx, 'autocomplete', input, autocompleteHere);
}

export interface AutocompleteInput {
  query: string;
  size?: number;
  fuzziness?: boolean;
}

export async function autocompleteHere(ctx: ServiceContext, input: AutocompleteInput): Promise<AutocompleteResult> {
  const query = input.query.trim();
  const size = input.size ?? AUTOCOMPLETE_SIZE;
  const terms = searchTerms(query);
  if (terms.length === 0) return { query, items: [] };
  const fuzzy = input.fuzziness === true;
  // One round trip when nothing widens the words: the series and libraries come with the normalised input.
  const normalised = await normalise(
    ctx,
    query,
    terms,
    fuzzy
      ? null
      : namedCandidates(
          query,
          terms.map((t) => [t]),
        ),
  );
  const indexed = await indexedCandidates(ctx, terms, normalised, fuzzy);
  const groups = indexed?.groups ?? (fuzzy ? await fuzzyGroups(ctx, terms) : terms.map((t) => [t]));
  const named = normalised.named ?? (await rows<Candidate>(ctx, namedCandidates(query, groups)));
  const candidates = [...(indexed?.candidates ?? (await sqlWordCandidates(ctx, query, terms, groups))), ...named];
  const minimum = fuzzy ? 0.6 : 0.9;
  const ranked = firstOfEachKind(candidates, normalised.folded, size).filter((c) => c.relevance >= minimum);
  // Quotas keep the list varied: many people share a first name, but the library or series asked for must show.
  const quota: Record<AutocompleteType, number> = {
    work: size,
    person: 4,
    corporation: 4,
    workSeries: 2,
    publisherSeries: 2,
    library: 2,
  };
  const chosen: Ranked[] = [];
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
  const items = chosen.sort(byRank).map((c) => presentItem(c, terms));
  return { query, items };
}

function byRank(a: Ranked, b: Ranked): number {
  return b.relevance - a.relevance || b.popularity - a.popularity || a.label.localeCompare(b.label, 'nb');
}

/**
 * Relevance for every candidate, then the best of each kind: twice the list size of works and of people, the list
 * size of series and libraries (by relevance, popularity, id), all of them in rank order.
 */
function firstOfEachKind(candidates: Candidate[], foldedInput: string, size: number): Ranked[] {
  const kinds = new Map<string, Ranked[]>();
  for (const c of candidates) {
    const label = labelRelevance(c.folded, foldedInput);
    const relevance = c.type === 'work' ? Math.max(label, c.typedMatch ? 0.9 : 0.6) : label;
    const kind = c.type === 'corporation' ? 'person' : c.type;
    const list = kinds.get(kind) ?? [];
    list.push({ ...c, popularity: Number(c.popularity), relevance });
    kinds.set(kind, list);
  }
  const chosen: Ranked[] = [];
  for (const [kind, list] of kinds) {
    const limit = kind === 'work' || kind === 'person' ? size * 2 : size;
    chosen.push(
      ...list.sort((a, b) => b.relevance - a.relevance || b.popularity - a.popularity || a.id - b.id).slice(0, limit),
    );
  }
  return chosen.sort(byRank);
}

/**
 * Works and people from their SQL first cuts (wordCandidates), without a work whose every publication is withdrawn
 * (docs/decisions/018). The cut is taken as before and says of each of its 40 works whether it is live; only when
 * one is not is it taken again among live works. Asked in the halves themselves, PostgreSQL checked every match of a
 * prefix before sorting (10,379 for 'sommer' at 1M: +90 ms) or planned a parallel scan (+8 ms for 'den siste na').
 */
async function sqlWordCandidates(
  ctx: ServiceContext,
  query: string,
  terms: readonly string[],
  groups: WordGroups,
): Promise<Candidate[]> {
  const first = await rows<Candidate & { live: boolean | null }>(ctx, wordCandidates(query, terms, groups, false));
  const cut = first.some((c) => c.live === false)
    ? await rows<Candidate & { live: boolean | null }>(ctx, wordCandidates(query, terms, groups, true))
    : first;
  return cut.map(({ live: _, ...candidate }) => candidate);
}

/**
 * Works and people from their SQL first cuts, with what autocomplete shows of them; the in-memory path
 * (indexedCandidates) chooses and describes the same rows. `onlyLive`: the works' cut among works with a publication
 * that is not withdrawn.
 */
function wordCandidates(query: string, terms: readonly string[], groups: WordGroups, onlyLive: boolean) {
  // Every word in title or creators, the last one as a prefix (the patron is still typing it).
  const typedQuery = tsQuery(
    tsQueryString(
      terms.map((t) => [t]),
      'A',
      true,
    ),
  );
  const widenedQuery = tsQuery(tsQueryString(groups, 'A', true));
  // Folded to a constant when the statement is planned, so works_title_prefix answers the LIKE.
  const titlePrefix = sql`immutable_unaccent(lower(${query})) || '%'`;
  const live = onlyLive ? sql`and ${hasLivePublication(sql`w.id`)}` : sql``;
  return sql`(select 'work' as type, c.id, c.title as label, immutable_unaccent(lower(c.title)) as folded, null as slug,
        (select a.name from work_agents wa join agents a on a.id = wa.agent_id where wa.work_id = c.id
          order by (wa.role = 'author') desc, wa.position, wa.agent_id limit 1) as extra,
        (select array_agg(distinct p.media_type) from publications p where p.work_id = c.id and p.withdrawn_at is null) as media,
        (select coalesce(sum(cardinality(p.holding_branch_ids)), 0) from publications p where p.work_id = c.id and p.withdrawn_at is null)::int as popularity,
        c.typed_match as "typedMatch", ${hasLivePublication(sql`c.id`)} as live
      from (
        -- A cheap first cut (titles that start with the input, then short titles), so the costlier columns are computed for a few rows only.
        -- Two halves, each answered in (length, id) order by an index (works_title_prefix, works_title_length; docs/decisions/014),
        -- so a short prefix matching thousands of works does not sort them all; together the same first rows as one sort over all matches.
        select * from (
          (select w.id, w.title, w.search_vector @@ ${typedQuery} as typed_match, true as starts from works w
            where w.search_vector @@ ${widenedQuery} and immutable_unaccent(lower(w.title)) like ${titlePrefix} ${live}
            order by length(w.title), w.id limit ${CANDIDATES})
          union all
          (select w.id, w.title, w.search_vector @@ ${typedQuery} as typed_match, false as starts from works w
            where w.search_vector @@ ${widenedQuery} and not immutable_unaccent(lower(w.title)) like ${titlePrefix} ${live}
            order by length(w.title), w.id limit ${CANDIDATES})
        ) halves
        order by starts desc, length(title), id
        limit ${CANDIDATES}
      ) c)
    union all
    (select a.kind, a.id, a.name, immutable_unaccent(lower(a.name)), null,
        case when a.birth_year is null then null else a.birth_year::text || '–' || coalesce(a.death_year::text, '') end,
        null, (select count(*) from work_agents wa where wa.agent_id = a.id)::int, null, null
      from agents a
      -- ILIKE on the name itself, so the trigram index on agents.name answers it (agent-names.ts does the same in memory).
      where ${sql.join(
        groups.map(
          (alternatives) =>
            sql`(${sql.join(
              alternatives.map((word) => sql`a.name ilike ${`%${word}%`}`),
              sql` or `,
            )})`,
        ),
        sql` and `,
      )}
      order by (lower(a.name) like ${`${terms[0]}%`} or lower(a.name) like ${`% ${terms[0]}%`}) desc, length(a.name), a.id
      limit ${CANDIDATES})`;
}

/** Series, publisher series and libraries whose names hold the words: their first cuts, shortest names first. */
function namedCandidates(query: string, groups: WordGroups) {
  // Series names are not weighted (to_tsvector gives D): the words without the title-or-creators label.
  const seriesQuery = tsQuery(tsQueryString(groups, undefined, true));
  const phrase = `%${groups.map((g) => g[0]).join(' ')}%`;
  return sql`(select 'workSeries' as type, s.id, s.name as label, immutable_unaccent(lower(s.name)) as folded, null as slug, null as extra, null as media,
        (select count(*) from works x where x.work_series_id = s.id)::int as popularity, null as "typedMatch"
      from work_series s where to_tsvector(${TS_CONFIG}, s.name) @@ ${seriesQuery}
        or immutable_unaccent(lower(s.name)) like immutable_unaccent(${phrase})
      order by length(s.name), s.id limit ${CANDIDATES})
    union all
    (select 'publisherSeries', s.id, s.name, immutable_unaccent(lower(s.name)), null, s.publisher, null, 0, null
      from publisher_series s where immutable_unaccent(lower(s.name)) like immutable_unaccent(${phrase})
      order by length(s.name), s.id limit ${CANDIDATES})
    union all
    (select 'library', l.id, l.name, immutable_unaccent(lower(l.name)), l.slug, l.address, null, 50, null
      from libraries l where immutable_unaccent(lower(l.name)) like immutable_unaccent(${phrase})
        or immutable_unaccent(lower(l.name)) % immutable_unaccent(lower(${query}))
      order by length(l.name), l.id limit ${CANDIDATES})`;
}

function presentItem(c: Ranked, terms: string[]): AutocompleteItem {
  const highlightedLabelParts = highlightParts(c.label, terms);
  const base = { id: String(c.id), label: c.label, highlightedLabelParts };
  switch (c.type) {
    case 'work': {
      // Sorted here: SQL and the in-memory index list a work's media types in different orders.
      const media = mainMediaType([...(c.media ?? [])].sort());
      return {
        ...base,
        type: 'work',
        typeLabel: media ? mediaTypeLabel(media) : typeLabel('work'),
        mediaType: media ?? null,
        slug: entitySlug(c.label),
        path: workPath(c.label, c.id),
        description: c.extra,
      };
    }
    case 'person':
    case 'corporation':
      return {
        ...base,
        type: c.type,
        typeLabel: typeLabel(c.type),
        mediaType: null,
        slug: entitySlug(c.label),
        path: agentPath(c.type, c.label, c.id),
        description: c.extra,
      };
    case 'workSeries':
      return {
        ...base,
        type: c.type,
        typeLabel: typeLabel('workSeries'),
        mediaType: null,
        slug: entitySlug(c.label),
        path: catalogueEntityPath('serie', c.label, c.id),
        description: null,
      };
    case 'publisherSeries':
      return {
        ...base,
        type: c.type,
        typeLabel: typeLabel('publisherSeries'),
        mediaType: null,
        slug: entitySlug(c.label),
        path: catalogueEntityPath('forlagsserie', c.label, c.id),
        description: c.extra,
      };
    case 'library':
      return {
        ...base,
        type: 'library',
        typeLabel: typeLabel('library'),
        mediaType: null,
        slug: c.slug ?? entitySlug(c.label),
        path: `/bibliotekene/${c.slug ?? ''}`,
        description: c.extra,
      };
  }
}

// People and corporations: the agent search (SPEC §7 /api/search/agents, §5 'aktør:') and agent pages (/api/agent/…).
import { sql, type SQL } from 'drizzle-orm';
import { agentPath, roleLabel } from '#core/catalogue.ts';
import { entitySlug } from '#core/entity-slug.ts';
import { comparableText, wordSimilarityTo } from '#core/label-relevance.ts';
import { agentSearchQuery } from '#core/search-query.ts';
import { searchTerms } from '#core/search-syntax.ts';
import type { ServiceContext } from '../context.ts';
import { loadBranches } from './branches.ts';
import { compareCodePoints } from './packed-strings.ts';
import { presentWork, type WorkDto } from './presenters.ts';
import { answeredBySearchProcess } from './search-process.ts';
import { hasLivePublication, intArray, jsonValue, normalisedText, rows, textArray } from './sql.ts';
import { loadWorks } from './work-loader.ts';

const AGENT_PAGE_SIZE = 20;

interface AgentSummary {
  id: number;
  kind: 'person' | 'corporation';
  name: string;
  slug: string;
  path: string;
  birthYear: number | null;
  deathYear: number | null;
  nationality: string | null;
  description: string;
  /** How many works the agent is credited on, and in which roles. */
  workCount: number;
  roles: { role: string; roleLabel: string }[];
}

export interface AgentSearchResult {
  query: string;
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  hits: AgentSummary[];
}

interface AgentRow {
  id: number;
  kind: 'person' | 'corporation';
  name: string;
  birthYear: number | null;
  deathYear: number | null;
  nationality: string | null;
  description: string;
  workCount: number;
  roles: string[] | null;
  total?: number;
}

function presentAgent(row: AgentRow): AgentSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    slug: entitySlug(row.name),
    path: agentPath(row.kind, row.name, row.id),
    birthYear: row.birthYear,
    deathYear: row.deathYear,
    nationality: row.nationality,
    description: row.description,
    workCount: row.workCount,
    roles: (row.roles ?? []).map((role) => ({ role, roleLabel: roleLabel(role) })),
  };
}

/** An agent row as the searches show it: `select ${agentColumns} from agents a ${agentCredits}`. */
const agentColumns = sql`a.id, a.kind, a.name, a.birth_year as "birthYear", a.death_year as "deathYear", a.nationality, a.description,
  c."workCount", c.roles`;

/**
 * The works and roles an agent row shows, in one pass over its credits: a work whose every publication is withdrawn
 * (deleted in the source system) is never found, so it is neither counted nor its role shown (docs/decisions/018).
 * The order of the person search still counts every credited work (searchAgentsInSql, AgentWorks.creditedWorks): asked
 * of each of the 1,400 matches of 'hansen', the check cost the SQL path 36–92 → 242–450 ms at 1M, and it changes the order
 * only among people tied on rank whose works are withdrawn.
 */
const agentCredits = sql`cross join lateral (select count(distinct wa.work_id)::int as "workCount", array_agg(distinct wa.role) as roles
  from work_agents wa where wa.agent_id = a.id and ${hasLivePublication(sql`wa.work_id`)}) c`;

/**
 * Agents whose name holds every typed word (accent-insensitive), best matches first: the name is the query (3), starts
 * with it (2), else pg_trgm's word similarity; then by how many works they are credited on, the name in code point
 * order and the id. The search's in-memory index answers when it can (searchIndexedAgents), the trigram index on
 * names otherwise; when nothing matches, names that are spelt similarly. 'aktør:' is removed first (SPEC §5).
 */
export function searchAgents(ctx: ServiceContext, input: AgentSearchInput): Promise<AgentSearchResult> {
  return answeredBySearchProcess(ctx, 'agents', input, searchAgentsHere);
}

export interface AgentSearchInput {
  query: string;
  page: number;
  pageSize?: number;
}

export async function searchAgentsHere(ctx: ServiceContext, input: AgentSearchInput): Promise<AgentSearchResult> {
  const query = agentSearchQuery(input.query);
  const pageSize = input.pageSize ?? AGENT_PAGE_SIZE;
  const terms = searchTerms(query);
  const offset = (input.page - 1) * pageSize;
  if (terms.length === 0 && query !== '*' && query !== '')
    return { query, page: input.page, pageSize, total: 0, totalPages: 0, hits: [] };
  let found =
    (terms.length > 0 ? await searchIndexedAgents(ctx, query, terms, pageSize, offset) : null) ??
    (await searchAgentsInSql(ctx, query, terms, pageSize, offset));
  if (found.length === 0 && terms.length > 0 && input.page === 1) {
    found = await rows<AgentRow>(
      ctx,
      sql`select ${agentColumns}, count(*) over ()::int as total from agents a ${agentCredits} where immutable_unaccent(${query}) <% a.name
          order by word_similarity(immutable_unaccent(${query}), a.name) desc, "workCount" desc, a.name collate "C", a.id limit ${pageSize}`,
    );
  }
  const total = found[0]?.total ?? 0;
  return {
    query,
    page: input.page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    hits: found.map(presentAgent),
  };
}

/** The rank the person search orders by, as SQL (the memory path's agentRank computes the same). */
function rankSql(q: SQL): SQL {
  const name = normalisedText(sql`a.name`);
  return sql`(case when ${name} = ${q} then 3 when ${name} like ${q} || '%' then 2 else word_similarity(${q}, ${name}) end)`;
}

async function searchAgentsInSql(
  ctx: ServiceContext,
  query: string,
  terms: readonly string[],
  pageSize: number,
  offset: number,
): Promise<AgentRow[]> {
  // Every typed word inside the folded name (words hold only letters and digits, so no LIKE wildcard): one plain
  // condition per word, which the trigram index on the folded name answers (migration 0022).
  const holdsEveryWord =
    terms.length === 0
      ? sql`true`
      : sql.join(
          terms.map((t) => sql`immutable_unaccent(lower(a.name)) like '%' || immutable_unaccent(${t}) || '%'`),
          sql` and `,
        );
  // Matches are ordered by rank and work count first; names, roles and counts are read for the page's rows only.
  return rows<AgentRow>(
    ctx,
    sql`with matched as (
          select a.id, a.name, ${rankSql(normalisedText(sql`${query}`))} as rank, (select count(distinct wa.work_id) from work_agents wa where wa.agent_id = a.id) as work_count
          from agents a where ${holdsEveryWord}),
        page as (select id, rank, work_count, name, count(*) over ()::int as total from matched
          order by rank desc, work_count desc, name collate "C", id limit ${pageSize} offset ${offset})
        select ${agentColumns}, p.total from page p join agents a on a.id = p.id ${agentCredits}
        order by p.rank desc, p.work_count desc, p.name collate "C", p.id`,
  );
}

/** rankSql in memory, for one query: names and `query` are comparable texts (normalisedText). Float4, as PostgreSQL ranks. */
function agentRank(query: string): (name: string) => number {
  const similarity = wordSimilarityTo(query);
  return (name) => (name === query ? 3 : name.startsWith(query) ? 2 : similarity(name));
}

/**
 * The person search from the search's in-memory index (docs/decisions/018): the names holding every word, ranked and
 * ordered as the SQL orders them; PostgreSQL folds the words and reads the page's agents. Null without an index.
 */
async function searchIndexedAgents(
  ctx: ServiceContext,
  query: string,
  terms: readonly string[],
  pageSize: number,
  offset: number,
): Promise<AgentRow[] | null> {
  const index = ctx.searchIndex?.current();
  if (!index) return null;
  const folded = await jsonValue<{ query: string; terms: string[] }>(
    ctx,
    sql`select json_build_object('query', ${normalisedText(sql`${query}`)},
          'terms', (select json_agg(immutable_unaccent(u.t) order by u.n) from unnest(${textArray(terms)}) with ordinality as u(t, n))) as data`,
  );
  const rank = agentRank(folded.query);
  const ranked = index.names.holdingAll(folded.terms).map((agent) => ({
    id: agent.id,
    name: agent.name,
    rank: rank(comparableText(agent.folded)),
    workCount: index.roles.creditedWorks(agent.id),
  }));
  ranked.sort(
    (a, b) => b.rank - a.rank || b.workCount - a.workCount || compareCodePoints(a.name, b.name) || a.id - b.id,
  );
  const page = ranked.slice(offset, offset + pageSize);
  if (page.length === 0) return [];
  const found = await rows<AgentRow>(
    ctx,
    sql`select ${agentColumns} from agents a ${agentCredits} where a.id = any(${intArray(page.map((agent) => agent.id))})`,
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  // An agent deleted since the index last heard of it is left out of the page; the total is the index's.
  return page.flatMap((agent) => byId.get(agent.id) ?? []).map((row) => ({ ...row, total: ranked.length }));
}

export interface AgentDetail extends AgentSummary {
  /** The agent's works grouped by role (author first), each list newest first. */
  works: { role: string; roleLabel: string; works: WorkDto[] }[];
}

const MAX_AGENT_WORKS = 200;

/** One agent of the given kind with its works; null for an unknown id or the wrong kind (a 404). */
export async function getAgent(
  ctx: ServiceContext,
  kind: 'person' | 'corporation',
  rawId: string,
): Promise<AgentDetail | null> {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const [row] = await rows<AgentRow>(
    ctx,
    sql`select ${agentColumns} from agents a ${agentCredits} where a.id = ${Number(rawId)} and a.kind = ${kind}`,
  );
  if (!row) return null;
  const credits = await rows<{ workId: number; role: string }>(
    ctx,
    sql`select wa.work_id as "workId", wa.role from work_agents wa join works w on w.id = wa.work_id
        where wa.agent_id = ${row.id} and ${hasLivePublication(sql`w.id`)} order by (wa.role = 'author') desc, wa.role, w.first_publication_year desc nulls last, w.id
        limit ${MAX_AGENT_WORKS}`,
  );
  const [branches, works] = await Promise.all([
    loadBranches(ctx),
    loadWorks(ctx, [...new Set(credits.map((c) => c.workId))], { maxPublications: 6 }),
  ]);
  const byId = new Map(works.map((w) => [w.id, presentWork(w, branches)]));
  const groups = new Map<string, WorkDto[]>();
  for (const credit of credits) {
    const work = byId.get(credit.workId);
    if (!work) continue;
    const list = groups.get(credit.role) ?? [];
    list.push(work);
    groups.set(credit.role, list);
  }
  return {
    ...presentAgent(row),
    works: [...groups.entries()].map(([role, list]) => ({ role, roleLabel: roleLabel(role), works: list })),
  };
}

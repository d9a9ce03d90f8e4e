// People and corporations: the agent search (SPEC §7 /api/search/agents, §5 'aktør:') and agent pages (/api/agent/…).
import { sql } from 'drizzle-orm';
import { agentPath, roleLabel } from '#core/catalogue.ts';
import { entitySlug } from '#core/entity-slug.ts';
import { agentSearchQuery } from '#core/search-query.ts';
import { searchTerms } from '#core/search-syntax.ts';
import type { ServiceContext } from '../context.ts';
import { loadBranches } from './branches.ts';
import { presentWork, type WorkDto } from './presenters.ts';
import { normalisedText, rows } from './sql.ts';
import { loadWorks } from './work-loader.ts';

export const AGENT_PAGE_SIZE = 20;

export interface AgentSummary {
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

const agentColumns = sql`a.id, a.kind, a.name, a.birth_year as "birthYear", a.death_year as "deathYear", a.nationality, a.description,
  (select count(distinct wa.work_id) from work_agents wa where wa.agent_id = a.id)::int as "workCount",
  (select array_agg(distinct wa.role) from work_agents wa where wa.agent_id = a.id) as roles`;

/**
 * Agents whose name holds every typed word (accent-insensitive; the trigram index on names answers the
 * LIKE), best matches first; when nothing matches, names that are spelt similarly. 'aktør:' is removed first (SPEC §5).
 */
export async function searchAgents(ctx: ServiceContext, input: { query: string; page: number; pageSize?: number }): Promise<AgentSearchResult> {
  const query = agentSearchQuery(input.query);
  const pageSize = input.pageSize ?? AGENT_PAGE_SIZE;
  const terms = searchTerms(query);
  const offset = (input.page - 1) * pageSize;
  const empty = { query, page: input.page, pageSize, total: 0, totalPages: 0, hits: [] };
  if (terms.length === 0 && query !== '*' && query !== '') return empty;
  const q = normalisedText(sql`${query}`);
  const rank = sql`(case when ${normalisedText(sql`a.name`)} = ${q} then 3
      when ${normalisedText(sql`a.name`)} like ${q} || '%' then 2
      else word_similarity(${q}, ${normalisedText(sql`a.name`)}) end)`;
  // Every typed word inside the folded name (words hold only letters and digits, so no LIKE wildcard): one plain
  // condition per word, which the trigram index on the folded name answers (migration 0022).
  const holdsEveryWord = terms.length === 0 ? sql`true` : sql.join(terms.map((t) => sql`immutable_unaccent(lower(a.name)) like '%' || immutable_unaccent(${t}) || '%'`), sql` and `);
  // Matches are ordered by rank and work count first; names, roles and counts are read for the page's rows only.
  let found = await rows<AgentRow>(
    ctx,
    sql`with matched as (
          select a.id, a.name, ${rank} as rank, (select count(distinct wa.work_id) from work_agents wa where wa.agent_id = a.id) as work_count
          from agents a where ${holdsEveryWord}),
        page as (select id, rank, work_count, name, count(*) over ()::int as total from matched
          order by rank desc, work_count desc, name limit ${pageSize} offset ${offset})
        select ${agentColumns}, p.total from page p join agents a on a.id = p.id
        order by p.rank desc, p.work_count desc, p.name`,
  );
  if (found.length === 0 && terms.length > 0 && input.page === 1) {
    found = await rows<AgentRow>(
      ctx,
      sql`select ${agentColumns}, count(*) over ()::int as total from agents a where immutable_unaccent(${query}) <% a.name
          order by word_similarity(immutable_unaccent(${query}), a.name) desc, "workCount" desc, a.name limit ${pageSize}`,
    );
  }
  const total = found[0]?.total ?? 0;
  return { query, page: input.page, pageSize, total, totalPages: Math.ceil(total / pageSize), hits: found.map(presentAgent) };
}

export interface AgentDetail extends AgentSummary {
  /** The agent's works grouped by role (author first), each list newest first. */
  works: { role: string; roleLabel: string; works: WorkDto[] }[];
}

const MAX_AGENT_WORKS = 200;

/** One agent of the given kind with its works; null for an unknown id or the wrong kind (a 404). */
export async function getAgent(ctx: ServiceContext, kind: 'person' | 'corporation', rawId: string): Promise<AgentDetail | null> {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const [row] = await rows<AgentRow>(ctx, sql`select ${agentColumns} from agents a where a.id = ${Number(rawId)} and a.kind = ${kind}`);
  if (!row) return null;
  const credits = await rows<{ workId: number; role: string }>(
    ctx,
    sql`select wa.work_id as "workId", wa.role from work_agents wa join works w on w.id = wa.work_id
        where wa.agent_id = ${row.id} order by (wa.role = 'author') desc, wa.role, w.first_publication_year desc nulls last, w.id
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

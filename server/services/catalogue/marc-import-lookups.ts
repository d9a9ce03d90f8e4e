// MARC import: finds or creates the agents and series a batch of records needs, in two statements for the whole batch.
import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import type { MappedAgent, MappedRecord } from './marc-mapping.ts';

/** Runs SQL: the database itself (one statement is its own transaction) or a transaction. */
export type Runner = Pick<Tx, 'execute'>;

/**
 * Ids of agents and series looked up or created during the run. An id created inside a transaction is only kept
 * once that transaction commits, so a rolled-back batch or record cannot leave a dangling id behind.
 */
class IdCache {
  private readonly committed = new Map<string, number>();
  private pending = new Map<string, number>();
  get(key: string): number | undefined {
    return this.pending.get(key) ?? this.committed.get(key);
  }
  set(key: string, id: number): void {
    this.pending.set(key, id);
  }
  commit(): void {
    for (const [k, v] of this.pending) this.committed.set(k, v);
    this.pending = new Map();
  }
  rollback(): void {
    this.pending = new Map();
  }
}

export class ImportState {
  readonly agentIds = new IdCache();
  readonly workSeriesIds = new IdCache();
  readonly publisherSeriesIds = new IdCache();
  commit(): void {
    this.agentIds.commit();
    this.workSeriesIds.commit();
    this.publisherSeriesIds.commit();
  }
  rollback(): void {
    this.agentIds.rollback();
    this.workSeriesIds.rollback();
    this.publisherSeriesIds.rollback();
  }
}

/** A name without case and accents, as the database matches it (the cache's key; the database's own fold decides). */
function foldedName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function agentKey(agent: MappedAgent): string {
  return agent.authorityId ? `authority|${agent.authorityId}` : `${agent.kind}|${foldedName(agent.name)}`;
}

function publisherSeriesKey(m: MappedRecord): string {
  return `${m.publisher ?? ''}|${m.publisherSeries!.name}`;
}

/** The ids of a record's agents (in its order), work series and publisher series; every one must be resolved first. */
export function resolvedIds(
  state: ImportState,
  m: MappedRecord,
): { agentIds: number[]; workSeriesId: number | null; publisherSeriesId: number | null } {
  const known = (id: number | undefined, what: string): number => {
    if (id === undefined) throw new Error(`MARC import: ${what} was not resolved`);
    return id;
  };
  return {
    agentIds: m.agents.map((agent) => known(state.agentIds.get(agentKey(agent)), `agent ${agent.name}`)),
    workSeriesId: m.workSeries
      ? known(state.workSeriesIds.get(m.workSeries.name), `series ${m.workSeries.name}`)
      : null,
    publisherSeriesId: m.publisherSeries
      ? known(state.publisherSeriesIds.get(publisherSeriesKey(m)), `series ${m.publisherSeries.name}`)
      : null,
  };
}

/**
 * Finds or creates an agent by kind and name in one statement: the name as written first, else the same name in
 * another case or with other accents ("JANE AUSTEN", "Jane Austen", issue #17; by the index agents_kind_folded_name).
 * With an authority id: by that id first; else by name among those without one (who then get it); else a new agent.
 * Two people with one name and different ids stay two. resolveLookups runs these one by one only where agents of one
 * batch depend on each other through an authority id; otherwise it gives the same answers set-based.
 */
function agentStatement(agent: MappedAgent) {
  const authorityId = agent.authorityId;
  if (!authorityId) {
    return sql`with found as (select id from agents where kind = ${agent.kind} and immutable_unaccent(lower(name)) = immutable_unaccent(lower(${agent.name}))
                     order by (name = ${agent.name}) desc, id limit 1),
        created as (insert into agents (kind, name, birth_year, death_year)
          select ${agent.kind}::text, ${agent.name}::text, ${agent.birthYear}::smallint, ${agent.deathYear}::smallint
          where not exists (select 1 from found) returning id)
      select id from found union all select id from created`;
  }
  return sql`with found as (
        select id from (
          (select id, 0 as rank from agents where authority_id = ${authorityId})
          union all
          (select id, 1 from agents where kind = ${agent.kind} and authority_id is null
             and immutable_unaccent(lower(name)) = immutable_unaccent(lower(${agent.name})) order by (name = ${agent.name}) desc, id limit 1)
        ) f order by rank limit 1),
      tagged as (update agents set authority_id = ${authorityId} from found where agents.id = found.id and agents.authority_id is null),
      created as (insert into agents (kind, name, birth_year, death_year, authority_id)
        select ${agent.kind}::text, ${agent.name}::text, ${agent.birthYear}::smallint, ${agent.deathYear}::smallint, ${authorityId}::text
        where not exists (select 1 from found) returning id)
    select id from found union all select id from created`;
}

/** What the database held for one lookup when the batch began: the answers agentStatement's searches would give. */
type AgentAnswers = {
  i: number;
  fold: string;
  /** Same kind and folded name, the name as written first, then the oldest. */
  anyId: number | null;
  /** The agent holding the authority id (any kind). */
  authorityMatch: number | null;
  /** As anyId, among agents without an authority id. */
  untaggedId: number | null;
};

interface AgentLookup {
  key: string;
  agent: MappedAgent;
}

/** How a lookup is answered: an existing agent, an existing one that gets the authority id, or a new agent. */
type AgentPlan = { existing: number } | { tag: number; authorityId: string } | { create: MappedAgent };

/**
 * Plans agent lookups whose answers cannot depend on each other. Lookups meet only through their kind and folded
 * name (an authority id is one lookup's key, so only that lookup can create or tag it): alone in such a group, a
 * lookup gets what its statement would get; a group of lookups without authority ids shares the agent the first
 * would create (the others then find it, the only agent of that name). A group holding an authority id is left to
 * be run one statement at a time (`sequential`), in the batch's order.
 */
function planAgents(
  lookups: AgentLookup[],
  answers: AgentAnswers[],
): { plans: Map<string, AgentPlan | { sameAs: string }>; sequential: AgentLookup[] } {
  const groups = new Map<string, number[]>();
  for (const a of answers) {
    const group = `${lookups[a.i].agent.kind}|${a.fold}`;
    groups.set(group, [...(groups.get(group) ?? []), a.i]);
  }
  const byIndex = new Map(answers.map((a) => [a.i, a]));
  const plans = new Map<string, AgentPlan | { sameAs: string }>();
  const sequential: AgentLookup[] = [];
  for (const members of groups.values()) {
    const ordered = members.sort((a, b) => a - b);
    if (ordered.length > 1 && ordered.some((i) => lookups[i].agent.authorityId)) {
      sequential.push(...ordered.map((i) => lookups[i]));
      continue;
    }
    for (const [n, i] of ordered.entries()) {
      const { key, agent } = lookups[i];
      const found = byIndex.get(i)!;
      if (agent.authorityId) {
        if (found.authorityMatch !== null) plans.set(key, { existing: found.authorityMatch });
        else if (found.untaggedId !== null) plans.set(key, { tag: found.untaggedId, authorityId: agent.authorityId });
        else plans.set(key, { create: agent });
      } else if (found.anyId !== null) plans.set(key, { existing: found.anyId });
      else plans.set(key, n === 0 ? { create: agent } : { sameAs: lookups[ordered[0]].key });
    }
  }
  return { plans, sequential };
}

/**
 * Makes sure every agent and series the records need has an id in the run's cache (kept pending until the caller
 * commits): one statement reads what the database holds for the unknown agents, one creates the missing agents and
 * series and tags agents with their authority ids. The answers are those of finding or creating each in the
 * records' order (the agent statements above, series by name and publisher series by name and publisher).
 */
export async function resolveLookups(
  runner: Runner,
  state: ImportState,
  records: readonly MappedRecord[],
): Promise<void> {
  const agentLookups: AgentLookup[] = [];
  const workSeries: string[] = [];
  const publisherSeries: { key: string; name: string; publisher: string }[] = [];
  const seen = new Set<string>();
  const unseen = (key: string, cached: boolean) => !cached && !seen.has(key) && Boolean(seen.add(key));
  for (const m of records) {
    for (const agent of m.agents) {
      const key = agentKey(agent);
      if (unseen(`a:${key}`, state.agentIds.get(key) !== undefined)) agentLookups.push({ key, agent });
    }
    if (m.workSeries && unseen(`w:${m.workSeries.name}`, state.workSeriesIds.get(m.workSeries.name) !== undefined))
      workSeries.push(m.workSeries.name);
    if (m.publisherSeries) {
      const key = publisherSeriesKey(m);
      if (unseen(`p:${key}`, state.publisherSeriesIds.get(key) !== undefined))
        publisherSeries.push({ key, name: m.publisherSeries.name, publisher: m.publisher ?? '' });
    }
  }
  if (agentLookups.length + workSeries.length + publisherSeries.length === 0) return;

  let plans = new Map<string, AgentPlan | { sameAs: string }>();
  let sequential: AgentLookup[] = [];
  if (agentLookups.length > 0) {
    const input = agentLookups.map(({ agent }, i) => ({
      i,
      kind: agent.kind,
      name: agent.name,
      authority_id: agent.authorityId,
    }));
    const answers = await runner.execute<AgentAnswers>(sql`
      with x as (select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(i int, kind text, name text, authority_id text))
      select x.i, immutable_unaccent(lower(x.name)) as fold,
        (select id from agents a where a.kind = x.kind and immutable_unaccent(lower(a.name)) = immutable_unaccent(lower(x.name))
           order by (a.name = x.name) desc, a.id limit 1) as "anyId",
        (select id from agents a where a.authority_id = x.authority_id) as "authorityMatch",
        case when x.authority_id is not null then
          (select id from agents a where a.kind = x.kind and a.authority_id is null and immutable_unaccent(lower(a.name)) = immutable_unaccent(lower(x.name))
             order by (a.name = x.name) desc, a.id limit 1) end as "untaggedId"
      from x`);
    ({ plans, sequential } = planAgents(
      agentLookups,
      answers.rows.map((r) => ({
        ...r,
        i: Number(r.i),
        anyId: numberOrNull(r.anyId),
        authorityMatch: numberOrNull(r.authorityMatch),
        untaggedId: numberOrNull(r.untaggedId),
      })),
    ));
  }

  const tags: { id: number; authority_id: string }[] = [];
  const creates: {
    ord: number;
    key: string;
    kind: string;
    name: string;
    birth_year: number | null;
    death_year: number | null;
    authority_id: string | null;
  }[] = [];
  for (const [key, plan] of plans) {
    if ('existing' in plan) state.agentIds.set(key, plan.existing);
    else if ('tag' in plan) {
      tags.push({ id: plan.tag, authority_id: plan.authorityId });
      state.agentIds.set(key, plan.tag);
    } else if ('create' in plan) {
      const a = plan.create;
      creates.push({
        ord: creates.length,
        key,
        kind: a.kind,
        name: a.name,
        birth_year: a.birthYear,
        death_year: a.deathYear,
        authority_id: a.authorityId,
      });
    }
  }
  if (creates.length + tags.length + workSeries.length + publisherSeries.length > 0) {
    // Created agents are matched back by kind and name: at most one is created per kind and folded name here.
    const result = await runner.execute<{ t: string; a: string; b: string | null; id: number }>(sql`
      with tag_in as (select * from jsonb_to_recordset(${JSON.stringify(tags)}::jsonb) as x(id int, authority_id text)),
      tagged as (update agents set authority_id = t.authority_id from tag_in t where agents.id = t.id and agents.authority_id is null),
      agent_in as (select * from jsonb_to_recordset(${JSON.stringify(creates)}::jsonb) as x(ord int, kind text, name text, birth_year smallint, death_year smallint, authority_id text)),
      agent_new as (insert into agents (kind, name, birth_year, death_year, authority_id)
        select kind, name, birth_year, death_year, authority_id from agent_in order by ord returning id, kind, name),
      ws_in as (select name from jsonb_array_elements_text(${JSON.stringify(workSeries)}::jsonb) with ordinality as x(name, ord) order by ord),
      ws_found as (select x.name, (select id from work_series s where s.name = x.name order by id limit 1) as id from ws_in x),
      ws_new as (insert into work_series (name) select name from ws_found where id is null returning id, name),
      ps_in as (select * from jsonb_to_recordset(${JSON.stringify(publisherSeries.map((p, ord) => ({ ord, name: p.name, publisher: p.publisher })))}::jsonb) as x(ord int, name text, publisher text)),
      ps_found as (select x.name, x.publisher, x.ord,
                     (select id from publisher_series s where s.name = x.name and s.publisher = x.publisher order by id limit 1) as id from ps_in x),
      ps_new as (insert into publisher_series (name, publisher) select name, publisher from ps_found where id is null order by ord returning id, name, publisher)
      select 'agent' as t, kind as a, name as b, id from agent_new
      union all select 'work_series', f.name, null, coalesce(f.id, n.id) from ws_found f left join ws_new n on n.name = f.name and f.id is null
      union all select 'publisher_series', f.name, f.publisher, coalesce(f.id, n.id) from ps_found f
        left join ps_new n on n.name = f.name and n.publisher = f.publisher and f.id is null`);
    const createdIds = new Map<string, number>();
    for (const row of result.rows) {
      const id = Number(row.id);
      if (row.t === 'agent') createdIds.set(`${row.a}|${row.b}`, id);
      else if (row.t === 'work_series') state.workSeriesIds.set(row.a, id);
      else state.publisherSeriesIds.set(`${row.b ?? ''}|${row.a}`, id);
    }
    for (const c of creates) state.agentIds.set(c.key, createdIds.get(`${c.kind}|${c.name}`)!);
  }
  for (const [key, plan] of plans) if ('sameAs' in plan) state.agentIds.set(key, state.agentIds.get(plan.sameAs)!);
  for (const { key, agent } of sequential) {
    if (state.agentIds.get(key) !== undefined) continue;
    const found = await runner.execute<{ id: number }>(agentStatement(agent));
    state.agentIds.set(key, Number(found.rows[0].id));
  }
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

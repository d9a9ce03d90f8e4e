// The order a work's creators are listed in (issue #17): the record's main creator first, then the portal's role order.
import { sql, type SQL } from 'drizzle-orm';

/**
 * From this position on, a work's creators came from its other editions (the MARC import: a translation's translator,
 * an audiobook's reader). A work of 150 editions has some 80 of them: the work lists its own creators (those of the
 * record describing it), and the others only when it has none; they stay linked, so their person pages and role
 * searches still find the work.
 */
export const EDITION_CREATOR_POSITION = 100;

/**
 * A work's work_agents rows with `lead`: whether their role holds the work's lowest position. The MARC import
 * numbers creators in record order across all roles (the 1XX main creator is 0, the 7XX follow), so only the main
 * creator's role leads (a music record's performer before the composer from a 700); the seed numbers each role
 * from 0, so every role leads and the order is the role order it always was. Use as a from-item aliased `wa`
 * (`from ${workCreators(sql`w.id`)} wa join agents a on a.id = wa.agent_id … order by ${creatorOrder}`).
 */
export function workCreators(workId: SQL): SQL {
  return sql`(select c.work_id, c.agent_id, c.role, c.position,
      min(c.position) over (partition by c.role) = min(c.position) over () as lead
    from work_agents c where c.work_id = ${workId}
      and (c.position < ${EDITION_CREATOR_POSITION}
        or not exists (select 1 from work_agents o where o.work_id = c.work_id and o.position < ${EDITION_CREATOR_POSITION})))`;
}

/** The lead role first, then authors, then by role and position (agent id only settles a tie for a stable order). */
export const creatorOrder = sql`wa.lead desc, (wa.role = 'author') desc, wa.role, wa.position, wa.agent_id`;

/** A work's creators' names in this order (an agent in two roles twice; core/name-list.ts keeps the first), for "av A, B og C". */
export function creatorNames(workId: SQL): SQL<string[]> {
  return sql<
    string[]
  >`coalesce((select array_agg(a.name order by ${creatorOrder}) from ${workCreators(workId)} wa join agents a on a.id = wa.agent_id), '{}')`;
}

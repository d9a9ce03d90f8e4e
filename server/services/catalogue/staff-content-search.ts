// Staff recommendations, reviews and likes as searches (SPEC §7 /api/search/recommendation, /review, /like; route /sok-anbefaling).
import { sql, type SQL } from 'drizzle-orm';
import { searchTerms } from '#core/search-syntax.ts';
import type { ServiceContext } from '../context.ts';
import { loadBranches } from './branches.ts';
import { presentWork, type WorkDto } from './presenters.ts';
import { TS_CONFIG, rows } from './sql.ts';
import { loadWorks } from './work-loader.ts';

const STAFF_CONTENT_PAGE_SIZE = 20;

export interface StaffContentQuery {
  /** Free text; empty or '*' means all. */
  query?: string;
  /** Employee person uri (SPEC §7 createdBy). */
  createdBy?: string;
  page: number;
  pageSize?: number;
}

interface CreatedBy {
  /** The employee's person uri. */
  id: string;
  employeeId: number;
  name: string;
  title: string;
}

export interface RecommendationHit {
  id: number;
  kind: 'recommendation' | 'review';
  title: string;
  text: string;
  created: string;
  createdBy: CreatedBy;
  work: WorkDto | null;
}

export interface LikeHit {
  recordId: string;
  liked: string;
  createdBy: CreatedBy;
  work: WorkDto | null;
}

export interface HitsPage<T> {
  query: string;
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  hits: T[];
}

function textCondition(query: string | undefined, document: SQL): SQL {
  const terms = searchTerms(query ?? '');
  if (terms.length === 0) return sql`true`;
  return sql`${document} @@ plainto_tsquery(${TS_CONFIG}, ${terms.join(' ')})`;
}

async function worksById(ctx: ServiceContext, ids: number[]): Promise<Map<number, WorkDto>> {
  const [branches, works] = await Promise.all([
    loadBranches(ctx),
    loadWorks(ctx, [...new Set(ids)], { maxPublications: 6 }),
  ]);
  return new Map(works.map((w) => [w.id, presentWork(w, branches)]));
}

/** Published recommendations or reviews (drafts never), newest first, matching text in the recommendation or its work. */
export async function searchRecommendations(
  ctx: ServiceContext,
  kind: 'recommendation' | 'review',
  input: StaffContentQuery,
): Promise<HitsPage<RecommendationHit>> {
  const pageSize = input.pageSize ?? STAFF_CONTENT_PAGE_SIZE;
  const doc = sql`(to_tsvector(${TS_CONFIG}, r.title || ' ' || r.text) || w.search_vector)`;
  const creator = input.createdBy !== undefined ? sql`and e.uri = ${input.createdBy}` : sql``;
  type Row = {
    id: number;
    kind: 'recommendation' | 'review';
    title: string;
    text: string;
    created: string;
    workId: number;
    uri: string;
    employeeId: number;
    name: string;
    employeeTitle: string;
    total: number;
  };
  const found = await rows<Row>(
    ctx,
    sql`select r.id, r.kind, r.title, r.text, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created,
          r.work_id as "workId", e.uri, e.id as "employeeId", e.name, e.title as "employeeTitle", count(*) over ()::int as total
        from recommendations r join employees e on e.id = r.employee_id join works w on w.id = r.work_id
        where r.status = 'published' and r.kind = ${kind} ${creator} and ${textCondition(input.query, doc)}
        order by r.created_at desc, r.id desc limit ${pageSize} offset ${(input.page - 1) * pageSize}`,
  );
  const works = await worksById(
    ctx,
    found.map((r) => r.workId),
  );
  const total = found[0]?.total ?? 0;
  return {
    query: input.query ?? '',
    page: input.page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    hits: found.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      text: r.text,
      created: r.created,
      createdBy: { id: r.uri, employeeId: r.employeeId, name: r.name, title: r.employeeTitle },
      work: works.get(r.workId) ?? null,
    })),
  };
}

/** What employees have liked (the likes of their user accounts), newest first. */
export async function searchLikes(ctx: ServiceContext, input: StaffContentQuery): Promise<HitsPage<LikeHit>> {
  const pageSize = input.pageSize ?? STAFF_CONTENT_PAGE_SIZE;
  const creator = input.createdBy !== undefined ? sql`and e.uri = ${input.createdBy}` : sql``;
  type Row = {
    recordId: string;
    liked: string;
    workId: number;
    uri: string;
    employeeId: number;
    name: string;
    employeeTitle: string;
    total: number;
  };
  const found = await rows<Row>(
    ctx,
    sql`select l.record_id as "recordId", to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as liked,
          p.work_id as "workId", e.uri, e.id as "employeeId", e.name, e.title as "employeeTitle", count(*) over ()::int as total
        from likes l join employees e on e.user_id = l.user_id
          join publications p on p.record_id = l.record_id join works w on w.id = p.work_id
        where true ${creator} and ${textCondition(input.query, sql`w.search_vector`)}
        order by l.created_at desc, l.record_id limit ${pageSize} offset ${(input.page - 1) * pageSize}`,
  );
  const works = await worksById(
    ctx,
    found.map((r) => r.workId),
  );
  const total = found[0]?.total ?? 0;
  return {
    query: input.query ?? '',
    page: input.page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    hits: found.map((r) => ({
      recordId: r.recordId,
      liked: r.liked,
      createdBy: { id: r.uri, employeeId: r.employeeId, name: r.name, title: r.employeeTitle },
      work: works.get(r.workId) ?? null,
    })),
  };
}

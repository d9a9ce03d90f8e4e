// Employees and their public contributions (SPEC §3 Employee contributions, §7 /api/employee/{id}):
// profile, published lists, recommendations/reviews and likes, read in parallel for the employee page.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { EMPLOYEE_CONTRIBUTION_SIZE } from '#core/constants.ts';
import { formatNameList } from '#core/name-list.ts';
import { employees, libraries, likes, publications, recommendations, works } from '#server/db/schema.ts';
import { creatorNames } from './catalogue/creator-order.ts';
import type { ServiceContext } from './context.ts';
import {
  listStaffLists,
  loadWorkSummaries,
  type CreatedByDto,
  type Hits,
  type StaffListSummaryDto,
  type WorkSummaryDto,
} from './staff-lists.ts';

export interface EmployeeDto {
  id: number;
  /** Person uri: what `field.createdBy.id` and `createdBy` take (SPEC §7). */
  uri: string;
  name: string;
  title: string;
  bio: string;
  image: { url: string } | null;
  library: { id: number; name: string; slug: string } | null;
}

/** The employee with this numeric id, or null for an unknown or non-numeric id. */
export async function getEmployee(ctx: ServiceContext, rawId: string | number): Promise<EmployeeDto | null> {
  const text = String(rawId);
  if (!/^\d{1,9}$/.test(text)) return null;
  const [row] = await ctx.db
    .select({ employee: employees, library: { id: libraries.id, name: libraries.name, slug: libraries.slug } })
    .from(employees)
    .leftJoin(libraries, eq(libraries.id, employees.libraryId))
    .where(eq(employees.id, Number(text)))
    .limit(1);
  if (!row) return null;
  const { employee, library } = row;
  return {
    id: employee.id,
    uri: employee.uri,
    name: employee.name,
    title: employee.title,
    bio: employee.bio,
    image: employee.imageUrl ? { url: employee.imageUrl } : null,
    library,
  };
}

export interface RecommendationDto {
  id: number;
  /** 'recommendation' or 'review' (a longer text). */
  kind: 'recommendation' | 'review';
  title: string;
  text: string;
  /** ISO timestamp. */
  created: string;
  createdBy: CreatedByDto;
  work: WorkSummaryDto | null;
}

export interface ContributionQuery {
  /** Employee person uri (SPEC §7 createdBy). */
  createdBy?: string;
  employeeId?: number;
  from?: number;
  size?: number;
}

function creatorConditions(query: ContributionQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.createdBy !== undefined) conditions.push(eq(employees.uri, query.createdBy));
  if (query.employeeId !== undefined) conditions.push(eq(employees.id, query.employeeId));
  return conditions;
}

/** Published recommendations and reviews, newest first; drafts are never shown. */
export async function listRecommendations(
  ctx: ServiceContext,
  query: ContributionQuery & { kind?: 'recommendation' | 'review' } = {},
): Promise<Hits<RecommendationDto>> {
  const conditions = [eq(recommendations.status, 'published'), ...creatorConditions(query)];
  if (query.kind) conditions.push(eq(recommendations.kind, query.kind));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        recommendation: recommendations,
        employee: { id: employees.id, uri: employees.uri, name: employees.name, title: employees.title },
      })
      .from(recommendations)
      .innerJoin(employees, eq(employees.id, recommendations.employeeId))
      .where(where)
      .orderBy(desc(recommendations.createdAt), desc(recommendations.id))
      .offset(query.from ?? 0)
      .limit(query.size ?? EMPLOYEE_CONTRIBUTION_SIZE),
    ctx.db
      .select({ total: count() })
      .from(recommendations)
      .innerJoin(employees, eq(employees.id, recommendations.employeeId))
      .where(where),
  ]);
  const summaries = new Map(
    (
      await loadWorkSummaries(
        ctx,
        rows.map((r) => r.recommendation.workId),
      )
    ).map((w) => [w.id, w]),
  );
  return {
    hits: rows.map(({ recommendation, employee }) => ({
      id: recommendation.id,
      kind: recommendation.kind,
      title: recommendation.title,
      text: recommendation.text,
      created: recommendation.createdAt.toISOString(),
      createdBy: { id: employee.uri, employeeId: employee.id, name: employee.name, title: employee.title },
      work: summaries.get(recommendation.workId) ?? null,
    })),
    total,
  };
}

interface LikedPublicationDto {
  recordId: string;
  title: string;
  mediaType: string;
  year: number | null;
  /** ISO timestamp of the like. */
  liked: string;
  work: { id: number; uri: string; title: string; creators: string };
}

/** What the employee has liked (likes of the employee's user account), newest first. */
async function listEmployeeLikes(
  ctx: ServiceContext,
  query: ContributionQuery = {},
): Promise<Hits<LikedPublicationDto>> {
  const where = and(...creatorConditions(query));
  const base = () =>
    ctx.db
      .select({
        recordId: likes.recordId,
        liked: likes.createdAt,
        title: publications.title,
        mediaType: publications.mediaType,
        year: publications.publicationYear,
        workId: works.id,
        workUri: works.uri,
        workTitle: works.title,
        creators: creatorNames(sql`${works.id}`),
      })
      .from(likes)
      .innerJoin(employees, eq(employees.userId, likes.userId))
      .innerJoin(publications, eq(publications.recordId, likes.recordId))
      .innerJoin(works, eq(works.id, publications.workId))
      .where(where);
  const [rows, [{ total }]] = await Promise.all([
    base()
      .orderBy(desc(likes.createdAt), desc(likes.recordId))
      .offset(query.from ?? 0)
      .limit(query.size ?? EMPLOYEE_CONTRIBUTION_SIZE),
    ctx.db
      .select({ total: count() })
      .from(likes)
      .innerJoin(employees, eq(employees.userId, likes.userId))
      .innerJoin(publications, eq(publications.recordId, likes.recordId))
      .where(where),
  ]);
  return {
    hits: rows.map((row) => ({
      recordId: row.recordId,
      title: row.title,
      mediaType: row.mediaType,
      year: row.year,
      liked: row.liked.toISOString(),
      work: { id: row.workId, uri: row.workUri, title: row.workTitle, creators: formatNameList(row.creators) },
    })),
    total,
  };
}

/** The four reads of the employee page; injectable so tests can make one of them fail. */
export interface ContributionReads {
  employee: (ctx: ServiceContext, employeeId: number) => Promise<EmployeeDto | null>;
  lists: (ctx: ServiceContext, employeeId: number) => Promise<Hits<StaffListSummaryDto>>;
  recommendations: (ctx: ServiceContext, employeeId: number) => Promise<Hits<RecommendationDto>>;
  likes: (ctx: ServiceContext, employeeId: number) => Promise<Hits<LikedPublicationDto>>;
}

// SPEC §7, §9: status=published, size/pageSize 1000 for each contribution read.
export const defaultContributionReads: ContributionReads = {
  employee: (ctx, employeeId) => getEmployee(ctx, employeeId),
  lists: (ctx, employeeId) =>
    listStaffLists(ctx, { status: 'published', employeeId, size: EMPLOYEE_CONTRIBUTION_SIZE }),
  recommendations: (ctx, employeeId) => listRecommendations(ctx, { employeeId, size: EMPLOYEE_CONTRIBUTION_SIZE }),
  likes: (ctx, employeeId) => listEmployeeLikes(ctx, { employeeId, size: EMPLOYEE_CONTRIBUTION_SIZE }),
};

type ContributionPart = keyof ContributionReads;

/** SPEC §3 Employee contributions: results {lists, recommendations, likes, employee}; `failed` names the parts that failed. */
export interface EmployeeContributions {
  employee: EmployeeDto | null;
  lists: StaffListSummaryDto[];
  recommendations: RecommendationDto[];
  likes: LikedPublicationDto[];
  failed: ContributionPart[];
}

/**
 * The employee page's four parallel reads (SPEC §7). A failed read is logged and its part stays
 * empty (SPEC §4, §8: "on failure the results become empty"); the others still show.
 * Returns null when the id is not an employee's (a 404 for the page).
 */
export async function loadEmployeeContributions(
  ctx: ServiceContext,
  rawId: string,
  reads: ContributionReads = defaultContributionReads,
): Promise<EmployeeContributions | null> {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const id = Number(rawId);
  const [employee, lists, recs, liked] = await Promise.allSettled([
    reads.employee(ctx, id),
    reads.lists(ctx, id),
    reads.recommendations(ctx, id),
    reads.likes(ctx, id),
  ]);
  if (employee.status === 'fulfilled' && employee.value === null) return null;
  const failed: ContributionPart[] = [];
  const settled = <T>(part: ContributionPart, result: PromiseSettledResult<T>, empty: T): T => {
    if (result.status === 'fulfilled') return result.value;
    failed.push(part);
    ctx.log.error({ err: result.reason, employeeId: id, part }, 'employee contribution read failed');
    return empty;
  };
  const emptyHits = { hits: [], total: 0 };
  return {
    employee: settled('employee', employee, null),
    lists: settled('lists', lists, emptyHits).hits,
    recommendations: settled('recommendations', recs, emptyHits).hits,
    likes: settled('likes', liked, emptyHits).hits,
    failed,
  };
}

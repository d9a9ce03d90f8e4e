// Lists of works made by employees (SPEC §7 /api/lists, §3 "List fields used in queries: status, createdBy.id").
import { and, arrayOverlaps, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { formatNameList } from '#core/name-list.ts';
import { employees, publications, staffListItems, staffLists, works } from '#server/db/schema.ts';
import { creatorNames } from './catalogue/creator-order.ts';
import type { ServiceContext } from './context.ts';

/** A work as lists, recommendations and page blocks show it; media type and record id of its first publication. */
export interface WorkSummaryDto {
  id: number;
  uri: string;
  title: string;
  subtitle: string | null;
  creators: string;
  year: number | null;
  mediaType: string | null;
  recordId: string | null;
}

/** Summaries of these works, in the order of the ids given; unknown ids are skipped. */
export async function loadWorkSummaries(ctx: ServiceContext, workIds: readonly number[]): Promise<WorkSummaryDto[]> {
  if (workIds.length === 0) return [];
  const ids = [...new Set(workIds)];
  const [workRows, firstPublications] = await Promise.all([
    ctx.db
      .select({
        id: works.id,
        uri: works.uri,
        title: works.title,
        subtitle: works.subtitle,
        firstPublicationYear: works.firstPublicationYear,
        creators: creatorNames(sql`${works.id}`),
      })
      .from(works)
      .where(inArray(works.id, ids)),
    ctx.db
      .selectDistinctOn([publications.workId], {
        workId: publications.workId,
        mediaType: publications.mediaType,
        recordId: publications.recordId,
        year: publications.publicationYear,
      })
      .from(publications)
      .where(inArray(publications.workId, ids))
      .orderBy(publications.workId, asc(publications.id)),
  ]);
  const byId = new Map(workRows.map((w) => [w.id, w]));
  const publicationOf = new Map(firstPublications.map((p) => [p.workId, p]));
  return workIds.flatMap((id) => {
    const work = byId.get(id);
    if (!work) return [];
    const publication = publicationOf.get(id);
    return [
      {
        id: work.id,
        uri: work.uri,
        title: work.title,
        subtitle: work.subtitle,
        creators: formatNameList(work.creators),
        year: work.firstPublicationYear ?? publication?.year ?? null,
        mediaType: publication?.mediaType ?? null,
        recordId: publication?.recordId ?? null,
      },
    ];
  });
}

/** The employee behind a list or recommendation; `id` is the person uri that `createdBy` filters take. */
export interface CreatedByDto {
  id: string;
  employeeId: number;
  name: string;
  title: string;
}

export interface StaffListSummaryDto {
  id: number;
  title: string;
  description: string;
  mediaTypes: string[];
  status: string;
  /** ISO timestamp. */
  created: string;
  createdBy: CreatedByDto;
  itemCount: number;
}

export interface StaffListDto extends StaffListSummaryDto {
  works: WorkSummaryDto[];
}

export interface StaffListQuery {
  /** Media types without or with the 'mediaType_' prefix of the search filters (SPEC §3 media type mapping). */
  mediaTypes?: readonly string[];
  /** Only 'published' is served publicly; drafts never leave the database through this call. */
  status?: 'published';
  /** Employee person uri (SPEC §7 field.createdBy.id). */
  createdBy?: string;
  /** Employee numeric id: the employee page knows this one, not the uri, when it starts its parallel reads. */
  employeeId?: number;
  from?: number;
  size?: number;
}

export interface Hits<T> {
  hits: T[];
  total: number;
}

const summaryColumns = {
  id: staffLists.id,
  title: staffLists.title,
  description: staffLists.description,
  mediaTypes: staffLists.mediaTypes,
  status: staffLists.status,
  createdAt: staffLists.createdAt,
  employeeId: employees.id,
  employeeUri: employees.uri,
  employeeName: employees.name,
  employeeTitle: employees.title,
};

interface SummaryRow {
  id: number;
  title: string;
  description: string;
  mediaTypes: string[];
  status: string;
  createdAt: Date;
  employeeId: number;
  employeeUri: string;
  employeeName: string;
  employeeTitle: string;
}

function presentSummary(row: SummaryRow, itemCount: number): StaffListSummaryDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    mediaTypes: row.mediaTypes,
    status: row.status,
    created: row.createdAt.toISOString(),
    createdBy: { id: row.employeeUri, employeeId: row.employeeId, name: row.employeeName, title: row.employeeTitle },
    itemCount,
  };
}

async function itemCounts(ctx: ServiceContext, listIds: number[]): Promise<Map<number, number>> {
  if (listIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ listId: staffListItems.listId, n: count() })
    .from(staffListItems)
    .where(inArray(staffListItems.listId, listIds))
    .groupBy(staffListItems.listId);
  return new Map(rows.map((r) => [r.listId, r.n]));
}

/** Published lists, newest first, narrowed by media types and creator (SPEC §7 /api/lists; 24 per page, §9). */
export async function listStaffLists(
  ctx: ServiceContext,
  query: StaffListQuery = {},
): Promise<Hits<StaffListSummaryDto>> {
  const conditions: SQL[] = [eq(staffLists.status, query.status ?? 'published')];
  const mediaTypes = (query.mediaTypes ?? []).map((m) => m.replace(/^mediaType_/, '')).filter(Boolean);
  if (mediaTypes.length > 0) conditions.push(arrayOverlaps(staffLists.mediaTypes, mediaTypes));
  if (query.createdBy !== undefined) conditions.push(eq(employees.uri, query.createdBy));
  if (query.employeeId !== undefined) conditions.push(eq(employees.id, query.employeeId));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(summaryColumns)
      .from(staffLists)
      .innerJoin(employees, eq(employees.id, staffLists.createdById))
      .where(where)
      .orderBy(desc(staffLists.createdAt), desc(staffLists.id))
      .offset(query.from ?? 0)
      .limit(query.size ?? 24),
    ctx.db
      .select({ total: count() })
      .from(staffLists)
      .innerJoin(employees, eq(employees.id, staffLists.createdById))
      .where(where),
  ]);
  const counts = await itemCounts(
    ctx,
    rows.map((r) => r.id),
  );
  return { hits: rows.map((row) => presentSummary(row, counts.get(row.id) ?? 0)), total };
}

/** One published list with its works in list order, or null for an unknown, non-numeric or draft id. */
export async function getStaffList(ctx: ServiceContext, rawId: string): Promise<StaffListDto | null> {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const [row] = await ctx.db
    .select(summaryColumns)
    .from(staffLists)
    .innerJoin(employees, eq(employees.id, staffLists.createdById))
    .where(and(eq(staffLists.id, Number(rawId)), eq(staffLists.status, 'published')))
    .limit(1);
  if (!row) return null;
  const items = await ctx.db
    .select({ workId: staffListItems.workId })
    .from(staffListItems)
    .where(eq(staffListItems.listId, row.id))
    .orderBy(asc(staffListItems.position));
  const listWorks = await loadWorkSummaries(
    ctx,
    items.map((i) => i.workId),
  );
  return { ...presentSummary(row, items.length), works: listWorks };
}

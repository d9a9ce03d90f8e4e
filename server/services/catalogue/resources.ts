// Catalogue resources (SPEC §7 /api/resources/…): publications by ids, by work uris and by subjects, one publication, series and serials.
import { sql } from 'drizzle-orm';
import { ADDITIONAL_MEDIA_TYPES, catalogueEntityPath, subjectFromUri, workPath } from '#core/catalogue.ts';
import { codedError } from '#server/services/coded-error.ts';
import type { ServiceContext } from '../context.ts';
import { loadBranches } from './branches.ts';
import { presentPublication, presentWork, type PublicationDto, type WorkDto } from './presenters.ts';
import { intArray, jsonValue, rows, textArray } from './sql.ts';
import { loadPublications, loadWorks } from './work-loader.ts';

export const MAX_RESOURCE_IDS = 1000;

/** A publication with the work it belongs to (without the work's other editions). */
export interface PublicationWithWork extends PublicationDto {
  work: Omit<WorkDto, 'publications' | 'availability'>;
}

async function withWorks(ctx: ServiceContext, publications: PublicationDto[]): Promise<PublicationWithWork[]> {
  const [branches, works] = await Promise.all([
    loadBranches(ctx),
    // A withdrawn publication (a like, a list entry) still names its work, drawn from an edition in the collection if any.
    loadWorks(ctx, [...new Set(publications.map((p) => p.workId))], { maxPublications: 1, includeWithdrawn: true }),
  ]);
  const byId = new Map(
    works.map((w) => {
      const { publications: _p, availability: _a, ...work } = presentWork(w, branches);
      return [w.id, work] as const;
    }),
  );
  return publications.flatMap((p) => {
    const work = byId.get(p.workId);
    return work ? [{ ...p, work }] : [];
  });
}

/** Publications by record id (the ids likes and favourites store), in the order asked; unknown ids are listed in `missing`. */
export async function publicationsByIds(
  ctx: ServiceContext,
  ids: readonly string[],
): Promise<{ publications: PublicationWithWork[]; missing: string[] }> {
  const unique = [...new Set(ids)];
  const [branches, found] = await Promise.all([
    loadBranches(ctx),
    loadPublications(ctx, sql`p.record_id = any(${textArray(unique)})`),
  ]);
  const byRecord = new Map(found.map((p) => [p.recordId, presentPublication(p, branches)]));
  const ordered = unique.map((id) => byRecord.get(id)).filter((p): p is PublicationDto => p !== undefined);
  return { publications: await withWorks(ctx, ordered), missing: unique.filter((id) => !byRecord.has(id)) };
}

export interface ByWorkUrisOptions {
  /** languages_{code} and mediaType_{type} filters (SPEC §7). */
  languages: string[];
  mediaTypes: string[];
  /** sort=created:desc: newest acquisitions first; otherwise the order of the uris. */
  sortCreatedDesc: boolean;
  excludeAdditionalMediaTypes: boolean;
}

/**
 * One preferred publication per work uri (for lists of works): the filters narrow the editions, audio and
 * e-book editions can be left out, and the newest main edition wins. Works without a matching edition are left out.
 */
export async function publicationByWorkUris(
  ctx: ServiceContext,
  uris: readonly string[],
  options: ByWorkUrisOptions,
): Promise<{ publications: PublicationWithWork[] }> {
  const unique = [...new Set(uris)];
  const conditions = [sql`w.uri = any(${textArray(unique)})`];
  if (options.languages.length > 0) conditions.push(sql`p.language = any(${textArray(options.languages)})`);
  if (options.mediaTypes.length > 0) conditions.push(sql`p.media_type = any(${textArray(options.mediaTypes)})`);
  if (options.excludeAdditionalMediaTypes)
    conditions.push(sql`not (p.media_type = any(${textArray(ADDITIONAL_MEDIA_TYPES)}))`);
  const chosen = await rows<{ id: number; uri: string; createdAt: string }>(
    ctx,
    sql`select distinct on (w.id) p.id, w.uri, p.created_at as "createdAt"
        from works w join publications p on p.work_id = w.id
        where ${sql.join(conditions, sql` and `)}
        order by w.id, (p.withdrawn_at is not null), (p.media_type in ('Lydbok', 'E-bok')), p.publication_year desc nulls last, p.id`,
  );
  if (options.sortCreatedDesc)
    chosen.sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)) || b.id - a.id);
  else chosen.sort((a, b) => unique.indexOf(a.uri) - unique.indexOf(b.uri));
  const [branches, found] = await Promise.all([
    loadBranches(ctx),
    loadPublications(ctx, sql`p.id = any(${intArray(chosen.map((c) => c.id))})`),
  ]);
  const byId = new Map(found.map((p) => [p.id, presentPublication(p, branches)]));
  const ordered = chosen.map((c) => byId.get(c.id)).filter((p): p is PublicationDto => p !== undefined);
  return { publications: await withWorks(ctx, ordered) };
}

const SUBJECT_HITS_LIMIT = 100;

/** Works about any of the subjects (labels or subject uris), newest first; SPEC §7: the caller reads `hits`. */
export async function publicationBySubjectUris(
  ctx: ServiceContext,
  ids: readonly string[],
): Promise<{ total: number; hits: { work: WorkDto }[] }> {
  const subjects = ids.map((id) => subjectFromUri(id));
  const bad = ids.find((_, i) => subjects[i] === null);
  if (bad !== undefined) throw codedError('invalid', 'invalid_subject', { subject: bad });
  const folded = (subjects as string[]).map((s) => s.toLowerCase());
  const found = await rows<{ id: number; total: number }>(
    ctx,
    sql`select w.id, count(*) over ()::int as total from works w
        where exists (select 1 from unnest(w.subjects) s where lower(s) = any(${textArray(folded)}))
          and not coalesce((select bool_and(p.withdrawn_at is not null) from publications p where p.work_id = w.id), false)
        order by w.created_at desc, w.id desc limit ${SUBJECT_HITS_LIMIT}`,
  );
  const [branches, works] = await Promise.all([
    loadBranches(ctx),
    loadWorks(
      ctx,
      found.map((r) => r.id),
      { maxPublications: 6 },
    ),
  ]);
  return { total: found[0]?.total ?? 0, hits: works.map((w) => ({ work: presentWork(w, branches) })) };
}

interface RecommendationDto {
  id: number;
  kind: 'recommendation' | 'review';
  status: string;
  title: string;
  text: string;
  created: string;
  createdBy: { id: string; employeeId: number; name: string; title: string };
}

async function recommendationsFor(
  ctx: ServiceContext,
  workId: number,
  draftId: number | null,
): Promise<RecommendationDto[]> {
  // SPEC §7 showDraftRecommendationById: a draft is shown only when asked for by id (a preview for its author).
  const draft = draftId !== null ? sql`or r.id = ${draftId}` : sql``;
  const found = await rows<{
    id: number;
    kind: 'recommendation' | 'review';
    status: string;
    title: string;
    text: string;
    created: string;
    uri: string;
    employeeId: number;
    name: string;
    employeeTitle: string;
  }>(
    ctx,
    sql`select r.id, r.kind, r.status, r.title, r.text, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created,
          e.uri, e.id as "employeeId", e.name, e.title as "employeeTitle"
        from recommendations r join employees e on e.id = r.employee_id
        where r.work_id = ${workId} and (r.status = 'published' ${draft})
        order by r.created_at desc, r.id desc`,
  );
  return found.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    title: r.title,
    text: r.text,
    created: r.created,
    createdBy: { id: r.uri, employeeId: r.employeeId, name: r.name, title: r.employeeTitle },
  }));
}

interface ItemDto {
  barcode: string;
  branch: { id: number; slug: string; name: string };
  shelfLocation: string;
  status: string;
  loanable: boolean;
  reservable: boolean;
  dueDate: string | null;
}

async function itemsOf(ctx: ServiceContext, publicationIds: number[]): Promise<Map<number, ItemDto[]>> {
  const found = await rows<{
    publicationId: number;
    barcode: string;
    libraryId: number;
    slug: string;
    name: string;
    shelfLocation: string;
    status: string;
    loanable: boolean;
    reservable: boolean;
    dueDate: string | null;
  }>(
    ctx,
    sql`select i.publication_id as "publicationId", i.barcode, l.id as "libraryId", l.slug, l.name, i.shelf_location as "shelfLocation",
          i.status, i.loanable, i.reservable,
          (select to_char(lo.due_date, 'YYYY-MM-DD') from loans lo where lo.item_id = i.id and lo.returned_at is null limit 1) as "dueDate"
        from items i join libraries l on l.id = i.library_id
        where i.publication_id = any(${intArray(publicationIds)}) and i.status not in ('lost', 'discarded')
        order by l.name, i.id`,
  );
  const map = new Map<number, ItemDto[]>();
  for (const r of found) {
    const list = map.get(r.publicationId) ?? [];
    list.push({
      barcode: r.barcode,
      branch: { id: r.libraryId, slug: r.slug, name: r.name },
      shelfLocation: r.shelfLocation,
      status: r.status,
      loanable: r.loanable,
      reservable: r.reservable,
      dueDate: r.dueDate,
    });
    map.set(r.publicationId, list);
  }
  return map;
}

export interface WorkDetail {
  /** The work with its editions in the collection (withdrawn ones are neither listed nor counted). */
  work: WorkDto;
  /**
   * Editions the source system withdrew (issue #17). Their rows stay, so likes, lists and loan history still lead
   * here; when they are all the work has, `work.withdrawn` is true and the page says the title has left the collection.
   */
  withdrawnEditions: PublicationDto[];
  /** Copies per edition (publication id → copies), for the availability table. */
  items: Record<string, ItemDto[]>;
  recommendations: RecommendationDto[];
  /** Other works in the same series, in series order. */
  seriesWorks: { id: number; title: string; position: number | null; path: string }[];
}

const MAX_DETAIL_EDITIONS = 60;

/** A work with every edition, its copies and published recommendations; null for an unknown id. */
export async function getWorkDetail(
  ctx: ServiceContext,
  rawId: string,
  options: { showDraftRecommendationById?: number | null } = {},
): Promise<WorkDetail | null> {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const [branches, [row]] = await Promise.all([
    loadBranches(ctx),
    loadWorks(ctx, [Number(rawId)], { maxPublications: MAX_DETAIL_EDITIONS, includeWithdrawn: true }),
  ]);
  if (!row) return null;
  const work = presentWork({ ...row, publications: row.publications.filter((p) => !p.withdrawn) }, branches);
  const withdrawnEditions = row.publications.filter((p) => p.withdrawn).map((p) => presentPublication(p, branches));
  const [items, recommendations, seriesWorks] = await Promise.all([
    itemsOf(
      ctx,
      work.publications.map((p) => p.id),
    ),
    recommendationsFor(ctx, work.id, options.showDraftRecommendationById ?? null),
    row.workSeriesId === null
      ? Promise.resolve([])
      : rows<{ id: number; title: string; position: number | null }>(
          ctx,
          sql`select id, title, work_series_position as position from works where work_series_id = ${row.workSeriesId}
              order by work_series_position nulls last, id`,
        ),
  ]);
  return {
    work,
    withdrawnEditions,
    items: Object.fromEntries([...items.entries()].map(([id, list]) => [String(id), list])),
    recommendations,
    seriesWorks: seriesWorks.map((w) => ({ ...w, path: workPath(w.title, w.id) })),
  };
}

/** SPEC §7 GET /api/resources/publication/{id}: the publication (by record id) with its work, all editions, copies and recommendations. */
export async function getPublication(
  ctx: ServiceContext,
  recordId: string,
  options: { showDraftRecommendationById?: number | null } = {},
) {
  const [found] = await rows<{ id: number; workId: number }>(
    ctx,
    sql`select id, work_id as "workId" from publications where record_id = ${recordId}`,
  );
  if (!found) throw codedError('not_found', 'publication_not_found');
  const detail = await getWorkDetail(ctx, String(found.workId), options);
  if (!detail) throw codedError('not_found', 'publication_not_found');
  let publication =
    detail.work.publications.find((p) => p.id === found.id) ?? detail.withdrawnEditions.find((p) => p.id === found.id);
  if (!publication) {
    const branches = await loadBranches(ctx);
    const [row] = await loadPublications(ctx, sql`p.id = ${found.id}`);
    publication = presentPublication(row, branches);
  }
  return { publication, ...detail };
}

export interface SeriesDetail {
  id: number;
  kind: 'workSeries' | 'publisherSeries';
  name: string;
  description: string;
  publisher: string | null;
  path: string;
  works: (WorkDto & { seriesPosition: number | null })[];
}

/** SPEC §7 GET /api/resources/workseries/{id}: a series with its works in series order. */
export async function getWorkSeries(ctx: ServiceContext, rawId: string): Promise<SeriesDetail | null> {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const [series] = await rows<{ id: number; name: string; description: string }>(
    ctx,
    sql`select id, name, description from work_series where id = ${Number(rawId)}`,
  );
  if (!series) return null;
  const members = await rows<{ id: number; position: number | null }>(
    ctx,
    sql`select id, work_series_position as position from works where work_series_id = ${series.id} order by work_series_position nulls last, id`,
  );
  const [branches, works] = await Promise.all([
    loadBranches(ctx),
    loadWorks(
      ctx,
      members.map((m) => m.id),
      { maxPublications: 6 },
    ),
  ]);
  const position = new Map(members.map((m) => [m.id, m.position]));
  return {
    id: series.id,
    kind: 'workSeries',
    name: series.name,
    description: series.description,
    publisher: null,
    path: catalogueEntityPath('serie', series.name, series.id),
    works: works.map((w) => ({ ...presentWork(w, branches), seriesPosition: position.get(w.id) ?? null })),
  };
}

/** A publisher series (forlagsserie) with the works of its editions, in series number order. */
export async function getPublisherSeries(ctx: ServiceContext, rawId: string): Promise<SeriesDetail | null> {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const [series] = await rows<{ id: number; name: string; publisher: string }>(
    ctx,
    sql`select id, name, publisher from publisher_series where id = ${Number(rawId)}`,
  );
  if (!series) return null;
  const members = await rows<{ id: number; position: number | null }>(
    ctx,
    sql`select work_id as id, min(publisher_series_number) as position from publications where publisher_series_id = ${series.id}
        group by work_id order by 2 nulls last, 1`,
  );
  const [branches, works] = await Promise.all([
    loadBranches(ctx),
    loadWorks(
      ctx,
      members.map((m) => m.id),
      { maxPublications: 6 },
    ),
  ]);
  const position = new Map(members.map((m) => [m.id, m.position]));
  return {
    id: series.id,
    kind: 'publisherSeries',
    name: series.name,
    description: `Forlagsserie fra ${series.publisher}`,
    publisher: series.publisher,
    path: catalogueEntityPath('forlagsserie', series.name, series.id),
    works: works.map((w) => ({ ...presentWork(w, branches), seriesPosition: position.get(w.id) ?? null })),
  };
}

export interface SerialDto {
  id: number;
  title: string;
  issn: string | null;
  publisher: string;
  description: string;
  workId: number | null;
  /** SPEC §2 filter issuesByYear: how many issues the library holds per year, newest first. */
  issuesByYear: { year: number; count: number }[];
}

/** SPEC §7 GET /api/resources/serial/{id}. */
export async function getSerial(ctx: ServiceContext, rawId: string): Promise<SerialDto | null> {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  return jsonValue<SerialDto | null>(
    ctx,
    sql`select json_build_object('id', s.id, 'title', s.title, 'issn', s.issn, 'publisher', s.publisher, 'description', s.description,
          'workId', (select min(p.work_id) from publications p where p.serial_id = s.id),
          'issuesByYear', coalesce((select json_agg(json_build_object('year', y.year, 'count', y.n) order by y.year desc)
            from (select publication_year as year, count(*)::int as n from publications where serial_id = s.id and publication_year is not null group by 1) y), '[]'::json)
        ) as data from serials s where s.id = ${Number(rawId)}`,
  );
}

/** SPEC §7 GET /api/resources/serial/{id}/publications: the issues, newest first, optionally of one year. */
export async function getSerialPublications(
  ctx: ServiceContext,
  rawId: string,
  year: number | null,
): Promise<{ publications: PublicationDto[] } | null> {
  const serial = await getSerial(ctx, rawId);
  if (!serial) return null;
  const yearCondition = year !== null ? sql`and p.publication_year = ${year}` : sql``;
  const [branches, found] = await Promise.all([
    loadBranches(ctx),
    loadPublications(ctx, sql`p.serial_id = ${serial.id} ${yearCondition}`),
  ]);
  const sorted = found.sort(
    (a, b) =>
      (b.publicationYear ?? 0) - (a.publicationYear ?? 0) || String(b.issueLabel).localeCompare(String(a.issueLabel)),
  );
  return { publications: sorted.map((p) => presentPublication(p, branches)) };
}

// Loads works with creators, editions and copies in one statement (one JSON value: cheap to decode on PGlite too).
import { sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { creatorOrder, workCreators } from './creator-order.ts';
import { intArray, jsonValue } from './sql.ts';
import type { PublicationRow, WorkRow } from './presenters.ts';

/** JSON of one publication row `p` (with its copies as [libraryId, status, dueDate] tuples). */
const publicationJson = sql`json_build_object(
  'id', p.id, 'recordId', p.record_id, 'workId', p.work_id, 'title', p.title, 'mediaType', p.media_type,
  'format', p.format, 'language', p.language, 'publicationYear', p.publication_year, 'publisher', p.publisher,
  'isbn', p.isbn, 'ean', p.ean, 'isbns', p.isbns, 'edition', p.edition, 'links', p.links, 'withdrawn', p.withdrawn_at is not null,
  'extent', p.extent, 'ageLimit', p.age_limit, 'coverUrl', p.cover_url,
  'publisherSeriesId', p.publisher_series_id,
  'publisherSeriesName', (select ps.name from publisher_series ps where ps.id = p.publisher_series_id),
  'publisherSeriesNumber', p.publisher_series_number, 'serialId', p.serial_id,
  'serialTitle', (select s.title from serials s where s.id = p.serial_id),
  'issueLabel', p.issue_label, 'remoteReservable', p.remote_reservable, 'createdAt', p.created_at,
  'items', coalesce((select json_agg(json_build_array(i.library_id, i.status,
      (select l.due_date from loans l where l.item_id = i.id and l.returned_at is null limit 1)) order by i.id)
    from items i where i.publication_id = p.id), '[]'::json))`;

/** Editions shown first: in the collection (withdrawn ones last), main media types, then newest. */
const publicationOrder = sql`(p.withdrawn_at is not null), (p.media_type in ('Lydbok', 'E-bok')), p.publication_year desc nulls last, p.id`;

export interface LoadWorksOptions {
  /** Only these editions per work (search hits show the editions that matched the filters). */
  publicationIds?: ReadonlyMap<number, readonly number[]>;
  /** At most this many editions per work (periodicals have many issues). */
  maxPublications?: number;
  /**
   * Also editions the source system withdrew (issue #17: out of the collection, their rows kept for loans, likes and
   * lists), after the others. Left out by default: a withdrawn edition is neither listed nor counted.
   */
  includeWithdrawn?: boolean;
}

/** Works by id, in the order given; unknown ids are left out. */
export async function loadWorks(
  ctx: ServiceContext,
  workIds: readonly number[],
  options: LoadWorksOptions = {},
): Promise<WorkRow[]> {
  if (workIds.length === 0) return [];
  const allowed = options.publicationIds ? [...options.publicationIds.values()].flat() : null;
  const pubFilter: SQL = sql`${allowed ? sql`and p.id = any(${intArray(allowed)})` : sql``} ${options.includeWithdrawn ? sql`` : sql`and p.withdrawn_at is null`}`;
  const limit: SQL = options.maxPublications ? sql`limit ${options.maxPublications}` : sql``;
  const found = await jsonValue<WorkRow[] | null>(
    ctx,
    sql`select json_agg(json_build_object(
        'id', w.id, 'uri', w.uri, 'title', w.title, 'subtitle', w.subtitle, 'originalTitle', w.original_title,
        'description', w.description, 'firstPublicationYear', w.first_publication_year, 'fiction', w.fiction,
        'audience', w.audience, 'genres', w.genres, 'subjects', w.subjects, 'compositionTypes', w.composition_types,
        'workSeriesId', w.work_series_id, 'workSeriesName', (select s.name from work_series s where s.id = w.work_series_id),
        'workSeriesPosition', w.work_series_position, 'createdAt', w.created_at,
        'variantTitles', w.variant_titles, 'contents', w.contents,
        'withdrawn', coalesce((select bool_and(p.withdrawn_at is not null) from publications p where p.work_id = w.id), false),
        'creators', coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'kind', a.kind, 'role', wa.role, 'lead', wa.lead)
            order by ${creatorOrder})
          from ${workCreators(sql`w.id`)} wa join agents a on a.id = wa.agent_id), '[]'::json),
        'publications', coalesce((select json_agg(x.pub) from (
            select ${publicationJson} as pub from publications p where p.work_id = w.id ${pubFilter}
            order by ${publicationOrder} ${limit}) x), '[]'::json)
      )) as data
      from works w where w.id = any(${intArray(workIds)})`,
  );
  const byId = new Map((found ?? []).map((w) => [w.id, w]));
  return workIds.map((id) => byId.get(id)).filter((w): w is WorkRow => w !== undefined);
}

/** Publications by id with their copies, in the order given. */
export async function loadPublications(ctx: ServiceContext, where: SQL): Promise<PublicationRow[]> {
  const found = await jsonValue<PublicationRow[] | null>(
    ctx,
    sql`select json_agg(${publicationJson} order by ${publicationOrder}) as data from publications p where ${where}`,
  );
  return found ?? [];
}

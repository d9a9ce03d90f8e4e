// The title shown beside a loan, reservation or picking-list line: record id, title, author, media type, cover, work link.
import { eq, sql } from 'drizzle-orm';
import { workPath } from '#core/catalogue.ts';
import { formatNameList } from '#core/name-list.ts';
import { publications, works } from '#server/db/schema.ts';
import type { TitleDto } from '#server/ports/library-system.ts';
import { creatorNames } from '../catalogue/creator-order.ts';

export type { TitleDto };

/** Columns to select (join publications and works) for presentTitle. */
export const titleColumns = {
  publicationId: publications.id,
  recordId: publications.recordId,
  title: publications.title,
  mediaType: publications.mediaType,
  coverUrl: publications.coverUrl,
  workId: works.id,
  // Names one by one in the work page's order (creator_names is search text: names joined by spaces).
  creators: creatorNames(sql`${works.id}`),
} as const;

export const worksOfPublications = eq(works.id, publications.workId);

export interface TitleRow {
  publicationId: number;
  recordId: string;
  title: string;
  mediaType: string;
  coverUrl: string | null;
  workId: number;
  creators: readonly string[];
}

export function presentTitle(row: TitleRow): TitleDto {
  return {
    recordId: row.recordId,
    title: row.title,
    author: formatNameList(row.creators) || null,
    mediaType: row.mediaType,
    coverUrl: row.coverUrl,
    workPath: workPath(row.title, row.workId),
  };
}

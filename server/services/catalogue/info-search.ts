// Search in libraries, library services and content pages (SPEC §7 GET /api/search/info?page&q, route /sok-info).
import { sql } from 'drizzle-orm';
import { searchTerms } from '#core/search-syntax.ts';
import type { ServiceContext } from '../context.ts';
import { TS_CONFIG, normalisedText, rows, textArray } from './sql.ts';

const INFO_PAGE_SIZE = 20;

type InfoHitType = 'library' | 'service' | 'page';

interface InfoHit {
  type: InfoHitType;
  typeLabel: string;
  id: number;
  title: string;
  lead: string;
  path: string;
}

export interface InfoSearchResult {
  q: string;
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  hits: InfoHit[];
}

const TYPE_LABELS: Record<InfoHitType, string> = { library: 'Bibliotek', service: 'Tjeneste', page: 'Side' };

/**
 * Every typed word must occur (stemmed and accent-folded, so 'grunerlokka' finds Grünerløkka); a title that
 * equals or starts with the query ranks first. With no word matching, titles spelt similarly are tried.
 */
export async function searchInfo(
  ctx: ServiceContext,
  input: { q: string; page: number; pageSize?: number },
): Promise<InfoSearchResult> {
  const q = input.q.trim();
  const pageSize = input.pageSize ?? INFO_PAGE_SIZE;
  const terms = searchTerms(q);
  const all = terms.length === 0;
  const tsq = sql`plainto_tsquery(${TS_CONFIG}, ${terms.join(' ')})`;
  const docs = sql`(
      select 'library' as type, l.id, l.name as title, l.address || ', ' || l.postal_code || ' ' || l.city as lead,
        '/bibliotekene/' || l.slug as path,
        setweight(to_tsvector(${TS_CONFIG}, l.name || ' ' || replace(l.slug, '-', ' ')), 'A') || setweight(to_tsvector(${TS_CONFIG}, l.address || ' ' || l.description || ' ' || text_array_to_string(l.facilities)), 'C') as doc
      from libraries l
      union all
      select 'service', s.id, s.title, s.lead, '/vi-tilbyr/' || s.id,
        setweight(to_tsvector(${TS_CONFIG}, s.title), 'A') || setweight(to_tsvector(${TS_CONFIG}, s.lead || ' ' || s.service_form), 'B') || setweight(to_tsvector(${TS_CONFIG}, s.description), 'C')
      from library_services s where s.published
      union all
      select 'page', pg.id, pg.title, pg.lead, '/' || pg.slug,
        setweight(to_tsvector(${TS_CONFIG}, pg.title), 'A') || setweight(to_tsvector(${TS_CONFIG}, pg.lead || ' ' || text_array_to_string(pg.tags)), 'B') || setweight(to_tsvector(${TS_CONFIG}, pg.sections::text), 'D')
      from pages pg where pg.published
    ) d`;
  const order = sql`(case when ${normalisedText(sql`d.title`)} = ${normalisedText(sql`${q}`)} then 2
      when ${normalisedText(sql`d.title`)} like ${normalisedText(sql`${q}`)} || '%' then 1 else 0 end) desc,
    ts_rank_cd(d.doc, ${tsq}) desc, d.type, d.title`;
  const offset = (input.page - 1) * pageSize;
  type Row = InfoHit & { total: number };
  let found = await rows<Row>(
    ctx,
    all
      ? sql`select d.type, d.id, d.title, d.lead, d.path, count(*) over ()::int as total from ${docs}
            order by d.type, d.title limit ${pageSize} offset ${offset}`
      : sql`select d.type, d.id, d.title, d.lead, d.path, count(*) over ()::int as total from ${docs}
            where d.doc @@ ${tsq} order by ${order} limit ${pageSize} offset ${offset}`,
  );
  if (found.length === 0 && !all && input.page === 1) {
    found = await rows<Row>(
      ctx,
      sql`select d.type, d.id, d.title, d.lead, d.path, count(*) over ()::int as total from ${docs}
          where (select bool_and(word_similarity(immutable_unaccent(t), immutable_unaccent(lower(d.title))) >= 0.5) from unnest(${textArray(terms)}) as t)
          order by word_similarity(immutable_unaccent(lower(${q})), immutable_unaccent(lower(d.title))) desc, d.title limit ${pageSize}`,
    );
  }
  const total = found[0]?.total ?? 0;
  return {
    q,
    page: input.page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    hits: found.map(({ type, id, title, lead, path }) => ({
      type,
      typeLabel: TYPE_LABELS[type],
      id,
      title,
      lead,
      path,
    })),
  };
}

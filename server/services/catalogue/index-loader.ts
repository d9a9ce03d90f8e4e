// Reads the search's in-memory index (facet-index.ts) from the database (docs/decisions/015, 018): the whole
// catalogue, or the works and agents the change log names, in one snapshot. Runs in the build process of
// index-build.ts on PostgreSQL, in the request thread on the embedded database.
import { sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { AgentNames, type AgentLabel } from './agent-names.ts';
import { AgentWorksBuilder } from './agent-works.ts';
import { FacetIndexBuilder, type FacetIndex } from './facet-index.ts';
import { intArray, jsonValue, normalisedText, TS_CONFIG } from './sql.ts';
import { parseTsvector, TextPostingsBuilder } from './text-postings.ts';

/** Work ids per read while loading: bounded memory per statement, one JSON value each. */
const LOAD_BATCH = 50_000;
/** Changed works per read: bounded statements when a large import is read as changes. */
const CHANGES_BATCH = 500;
/** The whole catalogue, or the works and agents changed since a build (with the libraries that build knew). */
export type LoadScope =
  { all: true } | { all: false; works: readonly number[]; agents: readonly number[]; libraries: readonly number[] };

/** An index and the snapshot it reflects: every change-log row of a transaction below `xmin` is in it. */
export interface Loaded {
  index: FacetIndex;
  xmin: string;
}

interface WorkBatch {
  id: number[];
  title: string[];
  created: number[];
  seriesPosition: (number | null)[];
  firstYear: (number | null)[];
  fiction: boolean[];
  audience: string[];
  genres: string[][];
  /** Per work: search_vector as text ('lexeme':1A,5C …), parsed by parseTsvector. */
  vector: string[];
  /** Per work: the subjects' own vector (the subject command emne:), as text. */
  subjects: string[];
  titleHash: number[];
  titleLength: number[];
  foldedTitle: string[];
  originalHash: number[];
  originalLength: number[];
}

interface PublicationBatch {
  id: number[];
  work: number[];
  media: string[];
  language: string[];
  format: string[];
  year: (number | null)[];
  serial: boolean[];
  holdings: number[][];
  available: number[][];
  online: boolean[];
}

/**
 * Reads the scope in one snapshot (repeatable read). Works are read in id order, so ordinals follow ids (the
 * tie-breaker of autocomplete's first cut).
 */
export async function loadIndex(ctx: Pick<ServiceContext, 'db'>, scope: LoadScope): Promise<Loaded> {
  return ctx.db.transaction(
    async (tx) => {
      const t = { db: tx as unknown as ServiceContext['db'] };
      const snapshot = await jsonValue<{
        xmin: string;
        watermark: number;
        libraries: number[] | null;
        min: number | null;
        max: number | null;
      }>(
        t,
        sql`select json_build_object('xmin', pg_snapshot_xmin(pg_current_snapshot())::text,
              'watermark', ${scope.all ? sql`(select coalesce(max(holdings_version), 0) from publications)` : sql`0`},
              'libraries', ${scope.all ? sql`(select json_agg(id) from libraries)` : sql`null`},
              'min', (select min(id) from works), 'max', (select max(id) from works)) as data`,
      );
      const builder = new FacetIndexBuilder(scope.all ? (snapshot.libraries ?? []) : scope.libraries);
      const text = new TextPostingsBuilder();
      // Which works each read covers: id ranges of the whole catalogue, or batches of the changed ids.
      const workBatches: ((column: SQL) => SQL)[] = [];
      if (scope.all) {
        for (let from = snapshot.min ?? 1; snapshot.max !== null && from <= snapshot.max; from += LOAD_BATCH) {
          const to = from + LOAD_BATCH - 1;
          workBatches.push((column) => sql`${column} between ${from} and ${to}`);
        }
      } else {
        const ids = [...scope.works].sort((a, b) => a - b);
        for (let at = 0; at < ids.length; at += CHANGES_BATCH) {
          const batch = ids.slice(at, at + CHANGES_BATCH);
          workBatches.push((column) => sql`${column} = any(${intArray(batch)})`);
        }
      }
      for (const inBatch of workBatches) {
        // Lexemes, those in title or creators (weight A), and what the exact-title check compares (search.ts workMatch).
        const works = await jsonValue<WorkBatch | null>(
          t,
          sql`select json_build_object('id', json_agg(id), 'title', json_agg(title), 'created', json_agg(created), 'seriesPosition', json_agg(work_series_position),
                'firstYear', json_agg(first_publication_year), 'fiction', json_agg(fiction),
                'audience', json_agg(audience), 'genres', json_agg(genres), 'vector', json_agg(vector), 'subjects', json_agg(subject_vector),
                'titleHash', json_agg(title_hash), 'titleLength', json_agg(title_length), 'foldedTitle', json_agg(folded_title),
                'originalHash', json_agg(original_hash), 'originalLength', json_agg(original_length)) as data
              from (select id, title, (extract(epoch from created_at) * 1000000)::bigint as created, work_series_position, first_publication_year,
                      fiction, audience, genres,
                      search_vector::text as vector, to_tsvector(${TS_CONFIG}, text_array_to_string(subjects))::text as subject_vector,
                      hashtext(${normalisedText(sql`title`)}) as title_hash, length(title) as title_length,
                      immutable_unaccent(lower(title)) as folded_title,
                      hashtext(${normalisedText(sql`coalesce(original_title, '')`)}) as original_hash, length(coalesce(original_title, '')) as original_length
                    from works where ${inBatch(sql`id`)} order by id) w
              having count(*) > 0`,
        );
        if (!works) continue;
        works.id.forEach((id, i) => {
          const ord = builder.addWork({
            id,
            title: works.title[i],
            createdAt: works.created[i],
            seriesPosition: works.seriesPosition[i],
            firstYear: works.firstYear[i],
            fiction: works.fiction[i],
            audience: works.audience[i],
            genres: works.genres[i],
          });
          text.addWork(ord, {
            ...parseTsvector(works.vector[i]),
            subjectLexemes: parseTsvector(works.subjects[i]).lexemes,
            titleHash: works.titleHash[i],
            titleLength: works.titleLength[i],
            foldedTitle: works.foldedTitle[i],
            originalHash: works.originalHash[i],
            originalLength: works.originalLength[i],
          });
        });
        // A withdrawn publication is never found (the index holds none); one with links is online (search-sql.ts):
        // the change log names the work when either changes (migration 0025).
        const pubs = await jsonValue<PublicationBatch | null>(
          t,
          sql`select json_build_object('id', json_agg(id), 'work', json_agg(work_id), 'media', json_agg(media_type),
                'language', json_agg(language), 'format', json_agg(format), 'year', json_agg(publication_year),
                'serial', json_agg(serial_id is not null), 'holdings', json_agg(holding_branch_ids), 'available', json_agg(available_branch_ids),
                'online', json_agg(links <> '[]'::jsonb)) as data
              from publications where ${inBatch(sql`work_id`)} and withdrawn_at is null
              having count(*) > 0`,
        );
        if (!pubs) continue;
        pubs.id.forEach((id, i) => {
          const added = builder.addPublication({
            id,
            workId: pubs.work[i],
            mediaType: pubs.media[i],
            language: pubs.language[i],
            format: pubs.format[i],
            year: pubs.year[i],
            serial: pubs.serial[i],
            holdings: pubs.holdings[i],
            available: pubs.available[i],
            online: pubs.online[i],
          });
          if (!added) throw new Error(`publication ${id} refers to a work or library outside the snapshot`);
        });
      }
      // Agents in the first cut's order (autocomplete.ts): length, then id; lower() as ILIKE compares.
      const agents = await jsonValue<(AgentLabel & { lower: string })[] | null>(
        t,
        sql`select json_agg(json_build_object('id', id, 'kind', kind, 'name', name, 'folded', immutable_unaccent(lower(name)),
              'lower', lower(name), 'birthYear', birth_year, 'deathYear', death_year) order by length(name), id) as data
            from agents ${scope.all ? sql`` : sql`where id = any(${intArray(scope.agents)})`}`,
      );
      const names = AgentNames.build(
        (agents ?? []).map(({ lower: _, ...label }) => label),
        (agents ?? []).map((a) => a.lower),
      );
      const roles = new AgentWorksBuilder();
      // Who made what: by agent id ranges for the whole catalogue, by the changed works otherwise.
      const roleBatches: ((column: SQL) => SQL)[] = [];
      if (scope.all) {
        const range = await jsonValue<{ min: number | null; max: number | null }>(
          t,
          sql`select json_build_object('min', min(agent_id), 'max', max(agent_id)) as data from work_agents`,
        );
        for (let from = range.min ?? 1; range.max !== null && from <= range.max; from += LOAD_BATCH) {
          const to = from + LOAD_BATCH - 1;
          roleBatches.push(() => sql`agent_id between ${from} and ${to}`);
        }
      } else roleBatches.push(...workBatches.map((inBatch) => () => inBatch(sql`work_id`)));
      for (const inBatch of roleBatches) {
        const made = await jsonValue<{ agent: number[]; work: number[]; role: string[]; position: number[] } | null>(
          t,
          sql`select json_build_object('agent', json_agg(agent_id), 'work', json_agg(work_id), 'role', json_agg(role), 'position', json_agg(position)) as data
              from work_agents where ${inBatch(sql``)} having count(*) > 0`,
        );
        made?.agent.forEach((agentId, i) => {
          const ord = builder.workOrd(made.work[i]);
          if (ord < 0) throw new Error(`work_agents refers to work ${made.work[i]} outside the snapshot`);
          roles.add(agentId, ord, made.role[i], made.position[i]);
        });
      }
      const index = builder.build(snapshot.watermark, {
        text: text.build(),
        names,
        roles: roles.build(builder.workCount),
      });
      return { index, xmin: snapshot.xmin };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

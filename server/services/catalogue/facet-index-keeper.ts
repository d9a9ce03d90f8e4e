// Loads the search's in-memory facet index (facet-index.ts) from the database and keeps it current
// (docs/decisions/015): copies' holdings changes are applied in place every poll; a change of works,
// publications or libraries (catalogue_version, migration 0012) drops the index until a rebuild has finished,
// and until then the search answers from SQL alone.
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import type { FacetIndex } from './facet-index.ts';
import { FacetIndexBuilder } from './facet-index.ts';
import { AgentNames, type AgentLabel } from './agent-names.ts';
import { AgentWorksBuilder } from './agent-works.ts';
import { jsonValue, normalisedText } from './sql.ts';
import { parseTsvector, TextPostingsBuilder } from './text-postings.ts';

/** Work ids per read while loading: bounded memory per statement, one JSON value each. */
const LOAD_BATCH = 50_000;
/**
 * Holdings versions come from a sequence, so a transaction that took its number earlier can commit after later
 * ones: every poll re-reads this many versions below the highest applied. The hourly rebuild is the backstop.
 */
const HOLDINGS_OVERLAP = 1_000;

export interface SearchIndexSource {
  /** The index when it matches the catalogue, else null (search.ts then uses SQL only). */
  current(): FacetIndex | null;
}

/** catalogue_version.structure: bumped in the same transaction as any change the index holds (migration 0012). */
export async function structureVersion(ctx: ServiceContext): Promise<number> {
  return Number((await jsonValue<number | null>(ctx, sql`select structure as data from catalogue_version where id = 1`)) ?? 0);
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
}

/** Reads the whole catalogue's filter columns in one snapshot (repeatable read), with the versions it reflects. */
export async function loadFacetIndex(ctx: ServiceContext): Promise<FacetIndex> {
  return ctx.db.transaction(
    async (tx) => {
      const t = { ...ctx, db: tx as unknown as ServiceContext['db'] };
      const version = await structureVersion(t);
      const watermark = Number(await jsonValue<number>(t, sql`select coalesce(max(holdings_version), 0) as data from publications`));
      const libraries = await jsonValue<number[] | null>(t, sql`select json_agg(id) as data from libraries`);
      const range = await jsonValue<{ min: number | null; max: number | null }>(t, sql`select json_build_object('min', min(id), 'max', max(id)) as data from works`);
      const builder = new FacetIndexBuilder(libraries ?? []);
      const text = new TextPostingsBuilder();
      for (let from = range.min ?? 1; range.max !== null && from <= range.max; from += LOAD_BATCH) {
        const to = from + LOAD_BATCH - 1;
        // Lexemes, those in title or creators (weight A), and what the exact-title check compares (search.ts workMatch).
        const works = await jsonValue<WorkBatch | null>(
          t,
          sql`select json_build_object('id', json_agg(id), 'title', json_agg(title), 'created', json_agg(created), 'seriesPosition', json_agg(work_series_position),
                'firstYear', json_agg(first_publication_year), 'fiction', json_agg(fiction),
                'audience', json_agg(audience), 'genres', json_agg(genres), 'vector', json_agg(vector),
                'titleHash', json_agg(title_hash), 'titleLength', json_agg(title_length), 'foldedTitle', json_agg(folded_title),
                'originalHash', json_agg(original_hash), 'originalLength', json_agg(original_length)) as data
              from (select id, title, (extract(epoch from created_at) * 1000000)::bigint as created, work_series_position, first_publication_year,
                      fiction, audience, genres,
                      search_vector::text as vector,
                      hashtext(${normalisedText(sql`title`)}) as title_hash, length(title) as title_length,
                      immutable_unaccent(lower(title)) as folded_title,
                      hashtext(${normalisedText(sql`coalesce(original_title, '')`)}) as original_hash, length(coalesce(original_title, '')) as original_length
                    from works where id between ${from} and ${to}) w
              having count(*) > 0`,
        );
        if (!works) continue;
        works.id.forEach((id, i) => {
          const ord = builder.addWork({ id, title: works.title[i], createdAt: works.created[i], seriesPosition: works.seriesPosition[i], firstYear: works.firstYear[i], fiction: works.fiction[i], audience: works.audience[i], genres: works.genres[i] });
          text.addWork(ord, {
            ...parseTsvector(works.vector[i]),
            titleHash: works.titleHash[i],
            titleLength: works.titleLength[i],
            foldedTitle: works.foldedTitle[i],
            originalHash: works.originalHash[i],
            originalLength: works.originalLength[i],
          });
        });
        const pubs = await jsonValue<PublicationBatch | null>(
          t,
          sql`select json_build_object('id', json_agg(id), 'work', json_agg(work_id), 'media', json_agg(media_type),
                'language', json_agg(language), 'format', json_agg(format), 'year', json_agg(publication_year),
                'serial', json_agg(serial_id is not null), 'holdings', json_agg(holding_branch_ids), 'available', json_agg(available_branch_ids)) as data
              from publications where work_id between ${from} and ${to}
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
          });
          if (!added) throw new Error(`publication ${id} refers to a work or library outside the snapshot`);
        });
      }
      // Agents in the first cut's order (autocomplete.ts): length, then id; lower() as ILIKE compares.
      const agents = await jsonValue<(AgentLabel & { lower: string })[] | null>(
        t,
        sql`select json_agg(json_build_object('id', id, 'kind', kind, 'name', name, 'folded', immutable_unaccent(lower(name)),
              'lower', lower(name), 'birthYear', birth_year, 'deathYear', death_year) order by length(name), id) as data
            from agents`,
      );
      const names = new AgentNames(
        (agents ?? []).map(({ lower: _, ...label }) => label),
        (agents ?? []).map((a) => a.lower),
      );
      const roles = new AgentWorksBuilder();
      const agentRange = await jsonValue<{ min: number | null; max: number | null }>(t, sql`select json_build_object('min', min(agent_id), 'max', max(agent_id)) as data from work_agents`);
      for (let from = agentRange.min ?? 1; agentRange.max !== null && from <= agentRange.max; from += LOAD_BATCH) {
        const made = await jsonValue<{ agent: number[]; work: number[]; role: string[]; position: number[] } | null>(
          t,
          sql`select json_build_object('agent', json_agg(agent_id), 'work', json_agg(work_id), 'role', json_agg(role), 'position', json_agg(position)) as data
              from work_agents where agent_id between ${from} and ${from + LOAD_BATCH - 1} having count(*) > 0`,
        );
        made?.agent.forEach((agentId, i) => {
          const ord = builder.workOrd(made.work[i]);
          if (ord < 0) throw new Error(`work_agents refers to work ${made.work[i]} outside the snapshot`);
          roles.add(agentId, ord, made.role[i], made.position[i]);
        });
      }
      return builder.build(version, watermark, { text: text.build(), names, roles: roles.build(builder.workCount) });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Applies holdings that changed since the index's watermark. False when one cannot be applied in place
 * (a publication or library the index does not know): the caller rebuilds.
 */
export async function applyHoldingsChanges(ctx: ServiceContext, index: FacetIndex): Promise<boolean> {
  const low = Math.max(0, index.holdingsWatermark - HOLDINGS_OVERLAP);
  const seen = index.recentHoldingsVersions;
  for (const version of seen) if (version <= low) seen.delete(version);
  // Versions already applied are left out (<> ALL is hashed), so a quiet poll reads nothing instead of 1,000 rows.
  const changes = await jsonValue<[number, number[], number[], number][] | null>(
    ctx,
    sql`select json_agg(json_build_array(id, holding_branch_ids, available_branch_ids, holdings_version)) as data
        from publications where holdings_version > ${low} and holdings_version <> all(${`{${[...seen].join(',')}}`}::bigint[])`,
  );
  for (const [id, holdings, available, version] of changes ?? []) {
    if (!index.updateHoldings(id, holdings, available)) return false;
    index.holdingsWatermark = Math.max(index.holdingsWatermark, version);
    seen.add(version);
  }
  return true;
}

export interface SearchIndexKeeperOptions {
  /** Below this many publications the SQL path is fast enough and no index is held. */
  minPublications: number;
  pollMs: number;
  /** A full rebuild this often, whatever changed (the backstop for a holdings change read too late). */
  resyncMs: number;
}

/** Holds the index of this process: builds it in the background, polls for changes, never blocks a search. */
export class SearchIndexKeeper implements SearchIndexSource {
  private index: FacetIndex | null = null;
  /** The catalogue version the last build (or decision not to build) saw; -1: none yet. */
  private seenVersion = -1;
  private builtAt = 0;
  private busy = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly options: SearchIndexKeeperOptions,
  ) {}

  current(): FacetIndex | null {
    return this.index;
  }

  start(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One poll: keep, update in place, or rebuild. Errors are logged; the search falls back to SQL meanwhile. */
  async refresh(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const version = await structureVersion(this.ctx);
      const due = Date.now() - this.builtAt > this.options.resyncMs;
      if (version === this.seenVersion && !due) {
        if (!this.index || (await applyHoldingsChanges(this.ctx, this.index))) return;
      }
      this.index = null;
      await this.rebuild(version);
    } catch (err) {
      this.index = null;
      this.seenVersion = -1;
      this.ctx.log.error({ err }, 'search index refresh failed; searching with SQL only');
    } finally {
      this.busy = false;
    }
  }

  private async rebuild(version: number): Promise<void> {
    const count = Number(await jsonValue<number>(this.ctx, sql`select count(*)::int as data from publications`));
    this.builtAt = Date.now();
    this.seenVersion = version;
    if (count < this.options.minPublications) return;
    const started = performance.now();
    const index = await loadFacetIndex(this.ctx);
    this.seenVersion = index.version;
    this.index = index;
    this.ctx.log.info(
      { publications: index.publicationCount, works: index.workCount, postings: index.text?.postingCount, ms: Math.round(performance.now() - started), heapMiB: Math.round(process.memoryUsage().heapUsed / 1048576) },
      'search index built',
    );
  }
}

// Loads the search's in-memory index (facet-index.ts) from the database and keeps it current (docs/decisions/015,
// 018): copies' holdings are applied in place every poll; works, publications, people and libraries changed since
// the build are read from the change log (migration 0020) every poll and held beside it, as they are now, in a small
// index of their own (live-index.ts), so a search never waits for a rebuild and finds an edit within a second or two.
// A full rebuild — when the changes grow large, a library is added or removed, or daily — is built while the live
// index keeps answering and swapped in when done; the index is never dropped.
import { sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import type { FacetIndex } from './facet-index.ts';
import { FacetIndexBuilder } from './facet-index.ts';
import { AgentNames, type AgentLabel } from './agent-names.ts';
import { AgentWorksBuilder } from './agent-works.ts';
import { LiveIndex } from './live-index.ts';
import { intArray, jsonValue, normalisedText, TS_CONFIG } from './sql.ts';
import { parseTsvector, TextPostingsBuilder } from './text-postings.ts';

/** Work ids per read while loading: bounded memory per statement, one JSON value each. */
const LOAD_BATCH = 50_000;
/**
 * Changed works per read: each read's JSON and search vectors are parsed on the request thread (~17 µs a work), so
 * a read stays under ~10 ms and requests are answered between reads.
 */
const CHANGES_BATCH = 500;
/**
 * Holdings versions come from a sequence, so a transaction that took its number earlier can commit after later
 * ones: every poll re-reads this many versions below the highest applied. The daily rebuild is the backstop.
 */
const HOLDINGS_OVERLAP = 1_000;
/** Change-log rows older than this are deleted (a process that could not poll for half of it rebuilds). */
const CHANGE_LOG_DAYS = 1;

export interface SearchIndexSource {
  /** The index (null: a small catalogue, or the first build is not done yet; search.ts then uses SQL only). */
  current(): LiveIndex | null;
  /** False until the first build is done on a catalogue that needs the index: the health endpoint says not ready. */
  ready(): boolean;
}

/** The whole catalogue, or the works and agents changed since a build (with the libraries that build knew). */
type LoadScope = { all: true } | { all: false; works: readonly number[]; agents: readonly number[]; libraries: readonly number[] };

/** An index and the snapshot it reflects: every change-log row of a transaction below `xmin` is in it. */
interface Loaded {
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
}

/** Reads the whole catalogue's filter columns in one snapshot (repeatable read), with the versions it reflects. */
export async function loadFacetIndex(ctx: ServiceContext): Promise<FacetIndex> {
  return (await loadIndex(ctx, { all: true })).index;
}

/**
 * Reads the scope in one snapshot (repeatable read). Works are read in id order, so ordinals follow ids (the
 * tie-breaker of autocomplete's first cut).
 */
async function loadIndex(ctx: ServiceContext, scope: LoadScope): Promise<Loaded> {
  return ctx.db.transaction(
    async (tx) => {
      const t = { ...ctx, db: tx as unknown as ServiceContext['db'] };
      const snapshot = await jsonValue<{ xmin: string; watermark: number; libraries: number[] | null; min: number | null; max: number | null }>(
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
          const ord = builder.addWork({ id, title: works.title[i], createdAt: works.created[i], seriesPosition: works.seriesPosition[i], firstYear: works.firstYear[i], fiction: works.fiction[i], audience: works.audience[i], genres: works.genres[i] });
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
        const pubs = await jsonValue<PublicationBatch | null>(
          t,
          sql`select json_build_object('id', json_agg(id), 'work', json_agg(work_id), 'media', json_agg(media_type),
                'language', json_agg(language), 'format', json_agg(format), 'year', json_agg(publication_year),
                'serial', json_agg(serial_id is not null), 'holdings', json_agg(holding_branch_ids), 'available', json_agg(available_branch_ids)) as data
              from publications where ${inBatch(sql`work_id`)}
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
            from agents ${scope.all ? sql`` : sql`where id = any(${intArray(scope.agents)})`}`,
      );
      const names = new AgentNames(
        (agents ?? []).map(({ lower: _, ...label }) => label),
        (agents ?? []).map((a) => a.lower),
      );
      const roles = new AgentWorksBuilder();
      // Who made what: by agent id ranges for the whole catalogue, by the changed works otherwise.
      const roleBatches: ((column: SQL) => SQL)[] = [];
      if (scope.all) {
        const range = await jsonValue<{ min: number | null; max: number | null }>(t, sql`select json_build_object('min', min(agent_id), 'max', max(agent_id)) as data from work_agents`);
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
      const index = builder.build(snapshot.watermark, { text: text.build(), names, roles: roles.build(builder.workCount) });
      return { index, xmin: snapshot.xmin };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** What changed since the last poll: works and agents to read again, and whether the whole index must be rebuilt. */
interface ChangeLogRead {
  xmin: string;
  seqs: Set<number>;
  works: number[];
  agents: number[];
  rebuild: boolean;
}

/**
 * The change-log rows of transactions from `since` on (the previous poll's xmin) that `seen` does not hold: a row of
 * an older transaction was visible to that poll, one committed later has an xid at or above its xmin. `since` null:
 * from now on (the first poll, which builds from the catalogue itself, not from its history).
 */
export async function readChangeLog(ctx: ServiceContext, since: string | null, seen: ReadonlySet<number>): Promise<ChangeLogRead> {
  const read = await jsonValue<{ xmin: string; rows: [number, string, number][] }>(
    ctx,
    sql`select json_build_object('xmin', pg_snapshot_xmin(pg_current_snapshot())::text,
          'rows', (select coalesce(json_agg(json_build_array(seq, kind, ref_id)), '[]') from search_changes
                   where xid >= ${since === null ? sql`pg_snapshot_xmin(pg_current_snapshot())` : sql`${since}::xid8`})) as data`,
  );
  const fresh = read.rows.filter(([seq]) => !seen.has(seq));
  return {
    xmin: read.xmin,
    seqs: new Set(read.rows.map(([seq]) => seq)),
    works: fresh.filter(([, kind]) => kind === 'work').map(([, , id]) => id),
    agents: fresh.filter(([, kind]) => kind === 'agent').map(([, , id]) => id),
    rebuild: fresh.some(([, kind]) => kind === 'library' || kind === 'all'),
  };
}

/**
 * Applies holdings that changed since the base's watermark (to the changes' copy of a publication where it has one).
 * False when one cannot be applied in place (a library the index does not know): the caller rebuilds.
 */
export async function applyHoldingsChanges(ctx: ServiceContext, live: LiveIndex): Promise<boolean> {
  const index = live.base;
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
    if (!live.updateHoldings(id, holdings, available)) return false;
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
  /** A full rebuild once this many works changed since the last: the changes are read again on every change. */
  rebuildAfterChanges: number;
}

/**
 * Holds the index of this process: builds it in the background, follows the change log and the holdings every
 * poll, rebuilds beside it when due. Never blocks a search and never drops the index.
 */
export class SearchIndexKeeper implements SearchIndexSource {
  private live: LiveIndex | null = null;
  private decided = false;
  /** The change log from here on is not in `live` yet (an xid8, as text; null before the first poll); with the rows already read at it. */
  private since: string | null = null;
  private seen: ReadonlySet<number> = new Set();
  private readonly changedWorks = new Set<number>();
  private readonly changedAgents = new Set<number>();
  private builtAt = 0;
  private lastPoll = Date.now();
  private lastPrune = 0;
  private busy = false;
  /** A full build running beside the live index, and its result until a poll swaps it in. */
  private building: Promise<void> | null = null;
  private built: Loaded | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly options: SearchIndexKeeperOptions,
  ) {}

  current(): LiveIndex | null {
    return this.live;
  }

  ready(): boolean {
    return this.decided;
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

  /** One poll. Errors are logged and the index is kept (a stale answer beats a minute-long SQL one); the next poll retries. */
  async refresh(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      if (this.built) this.install(this.built);
      if (!this.live) {
        // A small catalogue is counted again only when the change log moved.
        const log = await readChangeLog(this.ctx, this.since, this.seen);
        const moved = !this.decided || log.works.length > 0 || log.rebuild;
        this.since = log.xmin;
        this.seen = log.seqs;
        if (moved && (await this.largeEnough())) this.install(await loadIndex(this.ctx, { all: true }));
        this.decided = true;
        if (!this.live) return;
      }
      const log = await readChangeLog(this.ctx, this.since, this.seen);
      this.since = log.xmin;
      this.seen = log.seqs;
      this.lastPoll = Date.now();
      for (const id of log.works) this.changedWorks.add(id);
      for (const id of log.agents) this.changedAgents.add(id);
      if (log.works.length > 0 || log.agents.length > 0) await this.readChanges();
      const holdingsApplied = await applyHoldingsChanges(this.ctx, this.live);
      const due = Date.now() - this.builtAt > this.options.resyncMs || this.changedWorks.size > this.options.rebuildAfterChanges;
      if (log.rebuild || !holdingsApplied || due) this.rebuildBeside();
      await this.pruneChangeLog();
    } catch (err) {
      this.ctx.log.error({ err }, 'search index refresh failed; the index answers as it was');
      // Rows older than the log keeps may be gone: only a rebuild is sure to have them.
      if (this.live && Date.now() - this.lastPoll > (CHANGE_LOG_DAYS * 86_400_000) / 2) this.rebuildBeside();
    } finally {
      this.busy = false;
    }
  }

  private async largeEnough(): Promise<boolean> {
    const count = Number(await jsonValue<number>(this.ctx, sql`select count(*)::int as data from publications`));
    return count >= this.options.minPublications;
  }

  /** A new base: the changes since its snapshot are read by the poll that follows, from its xmin. */
  private install(loaded: Loaded): void {
    this.built = null;
    this.since = loaded.xmin;
    this.seen = new Set();
    this.changedWorks.clear();
    this.changedAgents.clear();
    this.builtAt = Date.now();
    this.live = new LiveIndex(loaded.index, null, [], new Set());
    this.ctx.log.info({ publications: loaded.index.publicationCount, works: loaded.index.workCount, heapMiB: Math.round(process.memoryUsage().heapUsed / 1048576) }, 'search index built');
  }

  /** Reads every work and agent changed since the base again, as they are now, into the index beside it. */
  private async readChanges(): Promise<void> {
    const base = (this.live as LiveIndex).base;
    const changes = await loadIndex(this.ctx, { all: false, works: [...this.changedWorks], agents: [...this.changedAgents], libraries: base.libraryIds });
    this.live = new LiveIndex(base, changes.index, this.changedWorks, new Set(this.changedAgents));
  }

  private rebuildBeside(): void {
    if (this.building) return;
    const started = performance.now();
    this.building = loadIndex(this.ctx, { all: true })
      .then((loaded) => {
        this.built = loaded;
        this.ctx.log.info({ ms: Math.round(performance.now() - started) }, 'search index rebuilt beside the live one');
      })
      .catch((err: unknown) => this.ctx.log.error({ err }, 'search index rebuild failed; the live index answers'))
      .finally(() => {
        this.building = null;
      });
  }

  /** Deletes change-log rows older than every process still needs (any process may do it: the delete is idempotent). */
  private async pruneChangeLog(): Promise<void> {
    if (Date.now() - this.lastPrune < 3_600_000) return;
    this.lastPrune = Date.now();
    await this.ctx.db.execute(sql`delete from search_changes where created_at < now() - make_interval(days => ${CHANGE_LOG_DAYS})`);
  }

  /** Resolves when a rebuild started by a poll has finished (tests). */
  async settled(): Promise<void> {
    await this.building;
  }
}

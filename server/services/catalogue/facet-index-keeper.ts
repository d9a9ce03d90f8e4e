// Loads the search's in-memory index (facet-index.ts) from the database and keeps it current (docs/decisions/015,
// 018): copies' holdings are applied in place every poll; works, publications, people and libraries changed since
// the build are read from the change log (migration 0020) every poll and held beside it, as they are now, in a small
// index of their own (live-index.ts), so a search never waits for a rebuild and finds an edit within a second or two.
// A full rebuild — when the changes grow large, a library is added or removed, or daily — is built while the live
// index keeps answering and swapped in when done; the index is never dropped.
import { sql } from 'drizzle-orm';
import type { IndexSummary, SearchIndexSource } from '#server/ports/search.ts';
import type { ServiceContext } from '../context.ts';
import { inThreadIndexBuilder, type IndexBuilder } from './index-build.ts';
import type { Loaded } from './index-loader.ts';
import { LiveIndex } from './live-index.ts';
import { jsonValue } from './sql.ts';

/**
 * Holdings versions come from a sequence, so a transaction that took its number earlier can commit after later
 * ones: every poll re-reads this many versions below the highest applied. The daily rebuild is the backstop.
 */
const HOLDINGS_OVERLAP = 1_000;
/** Change-log rows older than this are deleted (a process that could not poll for half of it rebuilds). */
const CHANGE_LOG_DAYS = 1;

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
async function readChangeLog(
  ctx: ServiceContext,
  since: string | null,
  seen: ReadonlySet<number>,
): Promise<ChangeLogRead> {
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
async function applyHoldingsChanges(ctx: ServiceContext, live: LiveIndex): Promise<boolean> {
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
  /** Where builds run (index-build.ts); in this thread when not given. */
  builder?: IndexBuilder;
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
  private polling: Promise<void> | null = null;
  /** A full build running beside the live index, and its result until a poll swaps it in. */
  private building: Promise<void> | null = null;
  private built: Loaded | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly builder: IndexBuilder;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly options: SearchIndexKeeperOptions,
  ) {
    this.builder = options.builder ?? inThreadIndexBuilder(ctx);
  }

  current(): LiveIndex | null {
    return this.live;
  }

  ready(): boolean {
    return this.decided;
  }

  summary(): IndexSummary | null {
    const live = this.live;
    return live
      ? { publications: live.publicationCount, works: live.workCount, changedWorks: live.changes?.workCount ?? 0 }
      : null;
  }

  start(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
    await this.builder.close();
  }

  /** One poll (the one under way, when there is one). */
  refresh(): Promise<void> {
    this.polling ??= this.poll().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  /** Errors are logged and the index is kept (a stale answer beats a minute-long SQL one); the next poll retries. */
  private async poll(): Promise<void> {
    try {
      if (this.built) this.install(this.built);
      if (!this.live) {
        // A small catalogue is counted again only when the change log moved.
        const log = await readChangeLog(this.ctx, this.since, this.seen);
        const moved = !this.decided || log.works.length > 0 || log.rebuild;
        this.since = log.xmin;
        this.seen = log.seqs;
        if (moved && (await this.largeEnough())) this.install(await this.builder.load({ all: true }));
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
      const due =
        Date.now() - this.builtAt > this.options.resyncMs || this.changedWorks.size > this.options.rebuildAfterChanges;
      if (log.rebuild || !holdingsApplied || due) this.rebuildBeside();
      await this.pruneChangeLog();
    } catch (err) {
      this.ctx.log.error({ err }, 'search index refresh failed; the index answers as it was');
      // Rows older than the log keeps may be gone: only a rebuild is sure to have them.
      if (this.live && Date.now() - this.lastPoll > (CHANGE_LOG_DAYS * 86_400_000) / 2) this.rebuildBeside();
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
    const memory = process.memoryUsage();
    const mib = (bytes: number) => Math.round(bytes / 1048576);
    this.ctx.log.info(
      {
        publications: loaded.index.publicationCount,
        works: loaded.index.workCount,
        rssMiB: mib(memory.rss),
        heapMiB: mib(memory.heapUsed),
        buffersMiB: mib(memory.arrayBuffers),
      },
      'search index built',
    );
  }

  /** Reads every work and agent changed since the base again, as they are now, into the index beside it. */
  private async readChanges(): Promise<void> {
    const base = (this.live as LiveIndex).base;
    const changes = await this.builder.load({
      all: false,
      works: [...this.changedWorks],
      agents: [...this.changedAgents],
      libraries: base.libraryIds,
    });
    this.live = new LiveIndex(base, changes.index, this.changedWorks, new Set(this.changedAgents));
  }

  private rebuildBeside(): void {
    if (this.building) return;
    const started = performance.now();
    this.building = this.builder
      .load({ all: true })
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
    await this.ctx.db.execute(
      sql`delete from search_changes where created_at < now() - make_interval(days => ${CHANGE_LOG_DAYS})`,
    );
  }

  /** Resolves when a rebuild started by a poll has finished (tests). */
  async settled(): Promise<void> {
    await this.building;
  }
}

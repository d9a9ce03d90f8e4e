// Saved searches and their weekly alerts (issue #20 point 5, docs/decisions/036): a patron keeps a /sok search, and is
// told once a week — on their channels, in their language — of the titles new in the catalogue that it finds, each once.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { workPath } from '#core/catalogue.ts';
import { isAppError } from '#core/errors.ts';
import { codedError } from '#server/services/coded-error.ts';
import {
  MAX_SAVED_SEARCHES,
  savedSearchKey,
  savedSearchName,
  savedSearchPath,
  type SavedSearchKey,
} from '#core/saved-searches.ts';
import { readSearchParams } from '#core/search-filters.ts';
import type { Tx } from '#server/db/client.ts';
import { savedSearchTold, savedSearches, users, works } from '#server/db/schema.ts';
import { loadBranches } from '../catalogue/branches.ts';
import { planQuery } from '../catalogue/search-plan.ts';
import { findCatalogueWorksSince } from '../catalogue/search.ts';
import type { ServiceContext } from '../context.ts';
import { chosenChannels, notifyPatron, recipientColumns } from './send.ts';

const DAY_MS = 86_400_000;
/** A saved search is checked when its last check is this old: once a week (less an hour, so a daily run that starts a little earlier than last week's still takes it). */
const CHECK_EVERY_MS = 7 * DAY_MS - 3_600_000;
/**
 * Each check looks back this far behind the last one, so an edition committed late (a long import transaction that
 * began before the last check), or whose copies came days later, is still found; the told list keeps it from
 * being told twice.
 */
const OVERLAP_MS = 7 * DAY_MS;
/** Told rows are kept this long: longer than any window a check looks back over after a weekly run. */
const TOLD_KEPT_MS = 90 * DAY_MS;
/** Saved searches per transaction: each batch locks only its own rows, so a second process takes the next ones. */
const BATCH_SEARCHES = 50;
/** Titles named in one notice; the rest are counted, and the search's link shows them. */
const LISTED_TITLES = 20;
/** New works read per check (in the search's order); more is a sign of a first import, and they are counted. */
const FOUND_TITLES = 500;

export interface SavedSearchRow {
  id: number;
  name: string;
  path: string;
  createdAt: string;
  lastCheckedAt: string;
}

function present(row: typeof savedSearches.$inferSelect): SavedSearchRow {
  return {
    id: row.id,
    name: row.name,
    path: savedSearchPath(row),
    createdAt: row.createdAt.toISOString(),
    lastCheckedAt: row.lastCheckedAt.toISOString(),
  };
}

/** The patron's saved searches, oldest first (Min side, the data export). */
export async function listSavedSearches(ctx: ServiceContext, userId: number): Promise<SavedSearchRow[]> {
  const rows = await ctx.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(present);
}

/** The patron's saved search of this query and filter string, if they saved it. */
export async function findSavedSearch(
  ctx: ServiceContext,
  userId: number,
  query: string,
  search: URLSearchParams | string,
): Promise<SavedSearchRow | null> {
  const key = savedSearchKey(query, search);
  const [row] = await ctx.db
    .select()
    .from(savedSearches)
    .where(
      and(eq(savedSearches.userId, userId), eq(savedSearches.query, key.query), eq(savedSearches.filters, key.filters)),
    );
  return row ? present(row) : null;
}

/**
 * Saves a search (the same search saved again is the one saved). Throws AppError('invalid') for a query /sok would
 * refuse, and AppError('conflict', 'saved_search_limit') past MAX_SAVED_SEARCHES.
 */
export async function saveSearch(
  ctx: ServiceContext,
  userId: number,
  query: string,
  search: URLSearchParams | string,
): Promise<SavedSearchRow> {
  const key: SavedSearchKey = savedSearchKey(query, search);
  await planQuery(ctx, key.query); // a command /sok refuses (AppError 'invalid') is refused here too
  const branches = await loadBranches(ctx);
  const name = savedSearchName(key, (slug) => branches.bySlug.get(slug)?.name);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    // The patron's row is locked, so two saves at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const same = and(
      eq(savedSearches.userId, userId),
      eq(savedSearches.query, key.query),
      eq(savedSearches.filters, key.filters),
    );
    const [existing] = await tx.select().from(savedSearches).where(same);
    if (existing) return present(existing);
    if ((await tx.$count(savedSearches, eq(savedSearches.userId, userId))) >= MAX_SAVED_SEARCHES) {
      throw codedError('conflict', 'saved_search_limit', { max: MAX_SAVED_SEARCHES });
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, ...key, name, createdAt: now, lastCheckedAt: now })
      .returning();
    return present(row);
  });
}

/** Stops a saved search (nothing happens when it is not the patron's). */
export async function deleteSavedSearch(ctx: ServiceContext, userId: number, savedSearchId: number): Promise<void> {
  await ctx.db.delete(savedSearches).where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.userId, userId)));
}

/** The patron's saved searches for their data export (issue #20: part of the patron's data). */
export async function savedSearchesForExport(ctx: ServiceContext, userId: number) {
  return (await listSavedSearches(ctx, userId)).map(({ name, path, createdAt, lastCheckedAt }) => ({
    name,
    path,
    createdAt,
    lastCheckedAt,
  }));
}

export interface SavedSearchReport {
  /** Saved searches checked. */
  checked: number;
  /** Notices written (one per saved search with news). */
  notified: number;
  /** New titles told, over all notices. */
  titles: number;
}

type Picked = Pick<
  typeof savedSearches.$inferSelect,
  'id' | 'query' | 'filters' | 'name' | 'createdAt' | 'lastCheckedAt'
> &
  Parameters<typeof notifyPatron>[2];

/** The new works of one saved search that this transaction is the first to tell, in the search's order, and how many more. */
async function newTitles(
  ctx: ServiceContext,
  tx: Tx,
  s: Picked,
  now: Date,
): Promise<{ ids: number[]; beyond: number } | null> {
  const since = new Date(Math.max(s.createdAt.getTime(), s.lastCheckedAt.getTime() - OVERLAP_MS));
  let found: { total: number; workIds: number[] };
  try {
    found = await findCatalogueWorksSince(
      { ...ctx, db: tx as unknown as ServiceContext['db'] },
      { query: s.query, params: readSearchParams(new URLSearchParams(s.filters)).params, since, limit: FOUND_TITLES },
    );
  } catch (err) {
    // A search that no longer holds (a library in its filter closed): checked, nothing to tell.
    if (!isAppError(err) || err.kind !== 'invalid') throw err;
    ctx.log.warn({ savedSearchId: s.id, err: err.message }, 'saved search no longer valid');
    return null;
  }
  if (found.workIds.length === 0) return null;
  // The insert that adds a (search, work) row is the one that tells it: also where the lock means nothing (a retry).
  const told = await tx
    .insert(savedSearchTold)
    .values(found.workIds.map((workId) => ({ savedSearchId: s.id, workId, toldAt: now })))
    .onConflictDoNothing()
    .returning({ workId: savedSearchTold.workId });
  const ours = new Set(told.map((r) => r.workId));
  return { ids: found.workIds.filter((id) => ours.has(id)), beyond: Math.max(0, found.total - found.workIds.length) };
}

/**
 * One batch in one transaction: saved searches due (last checked a week ago or more), locked FOR UPDATE SKIP LOCKED
 * (a second process passes them by), moved on to `now` by an update that re-checks they are due (the one that moves a
 * row checks it), and one notice per search with new titles in the same transaction. Returns how many it took.
 */
async function checkBatch(ctx: ServiceContext, tx: Tx, now: Date, report: SavedSearchReport): Promise<number> {
  const due = lte(savedSearches.lastCheckedAt, new Date(now.getTime() - CHECK_EVERY_MS));
  const picked: Picked[] = await tx
    .select({
      id: savedSearches.id,
      query: savedSearches.query,
      filters: savedSearches.filters,
      name: savedSearches.name,
      createdAt: savedSearches.createdAt,
      lastCheckedAt: savedSearches.lastCheckedAt,
      ...recipientColumns,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(due)
    .orderBy(savedSearches.lastCheckedAt, savedSearches.id)
    .limit(BATCH_SEARCHES)
    .for('update', { of: savedSearches, skipLocked: true });
  if (picked.length === 0) return 0;
  const moved = await tx
    .update(savedSearches)
    .set({ lastCheckedAt: now })
    .where(
      and(
        inArray(
          savedSearches.id,
          picked.map((s) => s.id),
        ),
        due,
      ),
    )
    .returning({ id: savedSearches.id });
  const ours = new Set(moved.map((m) => m.id));
  for (const s of picked) {
    if (!ours.has(s.id)) continue;
    report.checked++;
    // Turned off, or no channel: checked all the same, so turning it on again starts from then, with no backlog.
    if (s.noticeOptOuts.includes('saved_search_new_titles') || chosenChannels(s).length === 0) continue;
    const fresh = await newTitles(ctx, tx, s, now);
    if (!fresh || fresh.ids.length === 0) continue;
    const listed = fresh.ids.slice(0, LISTED_TITLES);
    const titles = new Map(
      (await tx.select({ id: works.id, title: works.title }).from(works).where(inArray(works.id, listed))).map((w) => [
        w.id,
        w.title,
      ]),
    );
    await notifyPatron(ctx, tx, s, {
      kind: 'saved_search_new_titles',
      name: s.firstName,
      search: s.name,
      searchPath: savedSearchPath(s),
      titles: listed.flatMap((id) =>
        titles.has(id) ? [{ title: titles.get(id) as string, workPath: workPath(titles.get(id) as string, id) }] : [],
      ),
      more: fresh.ids.length - listed.length + fresh.beyond,
    });
    report.notified++;
    report.titles += fresh.ids.length + fresh.beyond;
  }
  return picked.length;
}

/** Checks every saved search that is due, tells its patron of the new titles once, and forgets old told rows. */
export async function sendSavedSearchAlerts(ctx: ServiceContext): Promise<SavedSearchReport> {
  const now = ctx.clock();
  const report: SavedSearchReport = { checked: 0, notified: 0, titles: 0 };
  while ((await ctx.db.transaction((tx) => checkBatch(ctx, tx, now, report))) > 0);
  await ctx.db.delete(savedSearchTold).where(lte(savedSearchTold.toldAt, new Date(now.getTime() - TOLD_KEPT_MS)));
  return report;
}

/** The job (server/jobs/registry.ts): daily, each saved search once a week. */
export async function savedSearchAlertsJob(ctx: ServiceContext): Promise<SavedSearchReport> {
  const report = await sendSavedSearchAlerts(ctx);
  if (report.checked > 0) ctx.log.info(report, 'saved search alerts');
  return report;
}

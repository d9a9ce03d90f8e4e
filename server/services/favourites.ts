// A patron's favourites lists (SPEC §3 Favourites list, §5, §7 GET/PUT /api/authorized/cicero/favourites): read with titles, replace in one transaction.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { mediaTypeLabel, workPath } from '#core/catalogue.ts';
import type { FavouritesDto } from '#core/contracts/account.ts';
import type { AppError } from '#core/errors.ts';
import { codedError } from '#server/services/coded-error.ts';
import {
  checkLists,
  decodeListName,
  LIST_NAME_MAX_LENGTH,
  MAX_LIST_ITEMS,
  MAX_LISTS,
  sameListName,
  type EditableList,
  type FavouriteListInput,
  type ListsVerdict,
} from '#core/favourites.ts';
import { formatNameList } from '#core/name-list.ts';
import { favouriteItems, favouriteLists, publications, works } from '#server/db/schema.ts';
import { creatorNames } from './catalogue/creator-order.ts';
import type { ServiceContext } from './context.ts';

type Tx = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];
type Reader = ServiceContext['db'] | Tx;

async function readLists(db: Reader, userId: number): Promise<FavouritesDto> {
  const lists = await db
    .select({ id: favouriteLists.id, name: favouriteLists.name })
    .from(favouriteLists)
    .where(eq(favouriteLists.userId, userId))
    .orderBy(asc(favouriteLists.id));
  if (lists.length === 0) return { data: [] };
  const entries = await db
    .select({
      listId: favouriteItems.listId,
      recordId: favouriteItems.recordId,
      addedAt: favouriteItems.addedAt,
      title: publications.title,
      workTitle: works.title,
      workId: works.id,
      creators: creatorNames(sql`${works.id}`),
      mediaType: publications.mediaType,
      publicationYear: publications.publicationYear,
      // The edition's cover, else another edition's (as the work page does).
      coverUrl: sql<
        string | null
      >`coalesce(${publications.coverUrl}, (select p2.cover_url from publications p2 where p2.work_id = ${works.id} and p2.cover_url is not null order by p2.id limit 1))`,
    })
    .from(favouriteItems)
    // Left join: an item whose record has left the catalogue still shows (and can be removed).
    .leftJoin(publications, eq(publications.recordId, favouriteItems.recordId))
    .leftJoin(works, eq(works.id, publications.workId))
    .where(
      inArray(
        favouriteItems.listId,
        lists.map((l) => l.id),
      ),
    )
    .orderBy(asc(favouriteItems.position), asc(favouriteItems.addedAt), asc(favouriteItems.recordId));
  return {
    data: lists.map((list) => {
      const tag = decodeListName(list.name);
      const mine = entries.filter((e) => e.listId === list.id);
      return {
        name: list.name,
        tag,
        favorites: mine.map((e) => ({ bibliographicRecordId: e.recordId })),
        items: mine.map((e) => ({
          recordId: e.recordId,
          mainTitle: e.title ?? e.workTitle ?? e.recordId,
          tag,
          creators: formatNameList(e.creators ?? []),
          mediaType: e.mediaType ?? '',
          mediaTypeLabel: e.mediaType ? mediaTypeLabel(e.mediaType) : '',
          publicationYear: e.publicationYear ?? null,
          coverUrl: e.coverUrl ?? null,
          workPath: e.workId !== null && e.workTitle !== null ? workPath(e.workTitle, e.workId) : '',
          addedAt: e.addedAt.toISOString(),
        })),
      };
    }),
  };
}

/** GET /api/authorized/cicero/favourites: the patron's lists in their order, works in list order. */
export function getFavourites(ctx: ServiceContext, userId: number): Promise<FavouritesDto> {
  return readLists(ctx.db, userId);
}

/** invalid 'missing_name' | 'duplicate_name' | 'name_too_long' | 'too_many', worded from the catalogue. */
function listsRefused(verdict: Exclude<ListsVerdict, { ok: true }>): AppError {
  switch (verdict.reason) {
    case 'missing':
      return codedError('invalid', 'missing_name');
    case 'duplicate':
      return codedError('invalid', 'duplicate_name', { list: verdict.clash ?? '' });
    case 'too_long':
      return codedError('invalid', 'name_too_long', { max: LIST_NAME_MAX_LENGTH });
    case 'too_many':
      return verdict.list === undefined
        ? codedError('invalid', 'too_many', { max: MAX_LISTS })
        : codedError('invalid', 'too_many', { context: 'items', list: verdict.list, max: MAX_LIST_ITEMS });
  }
}

/** Checks and writes a whole set of lists inside the caller's transaction (the patron's row is locked first). */
async function writeLists(
  tx: Tx,
  userId: number,
  input: readonly FavouriteListInput[],
  now: Date,
): Promise<FavouritesDto> {
  const verdict = checkLists(input);
  if (!verdict.ok) throw listsRefused(verdict);
  const lists = verdict.lists;
  const wanted = [...new Set(lists.flatMap((l) => l.recordIds))];
  if (wanted.length > 0) {
    const known = await tx
      .select({ recordId: publications.recordId })
      .from(publications)
      .where(inArray(publications.recordId, wanted));
    const knownIds = new Set(known.map((k) => k.recordId));
    const unknown = wanted.find((id) => !knownIds.has(id));
    if (unknown !== undefined) throw codedError('invalid', 'unknown_record', { id: unknown });
  }
  const before = await tx
    .select({ id: favouriteLists.id, name: favouriteLists.name, createdAt: favouriteLists.createdAt })
    .from(favouriteLists)
    .where(eq(favouriteLists.userId, userId));
  const beforeItems =
    before.length === 0
      ? []
      : await tx
          .select({ listId: favouriteItems.listId, recordId: favouriteItems.recordId, addedAt: favouriteItems.addedAt })
          .from(favouriteItems)
          .where(
            inArray(
              favouriteItems.listId,
              before.map((b) => b.id),
            ),
          );
  if (before.length > 0) await tx.delete(favouriteLists).where(eq(favouriteLists.userId, userId));
  for (const list of lists) {
    const previous = before.find((b) => sameListName(b.name, list.name));
    const [created] = await tx
      .insert(favouriteLists)
      .values({ userId, name: list.name, createdAt: previous?.createdAt ?? now })
      .returning({ id: favouriteLists.id });
    if (list.recordIds.length === 0) continue;
    await tx.insert(favouriteItems).values(
      list.recordIds.map((recordId, position) => ({
        listId: created.id,
        recordId,
        position,
        addedAt:
          beforeItems.find((i) => previous !== undefined && i.listId === previous.id && i.recordId === recordId)
            ?.addedAt ?? now,
      })),
    );
  }
  return readLists(tx, userId);
}

/** Two changes for one patron at once run one after the other (else both could insert the same names). */
async function lockPatron(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
}

/**
 * PUT /api/authorized/cicero/favourites (SPEC §7): the body replaces all of the patron's lists, in one
 * transaction. Throws AppError invalid `missing_name` ('Mangler navn', SPEC §5), `duplicate_name`,
 * `name_too_long`, `too_many` and `unknown_record` (a record id that is not in the catalogue).
 * A list or work kept from before keeps its creation/added time; order follows the body.
 */
export async function replaceFavourites(
  ctx: ServiceContext,
  userId: number,
  input: readonly FavouriteListInput[],
): Promise<FavouritesDto> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await lockPatron(tx, userId);
    return writeLists(tx, userId, input, now);
  });
}

/**
 * One change to the current lists (the /min-side/huskeliste forms): read, edit with a core/favourites.ts
 * rule, write — all in one transaction, so a change made meanwhile in another tab is not lost.
 * Throws what replaceFavourites throws, and whatever `edit` throws.
 */
export async function editFavourites(
  ctx: ServiceContext,
  userId: number,
  edit: (lists: EditableList[]) => EditableList[],
): Promise<FavouritesDto> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await lockPatron(tx, userId);
    const current = await readLists(tx, userId);
    return writeLists(tx, userId, edit(current.data.map((l) => ({ name: l.name, favorites: l.favorites }))), now);
  });
}

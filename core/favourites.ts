// Favourites-list rules (SPEC §3 Favourites list, §5 list name, §7 PUT body): names, duplicates and the outgoing shape.
import { messages } from './messages.ts';

/** Longest list name we keep (our choice, docs/decisions/012). */
export const LIST_NAME_MAX_LENGTH = 100;
/** Most lists one patron may have (our choice). */
export const MAX_LISTS = 100;
/** Most works in one list (our choice). */
export const MAX_LIST_ITEMS = 500;

/** One entry of the outgoing shape (SPEC §3, §7). */
export interface FavouriteEntry {
  bibliographicRecordId: string;
}

/** One list in the outgoing shape: {name, favorites:[{bibliographicRecordId}]} (SPEC §3, §7). */
export interface FavouriteListInput {
  name: string;
  favorites: readonly FavouriteEntry[];
}

/**
 * SPEC §3: the list name (tag) is "decoded from URI form". Names a client sent URI-encoded
 * ('Til%20ferien') read as typed ('Til ferien'); a name that is not valid URI form ('100% lest')
 * is kept as it is, never an error.
 */
export function decodeListName(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The name as stored and shown: decoded, trimmed, inner whitespace runs made one space. */
export function normaliseListName(raw: string): string {
  return decodeListName(raw).replace(/\s+/g, ' ').trim();
}

/** Names compare without regard to case ('Sommer' and 'sommer' are the same list to a patron). */
export function sameListName(a: string, b: string): boolean {
  return normaliseListName(a).toLocaleLowerCase('nb') === normaliseListName(b).toLocaleLowerCase('nb');
}

/** A refused name; `clash` is the other list's name when it is a duplicate (the portal words it in the page's language). */
export type NameVerdict =
  | { ok: true; name: string }
  | { ok: false; reason: 'missing' | 'too_long' | 'duplicate'; message: string; clash?: string };

/**
 * A new or changed list name (SPEC §5: must not be empty → 'Mangler navn'); it must also differ from
 * the patron's other lists. `except` is the list being renamed (its own name is not a clash).
 */
export function checkListName(raw: string, existing: readonly string[], except?: string): NameVerdict {
  const name = normaliseListName(raw);
  if (name === '') return { ok: false, reason: 'missing', message: messages.favourites.missingName };
  if (name.length > LIST_NAME_MAX_LENGTH)
    return { ok: false, reason: 'too_long', message: messages.favourites.nameTooLong(LIST_NAME_MAX_LENGTH) };
  const clash = existing.find(
    (other) => sameListName(other, name) && (except === undefined || !sameListName(other, except)),
  );
  if (clash !== undefined) {
    const other = normaliseListName(clash);
    return { ok: false, reason: 'duplicate', message: messages.favourites.duplicateName(other), clash: other };
  }
  return { ok: true, name };
}

/** Record ids of a list without duplicates; where an id occurs twice the later one counts (SPEC §5: a re-added item replaces its duplicate). */
export function uniqueRecordIds(favorites: readonly FavouriteEntry[]): string[] {
  const result: string[] = [];
  for (const { bibliographicRecordId } of favorites) {
    const at = result.indexOf(bibliographicRecordId);
    if (at !== -1) result.splice(at, 1);
    result.push(bibliographicRecordId);
  }
  return result;
}

export type ListsVerdict =
  | { ok: true; lists: { name: string; recordIds: string[] }[] }
  | {
      ok: false;
      reason: 'missing' | 'too_long' | 'duplicate' | 'too_many';
      message: string;
      clash?: string;
      list?: string;
    };

/** The whole PUT body (SPEC §7): every name valid and unique, at most MAX_LISTS lists of at most MAX_LIST_ITEMS works. */
export function checkLists(lists: readonly FavouriteListInput[]): ListsVerdict {
  if (lists.length > MAX_LISTS)
    return { ok: false, reason: 'too_many', message: messages.favourites.tooManyLists(MAX_LISTS) };
  const seen: string[] = [];
  const result: { name: string; recordIds: string[] }[] = [];
  for (const list of lists) {
    const verdict = checkListName(list.name, seen);
    if (!verdict.ok) return verdict;
    const recordIds = uniqueRecordIds(list.favorites);
    if (recordIds.length > MAX_LIST_ITEMS)
      return {
        ok: false,
        reason: 'too_many',
        message: messages.favourites.tooManyItems(verdict.name, MAX_LIST_ITEMS),
        list: verdict.name,
      };
    seen.push(verdict.name);
    result.push({ name: verdict.name, recordIds });
  }
  return { ok: true, lists: result };
}

/** A list as the UI edits it: the outgoing shape. */
export type EditableList = FavouriteListInput;

/** Adds a work to a list; any duplicate in that list is removed first, so it ends up last once (SPEC §5). */
export function addToList(lists: readonly EditableList[], listName: string, recordId: string): EditableList[] {
  return lists.map((list) =>
    sameListName(list.name, listName)
      ? {
          ...list,
          favorites: [
            ...list.favorites.filter((f) => f.bibliographicRecordId !== recordId),
            { bibliographicRecordId: recordId },
          ],
        }
      : list,
  );
}

export function removeFromList(lists: readonly EditableList[], listName: string, recordId: string): EditableList[] {
  return lists.map((list) =>
    sameListName(list.name, listName)
      ? { ...list, favorites: list.favorites.filter((f) => f.bibliographicRecordId !== recordId) }
      : list,
  );
}

/** A new empty list last; the name must pass checkListName first. */
export function createList(lists: readonly EditableList[], name: string): EditableList[] {
  return [...lists, { name: normaliseListName(name), favorites: [] }];
}

export function renameList(lists: readonly EditableList[], from: string, to: string): EditableList[] {
  return lists.map((list) => (sameListName(list.name, from) ? { ...list, name: normaliseListName(to) } : list));
}

export function deleteList(lists: readonly EditableList[], name: string): EditableList[] {
  return lists.filter((list) => !sameListName(list.name, name));
}

/** The PUT body (SPEC §7): {data:[{name, favorites:[{bibliographicRecordId}]}]}, nothing else. */
export function favouritesBody(lists: readonly EditableList[]): { data: FavouriteListInput[] } {
  return {
    data: lists.map((list) => ({
      name: list.name,
      favorites: list.favorites.map((f) => ({ bibliographicRecordId: f.bibliographicRecordId })),
    })),
  };
}

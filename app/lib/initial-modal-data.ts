// Modal data saved before an ID-porten login and restored after it (SPEC §2: key initialModalData, query idPortenLoginSuccess).
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const INITIAL_MODAL_DATA_KEY = 'initialModalData';
export const LOGIN_SUCCESS_PARAM = 'idPortenLoginSuccess';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function session(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Saves the modal data as JSON (SPEC §2). Storage errors (private mode, quota) are ignored. */
export function saveInitialModalData(data: unknown, storage: StorageLike | null = session()): void {
  if (data === undefined || data === null || !storage) return;
  try {
    storage.setItem(INITIAL_MODAL_DATA_KEY, JSON.stringify(data));
  } catch {
    // Nothing to restore later; the login itself still works.
  }
}

/** Reads and removes the saved modal data; null when there is none or it is not valid JSON. */
export function takeInitialModalData(storage: StorageLike | null = session()): unknown {
  if (!storage) return null;
  try {
    const raw = storage.getItem(INITIAL_MODAL_DATA_KEY);
    storage.removeItem(INITIAL_MODAL_DATA_KEY);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** The address without the login marker, for replacing the history entry after restoring. */
export function withoutLoginMarker(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LOGIN_SUCCESS_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A feature's claim on restored modal data: true when it recognised the data and reopened its dialog. */
type ModalClaim = (data: unknown) => boolean;

const claims = new Set<ModalClaim>();
/** Restored data no feature has claimed yet, and the page it belongs to. */
let unclaimed: { data: unknown; pathname: string } | null = null;

/**
 * Hands the restored modal data to the feature that reopens it. The page's features may not be listening yet — the page
 * hydrates as a part of its own after the shell (decision 040) — so data nobody claims waits for them on this page.
 */
export function restoreModal(data: unknown, pathname: string): void {
  for (const claim of claims) if (claim(data)) return;
  unclaimed = { data, pathname };
}

/** Listens for restored modal data, claiming what waits for this page at once; returns the function that stops listening. */
export function listenForRestoredModal(claim: ModalClaim, pathname: string): () => void {
  if (unclaimed && (unclaimed.pathname !== pathname || claim(unclaimed.data))) unclaimed = null;
  claims.add(claim);
  return () => void claims.delete(claim);
}

/** Reopens a feature's dialog when the modal data restored after login is its own (`isMine`). */
export function useRestoredModal(isMine: (data: unknown) => boolean, reopen: (data: unknown) => void): void {
  const { pathname } = useLocation();
  useEffect(
    () =>
      listenForRestoredModal((data) => {
        if (!isMine(data)) return false;
        reopen(data);
        return true;
      }, pathname),
    [isMine, reopen, pathname],
  );
}

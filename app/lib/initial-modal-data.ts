// Modal data saved before an ID-porten login and restored after it (SPEC §2: key initialModalData, query idPortenLoginSuccess).

const INITIAL_MODAL_DATA_KEY = 'initialModalData';
export const LOGIN_SUCCESS_PARAM = 'idPortenLoginSuccess';
/** Features listen for this window event to reopen what the user was doing (e.g. a reservation). */
export const RESTORE_MODAL_EVENT = 'bibliotek:restore-modal';

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

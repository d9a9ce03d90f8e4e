// Tells other tabs of this browser that the session changed (login, logout, refresh), over BroadcastChannel (SPEC §4: refresh across tabs).

export type SessionChange = 'login' | 'logout' | 'refresh';
const SESSION_CHANNEL = 'bibliotek-session';
/**
 * This tab's own announcements reach its own listener too (every other channel object of the name gets them): the tab
 * that logged out would then check the session and revalidate while it navigates, and React Router logged the two
 * aborted requests as errors. Each message says which tab sent it, and a tab hears only the others.
 */
const THIS_TAB = Math.random().toString(36).slice(2);

export function announceSessionChange(change: SessionChange): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ type: change, tab: THIS_TAB });
  channel.close();
}

/** Calls `onChange` when another tab announces a change; returns the unsubscribe function. */
export function listenForSessionChanges(onChange: (change: SessionChange) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent<{ type?: unknown; tab?: unknown }>) => {
    if (event.data?.tab === THIS_TAB) return;
    const type = event.data?.type;
    if (type === 'login' || type === 'logout' || type === 'refresh') onChange(type);
  };
  return () => channel.close();
}

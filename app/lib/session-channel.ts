// Tells other tabs of this browser that the session changed (login, logout, refresh), over BroadcastChannel (SPEC §4: refresh across tabs).

export type SessionChange = 'login' | 'logout' | 'refresh';
const SESSION_CHANNEL = 'bibliotek-session';

export function announceSessionChange(change: SessionChange): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ type: change });
  channel.close();
}

/** Calls `onChange` when another tab announces a change; returns the unsubscribe function. */
export function listenForSessionChanges(onChange: (change: SessionChange) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent<{ type?: unknown }>) => {
    const type = event.data?.type;
    if (type === 'login' || type === 'logout' || type === 'refresh') onChange(type);
  };
  return () => channel.close();
}

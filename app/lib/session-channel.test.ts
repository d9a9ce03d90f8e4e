// The session channel tells other tabs of a login, logout or refresh, and never the tab that announced it.
import { describe, expect, it, vi } from 'vitest';
import { announceSessionChange, listenForSessionChanges } from './session-channel.ts';

describe('session channel', () => {
  it("hears other tabs' announcements, not its own", async () => {
    const heard: string[] = [];
    const stop = listenForSessionChanges((change) => heard.push(change));
    const otherTab = new BroadcastChannel('bibliotek-session');
    try {
      announceSessionChange('logout');
      otherTab.postMessage({ type: 'login', tab: 'another-tab' });
      // Messages arrive in the order they were posted: once the other tab's is heard, this tab's would have been too.
      await vi.waitFor(() => expect(heard).toEqual(['login']));
    } finally {
      otherTab.close();
      stop();
    }
  });
});

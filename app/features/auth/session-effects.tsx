// Accounts effects of the shell: primes the CSRF token, restores modal data after an ID-porten login (SPEC §2), and runs the session watcher (SPEC §4).
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { forgetOfflineCard } from '#app/features/library-card/offline-card.ts';
import { primeCsrfToken } from '#app/lib/csrf.ts';
import {
  LOGIN_SUCCESS_PARAM,
  restoreModal,
  takeInitialModalData,
  withoutLoginMarker,
} from '#app/lib/initial-modal-data.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { announceSessionChange } from '#app/lib/session-channel.ts';
import { SessionProvider } from './session-watcher.tsx';

/** Wraps the pages of the shell: useSession() works inside. */
export function SessionEffects({ children }: { children: ReactNode }) {
  const { csrfToken, user } = useRootAuth();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => primeCsrfToken(csrfToken), [csrfToken]);

  // Logged out (the button, another tab, an expired session, a deleted account): the card kept for offline use goes (issue #20).
  useEffect(() => {
    if (user === null) void forgetOfflineCard();
  }, [user]);

  // SPEC §2: idPortenLoginSuccess marks a completed login; restore what the user was doing, then tidy the address.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(LOGIN_SUCCESS_PARAM)) return;
    const data = takeInitialModalData();
    if (data !== null) restoreModal(data, location.pathname);
    announceSessionChange('login');
    void navigate(`${location.pathname}${withoutLoginMarker(location.search)}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });
  }, [location.pathname, location.search, location.hash, navigate]);

  return <SessionProvider>{children}</SessionProvider>;
}

// The session lifetime client (SPEC §4 Session): status, refresh on tab visibility and across tabs, optional polling,
// the 'Er du fortsatt her?' warning before expiry, expiry → '/', and throttled activity refresh.
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import {
  minutesLeft,
  sessionSchedule,
  sessionStatus,
  shouldRefreshOnActivity,
  type SessionPayload,
  type SessionStatus,
} from '#core/session.ts';
import { useModal, type ModalHandle } from '#app/components/modal/modal-host.tsx';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { apiFetch } from '#app/lib/api-fetch.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { announceSessionChange, listenForSessionChanges } from '#app/lib/session-channel.ts';

export interface SessionApi {
  status: SessionStatus;
  session: SessionPayload | null;
  /** Moves the expiry forward (the warning's 'Ja', activity). */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<SessionApi>({ status: 'loading', session: null, refresh: async () => undefined });

export function SessionProvider({ children, pollIntervalMs }: { children: ReactNode; pollIntervalMs?: number }) {
  const { user, sessionTimes } = useRootAuth();
  const { t } = useTranslation();
  const { openModal } = useModal();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [session, setSession] = useState<SessionPayload | null | undefined>(undefined);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const warning = useRef<ModalHandle | null>(null);
  const lastRefresh = useRef<number | null>(null);
  const hadUser = useRef(user !== null);
  const times = useRef(sessionTimes);
  times.current = sessionTimes;

  const clearTimers = () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  };
  const closeWarning = () => {
    warning.current?.close();
    warning.current = null;
  };

  const fetchSession = useCallback(async (): Promise<SessionPayload | null> => {
    const result = await apiFetch<SessionPayload>('/api/auth/session', { cache: 'no-store' });
    return result.ok ? result.data : null;
  }, []);

  // Set below; the timers call the latest version through this ref.
  const apply = useRef<(payload: SessionPayload | null) => void>(() => undefined);

  const refresh = useCallback(async () => {
    lastRefresh.current = Date.now();
    const result = await apiFetch<SessionPayload>('/api/auth/session', { method: 'POST', json: {} });
    if (result.ok) {
      closeWarning();
      apply.current(result.data);
      announceSessionChange('refresh');
    }
  }, []);

  const expire = useCallback(async () => {
    clearTimers();
    closeWarning();
    setSession(null);
    hadUser.current = false;
    // The server may still hold the session if this tab's clock ran ahead: end it there too.
    await apiFetch('/api/auth/signout', { method: 'POST', json: {} });
    announceSessionChange('logout');
    await navigate('/');
    showToast({ text: t('session.expired'), type: 'error', durationMs: 0 });
  }, [navigate, showToast, t]);

  const showWarning = useCallback(
    (remainingMs: number) => {
      if (warning.current) return;
      warning.current = openModal({
        title: t('session.stillHereTitle'),
        role: 'alertdialog',
        isDismissable: false,
        size: 'small',
        content: (
          <>
            <p>{t('session.expiresSoon', { count: minutesLeft(remainingMs) })}</p>
            <button type="button" className="button button--primary" autoFocus onClick={() => void refresh()}>
              {t('session.stillHereConfirm')}
            </button>
          </>
        ),
        onClose: () => {
          warning.current = null;
        },
      });
    },
    [openModal, refresh, t],
  );

  apply.current = (payload) => {
    clearTimers();
    setSession(payload);
    const loggedIn = sessionStatus(payload) === 'authenticated';
    if (!loggedIn) {
      closeWarning();
      // The session ended elsewhere (another tab, the server): update the header and personal pages.
      if (hadUser.current) {
        hadUser.current = false;
        revalidate();
      }
      return;
    }
    if (!hadUser.current) {
      hadUser.current = true;
      revalidate();
    }
    const { warnInMs, expireInMs } = sessionSchedule(payload!.timeRemainingMSec, times.current.warningMs);
    // Before warning or ending, ask the server: another tab or a page load may have extended the session.
    timers.current.push(
      setTimeout(async () => {
        const fresh = await fetchSession();
        const left = fresh?.valid ? fresh.timeRemainingMSec : 0;
        if (left > times.current.warningMs) apply.current(fresh);
        else if (left > 0) showWarning(left);
      }, warnInMs),
      setTimeout(async () => {
        const fresh = await fetchSession();
        if (fresh?.valid && fresh.timeRemainingMSec > 0) apply.current(fresh);
        else void expire();
      }, expireInMs),
    );
  };

  const check = useCallback(async () => apply.current(await fetchSession()), [fetchSession]);

  // Start: the user from the root loader decides whether there is anything to watch.
  useEffect(() => {
    hadUser.current = user !== null;
    // The page load itself was activity: the first activity refresh comes one throttle period later.
    lastRefresh.current = Date.now();
    if (user) void check();
    else apply.current({ user: null, valid: false, timeRemainingMSec: 0, expires: null });
    return clearTimers;
    // The user's identity (not every new object from a revalidation) restarts the watch.
  }, [user?.name, check]);

  // SPEC §4: refreshed on tab visibility and across tabs; optional polling.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && hadUser.current) void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    const stopListening = listenForSessionChanges(() => void check());
    const poll = pollIntervalMs ? setInterval(() => hadUser.current && void check(), pollIntervalMs) : null;
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      stopListening();
      if (poll) clearInterval(poll);
    };
  }, [check, pollIntervalMs]);

  // SPEC §4: activity (scroll, click) refreshes the session, throttled (ACTIVITY_THROTTLE_MS).
  useEffect(() => {
    const onActivity = () => {
      if (!hadUser.current || warning.current) return;
      if (shouldRefreshOnActivity(lastRefresh.current, Date.now(), times.current.activityThrottleMs)) void refresh();
    };
    window.addEventListener('click', onActivity, { passive: true });
    window.addEventListener('scroll', onActivity, { passive: true });
    return () => {
      window.removeEventListener('click', onActivity);
      window.removeEventListener('scroll', onActivity);
    };
  }, [refresh]);

  const api = useMemo<SessionApi>(
    () => ({ status: sessionStatus(session), session: session ?? null, refresh }),
    [session, refresh],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

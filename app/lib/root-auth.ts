// The accounts part of the root loader's data (user, CSRF token, session timings) for any component (issue #6).
import { useRouteLoaderData } from 'react-router';
import { ACTIVITY_THROTTLE_MS, SESSION_WARNING_MS } from '#core/constants.ts';
import type { SessionUser } from '#core/session.ts';

export interface RootAuthData {
  user: SessionUser | null;
  csrfToken: string | null;
  sessionTimes: { warningMs: number; activityThrottleMs: number };
}

const DEFAULTS: RootAuthData = {
  user: null,
  csrfToken: null,
  sessionTimes: { warningMs: SESSION_WARNING_MS, activityThrottleMs: ACTIVITY_THROTTLE_MS },
};

export function useRootAuth(): RootAuthData {
  const data = useRouteLoaderData('root') as Partial<RootAuthData> | undefined;
  return {
    user: data?.user ?? DEFAULTS.user,
    csrfToken: data?.csrfToken ?? DEFAULTS.csrfToken,
    sessionTimes: data?.sessionTimes ?? DEFAULTS.sessionTimes,
  };
}

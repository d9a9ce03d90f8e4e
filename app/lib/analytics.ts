// Page views for web analytics (SPEC §2 Login section): sent to an optional window function, skipped when it is missing.

/** The site's analytics snippet may define this; we never load a tracker ourselves. */
type PageViewFunction = (path: string, title?: string) => void;

declare global {
  interface Window {
    analyticsPageView?: PageViewFunction;
  }
}

/** Named views of the login section (SPEC §2): landing, ID-porten start and library-card ("local") start. */
export const LOGIN_PAGE_VIEWS = {
  landing: '/logg-inn',
  idportenStart: '/logg-inn/idporten',
  localStart: '/logg-inn/bibliotekkort',
  employeeStart: '/logg-inn/ansatt',
} as const;

export function trackPageView(
  path: string,
  title?: string,
  target: Pick<Window, 'analyticsPageView'> | undefined = typeof window === 'undefined' ? undefined : window,
): boolean {
  const send = target?.analyticsPageView;
  if (typeof send !== 'function') return false;
  try {
    send(path, title);
    return true;
  } catch {
    // Analytics must never break a login.
    return false;
  }
}

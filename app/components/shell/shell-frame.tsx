// The page chrome around every normal page: skip link, banner, header, <main>, footer, toasts and the modal host.
// The header, the page and the footer hydrate as parts of their own (decision 040).
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { HydrationPart } from '#app/components/hydration-part.tsx';
import { ModalProvider } from '#app/components/modal/modal-host.tsx';
import { ToastProvider } from '#app/components/toast/toast-provider.tsx';
import type { SessionUser } from '#app/lib/session-user.ts';
import type { BannerDto, DemoMode, PublicConfig } from '#core/contracts/shell.ts';
import { DemoMarker } from './demo-marker.tsx';
import { SiteBanner } from './site-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** What the shell needs from the root loader; every field may be missing on an error page. */
export interface ShellData {
  banner?: BannerDto | null;
  user?: SessionUser | null;
  publicConfig?: PublicConfig | null;
  /** Demo mode (docs/decisions/021): every page says so. */
  demo?: DemoMode | null;
}

/** Set once the first page has hydrated; a shell mounting after that came from a client-side navigation. */
let hydrated = false;

/**
 * After a client-side navigation to another page, move focus to <main> so keyboard and
 * screen-reader users start at the new content (not when only the query string changes).
 * The shell also remounts when a page's error boundary takes over, so a fresh mount after
 * hydration counts as a navigation too.
 */
function useFocusMainOnNavigation() {
  const { pathname, hash } = useLocation();
  const last = useRef<string | null>(hydrated ? null : pathname);
  useEffect(() => {
    hydrated = true;
    if (last.current === pathname) return;
    last.current = pathname;
    if (hash) return;
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, hash]);
}

/** A route whose page texts come from the catalogue says so: `export const handle = { translated: true }`. */
function usePageTranslated(): boolean {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { translated?: boolean } | undefined;
  return handle?.translated === true;
}

/**
 * The shell speaks the page's language; a page not yet in the catalogue is still bokmål, and `lang="nb"` on <main>
 * says so to screen readers and translators (WCAG 3.1.2). Error pages are translated (`contentTranslated`).
 */
export function ShellFrame({
  data,
  children,
  contentTranslated = false,
}: {
  data: ShellData | null | undefined;
  children: ReactNode;
  contentTranslated?: boolean;
}) {
  useFocusMainOnNavigation();
  const { t, i18n } = useTranslation();
  const translated = usePageTranslated() || contentTranslated;
  return (
    <ToastProvider>
      <ModalProvider>
        <a href="#main" className="skip-link">
          {t('skipLink')}
        </a>
        <DemoMarker demo={data?.demo ?? null} />
        <SiteBanner banner={data?.banner ?? null} />
        <HydrationPart>
          <SiteHeader user={data?.user ?? null} />
        </HydrationPart>
        <main
          id="main"
          tabIndex={-1}
          className="site-main"
          lang={translated || i18n.language === 'nb' ? undefined : 'nb'}
        >
          <HydrationPart>{children}</HydrationPart>
        </main>
        <HydrationPart>
          <SiteFooter publicConfig={data?.publicConfig ?? null} />
        </HydrationPart>
      </ModalProvider>
    </ToastProvider>
  );
}

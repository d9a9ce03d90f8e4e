// The document around every page: <html lang> in the page's language (decision 028), its inlined catalogue, styles, the root loader (banner, session user, public config) and the last-resort error page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router';
import { ErrorPage, errorMeta } from '#app/components/shell/error-page.tsx';
import { ShellFrame } from '#app/components/shell/shell-frame.tsx';
import { I18nDataScript, usePageNamespacesReady } from '#app/i18n/i18n-data.tsx';
import { OsloOffsetsScript } from '#app/lib/oslo-offsets.tsx';
import { isScreenPath } from '#app/components/shell/shell-paths.ts';
import { bannerPrehideScript } from '#app/components/shell/banner-storage.ts';
import { bannerDismissalId } from '#core/banner.ts';
import { pageLanguage } from '#core/i18n/languages.ts';
import { loadRootAuth } from '#app/session.server.ts';
import { revalidateUnlessFreshPage } from '#app/lib/revalidation.ts';
import { SITE_NAME } from '#app/lib/site.ts';
import { demoModeFor, getActiveBanner } from './root.server.ts';
import type { BannerDto } from '#core/contracts/shell.ts';
import type { Route } from './+types/root';
import shellCss from './styles/shell.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: shellCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Browsers offer the catalogue search in their address bar (server/http/open-web.ts).
  { rel: 'search', type: 'application/opensearchdescription+xml', title: SITE_NAME, href: '/opensearch.xml' },
];

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? errorMeta(error)
    : [
        { title: SITE_NAME },
        {
          name: 'description',
          content: 'Søk i samlingen, finn arrangementer og åpningstider, og lån bøker, film og musikk.',
        },
      ];

export async function loader({ context, request }: Route.LoaderArgs) {
  // Presentation screens render without banner or session (SPEC §2), so skip the lookups.
  const bare = isScreenPath(new URL(request.url).pathname);
  return {
    banner: bare ? null : await loadBanner(context),
    // Session user, CSRF token and session timings (issue #6, app/session.server.ts).
    ...(await loadRootAuth(context, bare)),
    publicConfig: context.publicConfig,
    // The public origin (PUBLIC_URL) for canonical links, Open Graph and JSON-LD (app/lib/seo.ts, docs/decisions/027).
    publicUrl: context.services.config.publicUrl,
    // The page's language for what the head says about it (og:locale, app/lib/seo.ts).
    language: pageLanguage(request.headers),
    // The Demo marker (docs/decisions/021); the bare screens show none.
    demo: bare ? null : demoModeFor(context.services.config),
  };
}

/** Nothing here changes with an action whose answer carries its page (app/lib/revalidation.ts). */
export const shouldRevalidate = revalidateUnlessFreshPage;

/** The banner is not worth failing a page for: a lookup error logs and shows none. */
async function loadBanner(context: Route.LoaderArgs['context']): Promise<BannerDto | null> {
  try {
    return await getActiveBanner(context.services);
  } catch (err) {
    context.services.log.warn({ err, correlationId: context.correlationId }, 'banner lookup failed');
    return null;
  }
}

/** Our <script> marks <html> before first paint: CSS can then tell a no-JavaScript visit from one still loading. */
const JS_MARK = "document.documentElement.classList.add('js')";

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const banner = useRouteLoaderData<typeof loader>('root')?.banner;
  // Whether this device dismissed the banner, read in <head> before any stylesheet: a script in the body would wait
  // for the stylesheets and hold the parser, and the rest of the page would paint only after the scripts ran (issue #18).
  const bannerCheck = banner?.active ? bannerPrehideScript(bannerDismissalId(banner.id, banner.revision)) : '';
  return (
    // suppressHydrationWarning: the inline scripts add a class and data attribute to <html> before React hydrates.
    <html lang={i18n.language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5d55" />
        <script dangerouslySetInnerHTML={{ __html: JS_MARK + ';' + bannerCheck }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* After the page: by then the server knows every namespace the page's components used (i18n-data.tsx). */}
        <I18nDataScript />
        <OsloOffsetsScript />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // A client-side navigation renders its page once the namespaces its routes list are loaded (decision 028).
  usePageNamespacesReady();
  return <Outlet />;
}

/**
 * Last-resort error page. Inside the shell (header and footer, with whatever root data there is),
 * except for presentation screens, which stay bare (SPEC §2).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  if (isScreenPath(pathname)) {
    return (
      <main id="main" className="bare-error">
        <ErrorPage error={error} />
      </main>
    );
  }
  return (
    <ShellFrame data={data} contentTranslated>
      <ErrorPage error={error} />
    </ShellFrame>
  );
}

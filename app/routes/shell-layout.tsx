// The shell around every normal page (SPEC §2 Shell); /skjerm/* sits outside it.
import { Outlet, useRouteLoaderData } from 'react-router';
import { ErrorPage, errorMeta } from '#app/components/shell/error-page.tsx';
import { ShellFrame } from '#app/components/shell/shell-frame.tsx';
import { SessionEffects } from '#app/features/auth/session-effects.tsx';
import { SITE_NAME } from '#app/lib/site.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import type { Route } from './+types/shell-layout';

// Errors of pages stop here and render inside the shell; this route's meta then names the error.
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (error) return errorMeta(error);
  // Otherwise keep the root's defaults for pages without their own meta.
  return matches.find((m) => m?.id === 'root')?.meta ?? [{ title: SITE_NAME }];
};

function useShellData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}

export default function ShellLayout() {
  return (
    <ShellFrame data={useShellData()}>
      <SessionEffects>
        <Outlet />
      </SessionEffects>
    </ShellFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ShellFrame data={useShellData()} contentTranslated>
      <ErrorPage error={error} />
    </ShellFrame>
  );
}

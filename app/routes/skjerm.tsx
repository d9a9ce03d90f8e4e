// /skjerm/{screenId}: an in-library presentation screen, rendered without header, footer or session (SPEC §2).
import { getScreen } from '#server/services/screens.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/skjerm';

export async function loader({ params, context }: Route.LoaderArgs) {
  // The screen id is the whole path after /skjerm/, e.g. 'bjorvika/0-1' (floor from the last segment).
  const screenId = (params['*'] ?? '').replace(/\/+$/, '');
  const screen = screenId ? await getScreen(context.services, screenId) : null;
  if (!screen) notFound();
  return { screen };
}

export const meta = ({ data }: Route.MetaArgs) => [{ title: pageTitle(data?.screen.name) }];

export default function Screen({ loaderData: { screen } }: Route.ComponentProps) {
  return (
    <main className="screen" data-layout={screen.layout} data-floor={screen.floor}>
      <h1>{screen.libraryName}</h1>
      <p>Velkommen!</p>
    </main>
  );
}

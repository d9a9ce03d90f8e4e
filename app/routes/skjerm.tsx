// /skjerm/{screenId}: an in-library presentation screen, full screen without header, footer or session (SPEC §2, issue #8).
import { getScreenData } from './skjerm.server.ts';
import { ScreenView } from '#app/features/screens/screen-view.tsx';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/skjerm';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('screens');

// The screen speaks the language of its browser like any page (cookie or Accept-Language, bokmål by default; decision
// 028): <html lang> says which. 'events' words the seats of events with sign-up.
export const handle = { translated: true, i18n: ['screens', 'events'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  // The screen id is the whole path after /skjerm/, e.g. 'bjorvika/0-1' (floor from the last segment).
  const screenId = (params['*'] ?? '').replace(/\/+$/, '');
  const data = screenId ? await getScreenData(context.services, screenId) : null;
  if (!data) notFound();
  return { data };
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: pageTitle(data?.data.screen.name) },
  { name: 'robots', content: 'noindex' },
];

export default function Screen({ loaderData: { data } }: Route.ComponentProps) {
  return <ScreenView initial={data} />;
}

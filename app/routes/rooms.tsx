// Rooms and venues: /moterom-gratis, /moterom-utleie and /event-og-konferanse (SPEC §2) share this module.
import { ComingSoon } from '#app/features/status/coming-soon.tsx';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/rooms';

const pagesByPath: Record<string, { title: string; text: string }> = {
  '/moterom-gratis': { title: 'Gratis møterom', text: 'Møterom du kan låne gratis på bibliotekene.' },
  '/moterom-utleie': { title: 'Møterom til leie', text: 'Møterom og utstyr du kan leie for møter og kurs.' },
  '/event-og-konferanse': { title: 'Event og konferanse', text: 'Saler og scener for arrangementer og konferanser.' },
};

export function loader({ request }: Route.LoaderArgs) {
  return pagesByPath[new URL(request.url).pathname] ?? pagesByPath['/moterom-gratis'];
}

export const meta = ({ data }: Route.MetaArgs) => [{ title: pageTitle(data?.title) }];

export default function Rooms({ loaderData }: Route.ComponentProps) {
  return <ComingSoon title={loaderData.title}>{loaderData.text}</ComingSoon>;
}

// Rooms and venues: /moterom-gratis, /moterom-utleie and /event-og-konferanse (SPEC §2) share this module;
// rooms are grouped by branch with capacity, equipment, price and how to book (no booking flow).
import { Link } from 'react-router';
import { listRoomsByBranch } from './rooms.server.ts';
import type { RoomKind } from '#server/services/rooms.ts';
import { RoomList } from '#app/features/services/room-list.tsx';
import { roomsTexts as t } from '#app/features/services/services-texts.ts';
import { seoMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/rooms';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('content', 'home');

const KIND_BY_PATH: Record<string, RoomKind> = {
  '/moterom-gratis': 'free',
  '/moterom-utleie': 'rent',
  '/event-og-konferanse': 'venue',
};
const PATH_BY_KIND: Record<RoomKind, string> = { free: '/moterom-gratis', rent: '/moterom-utleie', venue: '/event-og-konferanse' };
const KINDS: readonly RoomKind[] = ['free', 'rent', 'venue'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = KIND_BY_PATH[new URL(request.url).pathname.replace(/\/+$/, '')] ?? 'free';
  return { kind, branches: await listRoomsByBranch(context.services, kind) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const kind = data?.kind ?? 'free';
  return seoMeta(matches, { title: t.pages[kind].title, description: t.pages[kind].lead, canonicalPath: PATH_BY_KIND[kind] });
};

export default function Rooms({ loaderData: { kind, branches } }: Route.ComponentProps) {
  const texts = t.pages[kind];
  return (
    <div className="page">
      <h1 className="page-heading">{texts.title}</h1>
      <p className="lead">{texts.lead}</p>
      <nav aria-label={t.otherPagesLabel} className="sub-nav">
        <ul>
          {KINDS.map((other) => (
            <li key={other}>
              <Link to={PATH_BY_KIND[other]} aria-current={other === kind ? 'page' : undefined}>
                {t.pages[other].title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <RoomList branches={branches} free={kind === 'free'} />
    </div>
  );
}

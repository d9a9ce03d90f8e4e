// Rooms and venues: /moterom-gratis, /moterom-utleie and /event-og-konferanse (SPEC §2) share this module;
// rooms are grouped by branch with capacity, equipment, price and how to book (no booking flow).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listRoomsByBranch } from './rooms.server.ts';
import type { RoomKind } from '#core/contracts/offers.ts';
import { RoomList } from '#app/features/services/room-list.tsx';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { seoMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/rooms';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('content', 'home');

const KIND_BY_PATH: Record<string, RoomKind> = {
  '/moterom-gratis': 'free',
  '/moterom-utleie': 'rent',
  '/event-og-konferanse': 'venue',
};
const PATH_BY_KIND: Record<RoomKind, string> = {
  free: '/moterom-gratis',
  rent: '/moterom-utleie',
  venue: '/event-og-konferanse',
};
const KINDS: readonly RoomKind[] = ['free', 'rent', 'venue'];

/** The pages' texts come from the catalogue (decision 028), for all three route ids; rooms and bookings are data in bokmål. */
export const handle = { translated: true, i18n: ['site'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = KIND_BY_PATH[new URL(request.url).pathname.replace(/\/+$/, '')] ?? 'free';
  const t = requestTranslator(request);
  return {
    kind,
    title: t(`site:rooms.${kind}.title`),
    description: t(`site:rooms.${kind}.lead`),
    branches: await listRoomsByBranch(context.services, kind),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const kind = data?.kind ?? 'free';
  return seoMeta(matches, { title: data?.title, description: data?.description, canonicalPath: PATH_BY_KIND[kind] });
};

export default function Rooms({ loaderData: { kind, branches } }: Route.ComponentProps) {
  const { t } = useTranslation('site', { keyPrefix: 'rooms' });
  return (
    <div className="page">
      <h1 className="page-heading">{t(`${kind}.title`)}</h1>
      <p className="lead">{t(`${kind}.lead`)}</p>
      <nav aria-label={t('otherPagesLabel')} className="sub-nav">
        <ul>
          {KINDS.map((other) => (
            <li key={other}>
              <Link to={PATH_BY_KIND[other]} aria-current={other === kind ? 'page' : undefined}>
                {t(`${other}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <RoomList branches={branches} free={kind === 'free'} />
    </div>
  );
}

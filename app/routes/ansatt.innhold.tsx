// /ansatt/innhold (issue #4): the staff area's overview — the content types this staff member may manage, and the change log.
import { Link } from 'react-router';
import { CONTENT_AREA_PATH, CONTENT_TYPE_INFO, manageableContentTypes, type ContentType } from '#core/content-admin.ts';
import { StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { requireContentStaff } from '#app/features/content-admin/staff-access.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold';

export const meta = () => [{ title: pageTitle('Innhold') }, { name: 'robots', content: 'noindex' }];

/** Types whose pages are built; the rest are listed as not yet available. */
const BUILT: readonly ContentType[] = ['event', 'banner', 'opening_hours_exception'];

const DESCRIPTIONS: Record<ContentType, string> = {
  event: 'Opprett, endre, publiser og slett arrangementer på Hva skjer.',
  banner: 'Meldingen øverst på alle sider, for eksempel ved driftsavbrudd.',
  opening_hours_exception: 'Helligdager, stengte dager og endrede åpningstider for ett bibliotek.',
  service: 'Tjenestene på Vi tilbyr.',
  page: 'Faste sider som personvern og kontakt oss.',
  campaign: 'Kampanjer på forsiden og på skjermene.',
  staff_list: 'Boklister laget av ansatte.',
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request);
  return { name: actor.name, types: manageableContentTypes(actor.roles) };
}

export default function ContentOverview({ loaderData }: Route.ComponentProps) {
  const { name, types } = loaderData;
  return (
    <div className="page admin-page">
      <h1 className="page-heading">Innhold</h1>
      <p className="lead">Hei, {name}. Her endrer du innholdet på nettsidene. Alle endringer logges med hvem som gjorde dem og når.</p>
      <ul className="card-list admin-overview">
        {types.map((type) => (
          <li key={type} className="card">
            <h2 className="card__title">
              {BUILT.includes(type) ? <Link to={`${CONTENT_AREA_PATH}/${CONTENT_TYPE_INFO[type].segment}`}>{CONTENT_TYPE_INFO[type].plural}</Link> : CONTENT_TYPE_INFO[type].plural}
            </h2>
            <p>{DESCRIPTIONS[type]}</p>
            {!BUILT.includes(type) && <p className="muted">Kommer snart.</p>}
          </li>
        ))}
        <li className="card">
          <h2 className="card__title">
            <Link to={`${CONTENT_AREA_PATH}/logg`}>Endringslogg</Link>
          </h2>
          <p>Hvem endret hva, og når.</p>
        </li>
      </ul>
    </div>
  );
}

export const ErrorBoundary = StaffErrorBoundary;

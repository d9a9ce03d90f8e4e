// /ansatt/innhold (issue #4): the staff area's overview — the content types this staff member may manage, and the change log.
import { Link } from 'react-router';
import { CONTENT_AREA_PATH, CONTENT_TYPE_INFO, manageableContentTypes, type ContentType } from '#core/content-admin.ts';
import { StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { requireContentStaff } from '#app/features/content-admin/staff-access.server.ts';
import { canManageScreens } from './ansatt.innhold.server.ts';
import { SCREEN_ADMIN_PATH } from '#app/features/screens/screen-admin-texts.ts';
import { pageTitle } from '#app/lib/site.ts';
import { StaffNav } from '#app/features/staff/staff-nav.tsx';
import type { Route } from './+types/ansatt.innhold';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

export const meta = () => [{ title: pageTitle('Innhold') }, { name: 'robots', content: 'noindex' }];

const DESCRIPTIONS: Record<ContentType, string> = {
  event: 'Opprett, endre, publiser og slett arrangementer på Hva skjer.',
  banner: 'Meldingen øverst på alle sider, for eksempel ved driftsavbrudd.',
  opening_hours_exception: 'Helligdager, stengte dager og endrede åpningstider for ett bibliotek.',
  service: 'Tjenestene på Vi tilbyr.',
  page: 'Faste sider som personvern og kontakt oss.',
  campaign: 'Kampanjer på forsiden og på skjermene.',
  staff_list: 'Boklister laget av ansatte, på Litteratur og på siden til den som laget dem.',
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request);
  return { name: actor.name, types: manageableContentTypes(actor.roles), screens: canManageScreens(actor.roles) };
}

export default function ContentOverview({ loaderData }: Route.ComponentProps) {
  const { name, types, screens } = loaderData;
  return (
    <div className="page admin-page">
      <StaffNav />
      <h1 className="page-heading">Innhold</h1>
      <p className="lead">
        Hei, {name}. Her endrer du innholdet på nettsidene. Alle endringer logges med hvem som gjorde dem og når.
      </p>
      <ul className="card-list admin-overview">
        {types.map((type) => (
          <li key={type} className="card">
            <h2 className="card__title">
              <Link to={`${CONTENT_AREA_PATH}/${CONTENT_TYPE_INFO[type].segment}`}>
                {CONTENT_TYPE_INFO[type].plural}
              </Link>
            </h2>
            <p>{DESCRIPTIONS[type]}</p>
          </li>
        ))}
        {screens && (
          <li className="card">
            <h2 className="card__title">
              <Link to={SCREEN_ADMIN_PATH}>Skjermer</Link>
            </h2>
            <p>Lysbildene på infoskjermene i bibliotekene.</p>
          </li>
        )}
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

// Layout of the personal pages /min-side/* (SPEC §2): login required, invalid profiles forced to /min-side/profil, section menu and 'Logg ut'.
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { isStaff } from '#core/profile.ts';
import { useCurrentInView } from '#app/components/scroll-row.ts';
import { LogoutButton } from '#app/features/auth/logout-button.tsx';
import { revalidateUnlessFreshPage } from '#app/lib/revalidation.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.layout';

/** The menu's texts for every Min side page (decision 028). */
export const handle = { i18n: ['account', 'mydata', 'messages'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  return { invalidProfile: session.user.invalidProfile, staff: isStaff(session.user.assignedRoles) };
}

/** Nothing here changes with an action whose answer carries its page (app/lib/revalidation.ts). */
export const shouldRevalidate = revalidateUnlessFreshPage;

/** Sub-pages of Min side; each page's content comes from its own route. */
const SECTIONS = [
  { to: '/min-side', label: 'overview', end: true },
  { to: '/min-side/laan', label: 'loans' },
  { to: '/min-side/bestillinger', label: 'reservations' },
  { to: '/min-side/huskeliste', label: 'lists' },
  { to: '/min-side/historikk', label: 'history' },
  { to: '/min-side/digitalt', label: 'digital' },
  { to: '/min-side/gebyrer', label: 'fines' },
  { to: '/min-side/profil', label: 'profile' },
] as const;

export default function MyPageLayout({ loaderData }: Route.ComponentProps) {
  // With an invalid profile, the other pages redirect to the profile, so only it is offered.
  const sections = loaderData.invalidProfile ? SECTIONS.filter((s) => s.to === '/min-side/profil') : SECTIONS;
  // Phones show the sections as one row that scrolls sideways (shell.css), with the current one in view.
  const row = useCurrentInView<HTMLUListElement>();
  const { t } = useTranslation('mydata');
  const { t: tMenu } = useTranslation('account', { keyPrefix: 'menu' });
  return (
    <div className="my-page">
      <div className="my-page__bar container">
        <nav aria-label={tMenu('label')} className="my-page__nav">
          <ul className="my-page__nav-list" ref={row}>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={'end' in section ? section.end : false} className="my-page__nav-link">
                  {tMenu(section.label)}
                </NavLink>
              </li>
            ))}
            {!loaderData.invalidProfile && (
              <>
                <li>
                  <NavLink to="/min-side/kort" className="my-page__nav-link">
                    {t('menu.card')}
                  </NavLink>
                </li>
                {/* Saved searches and "Varsle meg når den er ledig" (docs/decisions/036). */}
                <li>
                  <NavLink to="/min-side/varsler" className="my-page__nav-link">
                    {t('menu.alerts')}
                  </NavLink>
                </li>
              </>
            )}
            {loaderData.staff && (
              <li>
                <NavLink to="/ansatt/plukklister" className="my-page__nav-link">
                  {tMenu('staff')}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <LogoutButton className="button button--secondary my-page__logout" />
      </div>
      <Outlet />
    </div>
  );
}

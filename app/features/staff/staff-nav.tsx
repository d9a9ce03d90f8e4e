// The staff area's own navigation (picking lists, desk, copy cataloguing, content): a row of links on each staff page.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffPagesFor } from '#core/staff-pages.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';

/** The staff pages the logged-in staff member may use (core/staff-pages.ts). */
export function StaffNav() {
  const { user } = useRootAuth();
  const { t } = useTranslation('staff', { keyPrefix: 'nav' });
  const { t: shell } = useTranslation('shell', { keyPrefix: 'staffPages' });
  return (
    // The search's tab pills: the same look for a row of sibling pages.
    <nav aria-label={t('label')} className="search-tabs no-print">
      <ul>
        {staffPagesFor(user?.assignedRoles).map((page) => (
          <li key={page.path}>
            <NavLink to={page.path} className="search-tabs__link">
              {shell(page.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

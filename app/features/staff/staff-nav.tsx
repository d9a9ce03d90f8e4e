// The staff area's own navigation (picking lists, desk, copy cataloguing, content): a row of links on each staff page.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { staffPagesFor } from '#core/staff-pages.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';

/** The page names in the page's language, by path (core/staff-pages.ts keeps the bokmål names the site header uses). */
const PAGE_KEYS: Readonly<Record<string, 'picking' | 'desk' | 'copy' | 'content'>> = {
  '/ansatt/plukklister': 'picking',
  '/ansatt/skranke': 'desk',
  '/ansatt/kopikatalogisering': 'copy',
  [CONTENT_AREA_PATH]: 'content',
};

/** The staff pages the logged-in staff member may use (core/staff-pages.ts). */
export function StaffNav() {
  const { user } = useRootAuth();
  const { t } = useTranslation('staff', { keyPrefix: 'nav' });
  return (
    // The search's tab pills: the same look for a row of sibling pages.
    <nav aria-label={t('label')} className="search-tabs no-print">
      <ul>
        {staffPagesFor(user?.assignedRoles).map((page) => {
          const key = PAGE_KEYS[page.path];
          return (
            <li key={page.path}>
              <NavLink to={page.path} className="search-tabs__link">
                {key ? t(key) : page.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

// The staff area's own navigation (picking lists, desk, copy cataloguing, content): a row of links on each staff page.
import { NavLink } from 'react-router';
import { staffPagesFor } from '#core/staff-pages.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';

/** The staff pages the logged-in staff member may use (core/staff-pages.ts). */
export function StaffNav() {
  const { user } = useRootAuth();
  return (
    // The search's tab pills: the same look for a row of sibling pages.
    <nav aria-label="Ansattsider" className="search-tabs no-print">
      <ul>
        {staffPagesFor(user?.assignedRoles).map((page) => (
          <li key={page.path}>
            <NavLink to={page.path} className="search-tabs__link">
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

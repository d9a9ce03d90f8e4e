// The staff area's own navigation (picking lists, desk, copy cataloguing, content): a row of links on each staff page.
import { NavLink } from 'react-router';

const STAFF_PAGES = [
  { to: '/ansatt/plukklister', label: 'Plukklister' },
  { to: '/ansatt/skranke', label: 'Skranke' },
  { to: '/ansatt/kopikatalogisering', label: 'Kopikatalogisering' },
  { to: '/ansatt/innhold', label: 'Innhold' },
] as const;

export function StaffNav() {
  return (
    // The search's tab pills: the same look for a row of sibling pages.
    <nav aria-label="Ansattsider" className="search-tabs no-print">
      <ul>
        {STAFF_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} className="search-tabs__link">
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// The site header (SPEC §2 Shell): logo, the four dropdown menus, login/register or the user's name, search and 'Meny'.
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { staffPagesFor } from '#core/staff-pages.ts';
import { Icon } from '#app/components/icon.tsx';
import type { SessionUser } from '#app/lib/session-user.ts';
import { HeaderLanguageSwitch } from './language-switch.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { headerNavGroups } from './nav-links.ts';
import { SearchForm } from './search-form.tsx';
import { SiteLogo } from './site-logo.tsx';
import { SiteNav } from './site-nav.tsx';

export function SiteHeader({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const groups = headerNavGroups(t);
  return (
    <header className="site-header">
      <HeaderLanguageSwitch />
      <div className="site-header__bar container">
        <SiteLogo />
        <SearchForm id="header-search" className="site-header__search" />
        <div className="site-header__actions">
          {user ? (
            <>
              {/* SPEC §6: staff see the staff area; issue #18: each page their roles may use. */}
              <StaffHeaderLinks roles={user.assignedRoles} />
              <Link to="/min-side" className="header-button header-button--user">
                <Icon name="user" />
                <span className="header-button__label">{user.name}</span>
              </Link>
            </>
          ) : (
            <>
              <Link to="/logg-inn" className="header-button header-button--login">
                <Icon name="user" />
                <span>{t('header.login')}</span>
              </Link>
              <Link to="/registrer-deg" className="button button--primary site-header__register">
                {t('header.register')}
              </Link>
            </>
          )}
          <MobileMenu groups={groups} user={user} />
        </div>
      </div>
      <SiteNav groups={groups} />
    </header>
  );
}

/** The picking lists, the desk and the content area, as far as these roles may use them; nothing for patrons. */
function StaffHeaderLinks({ roles }: { roles: readonly string[] | null | undefined }) {
  const { t } = useTranslation('shell', { keyPrefix: 'staffPages' });
  const pages = staffPagesFor(roles, 'header');
  if (pages.length === 0) return null;
  return (
    <nav aria-label={t('nav')} className="staff-header-nav">
      <ul className="staff-header-nav__list">
        {pages.map((page) => (
          <li key={page.path}>
            <NavLink to={page.path} className="header-button header-button--staff">
              {t(page.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

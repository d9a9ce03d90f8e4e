// The site header (SPEC §2 Shell): logo, the four dropdown menus, login/register or the user's name, search and 'Meny'.
import { Link } from 'react-router';
import { isStaff } from '#core/profile.ts';
import { Icon } from '#app/components/icon.tsx';
import type { SessionUser } from '#app/lib/session-user.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { HEADER_NAV_GROUPS } from './nav-links.ts';
import { SearchForm } from './search-form.tsx';
import { shellTexts } from './shell-texts.ts';
import { SiteLogo } from './site-logo.tsx';
import { SiteNav } from './site-nav.tsx';

const t = shellTexts.header;

export function SiteHeader({ user }: { user: SessionUser | null }) {
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <SiteLogo />
        <SearchForm id="header-search" className="site-header__search" />
        <div className="site-header__actions">
          {user ? (
            <>
              {/* SPEC §6: EMPLOYEE sees the staff area (picking lists). */}
              {isStaff(user.assignedRoles) && (
                <Link to="/ansatt/plukklister" className="header-button header-button--staff">
                  <span className="header-button__label">{t.staffArea}</span>
                </Link>
              )}
              <Link to="/min-side" className="header-button header-button--user">
                <Icon name="user" />
                <span className="header-button__label">{user.name}</span>
              </Link>
            </>
          ) : (
            <>
              <Link to="/logg-inn" className="header-button header-button--login">
                <Icon name="user" />
                <span>{t.login}</span>
              </Link>
              <Link to="/registrer-deg" className="button button--primary site-header__register">
                {t.register}
              </Link>
            </>
          )}
          <MobileMenu groups={HEADER_NAV_GROUPS} user={user} />
        </div>
      </div>
      <SiteNav groups={HEADER_NAV_GROUPS} />
    </header>
  );
}

// The side menu's dialog (SPEC §2 "Mobile side menu"): the header's four groups as expandable sections plus the
// account links. Loaded on first open (see mobile-menu.tsx), so react-aria stays out of the first page load.
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { staffPagesFor } from '#core/staff-pages.ts';
import { Icon } from '#app/components/icon.tsx';
import { AppModal } from '#app/components/modal/app-modal.tsx';
import type { SessionUser } from '#app/lib/session-user.ts';
import { currentLinkHref, labelLang, type NavGroup } from './nav-links.ts';

export interface MobileMenuPanelProps {
  groups: readonly NavGroup[];
  user: SessionUser | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export default function MobileMenuPanel({ groups, user, isOpen, onOpenChange: setOpen }: MobileMenuPanelProps) {
  const location = useLocation();
  const { t, i18n } = useTranslation();
  return (
    <AppModal isOpen={isOpen} onOpenChange={setOpen} title={t('header.menu')} placement="side" className="mobile-menu">
      {(close) => (
        <>
          <ul className="mobile-menu__account">
            {user ? (
              <>
                <li>
                  <Link to="/min-side" className="button button--secondary" onClick={close}>
                    <Icon name="user" />
                    {user.name}
                  </Link>
                </li>
                {staffPagesFor(user.assignedRoles, 'header').map((page) => (
                  <li key={page.path}>
                    <Link to={page.path} className="button button--secondary" onClick={close}>
                      {t(`staffPages.${page.key}`)}
                    </Link>
                  </li>
                ))}
              </>
            ) : (
              <>
                <li>
                  <Link to="/logg-inn" className="button button--secondary" onClick={close}>
                    {t('header.login')}
                  </Link>
                </li>
                <li>
                  <Link to="/registrer-deg" className="button button--primary" onClick={close}>
                    {t('header.register')}
                  </Link>
                </li>
              </>
            )}
          </ul>
          <nav aria-label={t('header.mainNav')}>
            {groups.map((group) => {
              const current = currentLinkHref(group.links, location);
              return (
                <Disclosure key={group.id} className="menu-section" defaultExpanded={current !== null}>
                  <h3 className="menu-section__heading">
                    <Button slot="trigger" className="menu-section__trigger">
                      {group.label}
                      <Icon name="chevron-down" size={20} className="icon menu-section__chevron" />
                    </Button>
                  </h3>
                  <DisclosurePanel className="menu-section__panel">
                    <ul className="menu-section__list">
                      {group.links.map((link) => (
                        <li key={link.href}>
                          <Link
                            to={link.href}
                            className="menu-section__link"
                            lang={labelLang(link, i18n.language)}
                            aria-current={link.href === current ? 'page' : undefined}
                            onClick={close}
                          >
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </DisclosurePanel>
                </Disclosure>
              );
            })}
          </nav>
        </>
      )}
    </AppModal>
  );
}

// The 'Meny' button and the side menu it opens (SPEC §2 "Mobile side menu"). The dialog's code is fetched
// on first hover, focus or open, so it costs nothing on pages where nobody opens the menu.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '#app/components/icon.tsx';
import type { SessionUser } from '#app/lib/session-user.ts';
import type { NavGroup } from './nav-links.ts';

const loadPanel = () => import('./mobile-menu-panel.tsx');
const MobileMenuPanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel();

export function MobileMenu({ groups, user }: { groups: readonly NavGroup[]; user: SessionUser | null }) {
  const [isOpen, setOpen] = useState(false);
  const location = useLocation();
  const { t } = useTranslation();

  // Navigating (also by browser back) closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  return (
    <>
      <button
        type="button"
        className="header-button menu-button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        <span>{t('header.menu')}</span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <MobileMenuPanel groups={groups} user={user} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

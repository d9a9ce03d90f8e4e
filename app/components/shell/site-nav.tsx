// Desktop header navigation: disclosure dropdowns (button aria-expanded + list of links), one open at a time.
// Opens on click/Enter/Space and on mouse hover; closes on Escape, click outside, focus leaving,
// following a link, and on mouse leave after the close guard (SPEC §9 DROPDOWN_CLOSE_GUARD_MS).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '#app/components/icon.tsx';
import { createDropdownController, type DropdownController } from './dropdown-controller.ts';
import { currentLinkHref, labelLang, type NavGroup } from './nav-links.ts';

export function SiteNav({ groups }: { groups: readonly NavGroup[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const controllerRef = useRef<DropdownController | null>(null);
  controllerRef.current ??= createDropdownController({ onChange: setOpenId });
  const controller = controllerRef.current;
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();
  const location = useLocation();
  const { t, i18n } = useTranslation();

  useEffect(() => () => controller.dispose(), [controller]);

  // A followed link closes the panel.
  useEffect(() => {
    controller.close();
  }, [controller, location.pathname, location.search]);

  // Click or tap outside the navigation closes it.
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) controller.close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [controller, openId]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, group: NavGroup) => {
    if (openId !== group.id) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      controller.close();
      buttons.current.get(group.id)?.focus();
      return;
    }
    // Optional arrow-key movement between the trigger and the panel's links.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const item = event.currentTarget;
      const trigger = buttons.current.get(group.id);
      const links = Array.from(item.querySelectorAll<HTMLElement>('.nav-panel a'));
      const focusables: HTMLElement[] = trigger ? [trigger, ...links] : links;
      const index = focusables.indexOf(document.activeElement as HTMLElement);
      if (index === -1) return;
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? Math.min(index + 1, focusables.length - 1) : Math.max(index - 1, 0);
      focusables[next].focus();
    }
  };

  return (
    <nav ref={navRef} className="site-nav" aria-label={t('header.mainNav')}>
      <ul className="site-nav__list container">
        {groups.map((group) => {
          const isOpen = openId === group.id;
          const panelId = `${baseId}-${group.id}`;
          const current = currentLinkHref(group.links, location);
          return (
            <li
              key={group.id}
              className="site-nav__item"
              onPointerEnter={(e) => e.pointerType === 'mouse' && controller.pointerEnter(group.id)}
              onPointerLeave={(e) => e.pointerType === 'mouse' && controller.pointerLeave(group.id)}
              onBlur={(e) => {
                // Only when focus moved somewhere else; a click on empty panel space blurs to nothing.
                const next = e.relatedTarget as Node | null;
                if (next && !e.currentTarget.contains(next)) controller.close(group.id);
              }}
              onKeyDown={(e) => onKeyDown(e, group)}
            >
              <button
                ref={(el) => {
                  if (el) buttons.current.set(group.id, el);
                  else buttons.current.delete(group.id);
                }}
                type="button"
                className="site-nav__trigger"
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-current={current !== null || undefined}
                onClick={() => controller.toggle(group.id)}
              >
                {group.label}
                <Icon name="chevron-down" size={18} className="icon site-nav__chevron" />
              </button>
              <div id={panelId} className="nav-panel" hidden={!isOpen}>
                <div className="nav-panel__inner container">
                  <ul className={group.wide ? 'nav-panel__list nav-panel__list--columns' : 'nav-panel__list'}>
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <Link
                          to={link.href}
                          className="nav-panel__link"
                          lang={labelLang(link, i18n.language)}
                          aria-current={link.href === current ? 'page' : undefined}
                          onClick={() => controller.close()}
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

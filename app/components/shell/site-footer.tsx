// The site footer (SPEC §2 footer links): link groups, external links from the public configuration, social and legal links.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '#app/components/icon.tsx';
import { SITE_NAME } from '#app/lib/site.ts';
import type { PublicConfig } from '#core/contracts/shell.ts';
import { FooterLanguageSwitch } from './language-switch.tsx';
import { footerGroups, labelLang, legalLinks, type NavLinkItem } from './nav-links.ts';

function FooterLink({ link }: { link: NavLinkItem }) {
  const { t, i18n } = useTranslation();
  if (link.external) {
    return (
      <a href={link.href} className="site-footer__link">
        {link.label}
        <Icon name="external" size={16} />
        <span className="visually-hidden"> {t('footer.externalLink')}</span>
      </a>
    );
  }
  return (
    <Link to={link.href} className="site-footer__link" lang={labelLang(link, i18n.language)}>
      {link.label}
    </Link>
  );
}

export function SiteFooter({ publicConfig }: { publicConfig: PublicConfig | null }) {
  const { t } = useTranslation();
  const groups = footerGroups(publicConfig, t);
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__intro">
            <p className="site-footer__name">{SITE_NAME}</p>
            <p className="site-footer__tagline">{t('footer.tagline')}</p>
          </div>
          <div className="site-footer__groups">
            {groups.map((group) => (
              <section key={group.id} className="site-footer__group" aria-labelledby={`footer-${group.id}`}>
                <h2 id={`footer-${group.id}`} className="site-footer__heading">
                  {group.label}
                </h2>
                <ul className="site-footer__list">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <FooterLanguageSwitch />
          </div>
        </div>
        <nav className="site-footer__legal" aria-label={t('footer.legalNav')}>
          <ul className="site-footer__legal-list">
            {legalLinks(t).map((link) => (
              <li key={link.href}>
                <FooterLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

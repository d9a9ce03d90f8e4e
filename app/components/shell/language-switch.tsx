// The language choice of the header and the footer (decision 028): plain links to /sprak/{language}, which remembers
// the choice in a cookie and sends the visitor back to this page, so it works without JavaScript and reloads the
// whole document in the new language. Each language is named in itself and marked with its own `lang`.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES } from '#core/i18n/languages.ts';
import { languageSwitchHref } from '#core/i18n/language-switch.ts';

function LanguageLinks({ className }: { className: string }) {
  const { i18n } = useTranslation();
  // Path and query only: the hash never reaches the server, so the server and the browser render the same address.
  const { pathname, search } = useLocation();
  return (
    <ul className={className}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <a
            href={languageSwitchHref(language, `${pathname}${search}`)}
            hrefLang={language}
            lang={language}
            className="language-switch__link"
            aria-current={language === i18n.language ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** In the header: a small navigation of its own above the bar. */
export function HeaderLanguageSwitch() {
  const { t } = useTranslation();
  return (
    <nav className="language-switch language-switch--header container" aria-label={t('language.nav')}>
      <LanguageLinks className="language-switch__list" />
    </nav>
  );
}

/** In the footer: one more group beside the footer's link groups. */
export function FooterLanguageSwitch() {
  const { t } = useTranslation();
  return (
    <section className="site-footer__group" aria-labelledby="footer-language">
      <h2 id="footer-language" className="site-footer__heading">
        {t('language.heading')}
      </h2>
      <LanguageLinks className="site-footer__list" />
    </section>
  );
}

// The site's wordmark: an open-book mark and SITE_NAME, linking to the home page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITE_NAME } from '#app/lib/site.ts';

export function SiteLogo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="site-logo">
      <svg className="site-logo__mark" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="8" fill="currentColor" />
        <path
          d="M8 11c3.5-1.2 7-1 10 1.2V27c-3-2.2-6.5-2.4-10-1.2zM28 11c-3.5-1.2-7-1-10 1.2V27c3-2.2 6.5-2.4 10-1.2z"
          fill="#fff"
        />
      </svg>
      <span className="site-logo__text">{SITE_NAME}</span>
      <span className="visually-hidden">, {t('logoHome')}</span>
    </Link>
  );
}

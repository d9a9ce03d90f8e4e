// Links between the search scopes for the same query (SPEC §2 /sok, /sok-person, /sok-info, /sok-anbefaling, /sok-event).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchPath } from '#core/catalogue.ts';
import { useCurrentInView } from '#app/components/scroll-row.ts';
import type { SearchScope } from './search-texts.ts';

const SCOPES: SearchScope[] = ['sok', 'sok-person', 'sok-info', 'sok-anbefaling', 'sok-event'];

export function SearchTabs({ scope, query }: { scope: SearchScope; query: string }) {
  // One row that scrolls sideways on phones (shell.css), with the current scope in view.
  const row = useCurrentInView<HTMLUListElement>();
  const { t } = useTranslation('catalogue');
  return (
    <nav className="search-tabs" aria-label={t('search.tabs.label')}>
      <ul ref={row}>
        {SCOPES.map((s) => (
          <li key={s}>
            <Link
              to={searchPath(query, s)}
              aria-current={s === scope ? 'page' : undefined}
              className="search-tabs__link"
            >
              {t(`search.tabs.${s}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

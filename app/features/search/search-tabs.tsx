// Links between the search scopes for the same query (SPEC §2 /sok, /sok-person, /sok-info, /sok-anbefaling, /sok-event).
import { Link } from 'react-router';
import { searchPath } from '#core/catalogue.ts';
import { searchTexts as texts } from './search-texts.ts';

export type SearchScope = 'sok' | 'sok-person' | 'sok-info' | 'sok-anbefaling' | 'sok-event';
const SCOPES: SearchScope[] = ['sok', 'sok-person', 'sok-info', 'sok-anbefaling', 'sok-event'];

export function SearchTabs({ scope, query }: { scope: SearchScope; query: string }) {
  return (
    <nav className="search-tabs" aria-label={texts.tabs.label}>
      <ul>
        {SCOPES.map((s) => (
          <li key={s}>
            <Link to={searchPath(query, s)} aria-current={s === scope ? 'page' : undefined} className="search-tabs__link">
              {texts.tabs[s]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

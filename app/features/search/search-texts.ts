// The search pages' document title and description (SPEC §2 search routes), from the catalogue namespace (decision 028):
// the loaders word them in the page's language, since meta functions have no translator of their own.
import type { CatalogueT } from '#core/i18n/translator.ts';
import { SITE_NAME } from '#app/lib/site.ts';

/** The search pages, one tab each (SearchTabs). */
export type SearchScope = 'sok' | 'sok-person' | 'sok-info' | 'sok-anbefaling' | 'sok-event';

/** The document title of a search page (before the site name): the scope, then the query ('*' is everything). */
export function searchPageTitle(t: CatalogueT, scope: SearchScope, query: string): string {
  const heading = t(`catalogue:search.headings.${scope}`);
  return query === '*' ? heading : t('catalogue:search.pageTitle', { heading, query });
}

/** <meta name="description"> of the search pages: what the page finds, for search engines and shared links. */
export function searchMetaDescription(t: CatalogueT, scope: SearchScope, query: string): string {
  const matching = query === '*' ? '' : t('catalogue:search.matching', { query });
  return t(`catalogue:search.meta.${scope}`, { matching, site: SITE_NAME });
}

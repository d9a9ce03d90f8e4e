// Texts the browser words itself, outside a component, when no answer came from the server to word them (the API
// client's own errors, a clientAction's post that never left the browser): in the page's language, from the page's
// i18next instance, which createClientI18n hands to react-i18next (setI18n). `errors` is inlined on every page.
import { getI18n } from 'react-i18next';

export type BrowserTextKey =
  'errors:api.network' | 'errors:api.libraryUnreachable' | 'errors:api.serverError' | 'errors:kind.unauthenticated';

/** The text in the page's language; the key itself where no instance is set (only the browser sets one). */
export function browserText(key: BrowserTextKey): string {
  const instance = getI18n() as ReturnType<typeof getI18n> | undefined;
  return instance ? instance.t(key) : key;
}

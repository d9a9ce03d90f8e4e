// The namespaces a page needs (decision 028): shell, common and errors on every page, plus those the matched routes
// list in `handle.i18n`. The document inlines only these; a client-side navigation loads the ones the browser lacks.

/** Every page has the shell (header, footer, dialogs), the dates and the error page's texts. */
const PAGE_BASE_NAMESPACES = ['shell', 'common', 'errors'] as const;

/** What a route module may export as its handle: `{ translated: true, i18n: ['account', 'events'] }`. */
interface I18nHandle {
  translated?: boolean;
  i18n?: readonly string[];
}

/** The base namespaces, then each matched route's `handle.i18n` in order, each once; anything else in a handle is ignored. */
export function pageNamespaces(matches: readonly { handle?: unknown }[]): string[] {
  const namespaces = new Set<string>(PAGE_BASE_NAMESPACES);
  for (const match of matches) {
    const listed = (match.handle as I18nHandle | null | undefined)?.i18n;
    if (!Array.isArray(listed)) continue;
    for (const ns of listed) if (typeof ns === 'string' && ns !== '') namespaces.add(ns);
  }
  return [...namespaces];
}

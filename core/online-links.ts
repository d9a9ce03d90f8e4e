// Where an edition can be read, heard or seen online (MARC 856, issue #17): which links are safe to show and what they say.

const ONLINE_LINK_KINDS = ['read', 'listen', 'watch', 'info'] as const;
type OnlineLinkKind = (typeof ONLINE_LINK_KINDS)[number];

export interface OnlineLink {
  url: string;
  /** The record's own words for the link (856 $y or $3); '' when it has none. */
  label: string;
  kind: OnlineLinkKind;
}

/** An absolute http(s) address, or null: anything else (javascript:, data:, relative paths) is never put in an href. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The links of a publication as stored (jsonb), checked again where they are shown: http(s) only, a known kind
 * (else 'info'), a trimmed label, each address once. The import writes them so; a row written by hand may not be.
 */
export function onlineLinks(raw: unknown): OnlineLink[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const links: OnlineLink[] = [];
  for (const entry of raw as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { url, label, kind } = entry as Record<string, unknown>;
    const safe = safeHttpUrl(url);
    if (safe === null || seen.has(safe)) continue;
    seen.add(safe);
    links.push({
      url: safe,
      label: typeof label === 'string' ? label.replace(/\s+/g, ' ').trim() : '',
      kind: ONLINE_LINK_KINDS.includes(kind as OnlineLinkKind) ? (kind as OnlineLinkKind) : 'info',
    });
  }
  return links;
}

/** The edition itself can be read, heard or seen online (a table of contents or publisher's description is not that). */
export function hasOnlineAccess(links: readonly Pick<OnlineLink, 'kind'>[]): boolean {
  return links.some((l) => l.kind !== 'info');
}

/** 856 $y/$3 texts that say nothing the action does not already say. */
const GENERIC_LABELS = new Set([
  'click here',
  'connect to resource',
  'e-bok',
  'e-book',
  'electronic resource',
  'elektronisk ressurs',
  'full text',
  'fulltekst',
  'klikk her',
  'lenke',
  'link',
  'online',
  'online access',
  'på nett',
]);

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s.:;,!()[\]-]+/g, ' ')
    .trim();

/**
 * What the link's accessible name adds after the action ('Les på nett: Bokselskap.no'): the record's label when it
 * says more than the action, else the site's host name (a patron should know where the link takes them).
 */
export function onlineLinkDetail(link: Pick<OnlineLink, 'url' | 'label'>, actionText: string): string {
  const label = fold(link.label);
  if (label !== '' && label !== fold(actionText) && !GENERIC_LABELS.has(label) && safeHttpUrl(link.label) === null)
    return link.label;
  try {
    return new URL(link.url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

// What a page tells search engines and link previews (issue #21, docs/decisions/027): its title and description, the
// canonical address, Open Graph and the Twitter card, all absolute on the public origin (PUBLIC_URL, the root loader).
import { useRouteLoaderData, type MetaDescriptor } from 'react-router';
import { isLanguage, type Language } from '#core/i18n/languages.ts';
import { absoluteUrl } from '#core/structured-data.ts';
import { pageTitle, SITE_NAME } from './site.ts';

/** The match list a meta function gets; only the root's data is read here. */
type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The public origin from the root loader's data ('https://bibliotek.example'); null when the root has none (its error). */
export function publicOrigin(matches: Matches): string | null {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { publicUrl?: unknown } | undefined;
  return typeof root?.publicUrl === 'string' ? root.publicUrl : null;
}

/** Open Graph's locale of each language. */
const OG_LOCALES: Readonly<Record<Language, string>> = { nb: 'nb_NO', nn: 'nn_NO', en: 'en_GB' };

/** The page's Open Graph locale from the root loader's language (bokmål when the root has none). */
function ogLocale(matches: Matches): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { language?: unknown } | undefined;
  return OG_LOCALES[isLanguage(root?.language) ? root.language : 'nb'];
}

/** The same origin for components (JSON-LD). */
export function usePublicOrigin(): string | null {
  const root = useRouteLoaderData('root') as { publicUrl?: unknown } | undefined;
  return typeof root?.publicUrl === 'string' ? root.publicUrl : null;
}

export interface PageSeo {
  /** The page's own title; the document title adds the site's name. Leave out on the home page. */
  title?: string;
  description?: string | null;
  /** The page's one address on this site: path, plus only the query parameters that make it another page. */
  canonicalPath: string;
  /** Cover or picture; a path on this site or an absolute address. */
  image?: string | null;
  imageAlt?: string;
  /** Open Graph type: 'book' for books, 'website' otherwise. */
  type?: 'website' | 'book' | 'article';
  /** A wide picture (a library's photo) is shown large in previews; a cover stays a small card. */
  largeImage?: boolean;
  /** Type-specific Open Graph properties (book:isbn …). */
  openGraph?: Readonly<Record<string, string | readonly string[]>>;
}

/** Search engines show about 160 characters of a description. */
const DESCRIPTION_LIMIT = 160;

/** Free text (a work's description) cut at a word before the limit; texts written as descriptions are left whole. */
export function shortDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_LIMIT) return clean;
  const cut = clean.slice(0, DESCRIPTION_LIMIT - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LIMIT / 2)).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The meta descriptors of a public page: title, description, canonical link, Open Graph and Twitter card. Without the
 * origin (the root failed) only title and description: a relative canonical or og:url would be wrong.
 */
export function seoMeta(matches: Matches, page: PageSeo): MetaDescriptor[] {
  const description = page.description?.replace(/\s+/g, ' ').trim() || null;
  const meta: MetaDescriptor[] = [
    { title: pageTitle(page.title) },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
  const origin = publicOrigin(matches);
  if (!origin) return meta;
  const url = absoluteUrl(origin, page.canonicalPath);
  const image = page.image ? absoluteUrl(origin, page.image) : null;
  const property = (name: string, content: string): MetaDescriptor => ({ property: name, content });
  const extra = Object.entries(page.openGraph ?? {}).flatMap(([name, value]) =>
    (typeof value === 'string' ? [value] : value).map((v) => property(name, v)),
  );
  return [
    ...meta,
    { tagName: 'link', rel: 'canonical', href: url },
    property('og:site_name', SITE_NAME),
    property('og:locale', ogLocale(matches)),
    property('og:type', page.type ?? 'website'),
    property('og:title', page.title ?? SITE_NAME),
    ...(description ? [property('og:description', description)] : []),
    property('og:url', url),
    ...(image
      ? [property('og:image', image), ...(page.imageAlt ? [property('og:image:alt', page.imageAlt)] : [])]
      : []),
    ...extra,
    { name: 'twitter:card', content: image && page.largeImage ? 'summary_large_image' : 'summary' },
  ];
}

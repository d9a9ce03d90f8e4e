// The shell's link structure (SPEC §2 Shell and footer links): header menu groups, footer groups and legal links.
// Plain data so the header, the mobile menu and the footer render the same lists, in the page's language (t).
import type { TFunction } from 'i18next';
import type { Language } from '#core/i18n/languages.ts';
import { HEADER_LIBRARIES } from '#core/libraries.ts';
import { SERVICE_FORMS } from '#core/service-forms.ts';
import type { PublicConfig } from '#core/contracts/shell.ts';

export interface NavLinkItem {
  href: string;
  label: string;
  /** Leaves the site: rendered as a plain <a> with an "(ekstern lenke)" hint. */
  external?: boolean;
  /** The label's own language where it is not the page's (data such as the service forms is bokmål). */
  lang?: Language;
}

export interface NavGroup {
  id: string;
  label: string;
  links: NavLinkItem[];
  /** Long lists (the libraries) are laid out in several columns. */
  wide?: boolean;
}

/** /vi-tilbyr filtered by one service form. SPEC §2 serviceForm values. */
export function serviceFormHref(serviceForm: string): string {
  return `/vi-tilbyr?${new URLSearchParams({ serviceForm }).toString()}`;
}

/** The four header dropdowns, in order. SPEC §2 Shell. Library names are names in every language. */
export function headerNavGroups(t: TFunction<'shell'>): NavGroup[] {
  return [
    {
      id: 'vi-anbefaler',
      label: t('header.recommend'),
      links: [
        { href: '/litteratur', label: t('nav.literature') },
        { href: '/inspirasjon/bøker', label: t('nav.inspirationBooks') },
        { href: '/inspirasjon/tegneserier', label: t('nav.inspirationComics') },
        { href: '/inspirasjon/film', label: t('nav.inspirationFilm') },
        { href: '/inspirasjon/musikk', label: t('nav.inspirationMusic') },
        { href: '/hva-skjer', label: t('nav.whatsOn') },
      ],
    },
    {
      id: 'bibliotekene',
      label: t('header.libraries'),
      wide: true,
      links: [
        { href: '/bibliotekene', label: t('nav.allLibraries') },
        ...HEADER_LIBRARIES.map((library) => ({ href: `/bibliotekene/${library.slug}`, label: library.name })),
      ],
    },
    {
      id: 'vi-tilbyr',
      label: t('header.weOffer'),
      links: [
        { href: '/vi-tilbyr', label: t('nav.allServices') },
        // The service forms are the services' own data, in bokmål until the services are translated.
        ...SERVICE_FORMS.map((form) => ({ href: serviceFormHref(form), label: form, lang: 'nb' as const })),
      ],
    },
    {
      id: 'moterom',
      label: t('header.roomsAndConferences'),
      links: [
        { href: '/moterom-gratis', label: t('nav.roomsFree') },
        { href: '/moterom-utleie', label: t('nav.roomsRent') },
        { href: '/event-og-konferanse', label: t('nav.venues') },
      ],
    },
  ];
}

/**
 * Social media profiles. Decision: fixed here until they become configuration
 * (PublicConfig has no social URLs yet).
 */
const SOCIAL_LINKS: readonly NavLinkItem[] = [
  { href: 'https://www.facebook.com/deichman.oslo', label: 'Facebook', external: true },
  { href: 'https://www.instagram.com/deichman_oslo/', label: 'Instagram', external: true },
];

/** Legal and rules pages, shown at the bottom of the footer. SPEC §2 routes. */
export function legalLinks(t: TFunction<'shell'>): NavLinkItem[] {
  return [
    { href: '/personvern', label: t('footer.privacy') },
    { href: '/utlansreglement', label: t('footer.loanRules') },
    { href: '/ordensreglement', label: t('footer.houseRules') },
    // The accessibility statement the Norwegian rules ask every public site to publish (issue #21).
    { href: '/tilgjengelighet', label: t('footer.accessibility') },
  ];
}

/** Footer link groups (SPEC §2 footer links); external links come from the public configuration. */
export function footerGroups(
  config: Pick<PublicConfig, 'shopUrl' | 'newsletterUrl' | 'jobsUrl'> | null | undefined,
  t: TFunction<'shell'>,
): NavGroup[] {
  const groups: NavGroup[] = [
    {
      id: 'kontakt',
      label: t('footer.contactGroup'),
      links: [
        { href: '/kontakt-oss', label: t('footer.contact') },
        { href: '/for-media', label: t('footer.media') },
        // The page about the library in English is named in English in every language.
        { href: '/in-english', label: 'In English', lang: 'en' },
        { href: '/bibliotekene/bjorvika', label: t('footer.mainLibrary') },
        { href: '/ofte-stilte-sporsmal#om-søk-og-min-side', label: t('footer.faq') },
      ],
    },
    {
      id: 'om-oss',
      label: t('footer.aboutGroup'),
      links: [
        { href: '/om-oss', label: t('footer.about') },
        { href: '/historien', label: t('footer.history') },
        { href: '/hvem-vi-er', label: t('footer.whoWeAre') },
        { href: '/friby', label: t('footer.friby') },
        { href: '/bruk-biblioteket', label: t('footer.useTheLibrary') },
        { href: '/samarbeid-med-oss', label: t('footer.partner') },
      ],
    },
  ];
  const more: NavLinkItem[] = [];
  if (config?.shopUrl) more.push({ href: config.shopUrl, label: t('footer.shop'), external: true });
  if (config?.newsletterUrl) more.push({ href: config.newsletterUrl, label: t('footer.newsletter'), external: true });
  if (config?.jobsUrl) more.push({ href: config.jobsUrl, label: t('footer.jobs'), external: true });
  if (more.length > 0) groups.push({ id: 'mer', label: t('footer.moreGroup'), links: more });
  groups.push({ id: 'sosiale-medier', label: t('footer.socialGroup'), links: [...SOCIAL_LINKS] });
  return groups;
}

/** The `lang` attribute a link's label needs on a page in `pageLanguage`: only where the two differ. */
export function labelLang(link: NavLinkItem, pageLanguage: string): Language | undefined {
  return link.lang && link.lang !== pageLanguage ? link.lang : undefined;
}

/**
 * The one link of a list that points at the current page (for aria-current="page"), or null.
 * A link with a query string matches when all its parameters are in the location (other
 * filters may be added) and wins over a link to the same path without one, so
 * /vi-tilbyr?serviceForm=Lesesirkel&branch=x marks 'Lesesirkel' and not 'Alt vi tilbyr'.
 */
export function currentLinkHref(
  links: readonly NavLinkItem[],
  location: { pathname: string; search: string },
): string | null {
  const here = normalizePath(location.pathname);
  const hereQuery = new URLSearchParams(location.search);
  let best: { href: string; score: number } | null = null;
  for (const link of links) {
    if (link.external || !link.href.startsWith('/')) continue;
    const url = new URL(link.href, 'http://localhost');
    if (normalizePath(url.pathname) !== here) continue;
    const params = [...url.searchParams];
    if (!params.every(([key, value]) => hereQuery.getAll(key).includes(value))) continue;
    if (best === null || params.length > best.score) best = { href: link.href, score: params.length };
  }
  return best?.href ?? null;
}

function normalizePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare it as it is.
  }
  return decoded.replace(/\/+$/, '') || '/';
}

// The portal's languages (issue #19): bokmål by default, nynorsk and English; which one a request gets and how Intl names them.

export const LANGUAGES = ['nb', 'nn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'nb';

/** The visitor's explicit choice (the language links in the header and footer), remembered for a year. */
const LANGUAGE_COOKIE = 'lang';
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Each language named in itself, so a reader finds their own whatever the page's language (and marked with `lang`). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { nb: 'Bokmål', nn: 'Nynorsk', en: 'English' };

/** The locale Intl formats dates, numbers and lists with; British English writes dates day first, as we do. */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { nb: 'nb-NO', nn: 'nn-NO', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Primary subtags browsers send for our languages: plain 'no' (Norwegian) is read as bokmål. */
const PRIMARY_TAGS: Readonly<Record<string, Language>> = { nb: 'nb', no: 'nb', nn: 'nn', en: 'en' };

/**
 * The first of our languages in an Accept-Language header, by quality (RFC 9110 §12.5.4), or null.
 * 'nn-NO, en;q=0.8' → nn; 'de, en-US;q=0.5' → en; 'de' → null; 'no' → nb.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return {
        language: PRIMARY_TAGS[tag.trim().toLowerCase().split('-')[0] ?? ''],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter(
      (entry): entry is { language: Language; quality: number; index: number } =>
        entry.language !== undefined && entry.quality > 0,
    )
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/** The value of the language cookie in a Cookie header, when it names one of our languages. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.split('=');
    if (name?.trim() === LANGUAGE_COOKIE) {
      const language = value?.trim();
      return isLanguage(language) ? language : null;
    }
  }
  return null;
}

/** A page's language: the visitor's explicit choice, then the browser's languages, then bokmål (decision 028). */
export function pageLanguage(headers: Pick<Headers, 'get'>): Language {
  return (
    languageFromCookie(headers.get('cookie')) ??
    languageFromAcceptLanguage(headers.get('accept-language')) ??
    DEFAULT_LANGUAGE
  );
}

/** An API answer's language: Accept-Language (the portal's own scripts send the page's language), else bokmål. */
export function apiLanguage(headers: Pick<Headers, 'get'>): Language {
  return languageFromAcceptLanguage(headers.get('accept-language')) ?? DEFAULT_LANGUAGE;
}

/** The Set-Cookie value that remembers an explicit choice: the whole site, a year, sent on top-level navigations. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

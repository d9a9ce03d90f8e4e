// Site identity used in titles, the logo and meta tags.
export const SITE_NAME = 'Oslo bibliotek';

/** Document title for a page: "Page | Oslo bibliotek". */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

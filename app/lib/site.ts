// Site identity used in titles, the logo and meta tags.
import { SITE_NAME } from '#core/site.ts';

export { SITE_NAME };

/** Document title for a page: "Page | Oslo bibliotek". */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

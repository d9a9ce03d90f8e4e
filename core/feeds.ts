// Addresses of the Atom feeds (issue #21): the server writes them (server/http/open-web.ts), pages announce them.
import type { InspirationMediaType } from './media-types.ts';

export const STAFF_LISTS_FEED_PATH = '/feeds/lister.xml';

export function newArrivalsFeedPath(type: InspirationMediaType): string {
  return `/feeds/nytt/${encodeURIComponent(type)}.xml`;
}

/** `<link rel="alternate">` for a page's feed, as a React Router meta descriptor, so feed readers find it. */
export function feedLink(title: string, href: string) {
  return { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title, href } as const;
}

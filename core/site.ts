// The site's name, shared by the pages (titles, logo) and the server's own documents (sitemap, OpenSearch, feeds).
export const SITE_NAME = 'Oslo bibliotek';

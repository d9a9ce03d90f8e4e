// Editorial pages (legal and footer pages of SPEC §2) rendered from the pages table by their path, with rich blocks.
import { getPublishedPage } from './content-page.server.ts';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { PageContents, PageSections } from '#app/features/content/page-blocks.tsx';
import { notFound } from '#app/lib/responses.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/content-page';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('content');

/**
 * The page chrome comes from the catalogue (decision 028); the page itself is editorial data in bokmål and keeps
 * lang="nb" on its article, the chrome's words inside it carry the page's language.
 */
export const handle = { translated: true, i18n: ['site', 'vocabulary'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = decodeURIComponent(new URL(request.url).pathname.slice(1)).replace(/\/+$/, '');
  const page = await getPublishedPage(context.services, slug);
  if (!page) notFound();
  // "Now" from the services' clock, so event dates read 'I dag'/'I morgen' the same on server and client.
  return { page, now: context.services.clock().toISOString() };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: pageTitle() }];
  // The page's first picture stands for it in link previews.
  const picture = data.page.sections.flatMap((section) => section.blocks).find((block) => block.type === 'image');
  return seoMeta(matches, {
    title: data.page.title,
    description: data.page.lead,
    canonicalPath: data.page.path,
    image: picture?.url,
    imageAlt: picture?.alt,
    type: 'article',
    largeImage: true,
  });
};

export default function ContentPage({ loaderData: { page, now } }: Route.ComponentProps) {
  const dataLang = useDataLang();
  return (
    <article className="page prose content-page" lang={dataLang}>
      <h1 className="page-heading">{page.title}</h1>
      {page.lead && <p className="lead">{page.lead}</p>}
      <PageContents sections={page.sections} />
      <PageSections sections={page.sections} now={now} />
    </article>
  );
}

// Editorial pages (legal and footer pages of SPEC §2) rendered from the pages table by their path.
import { getPublishedPage, type PageBlock } from '#server/services/pages.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/content-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.slice(1);
  const page = await getPublishedPage(context.services, slug);
  if (!page) notFound();
  return { page };
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: pageTitle(data?.page.title) },
  { name: 'description', content: data?.page.lead ?? '' },
];

function Block({ block }: { block: PageBlock }) {
  switch (block.type) {
    case 'text':
      return <p>{block.text}</p>;
    case 'faq':
      return (
        <div className="faq">
          {block.items.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      );
    case 'links':
      return (
        <ul>
          {block.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.text}</a>
            </li>
          ))}
        </ul>
      );
  }
}

export default function ContentPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <article className="page prose">
      <h1 className="page-heading">{page.title}</h1>
      {page.lead && <p className="lead">{page.lead}</p>}
      {page.sections.map((section) => (
        <section key={section.order} id={section.anchor} aria-labelledby={section.heading ? `s-${section.order}` : undefined}>
          {section.heading && <h2 id={`s-${section.order}`}>{section.heading}</h2>}
          {section.blocks.map((block) => (
            <Block key={block.order} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

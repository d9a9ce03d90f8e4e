// /lister/{listId}: one published staff list with its works (SPEC §7 /api/lists/{id}); drafts and unknown ids are 404.
import { Link } from 'react-router';
import { formatDate } from '#core/dates.ts';
import { getStaffList } from './lister.detail.server.ts';
import { contentTexts as t } from '#app/features/content/content-texts.ts';
import { WorkList } from '#app/features/content/work-list.tsx';
import { notFound } from '#app/lib/responses.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/lister.detail';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('content');

export async function loader({ params, context }: Route.LoaderArgs) {
  const list = await getStaffList(context.services, params.listId);
  if (!list) notFound();
  return { list };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: data.list.title,
        description: data.list.description,
        canonicalPath: `/lister/${data.list.id}`,
        type: 'article',
      })
    : [{ title: pageTitle() }];

export default function StaffList({ loaderData: { list } }: Route.ComponentProps) {
  return (
    <article className="page">
      <p className="eyebrow">
        <Link to="/litteratur">{t.literatureTitle}</Link>
      </p>
      <h1 className="page-heading">{list.title}</h1>
      {list.description && <p className="lead">{list.description}</p>}
      <p className="muted">
        {t.listBy} <Link to={`/bibliotekar/${list.createdBy.employeeId}`}>{list.createdBy.name}</Link>,{' '}
        {list.createdBy.title.toLocaleLowerCase('nb')} ·{' '}
        <time dateTime={list.created}>{t.createdOn(formatDate(list.created))}</time> · {t.itemCount(list.itemCount)}
      </p>
      {list.works.length === 0 ? <p>{t.listEmpty}</p> : <WorkList works={list.works} headingLevel={2} />}
    </article>
  );
}

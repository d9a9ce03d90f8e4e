// /lister/{listId}: one published staff list with its works (SPEC §7 /api/lists/{id}); drafts and unknown ids are 404.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '#core/dates.ts';
import { getStaffList } from './lister.detail.server.ts';
import { WorkList } from '#app/features/content/work-list.tsx';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { notFound } from '#app/lib/responses.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/lister.detail';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('content');

/** The page's words are the lists namespace's, the work list's the site namespace's; the list itself is bokmål data. */
export const handle = { translated: true, i18n: ['lists', 'site', 'vocabulary'] };

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
  const { t } = useTranslation('lists');
  const language = useLanguage();
  const dataLang = useDataLang();
  return (
    <article className="page">
      <p className="eyebrow">
        <Link to="/litteratur">{t('literature.title')}</Link>
      </p>
      <h1 className="page-heading" lang={dataLang}>
        {list.title}
      </h1>
      {list.description && (
        <p className="lead" lang={dataLang}>
          {list.description}
        </p>
      )}
      <p className="muted">
        {t('staffList.listBy')} <Link to={`/bibliotekar/${list.createdBy.employeeId}`}>{list.createdBy.name}</Link>,{' '}
        <span lang={dataLang}>{list.createdBy.title.toLocaleLowerCase('nb')}</span> ·{' '}
        <time dateTime={list.created}>{t('staffList.createdOn', { date: formatDate(list.created, language) })}</time> ·{' '}
        {t('staffList.itemCount', { count: list.itemCount })}
      </p>
      {list.works.length === 0 ? <p>{t('staffList.listEmpty')}</p> : <WorkList works={list.works} headingLevel={2} />}
    </article>
  );
}

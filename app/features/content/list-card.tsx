// A staff list as a card: title (the link to the list page), description, who made it and how many titles.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDataLang, usePageLang } from '#app/i18n/use-data-lang.ts';
import type { StaffListSummaryView } from './content-types.ts';

export function ListCard({
  list,
  showCreator = true,
  headingLevel = 3,
}: {
  list: StaffListSummaryView;
  showCreator?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('site', { keyPrefix: 'content' });
  const dataLang = useDataLang();
  const pageLang = usePageLang();
  return (
    <li className="card staff-list-card">
      <p className="eyebrow" lang={pageLang}>
        {t('itemCount', { count: list.itemCount })}
      </p>
      <Heading lang={dataLang}>
        <Link to={`/lister/${list.id}`}>{list.title}</Link>
      </Heading>
      {list.description && <p lang={dataLang}>{list.description}</p>}
      {showCreator && (
        <p className="muted" lang={pageLang}>
          {t('listBy')} <Link to={`/bibliotekar/${list.createdBy.employeeId}`}>{list.createdBy.name}</Link>
        </p>
      )}
    </li>
  );
}

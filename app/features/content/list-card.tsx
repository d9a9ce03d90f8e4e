// A staff list as a card: title (the link to the list page), description, who made it and how many titles.
import { Link } from 'react-router';
import { contentTexts as t } from './content-texts.ts';
import type { StaffListSummaryView } from './content-types.ts';

export function ListCard({ list, showCreator = true, headingLevel = 3 }: { list: StaffListSummaryView; showCreator?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="card staff-list-card">
      <p className="eyebrow">{t.itemCount(list.itemCount)}</p>
      <Heading>
        <Link to={`/lister/${list.id}`}>
          {list.title}
        </Link>
      </Heading>
      {list.description && <p>{list.description}</p>}
      {showCreator && (
        <p className="muted">
          {t.listBy}{' '}
          <Link to={`/bibliotekar/${list.createdBy.employeeId}`}>
            {list.createdBy.name}
          </Link>
        </p>
      )}
    </li>
  );
}

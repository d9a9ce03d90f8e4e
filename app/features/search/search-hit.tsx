// A work in a result list: cover, title, creator, year, media types and availability (SPEC issue #5 result list).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasOnlineAccess } from '#core/online-links.ts';
import type { OwnStatus } from '#core/circulation.ts';
import { OwnStatusLine } from '#app/features/circulation/own-status.tsx';
import { AvailabilityLine } from './availability-line.tsx';
import { Cover } from './cover.tsx';
import { useMediaTypeText } from '#app/i18n/use-vocabulary.ts';
import type { WorkCardView } from './search-types.ts';

/**
 * `ownStatus`: the logged-in patron's own loans and reservations of this work (issue #18), never another's;
 * `queueNote`: for everyone, the queue and wait when every copy is out.
 */
export function SearchHit({
  work,
  headingLevel = 3,
  debug,
  ownStatus,
  queueNote,
}: {
  work: WorkCardView;
  headingLevel?: 2 | 3;
  debug?: string;
  ownStatus?: readonly OwnStatus[];
  queueNote?: string | null;
}) {
  const { t } = useTranslation('catalogue');
  const mediaTypeText = useMediaTypeText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cover = work.publications.find((p) => p.coverUrl)?.coverUrl ?? work.coverUrl;
  const years = work.publications.map((p) => p.publicationYear).filter((y): y is number => y !== null);
  const year = work.publicationYear ?? (years.length > 0 ? Math.min(...years) : null);
  return (
    <article className="search-hit">
      <Cover src={cover} mediaType={work.mediaType} />
      <div className="search-hit__body">
        <Heading className="search-hit__title">
          <Link to={work.path}>{work.title}</Link>
          {work.subtitle && <span className="search-hit__subtitle"> : {work.subtitle}</span>}
        </Heading>
        <p className="search-hit__meta">
          {work.mainCreator && (
            <>
              <Link to={work.mainCreator.path}>{work.mainCreator.name}</Link>
              {year !== null && ' · '}
            </>
          )}
          {year !== null && <span>{year}</span>}
        </p>
        <ul className="search-hit__types" aria-label={t('search.mediaTypes')}>
          {work.mediaTypes.map((m) => (
            <li key={m}>{mediaTypeText(m)}</li>
          ))}
        </ul>
        <AvailabilityLine
          availability={work.availability}
          online={work.publications.some((p) => hasOnlineAccess(p.links))}
        />
        {queueNote && <p className="search-hit__queue">{queueNote}</p>}
        {ownStatus && <OwnStatusLine statuses={ownStatus} />}
        {debug && (
          <p className="search-hit__debug">
            {t('search.debug')}: {debug}
          </p>
        )}
      </div>
    </article>
  );
}

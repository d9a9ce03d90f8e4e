// A list of works (staff lists, embedded list blocks) with generated covers; each title leads to the work's page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workPath } from '#core/catalogue.ts';
import { imageUrl } from '#core/image-url.ts';
import { usePageLang } from '#app/i18n/use-data-lang.ts';
import { useMediaTypeText } from '#app/i18n/use-vocabulary.ts';
import type { WorkView } from './content-types.ts';

/** The work's page, /verk/{slug}_{id} (SPEC §2 slug rule). */
export function workHref(work: Pick<WorkView, 'id' | 'title'>): string {
  return workPath(work.title, work.id);
}

/** Covers are drawn 2:3; shown at 120 × 180 from a 320 px wide rendering (sharp on high-density screens). */
const COVER = { src: 320, width: 120, height: 180 } as const;

export function WorkList({ works, headingLevel = 3 }: { works: readonly WorkView[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useTranslation('site', { keyPrefix: 'content' });
  const pageLang = usePageLang();
  const mediaTypeText = useMediaTypeText();
  return (
    <ol className="work-list">
      {works.map((work) => (
        <li key={work.id} className="work-list__item">
          {work.recordId ? (
            // Decorative: the cover repeats the title and creator shown beside it.
            <img
              className="work-list__cover"
              src={imageUrl(`/covers/${work.recordId}.jpg`, COVER.src)}
              width={COVER.width}
              height={COVER.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="work-list__cover work-list__cover--empty" aria-hidden="true" />
          )}
          <div>
            <Heading className="work-list__title">
              <Link to={workHref(work)}>{work.title}</Link>
            </Heading>
            {work.subtitle && <p className="work-list__subtitle">{work.subtitle}</p>}
            {work.creators && (
              <p className="muted" lang={pageLang}>
                {t('by', { creators: work.creators })}
              </p>
            )}
            <p className="muted">
              {[work.mediaType && mediaTypeText(work.mediaType), work.year]
                .filter((v) => v !== null && v !== '')
                .join(' · ')}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

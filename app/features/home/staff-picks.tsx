// Recommendations and published lists from the librarians (SPEC §3 Employee contributions) on the home page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { HomeSection } from './home-section.tsx';

export interface HomeRecommendation {
  id: number;
  title: string;
  text: string;
  createdBy: { name: string; employeeId: number };
  work: { title: string; creators: string; recordId: string | null } | null;
}

export interface HomeList {
  id: number;
  title: string;
  description: string;
  createdBy: { name: string; employeeId: number };
  itemCount: number;
}

/** Generated covers are 2:3 (600 × 900). */
const COVER = { width: 600, height: 900 } as const;

/** A recommended work leads to a search for it, where it can be reserved (SPEC §2 /sok/{searchQuery}). */
const workSearchHref = (title: string) => `/sok/${encodeURIComponent(title)}`;

/** The librarian behind a pick: a link of its own, above the card's whole-card link. */
function ByLine({ text, employeeId }: { text: string; employeeId: number }) {
  return (
    <Link to={`/bibliotekar/${employeeId}`} className="home-card__secondary-link">
      {text}
    </Link>
  );
}

export function Recommendations({ recommendations }: { recommendations: readonly HomeRecommendation[] }) {
  const { t } = useTranslation('site', { keyPrefix: 'home.recommendations' });
  const dataLang = useDataLang();
  if (recommendations.length === 0) return null;
  return (
    <HomeSection id="hjem-anbefalinger" title={t('title')} moreHref="/litteratur" moreText={t('all')}>
      <ul className="home-grid home-grid--2">
        {recommendations.map((recommendation) => (
          <li key={recommendation.id} className="home-card pick-card">
            {recommendation.work?.recordId && (
              <ResponsiveImage
                src={`/covers/${recommendation.work.recordId}.jpg`}
                alt=""
                {...COVER}
                sizes="7rem"
                maxWidth={320}
                className="pick-card__cover"
              />
            )}
            <div className="home-card__body">
              <h3 className="home-card__title">
                <Link
                  to={workSearchHref(recommendation.work?.title ?? recommendation.title)}
                  className="home-card__link"
                >
                  {recommendation.work?.title ?? recommendation.title}
                </Link>
              </h3>
              {recommendation.work?.creators && <p className="pick-card__creator">{recommendation.work.creators}</p>}
              <blockquote className="pick-card__quote" lang={dataLang}>
                <p>
                  <strong>{recommendation.title}.</strong> {recommendation.text}
                </p>
              </blockquote>
              <p className="pick-card__by">
                <ByLine
                  text={t('by', { name: recommendation.createdBy.name })}
                  employeeId={recommendation.createdBy.employeeId}
                />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function StaffLists({ lists }: { lists: readonly HomeList[] }) {
  const { t } = useTranslation('site', { keyPrefix: 'home.lists' });
  const dataLang = useDataLang();
  if (lists.length === 0) return null;
  return (
    <HomeSection id="hjem-lister" title={t('title')} className="home-section--lists">
      <ul className="home-grid home-grid--4">
        {lists.map((list) => (
          <li key={list.id} className="home-card list-card">
            <div className="home-card__body">
              <h3 className="home-card__title" lang={dataLang}>
                <Link to={`/lister/${list.id}`} className="home-card__link">
                  {list.title}
                </Link>
              </h3>
              <p lang={dataLang}>{list.description}</p>
              <p className="muted list-card__meta">{t('count', { count: list.itemCount })}</p>
              <p className="list-card__by">
                <ByLine text={t('by', { name: list.createdBy.name })} employeeId={list.createdBy.employeeId} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

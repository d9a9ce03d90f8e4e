// What a work contains (MARC 505, issue #17): the stories, songs or chapters in record order; a long list shows its
// first part and keeps the rest in a native <details>, which opens by keyboard and without JavaScript.
import { useTranslation } from 'react-i18next';

/** Up to this many parts are listed in full; a longer list shows SHOWN_FIRST and folds the rest. */
const LIST_IN_FULL = 12;
const SHOWN_FIRST = 8;

export function WorkContents({ contents }: { contents: readonly string[] }) {
  const { t } = useTranslation('catalogue');
  if (contents.length === 0) return null;
  const folded = contents.length > LIST_IN_FULL;
  const first = folded ? contents.slice(0, SHOWN_FIRST) : contents;
  const rest = folded ? contents.slice(SHOWN_FIRST) : [];
  return (
    <section aria-labelledby="contents-heading" className="work-section work-contents">
      <h2 id="contents-heading">{t('work.contents')}</h2>
      <ol className="work-contents__list">
        {first.map((part, i) => (
          <li key={i}>{part}</li>
        ))}
      </ol>
      {folded && (
        <details className="work-contents__more">
          <summary>
            <span className="work-contents__when-closed">{t('work.showAllContents', { total: contents.length })}</span>
            <span className="work-contents__when-open">{t('work.hideContents')}</span>
          </summary>
          <ol className="work-contents__list" start={SHOWN_FIRST + 1}>
            {rest.map((part, i) => (
              <li key={i}>{part}</li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}

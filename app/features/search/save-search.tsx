// "Lagre søket" on /sok (issue #20 point 5, docs/decisions/036): the patron keeps this search and is told weekly of new
// titles it finds; a visitor gets a link to log in and come back to the same search.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ToggleForm } from '#app/features/forms/toggle-form.tsx';
import { SAVE_SEARCH_TOGGLE, type SaveSearchAnswer } from './save-search-answer.ts';

export interface SaveSearchProps {
  /** Whether the patron saved this search (the loader's), null for a visitor. */
  saved: boolean | null;
  answer: SaveSearchAnswer | null;
  /** The search's canonical address: the form posts there, and a visitor comes back there. */
  path: string;
}

export function SaveSearch({ saved, answer, path }: SaveSearchProps) {
  const { t } = useTranslation('catalogue');
  const texts = { turnOn: t('saveSearch.turnOn'), isOn: t('saveSearch.isOn'), turnOff: t('saveSearch.turnOff') };
  return (
    <div className="save-search-box">
      <ToggleForm {...SAVE_SEARCH_TOGGLE} texts={texts} on={saved} answer={answer} action={path} returnTo={path} />
      <p className="muted save-search-box__hint">
        {t('saveSearch.hint')}
        {saved !== null && (
          <>
            {' '}
            <Link to="/min-side/varsler">{t('saveSearch.hintLink')}</Link>
          </>
        )}
      </p>
    </div>
  );
}

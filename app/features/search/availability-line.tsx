// One line on where a title is on the shelf now (SPEC issue #5: availability per branch on every hit).
import { useTranslation } from 'react-i18next';
import type { AvailabilityView } from './search-types.ts';

const SHOWN_BRANCHES = 3;

/** `online`: an edition can be read, heard or seen online (856), so a title without copies is not "none". */
export function AvailabilityLine({
  availability,
  online = false,
}: {
  availability: AvailabilityView;
  online?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  if (availability.totalCount === 0 && online) {
    return (
      <p className="availability availability--in">
        <span className="availability__dot" aria-hidden="true" />
        {t('availability.online')}
      </p>
    );
  }
  if (availability.totalCount === 0)
    return <p className="availability availability--none">{t('availability.noCopies')}</p>;
  const here = availability.branches.filter((b) => b.availableCount > 0);
  if (here.length === 0) return <p className="availability availability--out">{t('availability.noneAvailable')}</p>;
  const names = here
    .slice(0, SHOWN_BRANCHES)
    .map((b) => b.name)
    .join(', ');
  const more =
    here.length > SHOWN_BRANCHES ? ` ${t('availability.moreBranches', { count: here.length - SHOWN_BRANCHES })}` : '';
  return (
    <p className="availability availability--in">
      <span className="availability__dot" aria-hidden="true" />
      {t('availability.available', { count: here.length })}: {names}
      {more}
    </p>
  );
}

// One line on where a title is on the shelf now (SPEC issue #5: availability per branch on every hit).
import type { AvailabilityView } from './search-types.ts';
import { searchTexts as texts } from './search-texts.ts';

const SHOWN_BRANCHES = 3;

export function AvailabilityLine({ availability }: { availability: AvailabilityView }) {
  if (availability.totalCount === 0) return <p className="availability availability--none">{texts.noCopies}</p>;
  const here = availability.branches.filter((b) => b.availableCount > 0);
  if (here.length === 0) return <p className="availability availability--out">{texts.noneAvailable}</p>;
  const names = here.slice(0, SHOWN_BRANCHES).map((b) => b.name).join(', ');
  const more = here.length > SHOWN_BRANCHES ? ` ${texts.moreBranches(here.length - SHOWN_BRANCHES)}` : '';
  return (
    <p className="availability availability--in">
      <span className="availability__dot" aria-hidden="true" />
      {texts.available(here.length)}: {names}
      {more}
    </p>
  );
}

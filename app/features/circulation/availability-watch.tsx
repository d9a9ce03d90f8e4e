// "Varsle meg når den er ledig" on a work page (issue #20, docs/decisions/035): a form posted to the page's action —
// a page without JavaScript, a fetcher with it — or, for a visitor, a link to log in and come back.
import { useTranslation } from 'react-i18next';
import { ToggleForm } from '#app/features/forms/toggle-form.tsx';
import { WATCH_TOGGLE, type WatchAnswer } from './availability-watch-answer.ts';

export interface AvailabilityWatchProps {
  /** Whether the patron waits for this work (the loader's), null for a visitor. */
  watching: boolean | null;
  /** A plain post's answer (without JavaScript). */
  answer: WatchAnswer | null;
}

export function AvailabilityWatch({ watching, answer }: AvailabilityWatchProps) {
  const { t } = useTranslation('catalogue');
  const texts = { turnOn: t('watch.turnOn'), isOn: t('watch.isOn'), turnOff: t('watch.turnOff') };
  return <ToggleForm {...WATCH_TOGGLE} texts={texts} on={watching} answer={answer} />;
}

// Norwegian labels of the staff pages for information-screen layouts (issue #8).
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import type { SlideType } from '#core/screens.ts';

export const SCREEN_ADMIN_PATH = `${CONTENT_AREA_PATH}/skjermer`;

const SLIDE_TYPE_LABELS: Record<SlideType, string> = {
  Video: 'Video',
  Event: 'Arrangement',
  Campaign: 'Kampanje',
  EventList: 'Arrangementsliste',
  WelcomeAndOpeningHours: 'Velkommen og dagens åpningstid',
  WeeklyOpeningHours: 'Ukens åpningstider',
  Wifi: 'Trådløst nett',
  RandomVideo: 'Tilfeldig video (RandomVideo)',
};

export function slideTypeLabel(type: string): string {
  return SLIDE_TYPE_LABELS[type as SlideType] ?? type;
}

export const SLIDE_TYPE_OPTIONS = (Object.keys(SLIDE_TYPE_LABELS) as SlideType[]).map((value) => ({
  value,
  label: SLIDE_TYPE_LABELS[value],
}));
export const THEME_OPTIONS = [
  { value: 'dark', label: 'Mørkt' },
  { value: 'light', label: 'Lyst' },
];
export const EVENT_DATE_OPTIONS = [
  { value: '', label: 'Ikke aktuelt' },
  { value: 'today', label: 'I dag' },
  { value: 'tomorrow', label: 'I morgen' },
  { value: 'future', label: 'Senere' },
];
export const PRESENTATION_MODE_OPTIONS = [
  { value: '', label: 'Ikke aktuelt' },
  { value: 'stand-alone', label: 'Hel skjerm (stand-alone)' },
  { value: 'slide', label: 'Kort liste (slide)' },
];

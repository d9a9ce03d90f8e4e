// The staff pages for information-screen layouts (issue #8): their address, and the choices of the slide form in the
// page's language (staffContent:screens and staffContent:screenForm, decision 028).
import { useTranslation } from 'react-i18next';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import {
  SLIDE_EVENT_DATES,
  SLIDE_PRESENTATION_MODES,
  SLIDE_THEMES,
  SLIDE_TYPES,
  type SlideType,
} from '#core/screens.ts';

export const SCREEN_ADMIN_PATH = `${CONTENT_AREA_PATH}/skjermer`;

const isSlideType = (type: string): type is SlideType => (SLIDE_TYPES as readonly string[]).includes(type);

/** A slide type's name; an unknown type is shown as it is stored. */
export function useSlideTypeLabel(): (type: string) => string {
  const { t } = useTranslation('staffContent', { keyPrefix: 'screens.slideTypes' });
  return (type) => (isSlideType(type) ? t(type) : type);
}

/** The options of the slide form's selects. */
export function useSlideOptions() {
  const { t } = useTranslation('staffContent');
  const none = { value: '', label: t('screenForm.notApplicable') };
  return {
    slideTypes: SLIDE_TYPES.map((value) => ({ value, label: t(`screens.slideTypes.${value}`) })),
    themes: SLIDE_THEMES.map((value) => ({ value, label: t(`screenForm.themes.${value}`) })),
    eventDates: [none, ...SLIDE_EVENT_DATES.map((value) => ({ value, label: t(`screenForm.eventDates.${value}`) }))],
    presentationModes: [
      none,
      ...SLIDE_PRESENTATION_MODES.map((value) => ({ value, label: t(`screenForm.presentationModes.${value}`) })),
    ],
  };
}

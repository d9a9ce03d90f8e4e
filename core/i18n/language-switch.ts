// The address that switches language (decision 028): /sprak/{language}?tilbake={path on this site}.
import { sameOriginPath } from '#core/callback-url.ts';
import type { Language } from './languages.ts';

const LANGUAGE_SWITCH_PATH = '/sprak';

export function languageSwitchHref(language: Language, back: string): string {
  return `${LANGUAGE_SWITCH_PATH}/${language}?${new URLSearchParams({ tilbake: back }).toString()}`;
}

/** Where to send the visitor after switching: a path on this site only (never an open redirect), else the home page. */
export function languageSwitchTarget(back: string | null): string {
  const path = sameOriginPath(back);
  // Never back to the switch itself (a loop of redirects).
  return path && !path.startsWith(`${LANGUAGE_SWITCH_PATH}/`) ? path : '/';
}

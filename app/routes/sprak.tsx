// /sprak/{language}?tilbake={path} (decision 028): remembers the visitor's language in a cookie and sends them back to
// the page they were on, on this site only. A plain GET, so the header's and footer's links work without JavaScript.
// A logged-in patron's choice is also stored on them, as the language of their notices.
import { redirect } from 'react-router';
import { languageCookie, isLanguage } from '#core/i18n/languages.ts';
import { languageSwitchTarget } from '#core/i18n/language-switch.ts';
import { getSession } from '#app/session.server.ts';
import { setNoticeLanguage } from './sprak.server.ts';
import type { Route } from './+types/sprak';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = languageSwitchTarget(url.searchParams.get('tilbake'));
  // An unknown language changes nothing: back to the page as it was.
  if (!isLanguage(params.language)) return redirect(target, { headers: { 'Cache-Control': 'no-store' } });
  // A logged-in patron's notices follow the choice (docs/decisions/033); the profile page can set them apart.
  const session = await getSession(context);
  if (session) await setNoticeLanguage(context.services, session.userId, params.language);
  const secure = url.protocol === 'https:' || context.services.config.publicUrl.startsWith('https:');
  return redirect(target, {
    headers: { 'Set-Cookie': languageCookie(params.language, secure), 'Cache-Control': 'no-store' },
  });
}

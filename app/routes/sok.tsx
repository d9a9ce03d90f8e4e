// The search pages /sok, /sok-event, /sok-person, /sok-info and /sok-anbefaling (SPEC §2) share this module.
import { normaliseSearchQuery } from '#core/search-query.ts';
import { ComingSoon } from '#app/features/status/coming-soon.tsx';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/sok';

const scopes: Record<string, string> = {
  sok: 'Søk i samlingen',
  'sok-event': 'Søk i arrangementer',
  'sok-person': 'Søk etter personer',
  'sok-info': 'Søk i bibliotek og tjenester',
  'sok-anbefaling': 'Søk i anbefalinger',
};

export function loader({ params, request }: Route.LoaderArgs) {
  const scope = new URL(request.url).pathname.split('/')[1] ?? 'sok';
  return { heading: scopes[scope] ?? scopes.sok, query: normaliseSearchQuery(params.searchQuery) };
}

export const meta = ({ data }: Route.MetaArgs) => [{ title: pageTitle(data ? `${data.heading}: ${data.query}` : undefined) }];

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <ComingSoon title={`${loaderData.heading}: «${loaderData.query}»`}>Treffene vises her.</ComingSoon>
  );
}

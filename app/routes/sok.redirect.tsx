// /sok?query=…: the header's plain search form lands here and is sent on to /sok/{query} (SPEC §5: empty is '*').
import { redirect } from 'react-router';
import { normaliseSearchQuery } from '#core/search-query.ts';
import type { Route } from './+types/sok.redirect';

export function loader({ request }: Route.LoaderArgs) {
  const query = normaliseSearchQuery(new URL(request.url).searchParams.get('query'));
  return redirect(`/sok/${encodeURIComponent(query)}`);
}

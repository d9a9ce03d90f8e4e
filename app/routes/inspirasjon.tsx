// /inspirasjon/{mediaType}: inspiration for bøker, tegneserier, film or musikk (SPEC §2); other values 404.
import { isInspirationMediaType, type InspirationMediaType } from '#core/media-types.ts';
import { ComingSoon } from '#app/features/status/coming-soon.tsx';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/inspirasjon';

const headings: Record<InspirationMediaType, string> = {
  bøker: 'Inspirasjon: bøker',
  tegneserier: 'Inspirasjon: tegneserier',
  film: 'Inspirasjon: film',
  musikk: 'Inspirasjon: musikk',
};

export function loader({ params }: Route.LoaderArgs) {
  if (!isInspirationMediaType(params.mediaType)) notFound();
  return { heading: headings[params.mediaType] };
}

export const meta = ({ data }: Route.MetaArgs) => [{ title: pageTitle(data?.heading) }];

export default function Inspiration({ loaderData }: Route.ComponentProps) {
  return <ComingSoon title={loaderData.heading}>Nye og populære titler, lister og anbefalinger.</ComingSoon>;
}

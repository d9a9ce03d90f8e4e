// Entity pages /person, /korporasjon, /forlagsserie and /serie: `{slug}_{id}`, the id after the last underscore (SPEC §2).
import { parseEntityParam } from '#core/entity-slug.ts';
import { findEntity, type EntityPageKind } from '#server/services/entities.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/entity';

const kindLabels: Record<EntityPageKind, string> = {
  person: 'Person',
  korporasjon: 'Korporasjon',
  forlagsserie: 'Forlagsserie',
  serie: 'Serie',
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.split('/')[1] as EntityPageKind;
  const { id } = parseEntityParam(params.slugId);
  const entity = id ? await findEntity(context.services, kind, id) : null;
  if (!entity) notFound();
  return { entity, kindLabel: kindLabels[kind] };
}

export const meta = ({ data }: Route.MetaArgs) => [{ title: pageTitle(data?.entity.name) }];

export default function Entity({ loaderData: { entity, kindLabel } }: Route.ComponentProps) {
  return (
    <article className="page">
      <p className="eyebrow">{kindLabel}</p>
      <h1 className="page-heading">{entity.name}</h1>
      {entity.description && <p>{entity.description}</p>}
    </article>
  );
}

// Entity pages /person, /korporasjon, /forlagsserie and /serie: `{slug}_{id}`, the id after the last underscore (SPEC §2); the entity and its works,
// with canonical, Open Graph and schema.org JSON-LD (Person/Organization and their works, BookSeries; issue #21, docs/decisions/027).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchPath } from '#core/catalogue.ts';
import { parseEntityParam } from '#core/entity-slug.ts';
import { agentStructuredData, seriesStructuredData, type JsonLdDocument } from '#core/structured-data.ts';
import { getAgent, getPublisherSeries, getWorkSeries } from './entity.server.ts';
import { SearchHit } from '#app/features/search/search-hit.tsx';
import { lifeYears, vocabularyText } from '#app/features/search/catalogue-labels.ts';
import { requestCatalogueTexts } from '#app/features/search/catalogue-texts.server.ts';
import type { WorkCardView } from '#app/features/search/search-types.ts';
import { notFound } from '#app/lib/responses.ts';
import { JsonLd } from '#app/components/json-ld.tsx';
import { seoMeta, usePublicOrigin } from '#app/lib/seo.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/entity';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('catalogue');

/** The page's texts come from the catalogue (decision 028): no lang="nb" on <main> in other languages. */
export const handle = { translated: true, i18n: ['catalogue', 'vocabulary'] };

type Kind = 'person' | 'korporasjon' | 'forlagsserie' | 'serie';

interface EntityPage {
  kind: Kind;
  name: string;
  /** The page's own address, with today's slug (the canonical link). */
  path: string;
  birthYear: number | null;
  deathYear: number | null;
  /** A publisher series' publisher. */
  publisher: string | null;
  facts: string[];
  description: string;
  /** Groups of works: by role for agents, one list for a series. */
  groups: { heading: string; works: (WorkCardView & { seriesPosition?: number | null })[] }[];
  searchQuery: string;
  /** <meta name="description"> when the entity has no description of its own, in the page's language. */
  fallbackDescription: string;
}

export async function loader({ params, request, context }: Route.LoaderArgs): Promise<EntityPage> {
  const kind = new URL(request.url).pathname.split('/')[1] as Kind;
  const { id } = parseEntityParam(params.slugId);
  if (!id) notFound();
  const ctx = context.services;
  const t = requestCatalogueTexts(request);
  const kindText = t(`entity.kinds.${kind}`);
  if (kind === 'person' || kind === 'korporasjon') {
    const agent = await getAgent(ctx, kind === 'person' ? 'person' : 'corporation', id);
    if (!agent) notFound();
    const life = lifeYears(t, agent.birthYear, agent.deathYear);
    return {
      kind,
      name: agent.name,
      path: agent.path,
      birthYear: agent.birthYear,
      deathYear: agent.deathYear,
      publisher: null,
      facts: [
        life,
        agent.nationality ? agent.nationality.charAt(0).toUpperCase() + agent.nationality.slice(1) : null,
      ].filter((f): f is string => f !== null),
      description: agent.description,
      groups: agent.works.map((g) => ({
        heading: `${vocabularyText(t, 'role', g.role, g.roleLabel)} (${g.works.length})`,
        works: g.works,
      })),
      searchQuery: `aktør:${agent.name}`,
      fallbackDescription: `${kindText}: ${agent.name}`,
    };
  }
  const series = kind === 'serie' ? await getWorkSeries(ctx, id) : await getPublisherSeries(ctx, id);
  if (!series) notFound();
  return {
    kind,
    name: series.name,
    path: series.path,
    birthYear: null,
    deathYear: null,
    publisher: series.publisher,
    facts: series.publisher ? [series.publisher] : [],
    description: series.description,
    groups: [{ heading: `${t('entity.seriesWorks')} (${series.works.length})`, works: series.works }],
    searchQuery: `serie:"${series.name}"`,
    fallbackDescription: `${kindText}: ${series.name}`,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: data.name,
        description: data.description || data.fallbackDescription,
        canonicalPath: data.path,
        image: data.groups.flatMap((g) => g.works).find((w) => w.coverUrl)?.coverUrl ?? null,
      })
    : [{ title: pageTitle() }];

/** The page's schema.org document, from what the page shows. */
function entityJsonLd(origin: string, e: EntityPage): JsonLdDocument {
  const works = e.groups.flatMap((g) => g.works);
  if (e.kind === 'person' || e.kind === 'korporasjon') {
    const kind = e.kind === 'person' ? 'person' : 'corporation';
    return agentStructuredData(origin, {
      kind,
      name: e.name,
      path: e.path,
      description: e.description,
      birthYear: e.birthYear,
      deathYear: e.deathYear,
      works,
    });
  }
  return seriesStructuredData(origin, {
    name: e.name,
    path: e.path,
    description: e.description,
    publisher: e.publisher,
    works,
  });
}

export default function Entity({ loaderData: e }: Route.ComponentProps) {
  const origin = usePublicOrigin();
  const { t } = useTranslation('catalogue');
  return (
    <article className="page entity-page">
      <p className="eyebrow">{t(`entity.kinds.${e.kind}`)}</p>
      <h1 className="page-heading">{e.name}</h1>
      {e.facts.length > 0 && <p className="muted">{e.facts.join(' · ')}</p>}
      {e.description && <p className="lead">{e.description}</p>}
      {e.groups.map((group) => (
        <section key={group.heading} className="entity-works" aria-label={group.heading}>
          <h2>{group.heading}</h2>
          <ul className="search-results">
            {group.works.map((work) => (
              <li key={work.id}>
                <SearchHit work={work} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        <Link to={searchPath(e.searchQuery)}>{t('entity.searchAll', { name: e.name })}</Link>
      </p>
      {origin && <JsonLd data={entityJsonLd(origin, e)} />}
    </article>
  );
}

// /vi-tilbyr: the library's services with filters (SPEC §2: optional serviceForm; §2 events/services parameters),
// the highlighted services block, and counts per filter option.
import { isAppError } from '#core/errors.ts';
import { isTargetAudience } from '#core/library-service-filters.ts';
import { isServiceForm } from '#core/service-forms.ts';
import { listHighlightedServices, listLibraryServices } from './vi-tilbyr.server.ts';
import type { LibraryServiceQuery } from '#core/contracts/offers.ts';
import { HighlightedServices } from '#app/features/services/highlighted-services.tsx';
import { ServiceCard } from '#app/features/services/service-card.tsx';
import { ServiceFilters } from '#app/features/services/service-filters.tsx';
import { useTranslation } from 'react-i18next';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { seoMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/vi-tilbyr';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('content', 'home');

/** Page parameters → service query. Unknown values are dropped rather than an error (docs/decisions/003): old links still land. */
function parseQuery(params: URLSearchParams): Required<Omit<LibraryServiceQuery, 'hasAudioVideo'>> {
  return {
    serviceForm: params.getAll('serviceForm').filter(isServiceForm),
    targetAudience: params.getAll('targetAudience').filter(isTargetAudience),
    branch: params
      .getAll('branch')
      .filter((b) => b.trim() !== '')
      .slice(0, 1),
    q: (params.get('q') ?? '').trim().slice(0, 200),
  };
}

/** The page's texts come from the catalogue (decision 028); the services' own texts are data in bokmål. */
export const handle = { translated: true, i18n: ['site'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQuery(new URL(request.url).searchParams);
  const [list, highlighted] = await Promise.all([
    listLibraryServices(context.services, query).catch((error: unknown) => {
      // An unknown branch (a renamed library in an old link) is ignored like other unknown values.
      if (isAppError(error) && error.code === 'unknown_branch')
        return listLibraryServices(context.services, { ...query, branch: [] });
      throw error;
    }),
    listHighlightedServices(context.services),
  ]);
  const active = query.serviceForm.length + query.targetAudience.length + query.branch.length > 0 || query.q !== '';
  const totalLibraries = list.filters.find((f) => f.name === 'branch')?.options.length ?? 0;
  const t = requestTranslator(request);
  const singleForm = query.serviceForm.length === 1 ? query.serviceForm[0] : null;
  return {
    title: singleForm ? t('site:services.titleForForm', { form: singleForm }) : t('site:services.title'),
    description: t('site:services.description'),
    list,
    highlighted,
    randomServiceSeed: Math.random(),
    q: query.q,
    active,
    totalLibraries,
    singleForm,
    canonicalPath: canonicalPath(query),
  };
}

/** The page's one address (docs/decisions/027): the filters that choose the services, each kind in a stable order. */
function canonicalPath(query: ReturnType<typeof parseQuery>): string {
  const params = new URLSearchParams();
  for (const name of ['serviceForm', 'targetAudience', 'branch'] as const)
    for (const value of [...query[name]].sort()) params.append(name, value);
  if (query.q) params.set('q', query.q);
  const search = params.toString();
  return search ? `/vi-tilbyr?${search}` : '/vi-tilbyr';
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(matches, {
    title: data?.title,
    description: data?.description,
    canonicalPath: data?.canonicalPath ?? '/vi-tilbyr',
  });

export default function Services({ loaderData }: Route.ComponentProps) {
  const { list, highlighted, randomServiceSeed, q, active, totalLibraries, singleForm } = loaderData;
  const { t } = useTranslation('site', { keyPrefix: 'services' });
  const dataLang = useDataLang();
  return (
    <div className="page">
      <h1 className="page-heading">
        {singleForm ? (
          <>
            {t('title')}: <span lang={dataLang}>{singleForm}</span>
          </>
        ) : (
          t('title')
        )}
      </h1>
      <p className="lead">{t('lead')}</p>
      {!active && (
        <HighlightedServices data={highlighted} randomServiceSeed={randomServiceSeed} totalLibraries={totalLibraries} />
      )}
      <div className="services-layout">
        <ServiceFilters filters={list.filters} q={q} active={active} />
        <section className="services-results" aria-labelledby="services-results-heading">
          <h2 id="services-results-heading" className="visually-hidden">
            {t('resultsHeading')}
          </h2>
          <p className="services-results__count" role="status">
            {t('count', { count: list.total })}
          </p>
          {list.items.length === 0 ? (
            <p>{t('noHits')}</p>
          ) : (
            <ul className="card-list service-grid">
              {list.items.map((service) => (
                <ServiceCard key={service.id} service={service} totalLibraries={totalLibraries} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

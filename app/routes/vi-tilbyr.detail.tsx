// /vi-tilbyr/{serviceId}: one library service — what it is, for whom, where it is offered, recordings and related services.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '#core/image-url.ts';
import { listAudioVideosForService, getLibraryService, listRelatedServices } from './vi-tilbyr.detail.server.ts';
import type { AudioVideoDto } from '#core/contracts/offers.ts';
import { serviceFormHref } from '#app/components/shell/nav-links.ts';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { notFound } from '#app/lib/responses.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/vi-tilbyr.detail';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('content', 'home');

/** The page's texts come from the catalogue (decision 028); the service's own texts are data in bokmål. */
export const handle = { translated: true, i18n: ['site'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.services;
  // SPEC §4: a service that cannot be loaded is a not-found (404).
  const service = await getLibraryService(ctx, params.serviceId);
  if (!service) notFound();
  const [related, recordings] = await Promise.all([
    listRelatedServices(ctx, service),
    // Recordings are a bonus: if they cannot be read the page still shows the service.
    listAudioVideosForService(ctx, service.id).catch((error: unknown): AudioVideoDto[] => {
      ctx.log.error({ err: error, serviceId: service.id }, 'service recordings failed');
      return [];
    }),
  ]);
  return { service, related, recordings };
}

const HERO_IMAGE = { width: 768, height: 512 } as const;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seoMeta(matches, {
        title: data.service.title,
        description: data.service.lead,
        canonicalPath: `/vi-tilbyr/${data.service.id}`,
        image: data.service.image ? imageUrl(data.service.image.url, 1200) : null,
        largeImage: true,
      })
    : [{ title: pageTitle() }];

export default function Service({ loaderData: { service, related, recordings } }: Route.ComponentProps) {
  const { t } = useTranslation('site', { keyPrefix: 'services' });
  const dataLang = useDataLang();
  const formLower = service.serviceForm.toLocaleLowerCase('nb');
  return (
    <article className="page service-detail">
      <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/vi-tilbyr">{t('title')}</Link>
          </li>
          <li lang={dataLang}>
            <Link to={serviceFormHref(service.serviceForm)}>{service.serviceForm}</Link>
          </li>
        </ol>
      </nav>
      <div className="service-detail__intro">
        <div>
          <h1 className="page-heading" lang={dataLang}>
            {service.title}
          </h1>
          <p className="lead" lang={dataLang}>
            {service.lead}
          </p>
          <dl className="facts">
            <div>
              <dt>{t('serviceForm')}</dt>
              <dd lang={dataLang}>
                <Link to={serviceFormHref(service.serviceForm)}>{service.serviceForm}</Link>
              </dd>
            </div>
            {service.targetAudience.length > 0 && (
              <div>
                <dt>{t('audience')}</dt>
                <dd lang={dataLang}>{service.targetAudience.join(', ')}</dd>
              </div>
            )}
          </dl>
        </div>
        {service.image && (
          <img
            className="service-detail__image"
            src={imageUrl(service.image.url, HERO_IMAGE.width)}
            width={HERO_IMAGE.width}
            height={HERO_IMAGE.height}
            alt=""
          />
        )}
      </div>
      <div className="prose" lang={dataLang}>
        <p>{service.description}</p>
      </div>

      {service.libraries.length > 0 && (
        <section aria-labelledby="where-heading">
          <h2 id="where-heading">{t('whereHeading')}</h2>
          <ul className="link-columns">
            {service.libraries.map((library) => (
              <li key={library.id}>
                <Link to={`/bibliotekene/${library.slug}`}>{library.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {recordings.length > 0 && (
        <section aria-labelledby="recordings-heading">
          <h2 id="recordings-heading">{t('recordingsHeading')}</h2>
          <ul className="plain-list">
            {recordings.map((recording) => (
              <li key={recording.id ?? recording.url}>
                <a href={recording.url}>
                  {recording.kind === 'audio' ? t('recordingAudio') : t('recordingVideo')}:{' '}
                  <span lang={dataLang}>{recording.title}</span>
                </a>
                {recording.durationSeconds !== null && (
                  <span className="muted">
                    {' '}
                    ({t('minutes', { count: Math.round(recording.durationSeconds / 60) })})
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {related.length > 0 && (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">
            {t('relatedHeading')} <span lang={dataLang}>{formLower}</span>
          </h2>
          <ul className="card-list">
            {related.map((other) => (
              <li key={other.id} className="card">
                <h3 lang={dataLang}>
                  <Link to={`/vi-tilbyr/${other.id}`}>{other.title}</Link>
                </h3>
                <p lang={dataLang}>{other.lead}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link to={serviceFormHref(service.serviceForm)}>
              {t('allInForm')} <span lang={dataLang}>{formLower}</span>
            </Link>
          </p>
        </section>
      )}
    </article>
  );
}

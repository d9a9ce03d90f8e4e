// One library service as a card: picture, service form, title (the link), lead and where it is offered.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '#core/image-url.ts';
import { useDataLang } from '#app/i18n/use-data-lang.ts';

export interface ServiceCardData {
  id: number;
  title: string;
  lead: string;
  serviceForm: string;
  image: { url: string } | null;
  libraries: readonly { slug: string; name: string }[];
}

/** Card pictures are 3:2 (the demo illustrations are 1200 × 800). */
const CARD_IMAGE = { width: 480, height: 320 } as const;

export function ServiceCard({
  service,
  headingLevel = 3,
  totalLibraries,
}: {
  service: ServiceCardData;
  headingLevel?: 2 | 3;
  totalLibraries?: number;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('site', { keyPrefix: 'services' });
  const dataLang = useDataLang();
  const everywhere = totalLibraries !== undefined && service.libraries.length >= totalLibraries;
  return (
    <li className="card service-card">
      {service.image && (
        // Decorative: the title next to it says what the service is.
        <img
          className="service-card__image"
          src={imageUrl(service.image.url, CARD_IMAGE.width)}
          width={CARD_IMAGE.width}
          height={CARD_IMAGE.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <p className="eyebrow" lang={dataLang}>
        {service.serviceForm}
      </p>
      <Heading lang={dataLang}>
        <Link to={`/vi-tilbyr/${service.id}`}>{service.title}</Link>
      </Heading>
      <p lang={dataLang}>{service.lead}</p>
      {service.libraries.length > 0 && (
        <p className="muted service-card__where">
          {everywhere ? t('offeredEverywhere') : t('offeredAt', { count: service.libraries.length })}
        </p>
      )}
    </li>
  );
}

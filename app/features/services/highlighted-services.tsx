// The highlighted services block (SPEC §3 Library services: highlighted, highlightedTitle, highlightedActive).
import { useTranslation } from 'react-i18next';
import { seededOrder } from '#core/random.ts';
import { ServiceCard, type ServiceCardData } from './service-card.tsx';

export interface HighlightedServicesData {
  services: readonly ServiceCardData[];
  title: string;
  active: boolean;
}

/**
 * Renders nothing when the block is not active or has no services. The order comes from
 * randomServiceSeed (SPEC §3), chosen by the loader so server and browser agree.
 */
export function HighlightedServices({
  data,
  randomServiceSeed,
  id = 'utvalgte-tjenester',
  totalLibraries,
}: {
  data: HighlightedServicesData;
  randomServiceSeed: number;
  id?: string;
  totalLibraries?: number;
}) {
  const { t } = useTranslation('site', { keyPrefix: 'services' });
  if (!data.active || data.services.length === 0) return null;
  return (
    <section className="highlighted-services" aria-labelledby={id}>
      <h2 id={id}>{t('highlightedTitle')}</h2>
      <ul className="card-list service-grid">
        {seededOrder(data.services, randomServiceSeed).map((service) => (
          <ServiceCard key={service.id} service={service} totalLibraries={totalLibraries} />
        ))}
      </ul>
    </section>
  );
}

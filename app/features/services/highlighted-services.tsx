// The highlighted services block (SPEC §3 Library services: highlighted, highlightedTitle, highlightedActive).
import { ServiceCard, type ServiceCardData } from './service-card.tsx';

export interface HighlightedServicesData {
  services: readonly ServiceCardData[];
  title: string;
  active: boolean;
}

/** Renders nothing when the block is not active or has no services. */
export function HighlightedServices({ data, id = 'utvalgte-tjenester', totalLibraries }: { data: HighlightedServicesData; id?: string; totalLibraries?: number }) {
  if (!data.active || data.services.length === 0) return null;
  return (
    <section className="highlighted-services" aria-labelledby={id}>
      <h2 id={id}>{data.title}</h2>
      <ul className="card-list service-grid">
        {data.services.map((service) => (
          <ServiceCard key={service.id} service={service} totalLibraries={totalLibraries} />
        ))}
      </ul>
    </section>
  );
}

// /vi-tilbyr/{serviceId}: one library service and where it is offered (SPEC §2 detail by id).
import { Link } from 'react-router';
import { getLibraryService } from '#server/services/library-services.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/vi-tilbyr.detail';

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = await getLibraryService(context.services, params.serviceId);
  if (!service) notFound();
  return { service };
}

export const meta = ({ data }: Route.MetaArgs) => [{ title: pageTitle(data?.service.title) }];

export default function Service({ loaderData: { service } }: Route.ComponentProps) {
  return (
    <article className="page">
      <h1 className="page-heading">{service.title}</h1>
      <p className="lead">{service.lead}</p>
      <p>{service.description}</p>
      {service.libraries.length > 0 && (
        <>
          <h2>Her finner du tilbudet</h2>
          <ul>
            {service.libraries.map((library) => (
              <li key={library.id}>
                <Link to={`/bibliotekene/${library.slug}`}>{library.name}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

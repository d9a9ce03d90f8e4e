// /vi-tilbyr: the library's services, optionally narrowed by ?serviceForm= (SPEC §2).
import { isServiceForm } from '#core/service-forms.ts';
import { ComingSoon } from '#app/features/status/coming-soon.tsx';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/vi-tilbyr';

export function loader({ request }: Route.LoaderArgs) {
  const serviceForm = new URL(request.url).searchParams.get('serviceForm');
  // An unknown serviceForm is ignored rather than an error: old links keep working.
  return { serviceForm: isServiceForm(serviceForm) ? serviceForm : null };
}

export const meta = () => [{ title: pageTitle('Vi tilbyr') }];

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <ComingSoon title={loaderData.serviceForm ? `Vi tilbyr: ${loaderData.serviceForm}` : 'Vi tilbyr'}>
      Kurs, veiledning, verksteder, utstyr og andre tjenester på bibliotekene.
    </ComingSoon>
  );
}

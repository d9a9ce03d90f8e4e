// Historikk (SPEC §2 route); the page's content arrives with its feature issue.
import { ComingSoon } from '#app/features/status/coming-soon.tsx';
import { pageTitle } from '#app/lib/site.ts';

export const meta = () => [{ title: pageTitle('Historikk') }];

export default function Page() {
  return <ComingSoon title="Historikk">Lånehistorikken din, hvis du har valgt å ta vare på den.</ComingSoon>;
}

// Plukklister (SPEC §2 route); the page's content arrives with its feature issue.
import { ComingSoon } from '#app/features/status/coming-soon.tsx';
import { pageTitle } from '#app/lib/site.ts';

export const meta = () => [{ title: pageTitle('Plukklister') }];

export default function Page() {
  return <ComingSoon title="Plukklister">Materiale som skal hentes fra hyllene til bestillinger, per bibliotek.</ComingSoon>;
}

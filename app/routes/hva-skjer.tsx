// Hva skjer (SPEC §2 route); the page's content arrives with its feature issue.
import { ComingSoon } from '#app/features/status/coming-soon.tsx';
import { pageTitle } from '#app/lib/site.ts';

export const meta = () => [{ title: pageTitle('Hva skjer') }];

export default function Page() {
  return <ComingSoon title="Hva skjer">Arrangementer på bibliotekene: konserter, foredrag, kurs, verksteder og mer.</ComingSoon>;
}

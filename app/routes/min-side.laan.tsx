// Lån (SPEC §2 route); the page's content arrives with its feature issue.
import { ComingSoon } from '#app/features/status/coming-soon.tsx';
import { pageTitle } from '#app/lib/site.ts';

export const meta = () => [{ title: pageTitle('Lån') }];

export default function Page() {
  return <ComingSoon title="Lån">Lånene dine med forfallsdato, og forlengelse av ett eller alle lån.</ComingSoon>;
}

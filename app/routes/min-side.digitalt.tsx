// Digitalt (SPEC §2 route); the page's content arrives with its feature issue.
import { ComingSoon } from '#app/features/status/coming-soon.tsx';
import { pageTitle } from '#app/lib/site.ts';

export const meta = () => [{ title: pageTitle('Digitalt') }];

export default function Page() {
  return <ComingSoon title="Digitalt">Digitale lån og lenker til e-bøker og lydbøker.</ComingSoon>;
}

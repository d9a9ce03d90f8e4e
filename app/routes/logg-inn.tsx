// Logg inn (SPEC §2 route); the page's content arrives with its feature issue.
import { ComingSoon } from '#app/features/status/coming-soon.tsx';
import { pageTitle } from '#app/lib/site.ts';

export const meta = () => [{ title: pageTitle('Logg inn') }];

export default function Page() {
  return <ComingSoon title="Logg inn">Her logger du inn med ID-porten, med bibliotekkortet ditt eller som ansatt.</ComingSoon>;
}

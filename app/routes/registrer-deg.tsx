// Bli låner (SPEC §2 route); the page's content arrives with its feature issue.
import { ComingSoon } from '#app/features/status/coming-soon.tsx';
import { pageTitle } from '#app/lib/site.ts';

export const meta = () => [{ title: pageTitle('Bli låner') }];

export default function Page() {
  return <ComingSoon title="Bli låner">Her blir du låner hos biblioteket og får ditt eget lånekort.</ComingSoon>;
}

// Huskelister (SPEC §2 route); the page's content arrives with its feature issue.
import { ComingSoon } from '#app/features/status/coming-soon.tsx';
import { pageTitle } from '#app/lib/site.ts';

export const meta = () => [{ title: pageTitle('Huskelister') }];

export default function Page() {
  return <ComingSoon title="Huskelister">Listene dine over bøker og filmer du vil huske.</ComingSoon>;
}

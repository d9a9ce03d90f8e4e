// Bestillinger (SPEC §2 route); the page's content arrives with its feature issue.
import { ComingSoon } from '#app/features/status/coming-soon.tsx';
import { pageTitle } from '#app/lib/site.ts';

export const meta = () => [{ title: pageTitle('Bestillinger') }];

export default function Page() {
  return <ComingSoon title="Bestillinger">Bestillinger som er klare til henting og de som står i kø.</ComingSoon>;
}

// Every path no other route matches: answers 404 with the Norwegian 'Siden finnes ikke' page inside the shell.
import { data } from 'react-router';
import { NotFoundContent, notFoundMeta } from '#app/components/shell/error-page.tsx';

export function loader() {
  // Thrown so the status is 404 and the shell's ErrorBoundary renders the page.
  throw data(null, { status: 404 });
}

export const meta = notFoundMeta;

export default function NotFound() {
  return <NotFoundContent />;
}

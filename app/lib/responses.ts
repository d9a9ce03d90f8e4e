// Expected failures in loaders, thrown as responses and rendered by the root ErrorBoundary.
import { data } from 'react-router';

export function notFound(): never {
  throw data(null, { status: 404 });
}

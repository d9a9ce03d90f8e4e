// AppModal loaded on first use, so react-aria's dialog code stays out of the first page load.
import { lazy, Suspense } from 'react';
import type { AppModalProps } from './app-modal.tsx';

const loadAppModal = () => import('./app-modal.tsx');
const AppModalChunk = lazy(() => loadAppModal().then((module) => ({ default: module.AppModal })));

/** Start fetching the modal code early (e.g. on hover of the button that opens it). */
export function preloadAppModal(): void {
  void loadAppModal();
}

export function LazyAppModal(props: AppModalProps) {
  return (
    <Suspense fallback={null}>
      <AppModalChunk {...props} />
    </Suspense>
  );
}

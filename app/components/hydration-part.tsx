// A part of a server-rendered page that React hydrates on its own (decision 040): React leaves a Suspense boundary it
// meets while hydrating as the server sent it, and hydrates it in a later pass at its lowest priority, so the page
// commits in several smaller tasks instead of one long one (Lighthouse's TBT, issue #18). A click or key on a part not
// yet hydrated hydrates that part at once and is replayed. Nothing here suspends on the server or the client: no
// fallback ever shows.
import { Suspense, type ReactNode } from 'react';

export function HydrationPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

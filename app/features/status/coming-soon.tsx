// A page whose content lands with a later issue: its heading and what it will hold (README "Status").
import type { ReactNode } from 'react';

export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page">
      <h1 className="page-heading">{title}</h1>
      <p>{children}</p>
    </div>
  );
}

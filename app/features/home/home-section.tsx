// A home page section: a heading, an optional "see all" link beside it, and the content.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '#app/components/icon.tsx';

export function HomeSection({
  id,
  title,
  moreHref,
  moreText,
  className,
  children,
}: {
  id: string;
  title: string;
  moreHref?: string;
  moreText?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={['home-section', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <div className="home-section__header">
        <h2 id={id}>{title}</h2>
        {moreHref && moreText && (
          <Link to={moreHref} className="home-section__more">
            {moreText}
            <Icon name="arrow-right" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

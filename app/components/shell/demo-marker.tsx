// The Demo marker on every page of the shell while the portal runs the demo library (docs/decisions/021): in words, not colour alone.
import type { DemoMode } from '#core/contracts/shell.ts';
import { shellTexts } from './shell-texts.ts';

const t = shellTexts.demo;

export function DemoMarker({ demo }: { demo: DemoMode | null }) {
  if (!demo) return null;
  // A landmark of its own, so screen-reader users find it in the landmark list and axe finds no text outside one.
  return (
    <aside className="demo-marker" aria-label={t.label} data-testid="demo-marker">
      <p className="demo-marker__inner container">
        <strong className="demo-marker__label">{t.label}</strong>{' '}
        {/* One of the two is shown (CSS by width); the hidden one is display:none, so screen readers read one too. */}
        <span className="demo-marker__long">{t.explain(demo.testLogin, demo.testPayment)}</span>
        <span className="demo-marker__short">{t.short}</span>
      </p>
    </aside>
  );
}

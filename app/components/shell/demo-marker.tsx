// The Demo marker on every page of the shell while the portal runs the demo library (docs/decisions/021): in words, not colour alone.
import { useTranslation } from 'react-i18next';
import type { DemoMode } from '#core/contracts/shell.ts';

/**
 * What is not real here: the data always, the logins and the payments when their test tools run ('Testdata,
 * testinnlogging og testbetaling'). Four whole sentences rather than Intl.ListFormat: its first use in a page costs
 * 15–25 ms of ICU set-up (60–100 ms on Lighthouse's phone), all of it inside hydration (issue #18).
 */
function explainKey(demo: DemoMode) {
  if (demo.testLogin && demo.testPayment) return 'demo.explainLoginPayment' as const;
  if (demo.testLogin) return 'demo.explainLogin' as const;
  if (demo.testPayment) return 'demo.explainPayment' as const;
  return 'demo.explain' as const;
}

export function DemoMarker({ demo }: { demo: DemoMode | null }) {
  const { t } = useTranslation();
  if (!demo) return null;
  // A landmark of its own, so screen-reader users find it in the landmark list and axe finds no text outside one.
  return (
    <aside className="demo-marker" aria-label={t('demo.label')} data-testid="demo-marker">
      <p className="demo-marker__inner container">
        <strong className="demo-marker__label">{t('demo.label')}</strong>{' '}
        {/* One of the two is shown (CSS by width); the hidden one is display:none, so screen readers read one too. */}
        <span className="demo-marker__long">{t(explainKey(demo))}</span>
        <span className="demo-marker__short">{t('demo.short')}</span>
      </p>
    </aside>
  );
}

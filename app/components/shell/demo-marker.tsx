// The Demo marker on every page of the shell while the portal runs the demo library (docs/decisions/021): in words, not colour alone.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DemoMode } from '#core/contracts/shell.ts';
import { INTL_LOCALES, type Language } from '#core/i18n/languages.ts';
import { useLanguage } from '#app/i18n/use-language.ts';

/** What is not real here: the data always, the logins and the payments when their test tools run ('Testdata, testinnlogging og testbetaling'). */
function explain(t: TFunction<'shell'>, language: Language, demo: DemoMode): string {
  const parts = [
    t('demo.testData'),
    demo.testLogin && t('demo.testLogin'),
    demo.testPayment && t('demo.testPayment'),
  ].filter((part): part is string => Boolean(part));
  const listed = new Intl.ListFormat(INTL_LOCALES[language], { type: 'conjunction' }).format(parts);
  return t('demo.explain', { parts: `${listed.charAt(0).toUpperCase()}${listed.slice(1)}` });
}

export function DemoMarker({ demo }: { demo: DemoMode | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!demo) return null;
  // A landmark of its own, so screen-reader users find it in the landmark list and axe finds no text outside one.
  return (
    <aside className="demo-marker" aria-label={t('demo.label')} data-testid="demo-marker">
      <p className="demo-marker__inner container">
        <strong className="demo-marker__label">{t('demo.label')}</strong>{' '}
        {/* One of the two is shown (CSS by width); the hidden one is display:none, so screen readers read one too. */}
        <span className="demo-marker__long">{explain(t, language, demo)}</span>
        <span className="demo-marker__short">{t('demo.short')}</span>
      </p>
    </aside>
  );
}

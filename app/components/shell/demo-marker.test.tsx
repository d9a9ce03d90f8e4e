// The Demo marker names what is not real in whole sentences per language, without Intl.ListFormat (issue #18).
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '#core/i18n/languages.ts';
import { i18nFor } from '#core/i18n/translator.ts';
import { DemoMarker } from './demo-marker.tsx';

function longText(language: Language, testLogin: boolean, testPayment: boolean): string {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(language)}>
      <DemoMarker demo={{ testLogin, testPayment }} />
    </I18nextProvider>,
  );
  return /<span class="demo-marker__long">([^<]*)<\/span>/.exec(html)?.[1] ?? html;
}

describe('DemoMarker', () => {
  it('lists the data, and the logins and payments while their test tools run', () => {
    expect(longText('nb', true, true)).toBe(
      'Testdata, testinnlogging og testbetaling – ikke bibliotekets ekte tjeneste.',
    );
    expect(longText('nb', true, false)).toBe('Testdata og testinnlogging – ikke bibliotekets ekte tjeneste.');
    expect(longText('nb', false, true)).toBe('Testdata og testbetaling – ikke bibliotekets ekte tjeneste.');
    expect(longText('nb', false, false)).toBe('Testdata – ikke bibliotekets ekte tjeneste.');
    expect(longText('nn', true, true)).toBe(
      'Testdata, testinnlogging og testbetaling – ikkje den ekte tenesta til biblioteket.',
    );
    expect(longText('en', false, true)).toBe('Test data and test payments – not the library&#x27;s real service.');
  });

  it('is not there outside demo mode', () => {
    expect(
      renderToStaticMarkup(
        <I18nextProvider i18n={i18nFor('nb')}>
          <DemoMarker demo={null} />
        </I18nextProvider>,
      ),
    ).toBe('');
  });
});

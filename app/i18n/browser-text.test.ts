import { afterEach, describe, expect, it } from 'vitest';
import { setI18n } from 'react-i18next';
import { i18nFor } from '#core/i18n/translator.ts';
import { toggleNetworkFailure } from '#app/features/forms/toggle-answer.ts';
import { networkFailure } from '#app/features/my-circulation/reservation-form.ts';
import { browserText } from './browser-text.ts';

describe('browserText', () => {
  afterEach(() => setI18n(i18nFor('nb')));

  it("words the browser's own network texts in the page's language", () => {
    setI18n(i18nFor('en'));
    expect(browserText('errors:api.network')).toBe(
      'We could not reach the service. Check your internet connection and try again.',
    );
    expect(toggleNetworkFailure('watch')).toEqual({
      intent: 'watch',
      kind: 'failed',
      text: 'We could not reach the library. Check your internet connection and try again.',
    });
    setI18n(i18nFor('nn'));
    expect(networkFailure()).toMatchObject({
      kind: 'failed',
      text: 'Vi fekk ikkje kontakt med tenesta. Sjekk internettsambandet og prøv igjen.',
    });
  });

  it('keeps the bokmål texts as they were', () => {
    setI18n(i18nFor('nb'));
    expect(toggleNetworkFailure('save')).toMatchObject({
      text: 'Fikk ikke kontakt med biblioteket. Sjekk nettforbindelsen og prøv igjen.',
    });
    expect(browserText('errors:api.network')).toBe(
      'Vi fikk ikke kontakt med tjenesten. Sjekk internettforbindelsen og prøv igjen.',
    );
  });
});

// Which payment provider is configured: the test terminal in development and tests, none in production unless enabled.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { paymentProviderFor } from './provider.ts';

// Choosing a provider reads only the configuration.
const providerWith = (env: Record<string, string>) => paymentProviderFor(loadConfig({ LOG_LEVEL: 'silent', ...env }));

describe('paymentProviderFor', () => {
  it('uses the built-in test terminal in development and tests', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const provider = providerWith({ NODE_ENV });
      expect(provider?.name).toBe('test-terminal');
      expect(provider?.merchantId).toBe('bibliotek-test');
    }
  });

  it('offers no online payment in production unless the test terminal is switched on', () => {
    expect(providerWith({ NODE_ENV: 'production' })).toBeNull();
    expect(providerWith({ NODE_ENV: 'production', TEST_TERMINAL_ENABLED: 'true' })?.name).toBe('test-terminal');
    expect(providerWith({ NODE_ENV: 'development', TEST_TERMINAL_ENABLED: 'false' })).toBeNull();
  });

  it('sends the configured merchant id', () => {
    expect(providerWith({ NODE_ENV: 'test', PAYMENT_MERCHANT_ID: 'oslo-bibliotek' })?.merchantId).toBe(
      'oslo-bibliotek',
    );
  });
});

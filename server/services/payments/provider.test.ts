// Which payment provider is configured: the test terminal in development and tests, none in production unless enabled.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { createLog } from '#server/log.ts';
import type { ServiceContext } from '../context.ts';
import { paymentProviderFor } from './provider.ts';

const ctxWith = (env: Record<string, string>): ServiceContext => {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  // No query runs here: choosing a provider reads only the configuration.
  return { db: {} as Db, clock: () => new Date('2026-11-22T12:00:00Z'), log: createLog('silent'), config };
};

describe('paymentProviderFor', () => {
  it('uses the built-in test terminal in development and tests', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const provider = paymentProviderFor(ctxWith({ NODE_ENV }));
      expect(provider?.name).toBe('test-terminal');
      expect(provider?.merchantId).toBe('bibliotek-test');
    }
  });

  it('offers no online payment in production unless the test terminal is switched on', () => {
    expect(paymentProviderFor(ctxWith({ NODE_ENV: 'production' }))).toBeNull();
    expect(paymentProviderFor(ctxWith({ NODE_ENV: 'production', TEST_TERMINAL_ENABLED: 'true' }))?.name).toBe('test-terminal');
    expect(paymentProviderFor(ctxWith({ NODE_ENV: 'development', TEST_TERMINAL_ENABLED: 'false' }))).toBeNull();
  });

  it('sends the configured merchant id', () => {
    expect(paymentProviderFor(ctxWith({ NODE_ENV: 'test', PAYMENT_MERCHANT_ID: 'oslo-bibliotek' }))?.merchantId).toBe('oslo-bibliotek');
  });
});

// Configuration: test tools are off in production unless switched on, and then the operator is warned at start.
import { describe, expect, it } from 'vitest';
import { loadConfig, productionTestToolWarnings } from './config.ts';

describe('productionTestToolWarnings', () => {
  it('warns for each test tool switched on in production, and only then', () => {
    expect(productionTestToolWarnings(loadConfig({ NODE_ENV: 'production' }))).toEqual([]);
    expect(productionTestToolWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
    const both = productionTestToolWarnings(loadConfig({ NODE_ENV: 'production', TEST_IDP_ENABLED: 'true', TEST_TERMINAL_ENABLED: '1' }));
    expect(both).toHaveLength(2);
    expect(both[0]).toMatch(/^TEST_IDP_ENABLED: .*identity provider is on in production/);
    expect(both[1]).toMatch(/^TEST_TERMINAL_ENABLED: .*bank terminal is on in production/);
  });
});

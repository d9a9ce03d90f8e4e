// Configuration: demo mode (docs/decisions/021) turns the test tools on for the demo library only; explicit settings and real providers win; the operator is told at start.
import { describe, expect, it } from 'vitest';
import { demoModeLogLine, loadConfig, productionTestToolWarnings, withDatabaseFacts } from './config.ts';

const production = (env: Record<string, string> = {}, demoLibrary = false) =>
  withDatabaseFacts(loadConfig({ NODE_ENV: 'production', ...env }), { demoLibrary });
const tools = (config: ReturnType<typeof production>) => [config.testIdpEnabled, config.testTerminalEnabled];

describe('demo mode', () => {
  it('turns the test ID-porten, staff login and bank terminal on in production for the demo library only', () => {
    expect(tools(production({}, true))).toEqual([true, true]);
    // A real library's database (NO_SEED, its own MARC records): no way in without a real provider.
    expect(tools(production({}, false))).toEqual([false, false]);
    // Before the database is read nothing is on in production.
    expect(tools(loadConfig({ NODE_ENV: 'production' }))).toEqual([false, false]);
  });

  it('keeps the test tools on in development and tests, whatever the database', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(tools(withDatabaseFacts(loadConfig({ NODE_ENV }), { demoLibrary: false }))).toEqual([true, true]);
    }
  });

  it('lets explicit settings win in both directions', () => {
    expect(tools(production({ TEST_IDP_ENABLED: 'false', TEST_TERMINAL_ENABLED: '0' }, true))).toEqual([false, false]);
    expect(tools(production({ TEST_IDP_ENABLED: 'true' }, false))).toEqual([true, false]);
    expect(tools(production({ TEST_TERMINAL_ENABLED: '1' }, false))).toEqual([false, true]);
    expect(
      tools(
        withDatabaseFacts(loadConfig({ NODE_ENV: 'development', TEST_IDP_ENABLED: 'false' }), { demoLibrary: true }),
      ),
    ).toEqual([false, true]);
  });

  it('leaves the test identity provider off when both logins have real issuers', () => {
    const real = {
      IDPORTEN_ISSUER: 'https://test.idporten.no',
      STAFF_ISSUER: 'https://login.example.no/realms/ansatte',
    };
    expect(production(real, true).testIdpEnabled).toBe(false);
    expect(production(real, true).testTerminalEnabled).toBe(true);
    // One real issuer: the test provider still stands in for the other login (oidc-client.ts picks per login).
    expect(production({ IDPORTEN_ISSUER: real.IDPORTEN_ISSUER }, true).testIdpEnabled).toBe(true);
  });

  it('logs one start-up line naming the test tools, only in demo mode', () => {
    const line = demoModeLogLine(production({ PORT: '3401' }, true));
    expect(line).toBe(
      'demo mode: the demo library (test data); test ID-porten and staff login at http://localhost:3401/test-idp; test bank terminal at http://localhost:3401/test-terminal; demo logins in README.md',
    );
    expect(
      demoModeLogLine(
        production({ IDPORTEN_ISSUER: 'https://test.idporten.no', TEST_TERMINAL_ENABLED: 'false' }, true),
      ),
    ).toBe(
      'demo mode: the demo library (test data); test staff login at http://localhost:3000/test-idp; demo logins in README.md',
    );
    expect(demoModeLogLine(production({}, false))).toBeNull();
  });
});

describe('productionTestToolWarnings', () => {
  it('warns for each test tool switched on in production outside demo mode, and only then', () => {
    expect(productionTestToolWarnings(production())).toEqual([]);
    expect(productionTestToolWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
    expect(productionTestToolWarnings(production({}, true))).toEqual([]);
    const both = productionTestToolWarnings(production({ TEST_IDP_ENABLED: 'true', TEST_TERMINAL_ENABLED: '1' }));
    expect(both).toHaveLength(2);
    expect(both[0]).toMatch(/^TEST_IDP_ENABLED: .*identity provider is on in production/);
    expect(both[1]).toMatch(/^TEST_TERMINAL_ENABLED: .*bank terminal is on in production/);
  });
});

describe('HTTPS served by the portal (docs/decisions/039)', () => {
  it('takes the certificate and key together and makes the default public address https', () => {
    const tls = { TLS_CERT_FILE: '/etc/portal/cert.pem', TLS_KEY_FILE: '/etc/portal/key.pem' };
    expect(loadConfig({ ...tls, PORT: '8443' }).publicUrl).toBe('https://localhost:8443');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(() => loadConfig({ TLS_CERT_FILE: tls.TLS_CERT_FILE })).toThrow(
      'TLS_CERT_FILE and TLS_KEY_FILE go together',
    );
    expect(() => loadConfig({ TLS_KEY_FILE: tls.TLS_KEY_FILE })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE go together');
  });
});

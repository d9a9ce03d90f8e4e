// Reads and validates the environment once; the only module that touches process.env.
import type { DemoMode, PublicConfig } from '#core/contracts/shell.ts';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://… to use a PostgreSQL server; unset means embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL: the server stops a statement of the web server after this long (docs/decisions/017). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Folder of the embedded PGlite database and other local files. */
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-Proto from a reverse proxy in front of us. */
  TRUST_PROXY: bool,
  /** Skip seeding the demo library into an empty database. */
  NO_SEED: bool,
  PUBLIC_SHOP_URL: z.string().url().default('https://shop.example.no/'),
  PUBLIC_NEWSLETTER_URL: z.string().url().default('https://nyhetsbrev.example.no/'),
  PUBLIC_JOBS_URL: z.string().url().default('https://jobb.example.no/'),
  /** The portal's own address as browsers see it (OIDC redirect addresses, cookie security, origin checks). */
  PUBLIC_URL: z.string().url().optional(),
  /** PEM certificate chain and private key: the production server then speaks HTTPS and HTTP/2 itself (docs/decisions/039). */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  /** Where the accessibility statement's feedback form sends what people report (/tilgjengelighet, issue #21). */
  ACCESSIBILITY_FEEDBACK_EMAIL: z.string().email().default('tilgjengelighet@bibliotek.example.no'),
  /** Idle session lifetime; activity moves it forward (docs/decisions/004). */
  SESSION_MAX_AGE_MS: z.coerce
    .number()
    .int()
    .min(5_000)
    .default(60 * 60_000),
  /** SPEC §4, §9: the 'Er du fortsatt her?' warning shows this long before expiry. */
  SESSION_WARNING_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(5 * 60_000),
  /** SPEC §4, §9: scroll/click refresh the session at most this often. */
  ACTIVITY_THROTTLE_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(30 * 60_000),
  /** ID-porten (citizens). Unset issuer: the embedded test identity provider when it is enabled. */
  IDPORTEN_ISSUER: z.string().url().optional(),
  IDPORTEN_CLIENT_ID: z.string().min(1).default('bibliotek-idporten'),
  IDPORTEN_CLIENT_SECRET: z.string().min(1).optional(),
  /** Requested security level (acr_values). */
  IDPORTEN_ACR: z.string().min(1).default('idporten-loa-substantial'),
  /** Staff identity provider ('ansatt'). Unset issuer: the embedded test identity provider when enabled. */
  STAFF_ISSUER: z.string().url().optional(),
  STAFF_CLIENT_ID: z.string().min(1).default('bibliotek-ansatt'),
  STAFF_CLIENT_SECRET: z.string().min(1).optional(),
  /** Identity-provider hint sent with staff logins (kc_idp_hint), SPEC §6. */
  STAFF_IDP_HINT: z.string().min(1).default('ansatt'),
  /** Most open reservations a patron may hold (SPEC §9: enforced by the server, value our choice). */
  MAX_RESERVATIONS: z.coerce.number().int().min(1).max(500).default(30),
  /** Unpaid fines (øre) at or above which a patron is blocked from renewing and reserving. */
  FINE_BLOCK_LIMIT_ORE: z.coerce.number().int().min(0).default(50_000),
  /** The search keeps its facet columns in memory from this many publications on (docs/decisions/015); 0 always. */
  SEARCH_INDEX_MIN_PUBLICATIONS: z.coerce.number().int().min(0).default(50_000),
  /** Set by server.js for its processes: the Unix socket of the machine's search process (docs/decisions/018). */
  SEARCH_PROCESS_SOCKET: z.string().min(1).optional(),
  /** The embedded test identity provider under /test-idp; unset: demo mode decides (testTools below, docs/decisions/021). */
  TEST_IDP_ENABLED: z.enum(['true', 'false', '1', '0']).optional(),
  /** The built-in test bank terminal under /test-terminal (docs/decisions/011); unset: demo mode decides (docs/decisions/021). */
  TEST_TERMINAL_ENABLED: z.enum(['true', 'false', '1', '0']).optional(),
  /** Merchant id sent to the payment terminal (SPEC §3 Payment response merchantId). */
  PAYMENT_MERCHANT_ID: z.string().min(1).default('bibliotek-test'),
  /** SRU server for copy cataloguing by ISBN (/ansatt/kopikatalogisering, docs/decisions/019); unset: the page says it is needed. */
  SRU_BASE_URL: z.string().url().optional(),
  /** The CQL index the SRU server searches ISBNs in: alma.isbn (Alma, BIBSYS), bath.isbn (Library of Congress). */
  SRU_ISBN_INDEX: z
    .string()
    .regex(/^[\w.-]+$/)
    .default('alma.isbn'),
  /** The mail server notices are sent through: smtp://user:pass@host:587 or smtps://…:465 (docs/decisions/030); unset in development and demo mode: the embedded one. */
  SMTP_URL: z.string().url().optional(),
  /** The sender of notices; its domain names the Message-IDs. */
  MAIL_FROM: z.string().min(3).default('Biblioteket <ikke-svar@bibliotek.example.no>'),
  /** The embedded SMTP server's port in development and demo mode (0: any free port). */
  LOCAL_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** The HTTP SMS gateway (POST JSON {to, text, reference, sender}); unset in development and demo mode: the local mailbox. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  /** Sent as Authorization: Bearer … to the SMS gateway. */
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /** The sender name or number the gateway shows on SMS. */
  SMS_SENDER: z.string().min(1).max(11).default('Biblioteket'),
  /** Sends tried before a notice is marked failed (with backoff between them; docs/decisions/030). */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
});

export type Config = z.infer<typeof envSchema> & {
  isProduction: boolean;
  /** PUBLIC_URL without a trailing slash; default http://localhost:PORT (https:// with TLS_CERT_FILE). */
  publicUrl: string;
  /** The database is the demo library (the seed recorded it); false until withDatabaseFacts has read the database. */
  demoLibrary: boolean;
  testIdpEnabled: boolean;
  testTerminalEnabled: boolean;
};

type Env = z.infer<typeof envSchema>;

/** An explicit TEST_*_ENABLED setting, or undefined when the operator left it to demo mode. */
function explicitFlag(value: 'true' | 'false' | '1' | '0' | undefined): boolean | undefined {
  return value === undefined ? undefined : value === 'true' || value === '1';
}

/**
 * Demo mode (docs/decisions/021): which test tools run. An explicit TEST_IDP_ENABLED / TEST_TERMINAL_ENABLED
 * always wins. Otherwise they are on in development and tests, and in production exactly when the database is
 * the demo library — so `npm start` on a fresh folder shows every way in, and a real library's database
 * (NO_SEED, its own records) never opens one. A real issuer replaces the test provider for its own login
 * (oidc-client.ts); with both real issuers set the test provider has nothing left to stand in for. A real
 * payment terminal, once there is an adapter, is chosen before the test terminal in paymentProviderFor.
 */
function testTools(data: Env, demoLibrary: boolean): { testIdpEnabled: boolean; testTerminalEnabled: boolean } {
  const byDefault = data.NODE_ENV !== 'production' || demoLibrary;
  const bothIssuersReal = Boolean(data.IDPORTEN_ISSUER && data.STAFF_ISSUER);
  return {
    testIdpEnabled: explicitFlag(data.TEST_IDP_ENABLED) ?? (byDefault && !bothIssuersReal),
    testTerminalEnabled: explicitFlag(data.TEST_TERMINAL_ENABLED) ?? byDefault,
  };
}

/** Configuration from the environment alone; the database's facts are added by withDatabaseFacts once it is open. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const data = parsed.data;
  if (Boolean(data.TLS_CERT_FILE) !== Boolean(data.TLS_KEY_FILE)) {
    throw new Error(
      'Invalid configuration: TLS_CERT_FILE and TLS_KEY_FILE go together (set both for HTTPS, or neither)',
    );
  }
  const scheme = data.TLS_CERT_FILE ? 'https' : 'http';
  return {
    ...data,
    isProduction: data.NODE_ENV === 'production',
    publicUrl: (data.PUBLIC_URL ?? `${scheme}://localhost:${data.PORT}`).replace(/\/+$/, ''),
    demoLibrary: false,
    ...testTools(data, false),
  };
}

/** The configuration once the database is migrated and seeded: whether it is the demo library decides demo mode. */
export function withDatabaseFacts(config: Config, facts: { demoLibrary: boolean }): Config {
  return { ...config, demoLibrary: facts.demoLibrary, ...testTools(config, facts.demoLibrary) };
}

/** What the pages tell about demo mode (the Demo marker of every page); null on a real library. */
export function demoModeFor(config: Config): DemoMode | null {
  return config.demoLibrary ? { testLogin: config.testIdpEnabled, testPayment: config.testTerminalEnabled } : null;
}

/** The start-up line of demo mode: the operator sees at once that this is test data with test logins. */
export function demoModeLogLine(config: Config): string | null {
  if (!config.demoLibrary) return null;
  const testLogins = [!config.IDPORTEN_ISSUER && 'ID-porten', !config.STAFF_ISSUER && 'staff login'].filter(Boolean);
  const tools = [
    config.testIdpEnabled &&
      testLogins.length > 0 &&
      `test ${testLogins.join(' and ')} at ${config.publicUrl}/test-idp`,
    config.testTerminalEnabled && `test bank terminal at ${config.publicUrl}/test-terminal`,
  ].filter(Boolean);
  return `demo mode: the demo library (test data)${tools.length > 0 ? `; ${tools.join('; ')}` : ''}; demo logins in README.md`;
}

/**
 * Test tools switched on outside demo mode in production. Each opens a way into accounts (the embedded identity
 * provider logs anyone in as any test person) or takes fake payments, so the operator is told at every start.
 */
export function productionTestToolWarnings(config: Config): string[] {
  if (!config.isProduction || config.demoLibrary) return [];
  const warnings: string[] = [];
  if (config.testIdpEnabled) {
    warnings.push(
      'TEST_IDP_ENABLED: the embedded TEST identity provider is on in production — anyone can log in as a test person or staff member. Never on a real library.',
    );
  }
  if (config.testTerminalEnabled) {
    warnings.push(
      'TEST_TERMINAL_ENABLED: the built-in TEST bank terminal is on in production — fines are marked paid without any money. Never on a real library.',
    );
  }
  return warnings;
}

/** What the browser may know (SPEC §7 application info "props"); never secrets. */
export function publicConfig(config: Config): PublicConfig {
  return {
    shopUrl: config.PUBLIC_SHOP_URL,
    newsletterUrl: config.PUBLIC_NEWSLETTER_URL,
    jobsUrl: config.PUBLIC_JOBS_URL,
  };
}

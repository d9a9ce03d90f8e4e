// Reads and validates the environment once; the only module that touches process.env.
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
  /** Idle session lifetime; activity moves it forward (docs/decisions/004). */
  SESSION_MAX_AGE_MS: z.coerce.number().int().min(5_000).default(60 * 60_000),
  /** SPEC §4, §9: the 'Er du fortsatt her?' warning shows this long before expiry. */
  SESSION_WARNING_MS: z.coerce.number().int().min(1_000).default(5 * 60_000),
  /** SPEC §4, §9: scroll/click refresh the session at most this often. */
  ACTIVITY_THROTTLE_MS: z.coerce.number().int().min(1_000).default(30 * 60_000),
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
  /** The embedded test identity provider under /test-idp: on in development and test, off in production unless true. */
  TEST_IDP_ENABLED: z.enum(['true', 'false', '1', '0']).optional(),
  /** The built-in test bank terminal under /test-terminal (docs/decisions/011): on in development and test, off in production unless true. */
  TEST_TERMINAL_ENABLED: z.enum(['true', 'false', '1', '0']).optional(),
  /** Merchant id sent to the payment terminal (SPEC §3 Payment response merchantId). */
  PAYMENT_MERCHANT_ID: z.string().min(1).default('bibliotek-test'),
  /** SRU server for copy cataloguing by ISBN (/ansatt/kopikatalogisering, docs/decisions/019); unset: the page says it is needed. */
  SRU_BASE_URL: z.string().url().optional(),
  /** The CQL index the SRU server searches ISBNs in: alma.isbn (Alma, BIBSYS), bath.isbn (Library of Congress). */
  SRU_ISBN_INDEX: z.string().regex(/^[\w.-]+$/).default('alma.isbn'),
});

export type Config = z.infer<typeof envSchema> & {
  isProduction: boolean;
  /** PUBLIC_URL without a trailing slash; default http://localhost:PORT. */
  publicUrl: string;
  testIdpEnabled: boolean;
  testTerminalEnabled: boolean;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const data = parsed.data;
  const isProduction = data.NODE_ENV === 'production';
  const testIdp = data.TEST_IDP_ENABLED;
  return {
    ...data,
    isProduction,
    publicUrl: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, ''),
    testIdpEnabled: testIdp === undefined ? !isProduction : testIdp === 'true' || testIdp === '1',
    testTerminalEnabled:
      data.TEST_TERMINAL_ENABLED === undefined ? !isProduction : data.TEST_TERMINAL_ENABLED === 'true' || data.TEST_TERMINAL_ENABLED === '1',
  };
}

/**
 * Test tools switched on in production. Each opens a way into accounts (the embedded identity provider
 * logs anyone in as any test person) or takes fake payments, so the operator is told at every start.
 */
export function productionTestToolWarnings(config: Config): string[] {
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (config.testIdpEnabled) {
    warnings.push('TEST_IDP_ENABLED: the embedded TEST identity provider is on in production — anyone can log in as a test person or staff member. Never on a real library.');
  }
  if (config.testTerminalEnabled) {
    warnings.push('TEST_TERMINAL_ENABLED: the built-in TEST bank terminal is on in production — fines are marked paid without any money. Never on a real library.');
  }
  return warnings;
}

/** What the browser may know (SPEC §7 application info "props"); never secrets. */
export function publicConfig(config: Config) {
  return {
    shopUrl: config.PUBLIC_SHOP_URL,
    newsletterUrl: config.PUBLIC_NEWSLETTER_URL,
    jobsUrl: config.PUBLIC_JOBS_URL,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;

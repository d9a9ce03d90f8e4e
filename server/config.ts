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
});

export type Config = z.infer<typeof envSchema> & { isProduction: boolean };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return { ...parsed.data, isProduction: parsed.data.NODE_ENV === 'production' };
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

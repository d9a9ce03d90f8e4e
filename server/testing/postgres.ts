// Where the integration suite finds PostgreSQL: TEST_DATABASE_URL, else the local server when TEST_POSTGRES=1.
export const POSTGRES_TEMPLATE_DB = 'bibliotek_test_template';

export function postgresTestUrl(env: Record<string, string | undefined> = process.env): string | null {
  if (env.TEST_DATABASE_URL) return env.TEST_DATABASE_URL;
  if (env.TEST_POSTGRES === '1') return 'postgres://postgres@127.0.0.1:5432/test';
  return null;
}

/** The same server, connected to its maintenance database, to create and drop databases. */
export function adminUrl(base: string): string {
  const url = new URL(base);
  url.pathname = '/postgres';
  return url.toString();
}

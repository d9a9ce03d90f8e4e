// Fails when a browser bundle carries server code (issue #19, docs/decisions/023): the database schema, Drizzle, the
// database clients, the logger, password hashing or a `node:` module. Route modules take server code only through
// *.server.ts modules, which React Router keeps out of the client build, and lint keeps UI code off #server; this is
// the last check, on what the bundler actually wrote. Run after `npm run build` (honours BUILD_DIR).
// Usage: node scripts/check-client-bundle.mjs [client folder]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What survives minification of each kind of server code: strings, not module names. */
export const SERVER_CODE_MARKERS = [
  { what: 'Drizzle ORM', pattern: /Symbol\.for\(\s*["'`]drizzle:/ },
  { what: 'the database schema (users table)', pattern: /["'`](pin_hash|national_id)["'`]/ },
  { what: 'a node: module', pattern: /(\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)["'`]node:/ },
  {
    what: 'a server package import',
    pattern:
      /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'`](pg|pino|drizzle-orm|@electric-sql\/pglite|@node-rs\/argon2|sharp|oidc-provider)(\/[^"'`]*)?["'`]/,
  },
  { what: 'node-postgres (pg)', pattern: /Client has already been connected\. You cannot reuse a client\./ },
  { what: 'pino', pattern: /Symbol\.for\(\s*["'`]pino\./ },
  { what: 'argon2', pattern: /@node-rs\/argon2/ },
  { what: 'PGlite', pattern: /@electric-sql\/pglite/ },
  // Not server code, but 25 KB (gzip) every page would fetch: forms are read by their route action, on the server.
  { what: 'zod (validate forms in the route action, a *.server.ts module)', pattern: /["'`]ZodError["'`]/ },
];

function* scripts(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* scripts(path);
    else if (/\.m?js$/.test(entry.name)) yield path;
  }
}

/** Every (file, marker) pair where a client script contains server code. */
export function findServerCode(clientFolder) {
  const found = [];
  for (const file of scripts(clientFolder)) {
    const text = readFileSync(file, 'utf8');
    for (const { what, pattern } of SERVER_CODE_MARKERS) {
      const match = pattern.exec(text);
      if (match)
        found.push({
          file: relative(clientFolder, file),
          what,
          excerpt: text.slice(Math.max(0, match.index - 40), match.index + 60),
        });
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2] ?? join(process.env.BUILD_DIR ?? 'build', 'client');
  let found;
  try {
    found = findServerCode(folder);
  } catch (error) {
    console.error(`check-client-bundle: cannot read ${folder} (build first): ${error.message}`);
    process.exit(2);
  }
  if (found.length > 0) {
    for (const { file, what, excerpt } of found)
      console.error(`✖ ${file}: ${what}\n    …${excerpt.replace(/\s+/g, ' ')}…`);
    console.error(
      `\n${found.length} server-code marker(s) in the browser bundle: import server code only from *.server.ts modules (docs/decisions/023).`,
    );
    process.exit(1);
  }
  console.log(`check-client-bundle: no server code in ${folder}`);
}

// The layer rules of eslint.config.js fire (issue #19): a planted import in each zone is an error, a correct one passes.
// Until then the patterns were read with gitignore syntax, where '#server/*' is a comment, and nothing ever fired.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The no-restricted-imports messages for `code` linted as if it were the file at `filePath`. */
async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules (DESIGN §2, CONVENTIONS "Layering")', () => {
  it.each([
    [
      'core/ imports server/',
      'core/planted.ts',
      "import { loadConfig } from '#server/config.ts';\nloadConfig();\n",
      'core/ is pure',
    ],
    [
      'core/ imports app/',
      'core/planted.ts',
      "import type { RootAuth } from '#app/session.server.ts';\nexport type X = RootAuth;\n",
      'core/ is pure',
    ],
    [
      'core/ imports app/ by a relative path',
      'core/sub/planted.ts',
      "import { pageTitle } from '../../app/lib/site.ts';\npageTitle('x');\n",
      'core/ is pure',
    ],
    [
      'core/ does I/O',
      'core/planted.ts',
      "import { readFileSync } from 'node:fs';\nreadFileSync('x');\n",
      'core/ does no I/O',
    ],
    [
      'server/ imports app/',
      'server/services/planted.ts',
      "import type { RootAuth } from '#app/session.server.ts';\nexport type X = RootAuth;\n",
      'server/ never imports the web app',
    ],
    [
      'server/http imports the database',
      'server/http/planted.ts',
      "import { users } from '#server/db/schema.ts';\nexport { users };\n",
      'server/http never touches SQL',
    ],
    [
      'server/http imports drizzle',
      'server/http/planted.ts',
      "import { eq } from 'drizzle-orm';\nexport { eq };\n",
      'server/http never touches SQL',
    ],
    [
      'a component imports a service',
      'app/components/planted.tsx',
      "import { searchWorks } from '#server/services/catalogue/search.ts';\nexport { searchWorks };\n",
      'through a *.server.ts module',
    ],
    [
      'a feature imports a server type',
      'app/features/search/planted.tsx',
      "import type { Config } from '#server/config.ts';\nexport type X = Config;\n",
      'through a *.server.ts module',
    ],
    [
      'a route module imports a service value',
      'app/routes/planted.tsx',
      "import { getWorkDetail } from '#server/services/catalogue/resources.ts';\nexport { getWorkDetail };\n",
      'through a *.server.ts module',
    ],
    [
      'a route module imports a server type',
      'app/routes/planted.tsx',
      "import type { ReservationDto } from '#server/services/circulation/reservations.ts';\nexport type X = ReservationDto;\n",
      'a shape both sides use lives in core/contracts',
    ],
    [
      'a route module imports a server type by a relative path',
      'app/routes/planted.tsx',
      "import type { Config } from '../../server/config.ts';\nexport type X = Config;\n",
      'through a *.server.ts module',
    ],
    [
      'the root route imports a server type',
      'app/root.tsx',
      "import type { Config } from '#server/config.ts';\nexport type X = Config;\n",
      'through a *.server.ts module',
    ],
  ])('%s is an error', async (_name, filePath, code, message) => {
    const messages = await restricted(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each([
    [
      'core/ imports core/',
      'core/planted.ts',
      "import { formatDate } from '#core/dates.ts';\nformatDate(new Date());\n",
    ],
    [
      'a service imports the database',
      'server/services/planted.ts',
      "import { users } from '#server/db/schema.ts';\nexport { users };\n",
    ],
    [
      'server/http imports a service',
      'server/http/planted.ts',
      "import { searchWorks } from '#server/services/catalogue/search.ts';\nexport { searchWorks };\n",
    ],
    [
      'a component imports a contract',
      'app/components/planted.tsx',
      "import type { BannerDto } from '#core/contracts/shell.ts';\nexport type X = BannerDto;\n",
    ],
    [
      'a route module imports its *.server.ts module',
      'app/routes/planted.tsx',
      "import { getWorkDetail } from './verk.server.ts';\nexport { getWorkDetail };\n",
    ],
    [
      'a route module imports a contract',
      'app/routes/planted.tsx',
      "import type { ReservationDto } from '#core/contracts/circulation.ts';\nexport type X = ReservationDto;\n",
    ],
    [
      'a route module takes a server type through its *.server.ts module',
      'app/routes/planted.tsx',
      "import type { Config } from './logg-inn.server.ts';\nexport type X = Config;\n",
    ],
    [
      'a *.server.ts module imports a service',
      'app/routes/planted.server.ts',
      "export { getWorkDetail } from '#server/services/catalogue/resources.ts';\n",
    ],
    [
      'a route test imports a service',
      'app/routes/planted.test.tsx',
      "import { getWorkDetail } from '#server/services/catalogue/resources.ts';\nexport { getWorkDetail };\n",
    ],
  ])('%s passes', async (_name, filePath, code) => {
    expect(await restricted(filePath, code)).toEqual([]);
  });
});

describe('inline type imports', () => {
  it("an import('#server/…') type in app/ is an error too (consistent-type-imports), so no server type slips past the zones", async () => {
    const [result] = await eslint.lintText("export type X = import('#server/config.ts').Config;\n", {
      filePath: 'app/routes/planted.tsx',
    });
    expect(result.messages.map((m) => m.ruleId)).toEqual(['@typescript-eslint/consistent-type-imports']);
  });
});

/** The no-restricted-syntax messages for `code` linted as if it were the file at `filePath`. */
async function restrictedSyntax(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('one message catalogue (decision 028, issue #19 point 3)', () => {
  const inlineText =
    "import { AppError } from '#core/errors.ts';\nthrow new AppError('invalid', 'planted', 'Ugyldig.');\n";
  const subclass = (message: string) =>
    "import { AppError } from '#core/errors.ts';\nimport { bokmalErrorText } from '#server/services/coded-error.ts';\n" +
    `export class Planted extends AppError {\n  constructor() {\n    super('invalid', 'invalid_pin', ${message});\n  }\n}\n`;

  it.each([
    ['a service throws an AppError with its own text', 'server/services/planted.ts', inlineText],
    ['an API router throws one', 'server/http/planted.ts', inlineText],
    ['core/ throws one', 'core/planted.ts', inlineText],
    ['a script throws one', 'scripts/planted.ts', inlineText],
    ['a *.server.ts module throws one', 'app/routes/planted.server.ts', inlineText],
    ['a subclass passes its own text', 'server/services/planted.ts', subclass("'PIN-koden er feil.'")],
    ['a subclass passes a template', 'server/services/planted.ts', subclass('`PIN ${1}`')],
  ])('%s is an error', async (_name, filePath, code) => {
    const messages = await restrictedSyntax(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('codedError(kind, code, params)');
  });

  it.each([
    [
      'a service throws codedError',
      'server/services/planted.ts',
      "import { codedError } from '#server/services/coded-error.ts';\nthrow codedError('invalid', 'invalid_pin');\n",
    ],
    ['a subclass passes the catalogue text', 'server/services/planted.ts', subclass("bokmalErrorText('invalid_pin')")],
    ['codedError builds its AppError', 'server/services/coded-error.ts', inlineText],
    ['core/errors.ts builds one', 'core/errors.ts', inlineText],
    ['a test builds one', 'server/http/planted.test.ts', inlineText],
  ])('%s passes', async (_name, filePath, code) => {
    expect(await restrictedSyntax(filePath, code)).toEqual([]);
  });
});

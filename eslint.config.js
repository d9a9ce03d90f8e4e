// Lint: TypeScript rules plus the one-way layering of DESIGN §2 / CONVENTIONS "Layering" (docs/decisions/023).
// The layer rules use `no-restricted-imports` with `regex` patterns, not `group` patterns: groups are read with
// gitignore syntax, where a leading `#` starts a comment, so '#server/*' matched nothing (issue #19). A regex matches
// the import string as written: our subpath imports ('#core/…', '#server/…', '#app/…') and relative paths that climb
// into another top folder. tests/lint-rules.test.ts plants a violation in each zone and expects the error.
import tseslint from 'typescript-eslint';

/** An import of a top folder: by its subpath alias, or by a relative path that climbs into it. */
const folder = (name) => `^(#${name}/|(\\.\\./)+${name}/)`;
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

const rules = {
  core: [
    {
      regex: `${folder('app')}|${folder('server')}`,
      message: 'core/ is pure: it imports nothing from app/ or server/.',
    },
    { regex: '^node:', message: 'core/ does no I/O.' },
  ],
  server: [
    { regex: folder('app'), message: 'server/ never imports the web app: shared types live in core/contracts.' },
  ],
  http: [
    {
      regex: '^(drizzle-orm|pg|@electric-sql/pglite)(/|$)|^(#server/db/|(\\.\\./)+db/)',
      message: 'server/http never touches SQL or the database: call a service.',
    },
  ],
  // Type imports too: a shape both sides use is one definition in core/contracts, not a server module's type.
  app: [
    {
      regex: folder('server'),
      message:
        'app/ reaches server code only through a *.server.ts module (React Router keeps those out of the browser bundle); a shape both sides use lives in core/contracts.',
    },
  ],
};
const restrict = (...zones) => ['error', { patterns: zones.flatMap((zone) => rules[zone]) }];

// One message catalogue (decision 028, issue #19): an AppError's text is errors:code.<code> in nb, nn and en, so the
// API answers in the language asked for. Services throw codedError(kind, code, params); only the two modules that
// build AppErrors may call the constructor, and a subclass passes super() the catalogue's text (bokmalErrorText), never its own.
const INLINE_ERROR_TEXT =
  'An AppError takes its text from the catalogue: throw codedError(kind, code, params) (server/services/coded-error.ts) and add errors:code.<code> in nb, nn and en (decision 028).';
const catalogueErrors = [
  'error',
  { selector: "NewExpression[callee.name='AppError']", message: INLINE_ERROR_TEXT },
  {
    selector:
      "ClassDeclaration[superClass.name='AppError'] CallExpression[callee.type='Super'][arguments.length>2]:not([arguments.2.callee.name='bokmalErrorText'])",
    message: INLINE_ERROR_TEXT,
  },
];

export default tseslint.config(
  {
    ignores: ['build/', 'build-*/', 'node_modules/', '.react-router/', 'data/', 'test-results/', 'playwright-report/'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Later blocks replace the rule's options for the files they match, so each block lists every zone its files are in.
  { files: ['core/**'], rules: { 'no-restricted-imports': restrict('core') } },
  { files: ['server/**'], rules: { 'no-restricted-imports': restrict('server') } },
  { files: ['server/http/**'], ignores: TESTS, rules: { 'no-restricted-imports': restrict('server', 'http') } },
  {
    files: ['app/**'],
    ignores: [...TESTS, '**/*.server.ts', '**/*.server.tsx'],
    rules: { 'no-restricted-imports': restrict('app') },
  },
  {
    files: ['app/**', 'core/**', 'server/**', 'scripts/**'],
    ignores: [...TESTS, 'core/errors.ts', 'server/services/coded-error.ts'],
    rules: { 'no-restricted-syntax': catalogueErrors },
  },
);

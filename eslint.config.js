// Lint: TypeScript rules plus the one-way layering of DESIGN §2 / CONVENTIONS "Layering".
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['build/', 'build-*/', 'node_modules/', '.react-router/', 'data/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['core/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['#app/*', '#server/*', '../app/*', '../server/*'], message: 'core/ is pure: it imports nothing from app/ or server/.' },
        { group: ['node:*'], message: 'core/ does no I/O.' },
      ]),
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['#app/*'], message: 'server/ never imports the web app.' }]),
    },
  },
  {
    files: ['server/http/**'],
    ignores: ['server/http/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['#app/*'], message: 'server/ never imports the web app.' },
        { group: ['drizzle-orm', 'drizzle-orm/*', '#server/db/*'], message: 'server/http never touches SQL: call a service.' },
      ]),
    },
  },
  {
    files: ['app/components/**', 'app/features/**', 'app/lib/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['#server/*'], message: 'Only route loaders/actions call server services; UI code uses props or apiFetch.' },
      ]),
    },
  },
);

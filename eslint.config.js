import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Dependency direction of DESIGN.md: packages import no app; the web app never reaches into the server.
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@lodestar/server', '@lodestar/web'] }] },
  },
  {
    // Game engines run in the browser too (the fairness verifier): no Node built-ins outside tests.
    files: ['packages/games/src/**/*.ts'],
    // Tests and the RTP command-line tools run only in Node.
    ignores: ['**/*.test.ts', 'packages/games/src/rtp/*-cli.ts', 'packages/games/src/rtp/rtp-worker.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', '**/apps/**'] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@lodestar/server'] }],
    },
  },
);

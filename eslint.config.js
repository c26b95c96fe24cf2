import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's import boundaries (last block) name every feature folder, so a new feature is covered at once.
const webSource = path.join(import.meta.dirname, 'apps/web/src');
const webFeatures = readdirSync(path.join(webSource, 'features'));

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
  {
    // Layers of the web app (DESIGN.md, Layout): app -> features -> components, lib; no feature imports another;
    // the site (app, features) and the studio's game clients share only components, lib and the packages.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // no-cycle reads the imported modules, and by default only .js ones.
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/resolver': {
        [path.join(import.meta.dirname, 'scripts/eslint-resolver-path-alias.mjs')]: {
          aliases: { '@/': webSource },
          extensions: ['.ts', '.tsx', '.js'],
        },
      },
    },
    rules: {
      // Both rules need the resolver above: an import they cannot resolve is silently skipped
      // (apps/web/src/lint-boundaries.test.ts checks that they still see through `@/`).
      'import/no-restricted-paths': [
        'error',
        {
          basePath: webSource,
          zones: [
            {
              target: ['./components', './lib'],
              from: ['./app', './features', './studio'],
              message: 'components and lib are the bottom layer: they import no app, feature or studio code.',
            },
            { target: './features', from: './app', message: 'A feature does not import the app; compose features in app/.' },
            ...webFeatures.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move the shared piece down to components/ or lib/, or compose in app/.',
            })),
            {
              target: ['./app', './features'],
              from: './studio',
              message: 'The site shares only components, lib and the packages with the studio clients.',
            },
            {
              target: './studio',
              from: ['./app', './features'],
              message: 'The studio clients share only components, lib and the packages with the site.',
            },
          ],
        },
      ],
      'import/no-cycle': 'error',
    },
  },
);

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

// Server boundaries of DESIGN.md ("Dependency direction"), checked on resolved paths so `../x/y.ts` and
// `../../x/y.ts` are the same import. Zones are built from the folders under modules/, so a new module is covered.
const ROOT = import.meta.dirname;
const SRC = 'apps/server/src';
const SERVER_MODULES = readdirSync(`${ROOT}/${SRC}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SERVER_TESTS = ['apps/server/**/*.test.ts', 'apps/server/**/*-test-kit.ts'];

/** Outside a module, only the listed files of it may be imported (globs relative to the module's folder). */
function publicFaceZones(allowedFiles) {
  return SERVER_MODULES.map((name) => ({
    target: [`${SRC}/*.ts`, `${SRC}/!(modules)/**`, `${SRC}/modules/!(${name})/**`, 'apps/server/test/**'],
    from: `${SRC}/modules/${name}/**`,
    // With a glob `from`, exceptions must be globs too: one extglob naming the allowed files.
    except: [`${ROOT}/${SRC}/modules/${name}/@(${allowedFiles.join('|')})`],
    message: `Use the module through its public face, modules/${name}/index.ts.`,
  }));
}

const LAYER_ZONES = [
  {
    target: `${SRC}/modules/**/*routes.ts`,
    from: [`${SRC}/modules/**/*repo.ts`, `${SRC}/modules/**/schema.ts`, `${SRC}/db/**`],
    message: 'Routes speak HTTP and call a service; the service reaches the repository.',
  },
  ...SERVER_MODULES.map((name) => ({
    target: `${SRC}/modules/${name}/**/*repo.ts`,
    from: `${SRC}/modules/!(${name})/**`,
    message: 'A repository queries its own module’s tables; read another module through its service.',
  })),
  {
    target: `${SRC}/modules/**`,
    from: `${SRC}/db/schema.ts`,
    message: 'A module reads its own schema.ts; db/schema.ts is the drizzle registry (tests may arrange data through it).',
  },
  {
    target: [`${SRC}/platform/**`, `${SRC}/db/**`],
    from: `${SRC}/modules/**`,
    message: 'platform/ and db/ are below the modules: they import none (app.ts composes them).',
  },
];

function serverBoundaryRules(zones) {
  return { 'import/no-restricted-paths': ['error', { basePath: ROOT, zones }] };
}

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
  {
    // Server boundaries (see SERVER_MODULES above). The later blocks replace the zones for their files.
    files: ['apps/server/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Cycles and boundaries are ours to check; parsing dependencies' bundles is slow and can overflow.
      'import/ignore': ['node_modules'],
    },
    rules: { ...serverBoundaryRules([...publicFaceZones(['index.ts']), ...LAYER_ZONES]), 'import/no-cycle': 'error' },
  },
  {
    // A table may reference another module's table by foreign key; that is schema, not a use case.
    files: [`${SRC}/modules/*/schema.ts`],
    rules: serverBoundaryRules([...publicFaceZones(['index.ts', 'schema.ts']), ...LAYER_ZONES]),
  },
  {
    // The drizzle schema registry re-exports every module's tables: the single exception to "db/ imports no module".
    files: [`${SRC}/db/schema.ts`],
    rules: serverBoundaryRules(publicFaceZones(['schema.ts'])),
  },
  {
    // Tests drive the whole app: they may use other modules' public faces and their test kits, nothing else.
    files: SERVER_TESTS,
    rules: serverBoundaryRules(publicFaceZones(['index.ts', '*-test-kit.ts'])),
  },
  {
    // The committed SQL of the money repositories (src/queries) is made by running the repositories themselves.
    files: [`${SRC}/queries/**/*.ts`],
    rules: serverBoundaryRules(publicFaceZones(['index.ts', 'repo.ts', '*-repo.ts'])),
  },
);

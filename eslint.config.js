import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Feature folders (src/features/<name>), read at lint time so a new feature is covered without editing this file. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Layers (docs/decisions.md, "Import boundaries"): src/app → src/features/<name> → shared code. Paths are relative to
 * the repository root (ESLint runs from there).
 */
const SHARED = ['./src/components', './src/hooks', './src/lib', './src/config', './src/i18n', './src/api'];
const srcZones = [
  // Features never import each other (a piece two features need goes to src/components or src/lib).
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move the shared piece to src/components or src/lib.',
  })),
  {
    target: SHARED,
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, hooks, lib, config, i18n, api) does not import features or src/app.',
  },
];
/** Feature code does not import src/app (a feature's tests may: they render the whole app). */
const featureCodeZones = [
  ...srcZones,
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import src/app (the app composes the features, not the other way round).',
  },
];

/** The mock server: handlers → core, domain, lib (and the database and mailbox modules), never the reverse. */
const MOCK_LIBRARIES = ['./mocks/core', './mocks/domain', './mocks/lib'];
const mockZones = [
  {
    target: MOCK_LIBRARIES,
    from: './mocks',
    except: ['./core', './domain', './lib', './db.ts', './mail.ts'],
    message:
      'mocks/core, mocks/domain and mocks/lib do not import handlers, the seed or the server entry points.',
  },
  {
    target: './mocks/handlers',
    from: './mocks',
    except: ['./handlers', './core', './domain', './lib', './db.ts', './mail.ts'],
    message:
      'Handlers import only mocks/core, mocks/domain, mocks/lib, db and mail (the seed is a fixture, not runtime code).',
  },
  {
    target: './mocks',
    from: './src',
    except: ['./api', './lib/at.ts'],
    message:
      'The mock server imports nothing from src/ but the contract (src/api) and the dependency-free src/lib/at.ts.',
  },
];

/** Code shapes refused everywhere, each with the reason. */
const restrictedSyntax = [
  // An effect's concise arrow returns its expression, which React calls as the cleanup: a Promise from
  // Chromium's scrollIntoView crashed the ticket dialog this way. Block bodies, and `return` only a cleanup.
  {
    selector:
      'CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression[expression=true]',
    message:
      'Give the effect a block body: what a concise arrow returns becomes the cleanup React calls (return only a function).',
  },
  {
    // The app renders no antd <App> (it would bring Modal, message and notification into every first load), so
    // antd's App.useApp() returns an empty object and a toast through it crashes (docs/decisions.md).
    selector: "MemberExpression[property.name='useApp']",
    message:
      'Use useFeedback() from src/lib/feedback.ts: the app renders no antd <App>, so App.useApp() is empty.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'public/mockServiceWorker.js',
      'src/api/schema.d.ts',
      'test-results',
      'playwright-report',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      // Type information (tsconfig.json's projects) for the rules below that need it.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A Promise nobody awaits, or one handed where a void callback is expected (an effect, an onClick), loses
      // its rejection and its ordering: the ticket crash of an earlier issue was a returned Promise.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', ...restrictedSyntax],
    },
  },
  {
    // Import boundaries in the app and the mock server (resolving `@/…` and `@mocks/…` via tsconfig). Cycles are
    // madge's (`npm run lint:cycles`, part of `npm run lint`): import/no-cycle would check the same files again at
    // most of the lint's rule time.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: './tsconfig.app.json' }, node: true },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Never parse dependencies' sources or typings.
      'import/ignore': ['node_modules'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: srcZones }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: { 'import/no-restricted-paths': ['error', { zones: featureCodeZones }] },
  },
  {
    // Two ways to build a form (docs/architecture.md, "Forms"): FormFrame or LightForm, with src/components/form.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['Form'],
              message:
                'Build the form with FormFrame or LightForm and the fields of src/components/form: antd\'s Form is not used (docs/architecture.md, "Forms").',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may use the seed and test support; the runtime mock code may not.
    files: ['mocks/**/*.ts'],
    ignores: ['**/*.test.ts', '**/__tests__/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: mockZones }] },
  },
  {
    // A test file that mocks a module runs with modules of its own, chosen by its name (vite.config.ts).
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...restrictedSyntax,
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'Name a test file that mocks a module *.isolated.test.ts(x): it runs with modules of its own (vite.config.ts).',
        },
      ],
    },
  },
  {
    // `useMockServer()` registers vitest lifecycle hooks, not React hooks.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  },
);

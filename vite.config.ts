import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import {
  antdUsedStyles,
  compileEagerly,
  preloadAlone,
  preloadApp,
  scrollbarSizeOnce,
  mswWithoutCookieJar,
  tableWithoutColumnFilters,
  tableWithoutRowSelection,
} from './scripts/vite-plugins.ts';

/**
 * The two kinds of test files, each in two Vitest projects: plain TypeScript tests (the mock server, scripts, pure
 * src/ modules) run in Node, which starts much faster than a DOM; component tests (*.test.tsx) run in jsdom (a .ts
 * test that needs a DOM says so with a `// @vitest-environment jsdom` first line).
 *
 * Files share their modules within a worker (`isolate: false`): the app, antd, msw and jsdom are imported once per
 * worker instead of once per file, most of a file's start-up. What a test needs fresh is
 * fresh anyway: tests/support/api.ts seeds the database before each test, tests/support/render.tsx renders a new
 * app with a new query cache, tests/setup.ts unmounts it and clears the app's module state after each test, so no
 * file depends on another having run first (`npm test -- --sequence.shuffle` passes). A file that mocks a module
 * (`vi.mock`) is named `*.isolated.test.ts(x)` and runs in the `-isolated` project, with modules of its own (a mock
 * cannot replace a module other files have already loaded); lint refuses `vi.mock` in any other test file.
 */
function testProjects(): TestProjectInlineConfiguration[] {
  const kinds: {
    name: string;
    environment: string;
    dirs: string[];
    ending: string;
    benchmark: { include: string[] };
  }[] = [
    {
      name: 'node',
      environment: 'node',
      dirs: ['src', 'mocks', 'tests/unit'],
      ending: '.test.ts',
      // `npm run bench` (tests/bench/*.bench.ts say `@vitest-environment node` anyway): once, here.
      benchmark: { include: ['tests/bench/**/*.bench.ts'] },
    },
    {
      name: 'jsdom',
      environment: 'jsdom',
      dirs: ['src', 'tests/unit'],
      ending: '.test.tsx',
      benchmark: { include: [] },
    },
  ];
  return kinds.flatMap(({ name, environment, dirs, ending, benchmark }) => {
    const include = dirs.map((dir) => `${dir}/**/*${ending}`);
    const mocking = dirs.map((dir) => `${dir}/**/*.isolated${ending}`);
    const shared: TestProjectInlineConfiguration = {
      extends: true,
      test: { name, environment, include, exclude: mocking, isolate: false, benchmark },
    };
    const isolated: TestProjectInlineConfiguration = {
      extends: true,
      test: { name: `${name}-isolated`, environment, include: mocking, benchmark: { include: [] } },
    };
    return [shared, isolated];
  });
}

// The mock backend is on exactly when no API base URL is configured.
// `__MOCK__` is a compile-time constant so a real-API build drops every MSW import.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiBaseUrl = env.VITE_API_BASE_URL ?? '';
  // Dependencies' modules that the app's replace, on the dev server too, where dependencies are bundled ahead.
  const replacements = [
    scrollbarSizeOnce({
      replacement: fileURLToPath(new URL('./src/lib/scrollbar-size.ts', import.meta.url)),
    }),
    tableWithoutColumnFilters({
      replacement: fileURLToPath(new URL('./src/lib/table-filter-dropdown.ts', import.meta.url)),
    }),
    tableWithoutRowSelection({
      replacement: fileURLToPath(new URL('./src/lib/table-selection.ts', import.meta.url)),
    }),
    mswWithoutCookieJar({
      replacement: fileURLToPath(new URL('./mocks/lib/cookie-store.ts', import.meta.url)),
    }),
  ];
  return {
    optimizeDeps: { rolldownOptions: { plugins: replacements } },
    plugins: [
      react(),
      preloadApp({ module: /[\\/]src[\\/]app[\\/]App\.tsx$/, configFile: 'config.json' }),
      antdUsedStyles({ srcDir: fileURLToPath(new URL('./src', import.meta.url)) }),
      // What every screen runs as it starts (the 'common' group below) compiles while it streams in.
      compileEagerly({ chunks: (name) => name === 'common' }),
      ...replacements,
    ],
    define: { __MOCK__: JSON.stringify(apiBaseUrl === '') },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    build: {
      chunkSizeWarningLimit: 1500,
      // A chunk imported at run time is preloaded without the chunks it imports (scripts/vite-plugins.ts).
      modulePreload: { resolveDependencies: preloadAlone },
      rolldownOptions: {
        treeshake: {
          // rc-form's entry attaches Field, List and the hooks to its Form as it loads, which keeps them (and the
          // validator) in every build though antd's common components only read its FormProvider: the entry is
          // pure, so only what is used stays.
          moduleSideEffects: [
            { test: /[\\/]@rc-component[\\/]form[\\/]es[\\/]index\.js$/, sideEffects: false },
          ],
        },
        output: {
          codeSplitting: {
            // Route-level splitting stays (every page, layout and dialog is its own chunk), but the libraries that
            // at least 30 chunks share (React, react-router, i18next, TanStack Query, antd's core and common
            // components: what every route loads anyway) go into one 'common' chunk instead of dozens of small
            // ones: gzip compresses one file better than many, and each file costs a request (route sizes:
            // `npm run build:check`). Only node_modules: app modules keep their place, so
            // none of them runs before src/main.tsx has applied the runtime config. Lower counts pull rarely used
            // components into every route; higher ones leave the small chunks.
            // antd's Skeleton stays out: many list pages share it, the sign-in screens never show it.
            // Typography and the Tooltip component have their own shared chunk: most screens use them, the sign-in
            // screen does not (the tooltip core under antd's ConfigProvider, UniqueProvider and the trigger, stays in
            // 'common': every route has it).
            groups: [
              {
                name: 'typography',
                test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](typography[\\/]|tooltip[\\/](?!UniqueProvider[\\/]))|@rc-component[\\/]tooltip[\\/])/,
                minShareCount: 30,
                priority: 1,
                // Only these modules: their dependencies (React, antd's core…) stay in 'common'.
                includeDependenciesRecursively: false,
              },
              {
                name: 'common',
                test: /[\\/]node_modules[\\/](?!antd[\\/]es[\\/]skeleton[\\/])/,
                minShareCount: 30,
              },
            ],
          },
        },
      },
    },
    test: {
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      globalSetup: ['./tests/support/contract-coverage.ts'],
      // Generous: component tests render lazy pages against the in-process mock, slow on a busy 2-core machine
      // (two workers, or CI sharing the machine with other work: 60 s was too short under a load of 20).
      testTimeout: 120_000,
      // Vitest's default is one worker less than the cores: a single worker on CI's two cores. Test files are
      // independent (a fresh seed and a fresh app per test), so use every core.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // Read only under Vitest: `vite` and `vite build` load this file too and need no test projects.
      projects: process.env.VITEST ? testProjects() : undefined,
    },
  };
});

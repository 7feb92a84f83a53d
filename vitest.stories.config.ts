/// <reference types="vitest/config" />
// The stories as tests (`npm run test:stories`): every story of src/**/*.stories.tsx renders in Chromium and its
// `play` function runs, against the mock handlers of .storybook/preview.tsx (msw's service worker from public/), through
// Storybook's Vitest addon in Vitest's browser mode. The app's Vite settings (aliases, `__MOCK__`, plugins) come from
// vite.config.ts, as for `npm run storybook`; its `test` settings (jsdom, Node) do not apply here.
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import app from './vite.config.ts';
import { TEST_JS_FLAGS, chromiumPath } from './tests/support/chromium.ts';

export default defineConfig((env) => {
  const { test: _appTests, ...base } = app(env) as UserConfig;
  return mergeConfig(base, {
    plugins: [storybookTest({ configDir: '.storybook' })],
    // React's and antd's production code, as the built app runs. Vitest sets NODE_ENV to 'test', on which antd's ids
    // all become 'test-id' (every dialog would be labelled by the first such element); React's development build
    // (as in `npm run storybook`) checks more but takes a third more time. The component tests (`npm test`) run React's development build.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    test: {
      name: 'stories',
      setupFiles: ['./.storybook/vitest.setup.ts'],
      // A story's render plus its play function; the slowest passed in 17 s at a load of 30 on 2 cores.
      testTimeout: 60_000,
      // The story files share one page and its modules (Vitest's default loads every file in a page of its own:
      // the app, antd and msw imported 27 times). Each story still renders a fresh app and query cache
      // (.storybook/preview.tsx), after a fresh seed when the one before it wrote. Sharing the page halves the
      // stories' time.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        // Debian's Chromium with V8's optimising compilers off, as for the end-to-end tests (no browser download;
        // tests/support/chromium.ts).
        // Less motion, as in the end-to-end tests (playwright.config.ts): the app then turns antd's animations off, and
        // a play function's dialog appears at once instead of zooming in (the stories test content, not motion).
        provider: playwright({
          launchOptions: { executablePath: chromiumPath(), args: [TEST_JS_FLAGS] },
          contextOptions: { reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  });
});

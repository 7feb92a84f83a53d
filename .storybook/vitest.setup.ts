// Setup of `npm run test:stories` (vitest.stories.config.ts). preview.tsx gives a play function's `findBy…` 5 s
// (enough in the Storybook UI); in a test run the first story of a file also waits for Vite to transform the page's
// modules on demand, which takes several seconds on a loaded 2-core machine. A wait
// ends as soon as its element is there, so this only lengthens a failing run. Set before each file's tests (after
// preview.tsx, which the stories import).
import { beforeAll } from 'vitest';
import { configure } from 'storybook/test';

beforeAll(() => {
  configure({ asyncUtilTimeout: 30_000 });
});

/**
 * Storybook's configuration of the mock, all of it: the backend with its defaults (uploads in memory, a random
 * signing key, `Date.now()`) and the QA controls in memory (the QA panel's stories show their log). Started in
 * ./preview.tsx through msw-storybook-addon; `seed(mock.db)` there between writing stories.
 */
import { createMockBackend } from '../mocks/backend';

export const mock = createMockBackend({ qa: true });

// Storybook preview (CSF Next). Stories: `import preview from '<relative>/.storybook/preview'`, then
// `const meta = preview.meta({ component })` and `export const X = meta.story({ ... })`.
// Every story runs against the app's mock handlers; override per story with
// `beforeEach({ msw }) { msw.use(http.get('/api/…', () => HttpResponse.json(…))) }` (reset after each story).
// `parameters.route` sets the MemoryRouter's initial entry (default '/').
import { definePreview } from '@storybook/react-vite';
import addonMsw from 'msw-storybook-addon';
import { setupWorker } from 'msw/browser';
import { MemoryRouter } from 'react-router-dom';
import { handlers } from '../mocks/handlers';
import { AppProviders } from '../src/app/providers';

export default definePreview({
  addons: [
    addonMsw(async () => {
      // Handlers given to setupWorker survive the addon's resetHandlers() between stories.
      const worker = setupWorker(...handlers);
      await worker.start({
        quiet: true,
        // Relative to iframe.html, so a Storybook served under a sub-path still finds the worker.
        serviceWorker: { url: './mockServiceWorker.js' },
        onUnhandledRequest(request, print) {
          if (new URL(request.url).pathname.toLowerCase().startsWith('/api/')) print.warning();
        },
      });
      return worker;
    }),
  ],
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[typeof parameters.route === 'string' ? parameters.route : '/']}>
        <AppProviders>
          <Story />
        </AppProviders>
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'padded' },
});

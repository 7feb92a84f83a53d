// Storybook preview (CSF Next). Stories: `import preview from '<relative>/.storybook/preview'`, then
// `const meta = preview.meta({ component })` and `export const X = meta.story({ ... })`.
// Every story runs against the app's mock handlers and the seeded mock database; override per story with
// `beforeEach({ msw }) { msw.use(http.get('/api/…', () => HttpResponse.json(…))) }` (reset after each story;
// helpers in ./helpers.ts). A story that wrote to the database (any non-GET /api call) gets a fresh seed
// before the next story.
//
// Parameters read here:
// - `route`: the initial URL (default '/').
// - `app: true`: render the real route table (layouts, guards, lazy pages) at `route` through
//   `createMemoryRouter` + `<RouterProvider/>` instead of rendering the story inside a plain <MemoryRouter>.
//   The story's own render is not used then (`appAt(route)` in ./helpers.ts sets these parameters).
// - `signedInAs: 'admin' | 'member'`: a token of that seeded demo user is in localStorage 'token'
//   (otherwise no one is signed in).
// - `cookieConsent: false`: the cookie-consent dialog of the register page shows (given by default).
import { useState, type ReactNode } from 'react';
import { definePreview } from '@storybook/react-vite';
import addonMsw from 'msw-storybook-addon';
import { setupWorker } from 'msw/browser';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { configure } from 'storybook/test';
import { DEMO, SEED_IDS, seed } from '../mocks/seed';
import { signToken } from '../mocks/core/auth';
import { AppProviders, createQueryClient } from '../src/app/providers';
import { createRoutes } from '../src/app/router';
import { GlobalLoading } from '../src/components/GlobalLoading';
import { COOKIE_KEY } from '../src/features/auth/CookieConsent';
import { loading } from '../src/lib/loading';
import { signIn, signOut } from '../src/lib/session';
import { mock } from './mock';
import '../src/app/global.css';

export type SignedInAs = 'admin' | 'member';

// Play functions wait for lazy pages and mock answers: give `findBy…` more than the default second.
configure({ asyncUtilTimeout: 5000 });

/** Set when a story sent a write request; the next story starts from a fresh seed. */
let databaseChanged = false;

/** A fresh query cache (and, for `app` stories, router) per story, so no data leaks between stories. */
function StoryRoot({ app, route, children }: { app: boolean; route: string; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() =>
    app ? createMemoryRouter(createRoutes(), { initialEntries: [route] }) : null,
  );
  return (
    <AppProviders queryClient={queryClient}>
      <GlobalLoading />
      {router ? (
        <RouterProvider router={router} />
      ) : (
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      )}
    </AppProviders>
  );
}

export default definePreview({
  addons: [
    addonMsw(async () => {
      // The database holds realistic data before the first request.
      await seed(mock.db);
      // Handlers given to setupWorker survive the addon's resetHandlers() between stories.
      const worker = setupWorker(...mock.handlers);
      // At the start and again at the end: a write still under way when the next story reseeded lands after it.
      const noteWrite = ({ request }: { request: Request }) => {
        if (request.method !== 'GET' && new URL(request.url).pathname.toLowerCase().startsWith('/api/'))
          databaseChanged = true;
      };
      worker.events.on('request:start', noteWrite);
      worker.events.on('request:end', noteWrite);
      await worker.start({
        quiet: true,
        // Relative to iframe.html, so a Storybook served under a sub-path still finds the worker.
        serviceWorker: { url: './mockServiceWorker-portal.js' },
        onUnhandledRequest(request, print) {
          if (new URL(request.url).pathname.toLowerCase().startsWith('/api/')) print.warning();
        },
      });
      return worker;
    }),
  ],
  async beforeEach({ parameters }) {
    if (databaseChanged) {
      databaseChanged = false;
      await seed(mock.db);
    }
    // A request of the previous story that never answered (loading stories) must not keep the spinner on.
    while (loading.count > 0) loading.stop();
    // Nor may a fault a story added (the QA panel's stories) refuse the next story's calls.
    mock.qa.clearFaults();
    mock.qa.clearLog();

    if (parameters.cookieConsent === false) localStorage.removeItem(COOKIE_KEY);
    else localStorage.setItem(COOKIE_KEY, 'true');

    const as = parameters.signedInAs as SignedInAs | undefined;
    if (as === 'admin' || as === 'member') {
      signIn(await signToken(mock.db, { userId: SEED_IDS[as], userName: DEMO[as].userName }));
    } else {
      signOut();
    }
  },
  decorators: [
    (Story, { id, parameters }) => (
      <StoryRoot
        key={id}
        app={parameters.app === true}
        route={typeof parameters.route === 'string' ? parameters.route : '/'}
      >
        <Story />
      </StoryRoot>
    ),
  ],
  parameters: {
    layout: 'padded',
    options: {
      storySort: { order: ['Accounts', 'Shell', 'Profile', 'Admin', 'Public', 'Static', 'Mock'] },
    },
  },
});

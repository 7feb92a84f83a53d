/** What the home page's stories share: the calls the tiles make and a per-story override of several of them. */
import { http } from 'msw';
import type { SetupWorker } from 'msw/browser';

export const CALLS = {
  payments: '/api/paymentTrackings',
  tickets: '/api/tickets',
  brandUsers: '/api/companyuser',
  profile: '/api/profile',
  definitions: '/api/definitions',
} as const;

/** Generous: the first render of the app in a story loads its chunks. */
export const WAIT = { timeout: 30_000 };

type Resolver = Parameters<typeof http.get>[1];

/** The story whose GET calls to `urls` get `resolver`'s answer (the seeded mock answers the rest). */
export const answeringAll = (urls: string[], resolver: Resolver) => ({
  beforeEach({ msw }: { msw: SetupWorker }) {
    msw.use(...urls.map((url) => http.get(url, resolver)));
  },
});

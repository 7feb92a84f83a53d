/**
 * Shared bits of the stories: the parameters of a story rendered through the real route table, and
 * response makers for per-story msw overrides (`beforeEach({ msw }) { msw.use(http.get(url, empty)) }`).
 */
import { delay, HttpResponse } from 'msw';
import type { SignedInAs } from './preview';

/** Parameters of a story showing the real app at `route` (see preview.tsx), optionally signed in. */
export const appAt = (route: string, signedInAs?: SignedInAs) => ({
  app: true,
  route,
  layout: 'fullscreen' as const,
  signedInAs,
});

/** A successful `/api` answer: `{ isError: false, errors: [], content }`. */
export const envelope = <T>(content: T, status = 200) =>
  HttpResponse.json({ isError: false, errors: [], content }, { status });

/** A failed `/api` answer with one error, as the server sends it. */
export const errorEnvelope = (name: string, status = 400, value: string | null = null) =>
  HttpResponse.json({ isError: true, errors: [{ name, value }], content: null }, { status });

/** A resolver that never answers: the screen stays in its loading state. */
export const never = async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 204 });
};

/** An empty page of a paged list. */
export const emptyPage = () => envelope({ items: [], totalCount: 0 });

/** A resolver answering 500 with the server's generic error. */
export const serverError = () => errorEnvelope('ServerError', 500);

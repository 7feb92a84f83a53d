/**
 * Shared bits of the stories: the parameters of a story rendered through the real route table, the story
 * factory `answering` for a per-story msw override, and response makers for it.
 */
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { SetupWorker } from 'msw/browser';
import type { SignedInAs } from './preview';

/** Parameters of a story showing the real app at `route` (see preview.tsx), optionally signed in. */
export const appAt = (route: string, signedInAs?: SignedInAs) => ({
  app: true,
  route,
  layout: 'fullscreen' as const,
  signedInAs,
});

/**
 * The story whose `method` `url` calls get `resolver`'s answer (the seeded mock answers the rest), e.g. a list's
 * states: `meta.story(answering('get', LIST, emptyPage))`, `never` (loading), `serverError`. Spread it into a
 * story with a play function: `meta.story({ ...answering('post', SAVE, () => errorEnvelope('X')), play })`.
 */
export const answering = (
  method: 'get' | 'post' | 'put' | 'delete',
  url: string | RegExp,
  resolver: HttpResponseResolver,
) => ({
  beforeEach({ msw }: { msw: SetupWorker }) {
    msw.use(http[method](url, resolver));
  },
});

/**
 * The three states of a list page whose rows come from `GET url`: `empty` (no rows), `loading` (no answer yet) and
 * `error` (the server's 500), each on top of `story` (e.g. `{ parameters: appAt(route) }`):
 * `const list = listStates(LIST);` then `export const Empty = meta.story(list.empty);` and so on.
 */
export const listStates = <S extends object>(url: string, story?: S) => ({
  empty: { ...story, ...answering('get', url, emptyPage) },
  loading: { ...story, ...answering('get', url, never) },
  error: { ...story, ...answering('get', url, serverError) },
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

/**
 * Waits until no list in `canvasElement` is loading. A list that refreshes (the administrator's filters answer after
 * the first page) is dimmed and takes no clicks (antd's spinning container has pointer-events: none), and its rows
 * are drawn anew: pick a row to click only after this.
 */
export const listSettled = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('.ant-spin-spinning')).toBeNull());

/**
 * Clicks what `find` returns until `done` passes; returns what `done` found. A list refreshing after a filter change
 * is dimmed from a moment that can come after `listSettled` has looked (its request starts a render later), and a
 * click on a row being drawn anew is lost: `find` is asked again at each try.
 */
export const clickUntil = <T>(find: () => HTMLElement, done: () => Promise<T>) =>
  waitFor(async () => {
    await userEvent.click(find());
    return done();
  });

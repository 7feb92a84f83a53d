/**
 * Shared bits of the stories: the parameters of a story rendered through the real route table, the story
 * factory `answering` for a per-story msw override, and response makers for it.
 */
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * The stories every ResourceList screen has, for the list at `list` and its record at `detail`: the list's three
 * states, and the dialog opened for a new row (the button named `newButton`) or an existing one (`editButton`,
 * default the first 'Düzenle …'), loading or failing its record. `story` is spread into each (e.g. who is signed
 * in). `const kit = resourceStories({ ... })` then `export const Empty = meta.story(kit.empty)`,
 * `const dialog = await kit.openNew(canvasElement)` in a play function, and so on.
 */
export const resourceStories = <S extends object>({
  list,
  detail,
  newButton,
  editButton = /^Düzenle /,
  story,
}: {
  list: string;
  detail?: string;
  newButton?: RegExp | string;
  editButton?: RegExp | string;
  story?: S;
}) => {
  const openDialog = async () => within(await within(document.body).findByRole('dialog'));
  const openNew = async (canvasElement: HTMLElement) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: newButton }));
    return openDialog();
  };
  const openEdit = async (canvasElement: HTMLElement) => {
    const [edit] = await within(canvasElement).findAllByRole('button', { name: editButton });
    await userEvent.click(edit!);
    return openDialog();
  };
  const editAnswering = (resolver: HttpResponseResolver) => ({
    ...story,
    ...answering('get', detail ?? list, resolver),
  });
  return {
    ...listStates(list, story),
    openNew,
    openEdit,
    /** The edit dialog while its record never comes. */
    editLoading: {
      ...editAnswering(never),
      async play({ canvasElement }: { canvasElement: HTMLElement }) {
        await openEdit(canvasElement);
      },
    },
    /** The edit dialog whose record answers with `resolver`'s error (default 500): its alert. */
    editError: (resolver: HttpResponseResolver = serverError, text?: string | RegExp) => ({
      ...editAnswering(resolver),
      async play({ canvasElement }: { canvasElement: HTMLElement }) {
        const alert = await (await openEdit(canvasElement)).findByRole('alert');
        await (text ? expect(alert).toHaveTextContent(text) : expect(alert).toBeInTheDocument());
      },
    }),
  };
};

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

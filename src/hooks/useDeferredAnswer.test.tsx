import { useLayoutEffect } from 'react';
import { act, render } from '@testing-library/react';
import { useDeferredAnswer } from './useDeferredAnswer';

/** The states a component reading the answer commits, in order (a state committed twice in a row counts once). */
function recorder(options?: { cachedAtMount?: boolean }) {
  const committed: string[] = [];
  function Reader({ data, isPending }: { data: string | undefined; isPending: boolean }) {
    const answer = useDeferredAnswer({ data, isPending }, options);
    const state = answer.pending ? 'loading' : (answer.data ?? 'none');
    useLayoutEffect(() => {
      if (committed.at(-1) !== state) committed.push(state);
    });
    return <p>{state}</p>;
  }
  return { Reader, committed };
}

describe('useDeferredAnswer', () => {
  it('draws an answer that arrives in a background render, loading until then', async () => {
    const { Reader, committed } = recorder();
    const view = render(<Reader data={undefined} isPending />);
    await act(async () => view.rerender(<Reader data="rows" isPending={false} />));
    expect(view.container.textContent).toBe('rows');
    expect(committed).toEqual(['loading', 'rows']);
  });

  it('mounts with a cached answer in its loading state, unless told to draw it at once', async () => {
    const deferred = recorder();
    await act(async () => render(<deferred.Reader data="rows" isPending={false} />));
    expect(deferred.committed).toEqual(['loading', 'rows']);

    const atOnce = recorder({ cachedAtMount: true });
    await act(async () => render(<atOnce.Reader data="rows" isPending={false} />));
    expect(atOnce.committed).toEqual(['rows']);
  });

  it('with cachedAtMount, still draws an answer that arrives later in the background', async () => {
    const { Reader, committed } = recorder({ cachedAtMount: true });
    const view = render(<Reader data={undefined} isPending />);
    await act(async () => view.rerender(<Reader data="rows" isPending={false} />));
    expect(committed).toEqual(['loading', 'rows']);
  });

  it('ends the loading state on an error: there is no answer to draw', async () => {
    const { Reader, committed } = recorder();
    const view = render(<Reader data={undefined} isPending />);
    await act(async () => view.rerender(<Reader data={undefined} isPending={false} />));
    expect(committed.at(-1)).toBe('none');
  });
});

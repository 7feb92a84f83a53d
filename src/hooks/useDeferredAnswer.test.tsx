import { useLayoutEffect } from 'react';
import { act, render } from '@testing-library/react';
import { useDeferredAnswer } from './useDeferredAnswer';

type Query = { data: string | undefined; isPending: boolean };

/** What a component reading the answer commits: the answer it was given and what it drew. */
function recorder() {
  const committed: string[] = [];
  function Reader(query: Query) {
    const answer = useDeferredAnswer(query);
    const drawn = answer.pending ? 'loading' : (answer.data ?? 'none');
    useLayoutEffect(() => {
      committed.push(`${query.data ?? '-'}: ${drawn}`);
    });
    return <p>{drawn}</p>;
  }
  return { Reader, committed };
}

describe('useDeferredAnswer', () => {
  it('draws an answer in a background render, after a render that still shows the loading state', async () => {
    const { Reader, committed } = recorder();
    const view = render(<Reader data={undefined} isPending />);
    await act(async () => view.rerender(<Reader data="rows" isPending={false} />));
    expect(view.container.textContent).toBe('rows');
    expect(committed.filter((c) => c.startsWith('rows'))).toEqual(['rows: loading', 'rows: rows']);
  });

  it('mounts with a cached answer in its loading state and draws the answer in the background', async () => {
    const { Reader, committed } = recorder();
    await act(async () => render(<Reader data="rows" isPending={false} />));
    expect(committed).toEqual(['rows: loading', 'rows: rows']);
  });

  it('ends the loading state on an error: there is no answer to draw', async () => {
    const { Reader, committed } = recorder();
    const view = render(<Reader data={undefined} isPending />);
    await act(async () => view.rerender(<Reader data={undefined} isPending={false} />));
    expect(committed.at(-1)).toBe('-: none');
  });
});

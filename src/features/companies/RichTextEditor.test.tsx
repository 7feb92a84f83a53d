/**
 * The rich-text editor survives a delayed commit. It loads lazily under Suspense, and React holds back the commit
 * of content that resolves soon after its fallback showed (a throttle of a few hundred ms), so the editor's render
 * and its commit are more than a tick apart. tiptap's useEditor destroys an editor made during render that is not
 * mounted on the next tick; the brand edit dialog's first open after a page load then touched the destroyed
 * instance ("Cannot read properties of null (reading 'cached')") and the dialog failed to load.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import '@/i18n';
import RichTextEditor from './RichTextEditor';

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
let root: Root | undefined;
let container: HTMLDivElement;

beforeEach(() => {
  // React's own scheduling, not act()'s immediate flushing: the gap between render and commit is the point.
  actEnvironment = flags.IS_REACT_ACT_ENVIRONMENT;
  flags.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  root?.unmount();
  container.remove();
  flags.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

it('shows the stored description when it is committed well after it rendered', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  // A first editor warms the modules up, so the render below is as quick as in a browser.
  const warm = createRoot(document.createElement('div'));
  warm.render(<RichTextEditor id="warm" label="warm" value="" onChange={() => {}} />);
  await new Promise((r) => setTimeout(r, 100));
  warm.unmount();
  // Resolves right after the fallback shows: React throttles the reveal, so the commit comes later.
  const Lazy = lazy(
    () =>
      new Promise<{ default: typeof RichTextEditor }>((r) =>
        setTimeout(() => r({ default: RichTextEditor }), 5),
      ),
  );
  root = createRoot(container);
  root.render(
    <Catch>
      <Suspense fallback={<p>loading</p>}>
        <Lazy id="description" label="Açıklama" value="<p>Kayıtlı açıklama</p>" onChange={() => {}} />
      </Suspense>
    </Catch>,
  );
  await vi.waitFor(
    () => {
      expect(container.querySelector('[role="alert"]')).toBeNull();
      expect(container.querySelector('[role="textbox"]')).toHaveTextContent('Kayıtlı açıklama');
    },
    { timeout: 5_000 },
  );
  await new Promise((r) => setTimeout(r, 50));
  expect(container.querySelector('[role="alert"]')).toBeNull();
  expect(container.querySelector('[role="textbox"]')).toHaveTextContent('Kayıtlı açıklama');
  error.mockRestore();
});

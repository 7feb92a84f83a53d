/**
 * The QA panel of mock builds: a corner button (and Ctrl+Shift+M) opens a drawer with the active faults and a form to
 * add one (./FaultsTab.tsx), the request log (./LogTab.tsx), scenarios, demo-user switching, export/import/reset of
 * the database and the mailbox (./DataTab.tsx). Everything goes through the mock's code API (`window.__portalMock`,
 * ./handle.ts); lazy-loaded by src/app/router.tsx and compiled out of a real-API build.
 */
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Button } from 'antd';
import { BugOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '@/components/lazyDialog';
import { mockHandle, type MockHandle } from './handle';
import { subscribeStorage } from './mock-state';

// The fault banner and the dialog of a QA link (with antd's Alert and Space) load only when there is one to show.
const FaultBanner = lazy(() => import('./QaNotices').then((m) => ({ default: m.FaultBanner })));
const LinkScenarioDialog = lazy(() => import('./QaNotices').then((m) => ({ default: m.LinkScenarioDialog })));

/** A notice whose code cannot load (offline, or a new deployment replaced it) is left out; the page stays. */
class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn('[mock] a QA notice could not be shown', error);
  }
  render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

// The drawer and its tabs (the request log's table, the fault and data forms) load when it first opens: every page of
// a mock build shows the corner button, few open it.
const PanelDrawer = lazyDialog(
  () => import('./PanelDrawer').then((m) => m.PanelDrawer),
  (p) => p.open,
);

export interface MockPanelProps {
  /** The mock's QA handle; `window.__portalMock` by default. */
  api?: MockHandle;
  /** Opens an app path (the router's navigate); a full page load by default. */
  navigate?: (path: string) => void;
  /** Starts open (stories, tests). */
  defaultOpen?: boolean;
}

/** Ctrl+Shift+M toggles the panel. */
function useShortcut(toggle: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey && e.shiftKey && e.code === 'KeyM') {
        e.preventDefault();
        toggle();
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [toggle]);
}

/**
 * Bottom right, small, above the page but below the app's dialogs and drawers. The side menu runs down the left
 * edge (its last items sit in the bottom-left corner); at the bottom right the page's content scrolls out from
 * under the button and the footer line is centred, so it never hides a control for good.
 */
const CORNER = {
  position: 'fixed',
  insetInlineEnd: 8,
  bottom: 8,
  zIndex: 999,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
} as const;

/** The corner button and the drawer. Renders nothing without the mock's handle (a test, a real-API page). */
export function MockPanel({ api = mockHandle(), navigate, defaultOpen = false }: MockPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  useShortcut(toggle);
  // This tab's changes at once; other tabs' and a mock server's (a QA tool's, an API test's) within a second.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stopPolling = subscribeStorage(onChange);
      const stop = api?.onFaultsChange(onChange);
      return () => {
        stopPolling();
        stop?.();
      };
    },
    [api],
  );
  const faultCount = useSyncExternalStore(
    subscribe,
    () => api?.faults().length ?? 0,
    () => 0,
  );
  const [linked] = useState(() => !!api?.linkScenario());
  if (!api) return null;
  const go = navigate ?? ((path: string) => location.assign(path));

  return (
    <>
      <Button
        className="qa-panel-button"
        style={CORNER}
        shape="circle"
        icon={<BugOutlined />}
        danger={faultCount > 0}
        type={faultCount > 0 ? 'primary' : 'default'}
        aria-label={t('mock.panel.open', { count: faultCount })}
        title={t('mock.panel.open', { count: faultCount })}
        aria-keyshortcuts="Control+Shift+M"
        onClick={toggle}
      />
      <PanelDrawer api={api} open={open} onClose={() => setOpen(false)} go={go} />
      {faultCount > 0 && (
        <Optional>
          <FaultBanner api={api} />
        </Optional>
      )}
      {linked && (
        <Optional>
          <LinkScenarioDialog api={api} />
        </Optional>
      )}
    </>
  );
}

export default MockPanel;

/**
 * A dialog whose code (its form, formik, yup, the fields) loads when it first opens, not with the page: list pages
 * mount their create/edit dialog closed, and most visits never open it. Once opened it stays mounted, so closing
 * still plays antd's animation and reopening is instant.
 *
 *   const UserDialog = lazyDialog(() => import('./UserDialog').then((m) => m.default), (p) => !!p.userId);
 *
 * While its code loads, a busy box (spinner, "Loading…" for screen readers, aria-busy) stands where the dialog will
 * open. If the code cannot be loaded (offline, or a new deployment replaced the chunk), the failure stays here, not on
 * the route's error page: a translated message with "Try again" (loads anew) and "Close" (the dialog's onClose).
 */
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Button, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';

export function lazyDialog<P extends { onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  // A rejected lazy() stays rejected: a retry makes a new one (shared by every instance of this dialog).
  const make = () =>
    lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  let Dialog = make();
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    const [attempt, setAttempt] = useState(0);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    const retry = () => {
      Dialog = make();
      setAttempt((n) => n + 1);
    };
    return (
      <LoadBoundary
        key={attempt}
        open={open}
        onRetry={retry}
        onClose={() => {
          retry();
          props.onClose();
        }}
      >
        <Suspense fallback={open ? <DialogBox busy /> : null}>
          <Dialog {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyDialog;
}

interface LoadBoundaryProps {
  open: boolean;
  onRetry: () => void;
  onClose: () => void;
  children: ReactNode;
}

class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A dialog could not be loaded', error, info.componentStack);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.open ? (
      <DialogLoadError onRetry={this.props.onRetry} onClose={this.props.onClose} />
    ) : null;
  }
}

/** A small box centred where the dialog opens: the spinner while loading, or the failure with its actions. */
function DialogBox({ busy, children }: { busy?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: token.zIndexPopupBase,
        display: 'grid',
        placeItems: 'center',
        background: token.colorBgMask,
      }}
    >
      <div
        role={busy ? 'status' : 'alertdialog'}
        aria-busy={busy || undefined}
        aria-label={busy ? t('common.loading') : t('common.error')}
        aria-describedby={busy ? undefined : 'lazy-dialog-error'}
        style={{
          background: token.colorBgElevated,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadow,
          padding: 24,
          maxWidth: 'min(420px, calc(100vw - 32px))',
          textAlign: 'center',
        }}
      >
        {busy ? <Spin /> : children}
      </div>
    </div>
  );
}

function DialogLoadError({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogBox>
      <p id="lazy-dialog-error" style={{ marginTop: 0 }}>
        {t('shell.dialogLoadFailed')}
      </p>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button type="primary" autoFocus onClick={onRetry}>
          {t('shell.retry')}
        </Button>
      </div>
    </DialogBox>
  );
}

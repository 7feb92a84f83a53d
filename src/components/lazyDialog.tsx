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
 * Only a failed load speaks of the connection; any other error of the dialog (a render error) says that something
 * went wrong, keeps the same two actions, and is logged with its stack (console.error).
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
  // A rejected lazy() stays rejected: a retry makes a new one (shared by every instance of this dialog). A rejected
  // load is marked as such, so the boundary tells it from an error of the dialog itself.
  const make = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          throw new DialogLoadFailure(error);
        },
      ),
    ) as unknown as ComponentType<P>;
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

/** The dialog's code could not be loaded (offline, a replaced chunk): the one failure that blames the connection. */
class DialogLoadFailure extends Error {
  constructor(cause: unknown) {
    super(`A dialog could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DialogLoadFailure';
  }
}

class LoadBoundary extends Component<LoadBoundaryProps, { failure: 'load' | 'error' | null }> {
  state = { failure: null as 'load' | 'error' | null };
  static getDerivedStateFromError(error: unknown) {
    return { failure: error instanceof DialogLoadFailure ? 'load' : 'error' };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof DialogLoadFailure) {
      console.warn(error.message, error.cause, info.componentStack);
    } else {
      // A fault of the dialog itself: logged whole (message and stack) for whoever investigates it.
      const stack = error instanceof Error ? (error.stack ?? String(error)) : String(error);
      console.error('A dialog failed:', stack, info.componentStack);
    }
  }
  render() {
    if (!this.state.failure) return this.props.children;
    return this.props.open ? (
      <DialogLoadError
        failure={this.state.failure}
        onRetry={this.props.onRetry}
        onClose={this.props.onClose}
      />
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

function DialogLoadError({
  failure,
  onRetry,
  onClose,
}: {
  failure: 'load' | 'error';
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogBox>
      <p id="lazy-dialog-error" style={{ marginTop: 0 }}>
        {failure === 'load' ? t('shell.dialogLoadFailed') : t('shell.dialogFailed')}
      </p>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button
          type="primary"
          // An alertdialog moves focus into itself (WAI-ARIA APG): onto its primary action here.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onClick={onRetry}
        >
          {t('shell.retry')}
        </Button>
      </div>
    </DialogBox>
  );
}

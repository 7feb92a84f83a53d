/**
 * A dialog whose code (its form, formik, yup, the fields) loads when it first opens, not with the page: list pages
 * mount their create/edit dialog closed, and most visits never open it. Once opened it stays mounted, so closing
 * still plays antd's animation and reopening is instant.
 *
 *   const UserDialog = lazyDialog(() => import('./UserDialog').then((m) => m.default), (p) => !!p.userId);
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(() =>
    load().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

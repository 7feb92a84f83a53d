import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { Logo } from './Logo';

/** The side menu below 768 px (loaded on first opening: wide screens and most visits never need the drawer). */
export function MenuDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      placement="left"
      size={280}
      title={<Logo size={20} />}
      onClose={onClose}
      destroyOnHidden
      styles={{ body: { padding: 0 } }}
    >
      {children}
    </Drawer>
  );
}

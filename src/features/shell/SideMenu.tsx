import type { ReactNode } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/lib/access';
import { NEXT_PAYMENT_DATE_KEY, menuEntries, nextPaymentDateIcon, selectedMenuKey } from './menu';

type Item = Required<MenuProps>['items'][number];

interface SideMenuProps {
  /** Called after any entry is chosen (the drawer closes). */
  onChoose?: () => void;
  /** Opens the next-payment-date dialog (administrators). */
  onNextPaymentDate: () => void;
}

/** The side menu; the selected entry follows the URL. */
export function SideMenu({ onChoose, onNextPaymentDate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isAdmin, has } = usePermissions();

  const link = (path: string, label: string, icon: ReactNode): Item => ({
    key: path,
    icon,
    label: <Link to={path}>{t(label)}</Link>,
  });

  const items: Item[] = menuEntries('main', has).map((e) => link(e.path, e.label, e.icon));
  const adminEntries = menuEntries('admin', has);
  if (adminEntries.length > 0 || isAdmin) {
    items.push(
      { type: 'divider' },
      {
        type: 'group',
        key: 'administration',
        label: t('menu.administration'),
        children: [
          ...adminEntries.map((e) => link(e.path, e.label, e.icon)),
          ...(isAdmin
            ? [{ key: NEXT_PAYMENT_DATE_KEY, icon: nextPaymentDateIcon, label: t('menu.nextPaymentDate') }]
            : []),
        ],
      },
    );
  }

  const selected = selectedMenuKey(pathname);

  return (
    <Menu
      mode="inline"
      aria-label={t('shell.mainMenu')}
      selectedKeys={selected ? [selected] : []}
      items={items}
      style={{ borderInlineEnd: 'none' }}
      onClick={({ key }) => {
        if (key === NEXT_PAYMENT_DATE_KEY) onNextPaymentDate();
        onChoose?.();
      }}
    />
  );
}

/** The side menu's entries, derived from the route table: the entries with a menu label the user may open. */
import { CalendarOutlined } from '@ant-design/icons';
import { ROUTE_LIST, allows, type RouteDef } from '@/config/routes';

export interface MenuEntry {
  path: string;
  /** i18n key of the label. */
  label: string;
  icon: NonNullable<RouteDef['menu']>['icon'];
}

/** The entries of a menu section the user may open (`has` = holds that permission), in table order. */
export function menuEntries(section: 'main' | 'admin', has: (permission: string) => boolean): MenuEntry[] {
  return ROUTE_LIST.filter((r) => r.menu?.section === section && allows(r.access, true, has)).map((r) => ({
    path: r.path,
    label: r.menu!.label,
    icon: r.menu!.icon,
  }));
}

export const NEXT_PAYMENT_DATE_KEY = 'next-payment-date';
export const nextPaymentDateIcon = <CalendarOutlined />;

/** The menu entry the URL belongs to (the longest matching path), for the selected item. */
export function selectedMenuKey(pathname: string): string | undefined {
  const clean = pathname.replace(/\/+$/, '').toLowerCase();
  return ROUTE_LIST.filter((r) => r.menu)
    .map((e) => e.path)
    .filter((p) => clean === p || clean.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
}

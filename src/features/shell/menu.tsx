/** The side menu's entries, derived from the route table: the entries with a menu label the user may open. */
import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CustomerServiceOutlined,
  DollarCircleOutlined,
  GiftOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  PercentageOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { ROUTES, ROUTE_LIST, allows, type RouteId } from '@/config/routeTable';

/** The routes of the table that are in the side menu. */
type MenuRouteId = { [K in RouteId]: (typeof ROUTES)[K] extends { menu: object } ? K : never }[RouteId];

/**
 * The icon of each menu entry. Kept here rather than in the route table, which every route loads: the icons are only
 * drawn by the signed-in shell's menu, so the sign-in screens do not fetch them. The type insists on one per entry.
 */
const MENU_ICONS: Record<MenuRouteId, ReactNode> = {
  home: <HomeOutlined />,
  profile: <UserOutlined />,
  legislation: <BankOutlined />,
  campaign: <BarChartOutlined />,
  coupon: <TagsOutlined />,
  commissionList: <PercentageOutlined />,
  discountCampaignList: <GiftOutlined />,
  collectionList: <AppstoreOutlined />,
  paymentTrackingList: <WalletOutlined />,
  ticketList: <CustomerServiceOutlined />,
  info: <InfoCircleOutlined />,
  faq: <QuestionCircleOutlined />,
  trendyolInfo: <ShopOutlined />,
  userList: <TeamOutlined />,
  roleList: <SafetyCertificateOutlined />,
  companyList: <ShopOutlined />,
  companyUser: <SolutionOutlined />,
  trendyolCommissionList: <DollarCircleOutlined />,
  storageList: <SettingOutlined />,
};

export interface MenuEntry {
  path: string;
  /** i18n key of the label. */
  label: string;
  icon: ReactNode;
}

/** The entries of a menu section the user may open (`has` = holds that permission), in table order. */
export function menuEntries(section: 'main' | 'admin', has: (permission: string) => boolean): MenuEntry[] {
  return ROUTE_LIST.filter((r) => r.menu?.section === section && allows(r.access, true, has)).map((r) => ({
    path: r.path,
    label: r.menu!.label,
    icon: MENU_ICONS[r.id as MenuRouteId],
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

/** The side menu's entries: main items for everyone, the administration section for administrators. */
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
import { paths } from '@/config/paths';

export interface MenuEntry {
  path: string;
  /** i18n key of the label. */
  label: string;
  icon: ReactNode;
}

export const MAIN_MENU: MenuEntry[] = [
  { path: paths.home, label: 'menu.home', icon: <HomeOutlined /> },
  { path: paths.profile, label: 'menu.profile', icon: <UserOutlined /> },
  { path: paths.legislation, label: 'menu.legislation', icon: <BankOutlined /> },
  { path: paths.campaign, label: 'menu.campaign', icon: <BarChartOutlined /> },
  { path: paths.coupon, label: 'menu.coupon', icon: <TagsOutlined /> },
  { path: paths.collectionList, label: 'menu.collections', icon: <AppstoreOutlined /> },
  { path: paths.paymentTrackingList, label: 'menu.payments', icon: <WalletOutlined /> },
  { path: paths.ticketList, label: 'menu.tickets', icon: <CustomerServiceOutlined /> },
  { path: paths.info, label: 'menu.info', icon: <InfoCircleOutlined /> },
  { path: paths.faq, label: 'menu.faq', icon: <QuestionCircleOutlined /> },
  { path: paths.trendyolInfo, label: 'menu.trendyolInfo', icon: <ShopOutlined /> },
];

export const ADMIN_MENU: MenuEntry[] = [
  { path: paths.userList, label: 'menu.users', icon: <TeamOutlined /> },
  { path: paths.roleList, label: 'menu.roles', icon: <SafetyCertificateOutlined /> },
  { path: paths.companyList, label: 'menu.companies', icon: <ShopOutlined /> },
  { path: paths.discountCampaignList, label: 'menu.discountCampaigns', icon: <GiftOutlined /> },
  { path: paths.commissionList, label: 'menu.commissions', icon: <PercentageOutlined /> },
  { path: paths.trendyolCommissionList, label: 'menu.trendyolCommissions', icon: <DollarCircleOutlined /> },
  { path: paths.storageList, label: 'menu.storage', icon: <SettingOutlined /> },
  { path: paths.companyUser, label: 'menu.companyUsers', icon: <SolutionOutlined /> },
];

export const NEXT_PAYMENT_DATE_KEY = 'next-payment-date';
export const nextPaymentDateIcon = <CalendarOutlined />;

/** The menu entry the URL belongs to (the longest matching path), for the selected item. */
export function selectedMenuKey(pathname: string): string | undefined {
  const clean = pathname.replace(/\/+$/, '').toLowerCase();
  return [...MAIN_MENU, ...ADMIN_MENU]
    .map((e) => e.path)
    .filter((p) => clean === p || clean.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
}

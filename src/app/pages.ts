/**
 * The page of every route of the table (src/config/routeTable.tsx), each loaded lazily as its own chunk. The type makes
 * the compiler insist on a page for every route id. Mock-only pages are `null` in a real-API build (`__MOCK__` is a
 * compile-time constant, so their chunks are dropped).
 */
import type { ComponentType } from 'react';
import type { RouteId } from '@/config/routeTable';
import type { FirstCalls } from '@/lib/first-calls';

export type PageModule = { default: ComponentType };

export const PAGES: Record<RouteId, (() => Promise<PageModule>) | null> = {
  welcome: () => import('@/features/static/WelcomePage'),
  getStarted: () => import('@/features/static/WelcomePage'),
  login: () => import('@/features/auth/LoginPage'),
  register: () => import('@/features/auth/RegisterPage'),
  forgotPassword: () => import('@/features/auth/ForgotPasswordPage'),
  resetPassword: () => import('@/features/auth/ResetPasswordPage'),
  confirmEmail: () => import('@/features/auth/ConfirmEmailPage'),
  contract: () => import('@/features/static/ContractPage'),
  publicCollections: () => import('@/features/collections/PublicCollectionsPage'),
  publicCollectionV: () => import('@/features/collections/PublicCollectionPage'),
  publicCollection: () => import('@/features/collections/PublicCollectionPage'),
  home: () => import('@/features/shell/HomePage'),
  profile: () => import('@/features/profile/ProfilePage'),
  legislation: () => import('@/features/profile/LegislationPage'),
  campaign: () => import('@/features/reports/ReportPages').then((m) => ({ default: m.CampaignListPage })),
  coupon: () => import('@/features/reports/ReportPages').then((m) => ({ default: m.CouponListPage })),
  commissionList: () =>
    import('@/features/reports/ReportPages').then((m) => ({ default: m.CommissionListPage })),
  discountCampaignList: () => import('@/features/discounts/DiscountCampaignListPage'),
  collectionList: () => import('@/features/collections/CollectionListPage'),
  paymentTrackingList: () => import('@/features/payments/PaymentListPage'),
  ticketList: () => import('@/features/tickets/TicketListPage'),
  info: () => import('@/features/static/InfoPage'),
  faq: () => import('@/features/static/FaqPage'),
  trendyolInfo: () => import('@/features/static/GuidePage'),
  brandInfo: () => import('@/features/static/BrandProgramPage'),
  imageGuide: () => import('@/features/static/ImageGuidePage'),
  privacy: () => import('@/features/static/PrivacyPage'),
  dataRequest: () => import('@/features/static/DataRequestPage'),
  userList: () => import('@/features/users/UserListPage'),
  roleList: () => import('@/features/roles/RoleListPage'),
  companyList: () => import('@/features/companies/CompanyListPage'),
  companyUser: () => import('@/features/companies/CompanyUserListPage'),
  trendyolCommissionList: () =>
    import('@/features/reports/ReportPages').then((m) => ({ default: m.TrendyolCommissionListPage })),
  storageList: () => import('@/features/settings/StorageListPage'),
  mockTools: __MOCK__ ? () => import('@/features/mock/MockToolsPage') : null,
  mailbox: __MOCK__ ? () => import('@/features/mock/MockToolsPage') : null,
};

/**
 * The first calls of the pages that have them (src/lib/first-calls.ts): small modules of their own, so that the router
 * starts them with the page's code, as soon as the user's permissions are in.
 */
export const FIRST_CALLS: Partial<Record<RouteId, () => Promise<FirstCalls>>> = {
  paymentTrackingList: () => import('@/features/payments/firstCalls').then((m) => m.firstCalls),
};

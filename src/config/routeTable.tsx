/**
 * The one route table. Each entry carries its path, the layout it renders in, its access rule and, when it is in
 * the side menu, its label key and section (the icons are the menu's, src/features/shell/menu.tsx). The router
 * (src/app/router.tsx, which adds the lazy page of each id), the side menu, the guards and `paths` are all derived
 * from it. Adding a screen = one entry here + its page in src/app/pages.ts (the compiler insists on both).
 *
 * Access: 'public' (everyone), 'publicOnly' (signed-in users are sent home), 'signedIn', or a permission name (a
 * signed-in user without it gets the 403 page and the screen's calls are never sent).
 */
import { generatePath } from 'react-router-dom';
import { PERMISSIONS } from '@/api/shared/permissions';

export type AccessRule = 'public' | 'publicOnly' | 'signedIn' | { permission: string };

export interface RouteDef {
  /** A react-router path pattern (absolute). */
  path: string;
  layout: 'admin' | 'account' | 'none';
  access: AccessRule;
  menu?: { label: string; section: 'main' | 'admin' };
  /** Only in mock builds (compiled out of a real-API build). */
  mockOnly?: boolean;
}

const admin: AccessRule = { permission: PERMISSIONS.administration };

export const ROUTES = {
  welcome: { path: '/', layout: 'none', access: 'publicOnly' },
  getStarted: { path: '/get-started', layout: 'none', access: 'publicOnly' },
  login: { path: '/account/login', layout: 'account', access: 'publicOnly' },
  register: { path: '/account/register', layout: 'account', access: 'publicOnly' },
  forgotPassword: { path: '/account/forgot-password', layout: 'account', access: 'publicOnly' },
  // Mail links work whether or not someone is signed in on this browser.
  resetPassword: { path: '/account/reset-password', layout: 'account', access: 'public' },
  confirmEmail: { path: '/account/confirm-email', layout: 'account', access: 'public' },
  contract: { path: '/contract/:name', layout: 'none', access: 'public' },
  publicCollections: { path: '/v/:userName', layout: 'none', access: 'public' },
  publicCollectionV: { path: '/v/:userName/:collectionName', layout: 'none', access: 'public' },
  // Any other /{userName}/{collectionName} is a public collection.
  publicCollection: { path: '/:userName/:collectionName', layout: 'none', access: 'public' },

  home: {
    path: '/admin/home',
    layout: 'admin',
    access: 'signedIn',
    menu: { label: 'menu.home', section: 'main' },
  },
  profile: {
    path: '/admin/profile',
    layout: 'admin',
    access: 'signedIn',
    menu: { label: 'menu.profile', section: 'main' },
  },
  legislation: {
    path: '/admin/legislation',
    layout: 'admin',
    access: 'signedIn',
    menu: { label: 'menu.legislation', section: 'main' },
  },
  campaign: {
    path: '/admin/campaign',
    layout: 'admin',
    access: 'signedIn',
    menu: { label: 'menu.campaign', section: 'main' },
  },
  coupon: {
    path: '/admin/coupon',
    layout: 'admin',
    access: 'signedIn',
    menu: { label: 'menu.coupon', section: 'main' },
  },
  commissionList: {
    path: '/admin/commission-list',
    layout: 'admin',
    access: 'signedIn',
    menu: { label: 'menu.commissions', section: 'main' },
  },
  discountCampaignList: {
    path: '/admin/discount-campaign-list',
    layout: 'admin',
    access: 'signedIn',
    menu: { label: 'menu.discountCampaigns', section: 'main' },
  },
  collectionList: {
    path: '/admin/collection-list',
    layout: 'admin',
    access: 'signedIn',
    menu: { label: 'menu.collections', section: 'main' },
  },
  paymentTrackingList: {
    path: '/admin/payment-tracking-list',
    layout: 'admin',
    access: 'signedIn',
    menu: { label: 'menu.payments', section: 'main' },
  },
  ticketList: {
    path: '/admin/ticket-list',
    layout: 'admin',
    access: 'signedIn',
    menu: { label: 'menu.tickets', section: 'main' },
  },
  info: {
    path: '/admin/info',
    layout: 'admin',
    access: 'signedIn',
    menu: { label: 'menu.info', section: 'main' },
  },
  faq: {
    path: '/admin/faq',
    layout: 'admin',
    access: 'signedIn',
    menu: { label: 'menu.faq', section: 'main' },
  },
  trendyolInfo: {
    path: '/admin/trendyol-info',
    layout: 'admin',
    access: 'signedIn',
    menu: { label: 'menu.trendyolInfo', section: 'main' },
  },
  // The spec's `{product}-info`: the second programme (partner brands), linked from the home page.
  brandInfo: { path: '/admin/brand-info', layout: 'admin', access: 'signedIn' },
  imageGuide: { path: '/admin/image-guide', layout: 'admin', access: 'signedIn' },
  privacy: { path: '/admin/privacy', layout: 'admin', access: 'signedIn' },
  dataRequest: { path: '/admin/data-request', layout: 'admin', access: 'signedIn' },

  userList: {
    path: '/admin/user-list',
    layout: 'admin',
    access: admin,
    menu: { label: 'menu.users', section: 'admin' },
  },
  roleList: {
    path: '/admin/role-list',
    layout: 'admin',
    access: admin,
    menu: { label: 'menu.roles', section: 'admin' },
  },
  companyList: {
    path: '/admin/company-list',
    layout: 'admin',
    access: admin,
    menu: { label: 'menu.companies', section: 'admin' },
  },
  companyUser: {
    path: '/admin/company-user',
    layout: 'admin',
    access: admin,
    menu: { label: 'menu.companyUsers', section: 'admin' },
  },
  trendyolCommissionList: {
    path: '/admin/trendyol-commission-list',
    layout: 'admin',
    access: admin,
    menu: { label: 'menu.trendyolCommissions', section: 'admin' },
  },
  storageList: {
    path: '/admin/storage-list',
    layout: 'admin',
    access: admin,
    menu: { label: 'menu.storage', section: 'admin' },
  },

  mockTools: { path: '/mock', layout: 'none', access: 'public', mockOnly: true },
  mailbox: { path: '/mock/mailbox', layout: 'none', access: 'public', mockOnly: true },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;

/** The table as a list, in menu order. */
export const ROUTE_LIST = Object.entries(ROUTES).map(([id, def]) => ({
  id: id as RouteId,
  ...(def as RouteDef),
}));

type PathOf<K extends RouteId> = (typeof ROUTES)[K]['path'];
type StaticIds = { [K in RouteId]: PathOf<K> extends `${string}:${string}` ? never : K }[RouteId];

const staticPaths = Object.fromEntries(
  ROUTE_LIST.filter((r) => !r.path.includes(':')).map((r) => [r.id, r.path]),
) as { [K in StaticIds]: PathOf<K> };

/** Route paths of the app (plain paths, no hash), derived from the table; parameterised ones are functions. */
export const paths = {
  ...staticPaths,
  contract: (name: string) => generatePath(ROUTES.contract.path, { name }),
  publicCollections: (userName: string) => generatePath(ROUTES.publicCollections.path, { userName }),
  publicCollection: (userName: string, collectionName: string) =>
    generatePath(ROUTES.publicCollection.path, { userName, collectionName }),
};

/** Whether a user holding `permissionNames` (null = signed out) may open a route of that rule. */
export function allows(rule: AccessRule, signedIn: boolean, has: (permission: string) => boolean): boolean {
  if (rule === 'public') return true;
  if (rule === 'publicOnly') return !signedIn;
  if (rule === 'signedIn') return signedIn;
  return signedIn && has(rule.permission);
}

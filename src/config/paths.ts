/** Route paths of the app (plain paths, no hash). */
export const paths = {
  welcome: '/',
  getStarted: '/get-started',
  login: '/account/login',
  register: '/account/register',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
  confirmEmail: '/account/confirm-email',
  home: '/admin/home',
  info: '/admin/info',
  faq: '/admin/faq',
  profile: '/admin/profile',
  legislation: '/admin/legislation',
  userList: '/admin/user-list',
  roleList: '/admin/role-list',
  storageList: '/admin/storage-list',
  companyList: '/admin/company-list',
  discountCampaignList: '/admin/discount-campaign-list',
  commissionList: '/admin/commission-list',
  trendyolCommissionList: '/admin/trendyol-commission-list',
  paymentTrackingList: '/admin/payment-tracking-list',
  ticketList: '/admin/ticket-list',
  trendyolInfo: '/admin/trendyol-info',
  campaign: '/admin/campaign',
  companyUser: '/admin/company-user',
  coupon: '/admin/coupon',
  collectionList: '/admin/collection-list',
  contract: (name: string) => `/contract/${name}`,
  publicCollections: (userName: string) => `/v/${encodeURIComponent(userName)}`,
  publicCollection: (userName: string, collectionName: string) =>
    `/${encodeURIComponent(userName)}/${encodeURIComponent(collectionName)}`,
  mockTools: '/mock',
  mailbox: '/mock/mailbox',
} as const;

/**
 * Where to go after login: only a path on this site. Anything else (other origins, protocol-relative
 * `//host`, `javascript:`, backslash tricks) falls back to the home page.
 */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.home): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  try {
    const base = 'https://portal.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

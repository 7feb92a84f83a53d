/**
 * What api:probe sends, operation by operation. Read-only (the default): every reading operation with real ids
 * taken from the lists, and every writing operation with a request the contract makes it refuse (an empty body,
 * an unknown id, no file) so nothing changes; two writing operations that cannot be refused harmlessly
 * (UpdatePaymentTrackingForAll, and nothing else) are skipped. `--writes`: the writing operations for real,
 * on data the probe creates under its own names (`<nonce>…`, a user `<nonce>`), removed afterwards where the
 * contract has a delete.
 */
import type { Answer } from './http';
import { csv, form, pdf, png } from './files';
import type { Probe } from './probe';

/** An id no server holds. */
export const UNKNOWN_ID = '0badc0de-0000-4000-8000-0000000000fe';
export const NAME_IDENTIFIER_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';
const ALL = 100000000;

const items = (a: Answer | null): any[] => a?.body?.content?.items ?? [];
const content = (a: Answer | null): any => a?.body?.content ?? null;
const ok = (a: Answer | null) => !!a && a.status === 200;

export function claimsOf(token: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

/** The plan; rules (./rules.ts) run after it with the sessions it opened. */
export async function runPlan(p: Probe): Promise<void> {
  const { writes, nonce, origin } = p.options;
  const clientDomain = origin ?? 'http://localhost:5173';
  const unknownMail = `${nonce}@example.invalid`;

  // ------------------------------------------------------------ accounts
  const { admin, member } = p.options;
  await p.call(
    'login',
    'anonymous',
    {
      method: 'POST',
      path: '/api/login',
      json: { userNameOrEmail: admin.user, password: `${admin.password}-wrong` },
    },
    [400],
  );
  const adminLogin = await p.call(
    'login',
    'anonymous',
    { method: 'POST', path: '/api/login', json: { userNameOrEmail: admin.user, password: admin.password } },
    [200],
  );
  if (ok(adminLogin)) p.tokens.admin = content(adminLogin).token;
  if (member) {
    const memberLogin = await p.call(
      'login',
      'anonymous',
      {
        method: 'POST',
        path: '/api/login',
        json: { userNameOrEmail: member.user, password: member.password },
      },
      [200],
    );
    if (ok(memberLogin)) p.tokens.member = content(memberLogin).token;
  }
  const adminId = String(claimsOf(p.tokens.admin ?? '')[NAME_IDENTIFIER_CLAIM] ?? '');
  const memberId = String(claimsOf(p.tokens.member ?? '')[NAME_IDENTIFIER_CLAIM] ?? '');
  const memberName = String(claimsOf(p.tokens.member ?? '').sub ?? member?.user ?? '');

  await p.call('register', 'anonymous', { method: 'POST', path: '/api/register', json: {} }, [400]);
  await p.call(
    'forgotPassword',
    'anonymous',
    { method: 'POST', path: '/api/forgotPassword', json: { userNameOrEmail: unknownMail, clientDomain } },
    [400, 404],
  );
  await p.call(
    'resetPassword',
    'anonymous',
    {
      method: 'POST',
      path: '/api/resetPassword',
      json: {
        userNameOrEmail: unknownMail,
        password: 'Probe1234!',
        passwordRepeat: 'Probe1234!',
        token: nonce,
      },
    },
    [400, 404],
  );
  await p.call(
    'confirmEmail',
    'anonymous',
    { method: 'POST', path: '/api/ConfirmEmail', json: { token: nonce, userNameOrEmail: unknownMail } },
    [400, 404],
  );
  await p.call(
    'sendEmailConfirmation',
    'anonymous',
    { method: 'POST', path: '/api/SendEmailConfirmation', json: { email: unknownMail, clientDomain } },
    [400, 404],
  );
  await p.call('changePassword', 'member', { method: 'POST', path: '/api/changePassword', json: {} }, [400]);
  await p.call(
    'getPermissions',
    'admin',
    { method: 'GET', path: '/api/permissions', query: { userNameOrEmail: admin.user } },
    [200],
  );
  await p.call(
    'getPermissions',
    'member',
    { method: 'GET', path: '/api/permissions', query: { userNameOrEmail: memberName } },
    [200],
  );

  // ------------------------------------------------------------ users, profile, roles
  const users = await p.call(
    'getUsers',
    'admin',
    { method: 'GET', path: '/api/users', query: { pageIndex: 0, pageSize: 5 } },
    [200],
  );
  await p.call('getUsers', 'member', { method: 'GET', path: '/api/users' }, [403]);
  await p.call(
    'getUser',
    'admin',
    { method: 'GET', path: `/api/users/${adminId || items(users)[0]?.id || UNKNOWN_ID}` },
    [200],
  );
  await p.call('getUser', 'admin', { method: 'GET', path: `/api/users/${UNKNOWN_ID}` }, [404]);
  await p.call('getProfile', 'member', { method: 'GET', path: '/api/profile' }, [200]);
  await p.call(
    'getUserNameWithId',
    'member',
    { method: 'GET', path: '/api/profile/GetUserNameWithId', query: { id: memberId || UNKNOWN_ID } },
    [200],
  );
  const roles = await p.call(
    'getRoles',
    'admin',
    { method: 'GET', path: '/api/roles', query: { pageSize: ALL } },
    [200],
  );
  const memberRole = items(roles).find((r) => /üye|member|influencer/i.test(r.name)) ?? null;
  if (items(roles)[0])
    await p.call('getRole', 'admin', { method: 'GET', path: `/api/roles/${items(roles)[0].id}` }, [200]);

  // ------------------------------------------------------------ lists and their items
  const lists: [string, string, string, string][] = [
    ['getTickets', 'getTicket', '/api/tickets', 'member'],
    ['getCompanies', 'getCompany', '/api/companies', 'admin'],
    ['getCommissions', 'getCommission', '/api/Commissions', 'admin'],
    ['getTrendyolCommissions', 'getTrendyolCommission', '/api/trendyolCommissions', 'admin'],
    ['getCampaigns', 'getCampaign', '/api/Campaigns', 'admin'],
    ['getCoupons', 'getCoupon', '/api/Coupons', 'admin'],
    ['getDiscountCampaigns', 'getDiscountCampaign', '/api/DiscountCampaigns', 'admin'],
    ['getCollections', 'getCollection', '/api/collections', 'member'],
    ['getStorages', 'getStorage', '/api/storage/GetStorages', 'admin'],
    ['getPaymentTrackings', 'getPaymentTracking', '/api/paymentTrackings', 'admin'],
  ];
  const firstOf: Record<string, any> = {};
  for (const [list, get, path, actor] of lists) {
    const page = await p.call(
      list,
      actor as 'admin' | 'member',
      { method: 'GET', path, query: { pageIndex: 0, pageSize: 10 } },
      [200],
    );
    firstOf[list] = items(page)[0];
    const itemPath = list === 'getStorages' ? '/api/storage' : path;
    if (firstOf[list])
      await p.call(get, actor as 'admin', { method: 'GET', path: `${itemPath}/${firstOf[list].id}` }, [200]);
    await p.call(get, actor as 'admin', { method: 'GET', path: `${itemPath}/${UNKNOWN_ID}` }, [404]);
  }
  await p.call(
    'getTickets',
    'admin',
    { method: 'GET', path: '/api/tickets', query: { getOnlyArchived: true, getOnlyAssignedToMe: false } },
    [200],
  );
  await p.call(
    'getTickets',
    'admin',
    { method: 'GET', path: '/api/tickets', query: { getOnlyArchived: 'maybe' } },
    [400],
  );
  await p.call('getPaymentTrackings', 'member', { method: 'GET', path: '/api/paymentTrackings' }, [200]);
  await p.call(
    'getNotificationCount',
    'member',
    { method: 'GET', path: '/api/tickets/GetNotificationCount' },
    [200],
  );
  await p.call('getCompanyUsers', 'admin', { method: 'GET', path: '/api/companyuser' }, [200]);
  const publicLists = await p.call(
    'getPublicCollections',
    'anonymous',
    {
      method: 'GET',
      path: `/api/collections/getCollectionsWithUserName/${encodeURIComponent(memberName || admin.user)}`,
    },
    [200, 404],
  );
  const publicName = items(publicLists)[0]?.name;
  if (publicName)
    await p.call(
      'getPublicCollection',
      'anonymous',
      {
        method: 'GET',
        path: `/api/collections/getCollection/${encodeURIComponent(memberName)}/${encodeURIComponent(publicName)}`,
      },
      [200],
    );
  await p.call(
    'getPublicCollection',
    'anonymous',
    { method: 'GET', path: `/api/collections/getCollection/${nonce}/${nonce}` },
    [404],
  );
  const definitions = await p.call(
    'getDefinitions',
    'member',
    { method: 'GET', path: '/api/definitions' },
    [200],
  );
  await p.call(
    'downloadTrendyolPdf',
    'member',
    { method: 'GET', path: '/api/definitions/DownloadTrendyolPdf' },
    [200],
  );
  await p.call('downloadTaxPdf', 'member', { method: 'GET', path: '/api/definitions/DownloadTaxPdf' }, [200]);
  const payments = await p.call(
    'getPaymentTrackings',
    'admin',
    { method: 'GET', path: '/api/paymentTrackings', query: { pageSize: ALL } },
    [200],
  );
  const period = items(payments)[0]?.invoiceId ?? '2026-01';
  await p.call(
    'getTrackingExcel',
    'admin',
    { method: 'GET', path: `/api/paymentTrackings/getTrackingExcel/${period}` },
    [200],
  );
  const withAdminDoc = items(payments).find((r) => r.invoiceAdminUploadPath);
  const withMemberDoc = items(payments).find((r) => r.invoiceMemberUploadPath);
  await p.call(
    'downloadInvoicePhoto',
    'admin',
    { method: 'GET', path: `/api/paymentTrackings/DownloadInvoicePhoto/${withAdminDoc?.id ?? UNKNOWN_ID}` },
    withAdminDoc ? [200] : [404],
  );
  await p.call(
    'downloadMemberInvoicePhoto',
    'admin',
    {
      method: 'GET',
      path: `/api/paymentTrackings/DownloadMemberInvoicePhoto/${withMemberDoc?.id ?? UNKNOWN_ID}`,
    },
    withMemberDoc ? [200] : [404],
  );

  // ------------------------------------------------------------ writing operations, refused (nothing changes)
  const refused: [string, string, string, unknown, number[], 'admin' | 'member'][] = [
    ['createUser', 'POST', '/api/users', { user: {} }, [400], 'admin'],
    ['updateUser', 'PUT', '/api/users', { user: { id: UNKNOWN_ID } }, [400, 404], 'admin'],
    ['createProfile', 'POST', '/api/profile', {}, [400], 'member'],
    ['updateProfile', 'PUT', '/api/profile', {}, [400], 'member'],
    ['createRole', 'POST', '/api/roles', { role: {} }, [400], 'admin'],
    ['updateRole', 'PUT', '/api/roles', { role: { id: UNKNOWN_ID, name: nonce } }, [404], 'admin'],
    ['createTicket', 'POST', '/api/tickets', { ticket: {} }, [400], 'member'],
    [
      'updateTicket',
      'PUT',
      '/api/tickets',
      { ticket: { id: UNKNOWN_ID }, chats: [{ content: nonce }] },
      [404],
      'member',
    ],
    ['createCompany', 'POST', '/api/companies', { company: {} }, [400], 'admin'],
    ['updateCompany', 'PUT', '/api/companies', { company: { id: UNKNOWN_ID, name: nonce } }, [404], 'admin'],
    ['approveCompanyUser', 'POST', '/api/companyuser/UpdatePermission', { id: UNKNOWN_ID }, [404], 'admin'],
    [
      'rejectCompanyUser',
      'POST',
      '/api/companyuser/UpdatePermissionWithDecription',
      { id: UNKNOWN_ID, description: nonce },
      [404],
      'admin',
    ],
    ['createCommission', 'POST', '/api/Commissions', { commission: {} }, [400], 'admin'],
    ['updateCommission', 'PUT', '/api/Commissions', { commission: { id: UNKNOWN_ID } }, [400, 404], 'admin'],
    [
      'createTrendyolCommission',
      'POST',
      '/api/trendyolCommissions',
      { trendyolCommission: {} },
      [400],
      'admin',
    ],
    [
      'updateTrendyolCommission',
      'PUT',
      '/api/trendyolCommissions',
      { trendyolCommission: { id: UNKNOWN_ID } },
      [400, 404],
      'admin',
    ],
    ['createCampaign', 'POST', '/api/Campaign', { campaign: {} }, [400], 'admin'],
    ['updateCampaign', 'PUT', '/api/Campaign', { campaign: { id: UNKNOWN_ID } }, [400, 404], 'admin'],
    ['createCoupon', 'POST', '/api/Coupons', { coupon: {} }, [400], 'admin'],
    ['updateCoupon', 'PUT', '/api/Coupons', { coupon: { id: UNKNOWN_ID } }, [400, 404], 'admin'],
    ['createDiscountCampaign', 'POST', '/api/DiscountCampaigns', { discountCampaign: {} }, [400], 'admin'],
    [
      'updateDiscountCampaign',
      'PUT',
      '/api/DiscountCampaigns',
      { discountCampaign: { id: UNKNOWN_ID } },
      [400, 404],
      'admin',
    ],
    ['createCollection', 'POST', '/api/collections', { collection: {} }, [400], 'member'],
    [
      'updateCollection',
      'PUT',
      '/api/collections',
      { collection: { id: UNKNOWN_ID, name: nonce } },
      [404],
      'member',
    ],
    ['createStorage', 'POST', `/api/storage/${UNKNOWN_ID}`, {}, [400], 'admin'],
    [
      'updateStorage',
      'PUT',
      `/api/storage/${UNKNOWN_ID}`,
      { id: UNKNOWN_ID, key: nonce, value: nonce },
      [404],
      'admin',
    ],
    ['saveDefinitions', 'POST', '/api/definitions', { dateTime: 'not a date' }, [400], 'admin'],
    ['createPaymentTracking', 'POST', '/api/paymentTrackings', { paymentTracking: {} }, [400, 404], 'admin'],
    [
      'updatePaymentTracking',
      'PUT',
      '/api/paymentTrackings',
      { paymentTracking: { id: UNKNOWN_ID } },
      [400, 404],
      'admin',
    ],
    [
      'sendMailForNotSignedInvoices',
      'POST',
      '/api/paymentTrackings/SendMailForNotSignedInvoices',
      {},
      [400],
      'admin',
    ],
  ];
  for (const [op, method, path, json, expected, actor] of refused)
    await p.call(op, actor, { method, path, json }, expected);
  const deletes: [string, string][] = [
    ['deactivateUser', '/api/users'],
    ['deleteRole', '/api/roles'],
    ['archiveTicket', '/api/tickets'],
    ['deleteCompany', '/api/companies'],
    ['deleteCommission', '/api/Commissions'],
    ['deleteTrendyolCommission', '/api/trendyolCommissions'],
    ['deleteCampaign', '/api/Campaign'],
    ['deleteCoupon', '/api/Coupon'],
    ['deleteDiscountCampaign', '/api/discountCampaigns'],
    ['deleteCollection', '/api/collections'],
    ['deleteStorage', '/api/storage'],
    ['deletePaymentTracking', '/api/paymentTrackings'],
  ];
  for (const [op, path] of deletes)
    await p.call(
      op,
      op === 'deleteCollection' ? 'member' : 'admin',
      { method: 'DELETE', path, query: { id: UNKNOWN_ID } },
      [404],
    );
  for (const op of [
    'deleteMemberUpload',
    'acceptMemberInvoice',
    'deleteMemberUploadSelf',
    'deleteAdminUpload',
  ])
    await p.call(
      op,
      op === 'deleteMemberUploadSelf' ? 'member' : 'admin',
      {
        method: 'GET',
        path: `/api/paymentTrackings/${op[0].toUpperCase()}${op.slice(1)}`,
        query: { paymentTrackingId: UNKNOWN_ID },
      },
      [404],
    );
  const uploads: [string, string, 'admin' | 'member', Record<string, string>][] = [
    ['uploadUsers', '/api/users/UploadWithExcel', 'admin', {}],
    ['uploadLegislationFile', '/api/profile/UploadMemberLegislationFile', 'member', {}],
    ['addPhotoToChat', '/api/tickets/AddPhotoToChat', 'member', { ticket: UNKNOWN_ID }],
    ['uploadCommissions', '/api/Commissions/UploadWithExcel', 'admin', {}],
    ['uploadTrendyolCommissions', '/api/trendyolCommissions/UploadWithExcel', 'admin', {}],
    ['uploadCampaigns', '/api/Campaigns/UploadWithExcel', 'admin', {}],
    ['uploadCoupons', '/api/Coupons/UploadWithExcel', 'admin', {}],
    [
      'uploadInvoicePhoto',
      '/api/paymentTrackings/UploadInvoicePhoto',
      'admin',
      { paymentTrackingId: UNKNOWN_ID },
    ],
    [
      'uploadMemberInvoicePhoto',
      '/api/paymentTrackings/UploadMemberInvoicePhoto',
      'member',
      { paymentTrackingId: UNKNOWN_ID },
    ],
    ['uploadInvoicePhotos', '/api/paymentTrackings/UploadInvoicePhotos', 'admin', {}],
    [
      'updatePaymentWithExcelForPayedStatus',
      '/api/paymenttrackings/UpdatePaymentWithExcelForPayedStatus',
      'admin',
      {},
    ],
  ];
  // No file: FileRequired (a server that reads the files from another field than `files` says so too); an
  // unknown row or ticket may be found missing first.
  for (const [op, path, actor, fields] of uploads)
    await p.call(
      op,
      actor,
      { method: 'POST', path, form: form([], fields) },
      Object.keys(fields).length > 0 ? [400, 404] : [400],
    );

  if (!writes) {
    p.skip('updatePaymentTrackingForAll', 'changes every open row: only with --writes');
    return;
  }
  await runWrites(p, {
    adminId,
    memberRoleId: memberRole?.id ?? null,
    clientDomain,
    definitions: content(definitions),
  });
}

/** --writes: every writing operation for real, on the probe's own data. */
async function runWrites(
  p: Probe,
  ctx: { adminId: string; memberRoleId: string | null; clientDomain: string; definitions: any },
): Promise<void> {
  const { nonce } = p.options;
  const password = 'Probe-1234';
  const userName = nonce;
  const email = `${nonce}@example.invalid`;

  // A user of its own, signed in as `probeUser` for the member operations that change the caller's data.
  const created = await p.call(
    'createUser',
    'admin',
    {
      method: 'POST',
      path: '/api/users',
      json: {
        user: {
          userName,
          email,
          password,
          passwordRepeat: password,
          newTvCommissionPercentage: 20,
          fullName: 'Api Probe',
          trendyolUserName: `${nonce}ty`,
        },
        grantedRoleIds: ctx.memberRoleId ? [ctx.memberRoleId] : [],
      },
    },
    [200],
  );
  const user = content(created);
  if (user) {
    await p.call(
      'updateUser',
      'admin',
      {
        method: 'PUT',
        path: '/api/users',
        json: {
          user: { ...user, fullName: 'Api Probe 2' },
          grantedRoleIds: ctx.memberRoleId ? [ctx.memberRoleId] : [],
        },
      },
      [200],
    );
    const login = await p.call(
      'login',
      'anonymous',
      { method: 'POST', path: '/api/login', json: { userNameOrEmail: userName, password } },
      [200],
    );
    if (ok(login)) p.tokens.probeUser = content(login).token;
  }
  const profile = content(
    await p.call('getProfile', 'probeUser', { method: 'GET', path: '/api/profile' }, [200]),
  );
  if (profile) {
    const filled = {
      ...profile,
      phoneNumber: '5551234567',
      instagramUserName: nonce,
      trendyolStatus: 1,
      isHaveCompany: false,
      bankAccountFullName: 'Api Probe',
      identityNumber: '10000000146',
      ibanNumber: 'TR000000000000000000000001',
      address: 'Probe Sk. 1',
      city: 'İstanbul',
      province: 'Kadıköy',
    };
    await p.call(
      'updateProfile',
      'probeUser',
      { method: 'PUT', path: '/api/profile', json: { user: filled } },
      [200],
    );
    await p.call(
      'createProfile',
      'probeUser',
      { method: 'POST', path: '/api/profile', json: { user: { ...filled, city: 'Ankara' } } },
      [200],
    );
  }
  await p.call(
    'uploadLegislationFile',
    'probeUser',
    { method: 'POST', path: '/api/profile/UploadMemberLegislationFile', form: form([pdf(`${nonce}.pdf`)]) },
    [200],
  );
  await p.call(
    'changePassword',
    'probeUser',
    {
      method: 'POST',
      path: '/api/changePassword',
      json: { currentPassword: password, newPassword: `${password}x`, passwordRepeat: `${password}x` },
    },
    [200],
  );
  await p.call(
    'register',
    'anonymous',
    {
      method: 'POST',
      path: '/api/register',
      json: {
        userName: `${nonce}r`,
        email: `${nonce}r@example.invalid`,
        password,
        passwordRepeat: password,
        kvkkConfirm: true,
        clientDomain: ctx.clientDomain,
      },
    },
    [200],
  );
  await p.call(
    'uploadUsers',
    'admin',
    {
      method: 'POST',
      path: '/api/users/UploadWithExcel',
      form: form([
        csv(`${nonce}-users.csv`, [
          [
            'userName',
            'email',
            'password',
            'fullName',
            'phoneNumber',
            'trendyolUserName',
            'newTvCommissionPercentage',
          ],
          [`${nonce}u`, `${nonce}u@example.invalid`, password, 'Api Probe', '5551234567', '', '20'],
        ]),
      ]),
    },
    [200],
  );

  // Roles
  const role = content(
    await p.call(
      'createRole',
      'admin',
      {
        method: 'POST',
        path: '/api/roles',
        json: { role: { name: `${nonce} rol` }, grantedPermissionIds: [] },
      },
      [200],
    ),
  );
  if (role) {
    await p.call(
      'updateRole',
      'admin',
      {
        method: 'PUT',
        path: '/api/roles',
        json: { role: { id: role.id, name: `${nonce} rol 2` }, grantedPermissionIds: [] },
      },
      [200],
    );
    await p.call(
      'deleteRole',
      'admin',
      { method: 'DELETE', path: '/api/roles', query: { id: role.id } },
      [200],
    );
  }

  // Tickets
  const tickets = content(
    await p.call(
      'createTicket',
      'probeUser',
      {
        method: 'POST',
        path: '/api/tickets',
        json: { ticket: { subject: 1 }, chats: [{ content: `${nonce} soru` }] },
      },
      [200],
    ),
  );
  const ticket = Array.isArray(tickets) ? tickets[0] : null;
  if (ticket) {
    await p.call(
      'updateTicket',
      'probeUser',
      {
        method: 'PUT',
        path: '/api/tickets',
        json: { ticket: { id: ticket.id }, chats: [{ content: `${nonce} ek` }] },
      },
      [200],
    );
    await p.call(
      'addPhotoToChat',
      'probeUser',
      {
        method: 'POST',
        path: '/api/tickets/AddPhotoToChat',
        form: form([png(`${nonce}.png`)], { ticket: ticket.id }),
      },
      [200],
    );
    await p.call(
      'archiveTicket',
      'admin',
      { method: 'DELETE', path: '/api/tickets', query: { id: ticket.id } },
      [200],
    );
  }

  // Brands and the report tables
  const company = content(
    await p.call(
      'createCompany',
      'admin',
      {
        method: 'POST',
        path: '/api/companies',
        json: {
          company: {
            name: `${nonce} marka`,
            webViewUrl: 'https://example.com',
            mobileAppPhoto: 'https://example.com/logo.png',
            newTvCommissionPercentage: 10,
          },
        },
      },
      [200],
    ),
  );
  const companyId = company?.id ?? null;
  if (company)
    await p.call(
      'updateCompany',
      'admin',
      { method: 'PUT', path: '/api/companies', json: { company: { ...company, name: `${nonce} marka 2` } } },
      [200],
    );
  const reports: [string, string, string, Record<string, unknown>][] = [
    [
      'Commission',
      '/api/Commissions',
      'commission',
      { name: `${nonce} komisyon`, userName, invoiceId: '2099-01', total: 100, companyId },
    ],
    [
      'TrendyolCommission',
      '/api/trendyolCommissions',
      'trendyolCommission',
      { name: `${nonce} ty`, userName, invoiceId: '2099-01', total: 100 },
    ],
    ['Campaign', '/api/Campaign', 'campaign', { name: `${nonce} kampanya` }],
    [
      'Coupon',
      '/api/Coupons',
      'coupon',
      { name: `${nonce} kupon`, userName, code: `${nonce}KOD`, companyId },
    ],
    [
      'DiscountCampaign',
      '/api/DiscountCampaigns',
      'discountCampaign',
      {
        name: `${nonce} ürün`,
        description: 'api:probe',
        commissionPercentage: 5,
        url: 'https://example.com/p',
        startDate: '2099-01-01T00:00:00Z',
        finishDate: '2099-02-01T00:00:00Z',
        isMobileLink: false,
        companyId,
      },
    ],
  ];
  for (const [kind, path, key, fields] of reports) {
    const row = content(
      await p.call(`create${kind}`, 'admin', { method: 'POST', path, json: { [key]: fields } }, [200]),
    );
    if (!row) continue;
    await p.call(
      `update${kind}`,
      'admin',
      { method: 'PUT', path, json: { [key]: { ...fields, id: row.id } } },
      [200],
    );
    const deletePath =
      kind === 'Coupon' ? '/api/Coupon' : kind === 'DiscountCampaign' ? '/api/discountCampaigns' : path;
    await p.call(
      `delete${kind}`,
      'admin',
      { method: 'DELETE', path: deletePath, query: { id: row.id } },
      [200],
    );
  }
  const imports: [string, string, string[][]][] = [
    [
      'uploadCommissions',
      '/api/Commissions/UploadWithExcel',
      [
        ['userName', 'invoiceId', 'total', 'companyName'],
        [userName, '2099-01', '10', `${nonce} marka 2`],
      ],
    ],
    [
      'uploadTrendyolCommissions',
      '/api/trendyolCommissions/UploadWithExcel',
      [
        ['userName', 'invoiceId', 'total'],
        [userName, '2099-01', '10'],
      ],
    ],
    [
      'uploadCampaigns',
      '/api/Campaigns/UploadWithExcel',
      [
        ['name', 'mostCategoryCiroWithLink', 'mostCategoryCiroWithoutLink', 'mostSoldProduct'],
        [`${nonce} içe aktarım`, '', '', ''],
      ],
    ],
    [
      'uploadCoupons',
      '/api/Coupons/UploadWithExcel',
      [
        ['name', 'userName', 'code', 'companyName'],
        [`${nonce} içe`, userName, `${nonce}IMP`, ''],
      ],
    ],
  ];
  for (const [op, path, rows] of imports)
    await p.call(op, 'admin', { method: 'POST', path, form: form([csv(`${nonce}.csv`, rows)]) }, [200]);
  await removeImported(p);

  // Collections (the probe user's)
  const collection = content(
    await p.call(
      'createCollection',
      'probeUser',
      {
        method: 'POST',
        path: '/api/collections',
        json: {
          collection: { name: `${nonce} koleksiyon` },
          collectionItems: [{ url: 'https://example.com/a', order: 1 }],
        },
      },
      [200],
    ),
  );
  if (collection) {
    const c = collection.collection;
    await p.call(
      'updateCollection',
      'probeUser',
      {
        method: 'PUT',
        path: '/api/collections',
        json: {
          collection: { id: c.id, name: `${nonce} koleksiyon 2` },
          collectionItems: collection.collectionItems,
        },
      },
      [200],
    );
    await p.call(
      'deleteCollection',
      'probeUser',
      { method: 'DELETE', path: '/api/collections', query: { id: c.id } },
      [200],
    );
  }

  // Settings and definitions (saved back as they were)
  const storage = content(
    await p.call(
      'createStorage',
      'admin',
      {
        method: 'POST',
        path: '/api/storage/00000000-0000-0000-0000-000000000000',
        json: { key: `${nonce}.key`, value: 'api:probe' },
      },
      [200],
    ),
  );
  if (storage) {
    await p.call(
      'updateStorage',
      'admin',
      { method: 'PUT', path: `/api/storage/${storage.id}`, json: { ...storage, value: 'api:probe 2' } },
      [200],
    );
    await p.call(
      'deleteStorage',
      'admin',
      { method: 'DELETE', path: '/api/storage', query: { id: storage.id } },
      [200],
    );
  }
  if (ctx.definitions)
    await p.call(
      'saveDefinitions',
      'admin',
      { method: 'POST', path: '/api/definitions', json: { dateTime: ctx.definitions.dateTime } },
      [200],
    );

  // A payment row of the probe user through its document workflow (docs/decisions.md, "Payment tracking")
  const row = user
    ? content(
        await p.call(
          'createPaymentTracking',
          'admin',
          {
            method: 'POST',
            path: '/api/paymentTrackings',
            json: {
              paymentTracking: {
                userId: user.id,
                invoiceId: '2099-01',
                trendyolTotalAmount: 1000,
                newTvCommissionPercentage: 20,
              },
            },
          },
          [200],
        ),
      )
    : null;
  if (row) {
    const id = row.id;
    const pt = { paymentTrackingId: id };
    await p.call(
      'updatePaymentTracking',
      'admin',
      {
        method: 'PUT',
        path: '/api/paymentTrackings',
        json: { paymentTracking: { ...row, trendyolTotalAmount: 1200 } },
      },
      [200],
    );
    await p.call(
      'uploadInvoicePhoto',
      'admin',
      {
        method: 'POST',
        path: '/api/paymentTrackings/UploadInvoicePhoto',
        form: form([pdf(`${nonce}-fatura.pdf`)], pt),
      },
      [200],
    );
    await p.call(
      'downloadInvoicePhoto',
      'probeUser',
      { method: 'GET', path: `/api/paymentTrackings/DownloadInvoicePhoto/${id}` },
      [200],
    );
    await p.call(
      'uploadMemberInvoicePhoto',
      'probeUser',
      {
        method: 'POST',
        path: '/api/paymentTrackings/UploadMemberInvoicePhoto',
        form: form([pdf(`${nonce}-imzali.pdf`)], pt),
      },
      [200],
    );
    await p.call(
      'downloadMemberInvoicePhoto',
      'probeUser',
      { method: 'GET', path: `/api/paymentTrackings/DownloadMemberInvoicePhoto/${id}` },
      [200],
    );
    await p.call(
      'deleteMemberUploadSelf',
      'probeUser',
      { method: 'GET', path: '/api/paymentTrackings/DeleteMemberUploadSelf', query: pt },
      [200],
    );
    await p.call(
      'uploadMemberInvoicePhoto',
      'probeUser',
      {
        method: 'POST',
        path: '/api/paymentTrackings/UploadMemberInvoicePhoto',
        form: form([pdf(`${nonce}-imzali.pdf`)], pt),
      },
      [200],
    );
    await p.call(
      'deleteMemberUpload',
      'admin',
      { method: 'GET', path: '/api/paymentTrackings/DeleteMemberUpload', query: pt },
      [200],
    );
    await p.call(
      'deleteAdminUpload',
      'admin',
      { method: 'GET', path: '/api/paymentTrackings/DeleteAdminUpload', query: pt },
      [200],
    );
    await p.call(
      'uploadInvoicePhotos',
      'admin',
      {
        method: 'POST',
        path: '/api/paymentTrackings/UploadInvoicePhotos',
        form: form([pdf(`${nonce}ty_2099-01.pdf`)]),
      },
      [200],
    );
    await p.call(
      'uploadMemberInvoicePhoto',
      'probeUser',
      {
        method: 'POST',
        path: '/api/paymentTrackings/UploadMemberInvoicePhoto',
        form: form([pdf(`${nonce}-imzali.pdf`)], pt),
      },
      [200],
    );
    await p.call(
      'sendMailForNotSignedInvoices',
      'admin',
      {
        method: 'POST',
        path: '/api/paymentTrackings/SendMailForNotSignedInvoices',
        json: { invoiceId: '2099-01', mailContent: 'api:probe' },
      },
      [200],
    );
    await p.call(
      'acceptMemberInvoice',
      'admin',
      { method: 'GET', path: '/api/paymentTrackings/AcceptMemberInvoice', query: pt },
      [200],
    );
    // A sheet naming no row of the probe's: marking rows paid is answered per row, nothing is paid.
    await p.call(
      'updatePaymentWithExcelForPayedStatus',
      'admin',
      {
        method: 'POST',
        path: '/api/paymenttrackings/UpdatePaymentWithExcelForPayedStatus',
        form: form([
          csv(`${nonce}-odeme.csv`, [
            ['trendyolUserName', 'invoiceId'],
            [`${nonce}-nobody`, '2099-01'],
          ]),
        ]),
      },
      [200],
    );
    await p.call(
      'updatePaymentTrackingForAll',
      'admin',
      { method: 'GET', path: '/api/paymentTrackings/UpdatePaymentTrackingForAll' },
      [200],
    );
    await p.call(
      'deletePaymentTracking',
      'admin',
      { method: 'DELETE', path: '/api/paymentTrackings', query: { id } },
      [200],
    );
  }
  if (company)
    await p.call(
      'deleteCompany',
      'admin',
      { method: 'DELETE', path: '/api/companies', query: { id: company.id } },
      [200],
    );

  // The users last: deactivated (the contract has no delete for users).
  const probeUsers = items(
    await p.call(
      'getUsers',
      'admin',
      { method: 'GET', path: '/api/users', query: { filter: nonce, pageSize: ALL } },
      [200],
    ),
  );
  for (const u of probeUsers.filter((u) => String(u.userName).startsWith(nonce) && u.isActive))
    await p.call(
      'deactivateUser',
      'admin',
      { method: 'DELETE', path: '/api/users', query: { id: u.id } },
      [200],
    );
  void ctx.adminId;
}

/** Rows the imports made (their names or codes start with the nonce), deleted through the contract. */
async function removeImported(p: Probe): Promise<void> {
  const { nonce } = p.options;
  const tables: [string, string, string, string][] = [
    ['getCommissions', 'deleteCommission', '/api/Commissions', '/api/Commissions'],
    [
      'getTrendyolCommissions',
      'deleteTrendyolCommission',
      '/api/trendyolCommissions',
      '/api/trendyolCommissions',
    ],
    ['getCampaigns', 'deleteCampaign', '/api/Campaigns', '/api/Campaign'],
    ['getCoupons', 'deleteCoupon', '/api/Coupons', '/api/Coupon'],
  ];
  for (const [list, del, path, deletePath] of tables) {
    const rows = items(
      await p.call(list, 'admin', { method: 'GET', path, query: { filter: nonce, pageSize: ALL } }, [200]),
    );
    for (const row of rows.filter((r) => JSON.stringify(r).includes(nonce)))
      await p.call(del, 'admin', { method: 'DELETE', path: deletePath, query: { id: row.id } }, [200]);
  }
}

/**
 * What api:probe sends, operation by operation. Read-only (the default): every reading operation with real ids
 * taken from the lists, and every writing operation with a request the contract makes it refuse (an empty body,
 * an unknown id, no file), so nothing changes; UpdatePaymentTrackingForAll, which takes no input and changes
 * every open row, is skipped. `--writes` adds the writing operations for real (./writes.ts).
 */
import type { Answer } from './http';
import type { Probe } from './probe';
import { runWrites } from './writes';
import { ALL, claimsOf, items, NAME_IDENTIFIER_CLAIM, ok, record, text, UNKNOWN_ID } from './values';

/** Lists and the item each row opens: list, item operation, path, who lists. */
const LISTS: [string, string, string, 'admin' | 'member'][] = [
  ['getTickets', 'getTicket', '/api/tickets', 'member'],
  ['getCompanies', 'getCompany', '/api/companies', 'admin'],
  ['getCommissions', 'getCommission', '/api/Commissions', 'admin'],
  ['getTrendyolCommissions', 'getTrendyolCommission', '/api/trendyolCommissions', 'admin'],
  ['getCampaigns', 'getCampaign', '/api/Campaigns', 'admin'],
  ['getCoupons', 'getCoupon', '/api/Coupons', 'admin'],
  ['getDiscountCampaigns', 'getDiscountCampaign', '/api/DiscountCampaigns', 'admin'],
  ['getCollections', 'getCollection', '/api/collections', 'member'],
  ['getStorages', 'getStorage', '/api/storage', 'admin'],
  ['getPaymentTrackings', 'getPaymentTracking', '/api/paymentTrackings', 'admin'],
];

/** Writing operations with a body the contract makes them refuse: operation, method, path, body, statuses. */
function refusedBodies(nonce: string): [string, string, string, unknown, number[], 'admin' | 'member'][] {
  const unknown = { id: UNKNOWN_ID };
  return [
    ['changePassword', 'POST', '/api/changePassword', {}, [400], 'member'],
    ['createUser', 'POST', '/api/users', { user: {} }, [400], 'admin'],
    ['updateUser', 'PUT', '/api/users', { user: unknown }, [400, 404], 'admin'],
    ['createProfile', 'POST', '/api/profile', {}, [400], 'member'],
    ['updateProfile', 'PUT', '/api/profile', {}, [400], 'member'],
    ['createRole', 'POST', '/api/roles', { role: {} }, [400], 'admin'],
    ['updateRole', 'PUT', '/api/roles', { role: { ...unknown, name: nonce } }, [404], 'admin'],
    ['createTicket', 'POST', '/api/tickets', { ticket: {} }, [400], 'member'],
    [
      'updateTicket',
      'PUT',
      '/api/tickets',
      { ticket: unknown, chats: [{ content: nonce }] },
      [404],
      'member',
    ],
    ['createCompany', 'POST', '/api/companies', { company: {} }, [400], 'admin'],
    ['updateCompany', 'PUT', '/api/companies', { company: { ...unknown, name: nonce } }, [404], 'admin'],
    ['approveCompanyUser', 'POST', '/api/companyuser/UpdatePermission', unknown, [404], 'admin'],
    [
      'rejectCompanyUser',
      'POST',
      '/api/companyuser/UpdatePermissionWithDecription',
      { ...unknown, description: nonce },
      [404],
      'admin',
    ],
    ['createCommission', 'POST', '/api/Commissions', { commission: {} }, [400], 'admin'],
    ['updateCommission', 'PUT', '/api/Commissions', { commission: unknown }, [400, 404], 'admin'],
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
      { trendyolCommission: unknown },
      [400, 404],
      'admin',
    ],
    ['createCampaign', 'POST', '/api/Campaign', { campaign: {} }, [400], 'admin'],
    ['updateCampaign', 'PUT', '/api/Campaign', { campaign: unknown }, [400, 404], 'admin'],
    ['createCoupon', 'POST', '/api/Coupons', { coupon: {} }, [400], 'admin'],
    ['updateCoupon', 'PUT', '/api/Coupons', { coupon: unknown }, [400, 404], 'admin'],
    ['createDiscountCampaign', 'POST', '/api/DiscountCampaigns', { discountCampaign: {} }, [400], 'admin'],
    [
      'updateDiscountCampaign',
      'PUT',
      '/api/DiscountCampaigns',
      { discountCampaign: unknown },
      [400, 404],
      'admin',
    ],
    ['createCollection', 'POST', '/api/collections', { collection: {} }, [400], 'member'],
    [
      'updateCollection',
      'PUT',
      '/api/collections',
      { collection: { ...unknown, name: nonce } },
      [404],
      'member',
    ],
    ['createStorage', 'POST', `/api/storage/${UNKNOWN_ID}`, {}, [400], 'admin'],
    [
      'updateStorage',
      'PUT',
      `/api/storage/${UNKNOWN_ID}`,
      { ...unknown, key: nonce, value: nonce },
      [404],
      'admin',
    ],
    ['saveDefinitions', 'POST', '/api/definitions', { dateTime: 'not a date' }, [400], 'admin'],
    ['createPaymentTracking', 'POST', '/api/paymentTrackings', { paymentTracking: {} }, [400, 404], 'admin'],
    [
      'updatePaymentTracking',
      'PUT',
      '/api/paymentTrackings',
      { paymentTracking: unknown },
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
}

/** Deletes (query `id`), each also run for real by ./writes.ts. */
const DELETES: [string, string][] = [
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

/** Uploads sent without a file: operation, path, who, other fields. */
const UPLOADS: [string, string, 'admin' | 'member', Record<string, string>][] = [
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

/** The plan; rules (./rules.ts) run after it with the sessions it opened. */
export async function runPlan(p: Probe): Promise<void> {
  const { writes, nonce, origin, admin, member } = p.options;
  const clientDomain = origin ?? 'http://localhost:5173';
  const mail = `${nonce}@example.invalid`;

  // ------------------------------------------------------------ accounts
  const wrong = { userNameOrEmail: admin.user, password: `${admin.password}-wrong` };
  await p.json('login', 'anonymous', 'POST', '/api/login', wrong, [400]);
  const asText = { 'Content-Type': 'text/plain' };
  const raw = JSON.stringify({ userNameOrEmail: admin.user, password: admin.password });
  await p.call('login', 'anonymous', { method: 'POST', path: '/api/login', headers: asText, raw }, [415]);
  const adminLogin = await p.json('login', 'anonymous', 'POST', '/api/login', {
    userNameOrEmail: admin.user,
    password: admin.password,
  });
  if (ok(adminLogin)) p.tokens.admin = text(record(adminLogin)?.token);
  if (member) {
    const body = { userNameOrEmail: member.user, password: member.password };
    const memberLogin = await p.json('login', 'anonymous', 'POST', '/api/login', body);
    if (ok(memberLogin)) p.tokens.member = text(record(memberLogin)?.token);
  }
  const adminId = String(claimsOf(p.tokens.admin ?? '')[NAME_IDENTIFIER_CLAIM] ?? '');
  const memberId = String(claimsOf(p.tokens.member ?? '')[NAME_IDENTIFIER_CLAIM] ?? '');
  const memberName = String(claimsOf(p.tokens.member ?? '').sub ?? member?.user ?? '');

  const reset = { userNameOrEmail: mail, password: 'Probe1234!', passwordRepeat: 'Probe1234!', token: nonce };
  await p.json('register', 'anonymous', 'POST', '/api/register', {}, [400]);
  await p.json(
    'forgotPassword',
    'anonymous',
    'POST',
    '/api/forgotPassword',
    { userNameOrEmail: mail, clientDomain },
    [400, 404],
  );
  await p.json('resetPassword', 'anonymous', 'POST', '/api/resetPassword', reset, [400, 404]);
  await p.json(
    'confirmEmail',
    'anonymous',
    'POST',
    '/api/ConfirmEmail',
    { token: nonce, userNameOrEmail: mail },
    [400, 404],
  );
  const confirmation = { email: mail, clientDomain };
  await p.json(
    'sendEmailConfirmation',
    'anonymous',
    'POST',
    '/api/SendEmailConfirmation',
    confirmation,
    [400, 404],
  );
  await p.get('getPermissions', 'admin', '/api/permissions', { userNameOrEmail: admin.user });
  await p.get('getPermissions', 'member', '/api/permissions', { userNameOrEmail: memberName });

  // ------------------------------------------------------------ users, profile, roles
  const users = await p.get('getUsers', 'admin', '/api/users', { pageIndex: 0, pageSize: 5 });
  await p.get('getUsers', 'member', '/api/users', {}, [403]);
  await p.get('getUser', 'admin', `/api/users/${adminId || items(users)[0]?.id || UNKNOWN_ID}`);
  await p.get('getUser', 'admin', `/api/users/${UNKNOWN_ID}`, {}, [404]);
  await p.get('getProfile', 'member', '/api/profile');
  await p.get('getUserNameWithId', 'member', '/api/profile/GetUserNameWithId', {
    id: memberId || UNKNOWN_ID,
  });
  const roles = await p.get('getRoles', 'admin', '/api/roles', { pageSize: ALL });
  const firstRole = items(roles)[0];
  if (firstRole) await p.get('getRole', 'admin', `/api/roles/${text(firstRole.id)}`);

  // ------------------------------------------------------------ lists and their items
  for (const [list, get, path, actor] of LISTS) {
    const listPath = list === 'getStorages' ? '/api/storage/GetStorages' : path;
    const first = items(await p.get(list, actor, listPath, { pageIndex: 0, pageSize: 10 }))[0];
    if (first) await p.get(get, actor, `${path}/${first.id}`);
    await p.get(get, actor, `${path}/${UNKNOWN_ID}`, {}, [404]);
    // What the contract refuses must be refused (a looser server is reported): a sortBy outside the pattern, an
    // id that is not a GUID.
    await p.get(list, actor, listPath, { sortBy: 'noSuchField desc' }, [400]);
    await p.get(get, actor, `${path}/not-a-guid`, {}, [400]);
  }
  await p.get('getTickets', 'admin', '/api/tickets', { getOnlyArchived: true, getOnlyAssignedToMe: false });
  await p.get('getTickets', 'admin', '/api/tickets', { getOnlyArchived: 'maybe' }, [400]);
  await p.get('getPaymentTrackings', 'member', '/api/paymentTrackings');
  await p.get('getNotificationCount', 'member', '/api/tickets/GetNotificationCount');
  await p.get('getCompanyUsers', 'admin', '/api/companyuser');
  const owner = encodeURIComponent(memberName || admin.user);
  const publicLists = await p.get(
    'getPublicCollections',
    'anonymous',
    `/api/collections/getCollectionsWithUserName/${owner}`,
    {},
    [200, 404],
  );
  const publicName = text(items(publicLists)[0]?.name);
  if (publicName)
    await p.get(
      'getPublicCollection',
      'anonymous',
      `/api/collections/getCollection/${owner}/${encodeURIComponent(publicName)}`,
    );
  await p.get(
    'getPublicCollection',
    'anonymous',
    `/api/collections/getCollection/${nonce}/${nonce}`,
    {},
    [404],
  );
  const definitions = await p.get('getDefinitions', 'member', '/api/definitions');
  await p.get('downloadTrendyolPdf', 'member', '/api/definitions/DownloadTrendyolPdf');
  await p.get('downloadTaxPdf', 'member', '/api/definitions/DownloadTaxPdf');
  const payments = items(
    await p.get('getPaymentTrackings', 'admin', '/api/paymentTrackings', { pageSize: ALL }),
  );
  await p.get(
    'getTrackingExcel',
    'admin',
    `/api/paymentTrackings/getTrackingExcel/${payments[0]?.invoiceId ?? '2026-01'}`,
  );
  const adminDoc = payments.find((r) => r.invoiceAdminUploadPath)?.id;
  const memberDoc = payments.find((r) => r.invoiceMemberUploadPath)?.id;
  const documents = '/api/paymentTrackings';
  await p.get(
    'downloadInvoicePhoto',
    'admin',
    `${documents}/DownloadInvoicePhoto/${adminDoc ?? UNKNOWN_ID}`,
    {},
    [adminDoc ? 200 : 404],
  );
  const memberDocPath = `${documents}/DownloadMemberInvoicePhoto/${memberDoc ?? UNKNOWN_ID}`;
  await p.get('downloadMemberInvoicePhoto', 'admin', memberDocPath, {}, [memberDoc ? 200 : 404]);

  // ------------------------------------------------------------ writing operations, refused (nothing changes)
  for (const [op, method, path, json, expected, actor] of refusedBodies(nonce))
    await p.json(op, actor, method, path, json, expected);
  for (const [op, path] of DELETES)
    await p.remove(op, op === 'deleteCollection' ? 'member' : 'admin', path, UNKNOWN_ID, [404]);
  for (const op of [
    'deleteMemberUpload',
    'acceptMemberInvoice',
    'deleteMemberUploadSelf',
    'deleteAdminUpload',
  ]) {
    const path = `${documents}/${op.charAt(0).toUpperCase()}${op.slice(1)}`;
    await p.get(op, op.endsWith('Self') ? 'member' : 'admin', path, { paymentTrackingId: UNKNOWN_ID }, [404]);
  }
  // No file: FileRequired (a server reading the files from another field than `files` says so too); an unknown
  // row or ticket may be found missing first.
  for (const [op, path, actor, fields] of UPLOADS)
    await p.upload(op, actor, path, [], fields, Object.keys(fields).length > 0 ? [400, 404] : [400]);

  if (!writes) {
    p.skip('updatePaymentTrackingForAll', 'changes every open row: only with --writes');
    return;
  }
  const memberRole = items(roles).find((r) => /üye|member|influencer/i.test(text(r.name)));
  await runWrites(p, {
    memberRoleId: memberRole ? text(memberRole.id) : null,
    clientDomain,
    definitions: definitionsOf(definitions),
  });
}

/** The definitions an answer holds, to save back as they were (null when it holds none). */
function definitionsOf(a: Answer | null): { dateTime: string | null } | null {
  const found = record(a);
  return found && { dateTime: typeof found.dateTime === 'string' ? found.dateTime : null };
}

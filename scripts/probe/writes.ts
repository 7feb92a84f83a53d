/**
 * `api:probe --writes`: every writing operation for real, on data the probe creates under its own names
 * (`<nonce>…`: a user signed in as `probeUser`, a role, a ticket, a brand, report rows, imports, a collection, a
 * setting, a payment row through its document workflow), removed afterwards where the contract has a delete and
 * deactivated where it has not (users). Definitions are saved back as they were.
 */
import { csv, pdf, png } from './files';
import { ALL, content, isRecord, items, ok, record, text } from './values';
import type { Probe } from './probe';

interface Context {
  memberRoleId: string | null;
  clientDomain: string;
  definitions: { dateTime: string | null } | null;
}

export async function runWrites(p: Probe, ctx: Context): Promise<void> {
  const { nonce } = p.options;
  const password = 'Probe-1234';
  const userName = nonce;
  const roles = ctx.memberRoleId ? [ctx.memberRoleId] : [];

  // A user of its own, signed in as `probeUser` for the member operations that change the caller's data.
  const account = { userName, email: `${nonce}@example.invalid`, password, passwordRepeat: password };
  const fields = { newTvCommissionPercentage: 20, fullName: 'Api Probe', trendyolUserName: `${nonce}ty` };
  const user = record(
    await p.json('createUser', 'admin', 'POST', '/api/users', {
      user: { ...account, ...fields },
      grantedRoleIds: roles,
    }),
  );
  if (user) {
    const changed = { user: { ...user, fullName: 'Api Probe 2' }, grantedRoleIds: roles };
    await p.json('updateUser', 'admin', 'PUT', '/api/users', changed);
    const login = await p.json('login', 'anonymous', 'POST', '/api/login', {
      userNameOrEmail: userName,
      password,
    });
    if (ok(login)) p.tokens.probeUser = text(record(login)?.token);
  }
  const profile = record(await p.get('getProfile', 'probeUser', '/api/profile'));
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
    await p.json('updateProfile', 'probeUser', 'PUT', '/api/profile', { user: filled });
    await p.json('createProfile', 'probeUser', 'POST', '/api/profile', {
      user: { ...filled, city: 'Ankara' },
    });
  }
  await p.upload(
    'uploadLegislationFile',
    'probeUser',
    '/api/profile/UploadMemberLegislationFile',
    [pdf(`${nonce}.pdf`)],
    {},
  );
  const newPassword = {
    currentPassword: password,
    newPassword: `${password}x`,
    passwordRepeat: `${password}x`,
  };
  await p.json('changePassword', 'probeUser', 'POST', '/api/changePassword', newPassword);
  await p.json('register', 'anonymous', 'POST', '/api/register', {
    ...account,
    userName: `${nonce}r`,
    email: `${nonce}r@example.invalid`,
    kvkkConfirm: true,
    clientDomain: ctx.clientDomain,
  });
  const sheet = [
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
  ];
  await p.upload(
    'uploadUsers',
    'admin',
    '/api/users/UploadWithExcel',
    [csv(`${nonce}-users.csv`, sheet)],
    {},
  );

  // Roles
  const role = record(
    await p.json('createRole', 'admin', 'POST', '/api/roles', {
      role: { name: `${nonce} rol` },
      grantedPermissionIds: [],
    }),
  );
  if (role) {
    const renamed = { role: { id: text(role.id), name: `${nonce} rol 2` }, grantedPermissionIds: [] };
    await p.json('updateRole', 'admin', 'PUT', '/api/roles', renamed);
    await p.remove('deleteRole', 'admin', '/api/roles', text(role.id));
  }

  // Tickets
  const opened = { ticket: { subject: 1 }, chats: [{ content: `${nonce} soru` }] };
  const createdTickets = content(await p.json('createTicket', 'probeUser', 'POST', '/api/tickets', opened));
  const ticket = Array.isArray(createdTickets) && isRecord(createdTickets[0]) ? createdTickets[0] : null;
  if (ticket) {
    const reply = { ticket: { id: text(ticket.id) }, chats: [{ content: `${nonce} ek` }] };
    await p.json('updateTicket', 'probeUser', 'PUT', '/api/tickets', reply);
    await p.upload('addPhotoToChat', 'probeUser', '/api/tickets/AddPhotoToChat', [png(`${nonce}.png`)], {
      ticket: text(ticket.id),
    });
    await p.remove('archiveTicket', 'admin', '/api/tickets', text(ticket.id));
  }

  // Brands and the report tables
  const brand = {
    name: `${nonce} marka`,
    webViewUrl: 'https://example.com',
    mobileAppPhoto: 'https://example.com/logo.png',
    newTvCommissionPercentage: 10,
  };
  const company = record(
    await p.json('createCompany', 'admin', 'POST', '/api/companies', { company: brand }),
  );
  const companyId = company?.id ?? null;
  if (company) {
    await p.json('updateCompany', 'admin', 'PUT', '/api/companies', {
      company: { ...company, name: `${nonce} marka 2` },
    });
  }
  const discount = {
    name: `${nonce} ürün`,
    description: 'api:probe',
    commissionPercentage: 5,
    url: 'https://example.com/p',
    startDate: '2099-01-01T00:00:00Z',
    finishDate: '2099-02-01T00:00:00Z',
    isMobileLink: false,
    companyId,
  };
  const reports: [string, string, string, string, Record<string, unknown>][] = [
    ['Commission', '/api/Commissions', '/api/Commissions', 'commission', {
      name: `${nonce} komisyon`, userName, invoiceId: '2099-01', total: 100, companyId }],
    ['TrendyolCommission', '/api/trendyolCommissions', '/api/trendyolCommissions', 'trendyolCommission', {
      name: `${nonce} ty`, userName, invoiceId: '2099-01', total: 100 }],
    ['Campaign', '/api/Campaign', '/api/Campaign', 'campaign', { name: `${nonce} kampanya` }],
    ['Coupon', '/api/Coupons', '/api/Coupon', 'coupon', { name: `${nonce} kupon`, userName, code: `${nonce}KOD`, companyId }],
    ['DiscountCampaign', '/api/DiscountCampaigns', '/api/discountCampaigns', 'discountCampaign', discount],
  ]; // prettier-ignore
  for (const [kind, path, deletePath, key, values] of reports) {
    const row = record(await p.json(`create${kind}`, 'admin', 'POST', path, { [key]: values }));
    if (!row) continue;
    await p.json(`update${kind}`, 'admin', 'PUT', path, { [key]: { ...values, id: text(row.id) } });
    await p.remove(`delete${kind}`, 'admin', deletePath, text(row.id));
  }
  const imports: [string, string, string[][]][] = [
    ['uploadCommissions', '/api/Commissions/UploadWithExcel', [
      ['userName', 'invoiceId', 'total', 'companyName'], [userName, '2099-01', '10', `${nonce} marka 2`]]],
    ['uploadTrendyolCommissions', '/api/trendyolCommissions/UploadWithExcel', [
      ['userName', 'invoiceId', 'total'], [userName, '2099-01', '10']]],
    ['uploadCampaigns', '/api/Campaigns/UploadWithExcel', [
      ['name', 'mostCategoryCiroWithLink', 'mostCategoryCiroWithoutLink', 'mostSoldProduct'], [`${nonce} içe aktarım`, '', '', '']]],
    ['uploadCoupons', '/api/Coupons/UploadWithExcel', [
      ['name', 'userName', 'code', 'companyName'], [`${nonce} içe`, userName, `${nonce}IMP`, '']]],
  ]; // prettier-ignore
  for (const [op, path, rows] of imports) await p.upload(op, 'admin', path, [csv(`${nonce}.csv`, rows)], {});
  await removeImported(p);

  // Collections (the probe user's)
  const links = [{ url: 'https://example.com/a', order: 1 }];
  const collection = record(
    await p.json('createCollection', 'probeUser', 'POST', '/api/collections', {
      collection: { name: `${nonce} koleksiyon` },
      collectionItems: links,
    }),
  );
  if (collection) {
    const id = text(isRecord(collection.collection) ? collection.collection.id : null);
    const renamed = {
      collection: { id, name: `${nonce} koleksiyon 2` },
      collectionItems: collection.collectionItems,
    };
    await p.json('updateCollection', 'probeUser', 'PUT', '/api/collections', renamed);
    await p.remove('deleteCollection', 'probeUser', '/api/collections', id);
  }

  // Settings and definitions (saved back as they were)
  const setting = { key: `${nonce}.key`, value: 'api:probe' };
  const storage = record(
    await p.json(
      'createStorage',
      'admin',
      'POST',
      '/api/storage/00000000-0000-0000-0000-000000000000',
      setting,
    ),
  );
  if (storage) {
    await p.json('updateStorage', 'admin', 'PUT', `/api/storage/${text(storage.id)}`, {
      ...storage,
      value: 'api:probe 2',
    });
    await p.remove('deleteStorage', 'admin', '/api/storage', text(storage.id));
  }
  if (ctx.definitions) {
    await p.json('saveDefinitions', 'admin', 'POST', '/api/definitions', {
      dateTime: ctx.definitions.dateTime,
    });
  }

  if (user) await paymentWorkflow(p, text(user.id));
  if (company) await p.remove('deleteCompany', 'admin', '/api/companies', text(company.id));

  // The users last: deactivated (the contract has no delete for users).
  const made = items(await p.get('getUsers', 'admin', '/api/users', { filter: nonce, pageSize: ALL }));
  for (const u of made.filter((u) => String(u.userName).startsWith(nonce) && u.isActive))
    await p.remove('deactivateUser', 'admin', '/api/users', text(u.id));
}

/**
 * A payment row of the probe user through its document workflow (docs/decisions.md, "Payment tracking"):
 * administrator document, the member's signed copy, its removal, a revision, acceptance; then deleted.
 */
async function paymentWorkflow(p: Probe, userId: string): Promise<void> {
  const { nonce } = p.options;
  const base = '/api/paymentTrackings';
  const values = { userId, invoiceId: '2099-01', trendyolTotalAmount: 1000, newTvCommissionPercentage: 20 };
  const row = record(
    await p.json('createPaymentTracking', 'admin', 'POST', base, { paymentTracking: values }),
  );
  if (!row) return;
  const id: string = text(row.id);
  const pt = { paymentTrackingId: id };
  const signed = () => p.upload('uploadMemberInvoicePhoto', 'probeUser', `${base}/UploadMemberInvoicePhoto`, [pdf(`${nonce}-imzali.pdf`)], pt); // prettier-ignore
  await p.json('updatePaymentTracking', 'admin', 'PUT', base, {
    paymentTracking: { ...row, trendyolTotalAmount: 1200 },
  });
  await p.upload(
    'uploadInvoicePhoto',
    'admin',
    `${base}/UploadInvoicePhoto`,
    [pdf(`${nonce}-fatura.pdf`)],
    pt,
  );
  await p.get('downloadInvoicePhoto', 'probeUser', `${base}/DownloadInvoicePhoto/${id}`);
  await signed();
  await p.get('downloadMemberInvoicePhoto', 'probeUser', `${base}/DownloadMemberInvoicePhoto/${id}`);
  await p.get('deleteMemberUploadSelf', 'probeUser', `${base}/DeleteMemberUploadSelf`, pt);
  await signed();
  await p.get('deleteMemberUpload', 'admin', `${base}/DeleteMemberUpload`, pt);
  await p.get('deleteAdminUpload', 'admin', `${base}/DeleteAdminUpload`, pt);
  await p.upload(
    'uploadInvoicePhotos',
    'admin',
    `${base}/UploadInvoicePhotos`,
    [pdf(`${nonce}ty_2099-01.pdf`)],
    {},
  );
  await signed();
  const reminder = { invoiceId: '2099-01', mailContent: 'api:probe' };
  await p.json(
    'sendMailForNotSignedInvoices',
    'admin',
    'POST',
    `${base}/SendMailForNotSignedInvoices`,
    reminder,
  );
  await p.get('acceptMemberInvoice', 'admin', `${base}/AcceptMemberInvoice`, pt);
  // A sheet naming no row of the probe's: marking rows paid is answered per row, nothing is paid.
  const paid = csv(`${nonce}-odeme.csv`, [
    ['trendyolUserName', 'invoiceId'],
    [`${nonce}-nobody`, '2099-01'],
  ]);
  await p.upload('updatePaymentWithExcelForPayedStatus', 'admin', '/api/paymenttrackings/UpdatePaymentWithExcelForPayedStatus', [paid], {}); // prettier-ignore
  await p.get('updatePaymentTrackingForAll', 'admin', `${base}/UpdatePaymentTrackingForAll`);
  await p.remove('deletePaymentTracking', 'admin', base, id);
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
    const rows = items(await p.get(list, 'admin', path, { filter: nonce, pageSize: ALL }));
    for (const row of rows.filter((r) => JSON.stringify(r).includes(nonce)))
      await p.remove(del, 'admin', deletePath, text(row.id));
  }
}

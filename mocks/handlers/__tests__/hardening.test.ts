// @vitest-environment node
// Hostile requests: privilege escalation, mail links, bad input, tokens.
import { SignJWT } from 'jose';
import {
  call,
  errorNames,
  login,
  loginAdmin,
  loginMember,
  useMockServer,
  DEMO,
} from '../../../tests/support/api';
import { NAME_IDENTIFIER_CLAIM, signToken } from '@mocks/core/auth';
import { updateRow } from '@mocks/core/resource';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';
import { loginUserManager, userBody, userRow } from './users.support';
import { first } from '@/lib/at';

useMockServer();

describe('no privilege escalation', () => {
  it('a user administrator cannot give themselves the administrator role', async () => {
    const token = await loginUserManager();
    const res = await call('PUT', '/api/users', {
      token,
      json: { ...userBody('operasyon'), grantedRoleIds: [SEED_IDS.userManagerRole, SEED_IDS.adminRole] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name: 'CannotGrantRole', value: 'Admin' }]);
    expect(userRow('operasyon').roleIds).toEqual([SEED_IDS.userManagerRole]);
    // …and so still cannot manage roles.
    const roles = await call('POST', '/api/roles', { token, json: { role: { name: 'x' } } });
    expect(roles.status).toBe(403);
  });

  it('nor grant it on create or update of another user, nor take it away', async () => {
    const token = await loginUserManager();
    const created = await call('POST', '/api/users', {
      token,
      json: {
        user: {
          userName: 'kacak',
          email: 'kacak@example.com',
          password: 'Sifre1234',
          passwordRepeat: 'Sifre1234',
          newTvCommissionPercentage: 10,
        },
        grantedRoleIds: [SEED_IDS.adminRole],
      },
    });
    expect(errorNames(created)).toEqual(['CannotGrantRole']);
    expect(db.users.findFirst((q) => q.where({ userName: 'kacak' }))).toBeUndefined();
    const member = await call('PUT', '/api/users', {
      token,
      json: { ...userBody(DEMO.member.userName), grantedRoleIds: [SEED_IDS.adminRole] },
    });
    expect(errorNames(member)).toEqual(['CannotGrantRole']);
    // Roles carrying only permissions the caller holds are fine.
    const fine = await call('PUT', '/api/users', {
      token,
      json: {
        ...userBody(DEMO.member.userName),
        grantedRoleIds: [SEED_IDS.memberRole, SEED_IDS.supportRole],
      },
    });
    expect(fine.status).toBe(200);
  });

  it('a role editor cannot give a role permissions they do not hold', async () => {
    const role = db.roles.findFirst((q) => q.where({ id: SEED_IDS.supportRole }))!;
    await updateRow(db, 'roles', role, {
      permissionIds: [
        ...role.permissionIds,
        db.permissions.findFirst((q) => q.where({ name: 'Permissions_Role_Update' }))!.id,
      ],
    });
    const token = await login('operasyon', DEMO.admin.password);
    const userCreate = db.permissions.findFirst((q) => q.where({ name: 'Permissions_User_Create' }))!;
    const res = await call('PUT', '/api/roles', {
      token,
      json: {
        role: { id: role.id, name: role.name },
        grantedPermissionIds: [...role.permissionIds, userCreate.id],
      },
    });
    expect(res.body.errors).toEqual([{ name: 'CannotGrantPermission', value: 'Permissions_User_Create' }]);
  });

  it('administrators still grant any role', async () => {
    const token = await loginAdmin();
    const res = await call('PUT', '/api/users', {
      token,
      json: { ...userBody('operasyon'), grantedRoleIds: [SEED_IDS.adminRole] },
    });
    expect(res.status).toBe(200);
  });
});

describe('mailed links', () => {
  const lastLink = (to: string) =>
    new URL(
      first(
        first(
          db.mails.findMany((q) => q.where({ to })).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
        ).links,
      ).href,
    );

  it('point only at an allowed origin; any other falls back to the app', async () => {
    const res = await call('POST', '/api/forgotPassword', {
      json: { userNameOrEmail: 'admin', clientDomain: 'https://evil.example/steal' },
    });
    expect(res.status).toBe(200);
    const link = lastLink('admin@portal.example');
    expect(link.origin).toBe('http://localhost:5173');
    expect(link.pathname).toBe('/account/reset-password');

    await call('POST', '/api/forgotPassword', {
      json: { userNameOrEmail: 'admin', clientDomain: 'http://127.0.0.1:4173/' },
    });
    expect(lastLink('admin@portal.example').origin).toBe('http://127.0.0.1:4173');
    // The request's own origin (its Host header on a server) is not configuration.
    await call('POST', '/api/forgotPassword', {
      json: { userNameOrEmail: 'admin', clientDomain: 'http://localhost/' },
    });
    expect(lastLink('admin@portal.example').origin).toBe('http://localhost:5173');
  });
});

describe('bad input is a 400 naming the field', () => {
  it('an object where text belongs (toString not callable), on login and register too', async () => {
    const evil = { toString: 1, valueOf: 1 };
    const loginRes = await call('POST', '/api/login', { json: { userNameOrEmail: evil, password: 'x' } });
    expect(loginRes.status).toBe(400);
    expect(loginRes.body.errors).toEqual([{ name: 'InvalidValue', value: 'userNameOrEmail' }]);
    const register = await call('POST', '/api/register', {
      json: { userName: 'x', email: evil, password: 'a', passwordRepeat: 'a', kvkkConfirm: true },
    });
    expect(register.body.errors).toEqual([{ name: 'InvalidValue', value: 'email' }]);
    const token = await loginAdmin();
    const company = await call('POST', '/api/companies', {
      token,
      json: { company: { name: { a: 1 }, newTvCommissionPercentage: 10 } },
    });
    expect(company.status).toBe(400);
    expect(company.body.errors).toEqual([{ name: 'InvalidValue', value: 'name' }]);
  });

  it('a null or non-object body', async () => {
    const res = await call('POST', '/api/register', { json: null });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name: 'RequiredField', value: 'body' }]);
    const arr = await call('POST', '/api/login', { json: [1, 2] });
    expect(arr.body.errors).toEqual([{ name: 'InvalidValue', value: 'body' }]);
  });

  it('texts over their maxLength are refused and not stored', async () => {
    const token = await loginMember();
    const profile = await call('GET', '/api/profile', { token });
    const res = await call('PUT', '/api/profile', {
      token,
      json: { user: { ...profile.body.content.user, address: 'a'.repeat(1_000_001) } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name: 'TextTooLong', value: 'address' }]);
    const ticket = await call('POST', '/api/tickets', {
      token,
      json: { ticket: { subject: 1, content: 'x'.repeat(2_000_000) } },
    });
    expect(ticket.body.errors).toEqual([{ name: 'TextTooLong', value: 'content' }]);
    const search = await call('GET', '/api/tickets', { token, query: { filter: 'x'.repeat(201) } });
    expect(search.body.errors).toEqual([{ name: 'TextTooLong', value: 'filter' }]);
  });

  it('a malformed escape in a path is a 400 envelope', async () => {
    const token = await loginAdmin();
    const res = await call('GET', '/api/users/%E0%A4%A', { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      isError: true,
      errors: [{ name: 'InvalidValue', value: 'id' }],
      content: null,
    });
    const blob = await fetch('http://localhost/blob/%E0%A4%A');
    expect(blob.status).toBe(400);
    expect((await blob.json()).errors[0].name).toBe('InvalidValue');
  });

  it('amounts out of range (1e307, 1e400) are a 400', async () => {
    const token = await loginAdmin();
    const member = userRow(DEMO.member.userName);
    for (const amount of [1e307, '1e307', '1e400']) {
      const res = await call('POST', '/api/paymentTrackings', {
        token,
        json: { paymentTracking: { userId: member.id, invoiceId: '2031-01', trendyolTotalAmount: amount } },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ name: 'InvalidValue', value: 'trendyolTotalAmount' }]);
    }
  });
});

describe('tokens', () => {
  const sign = async (claims: Record<string, unknown>, exp?: number) => {
    const key = await db.signingKey();
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('influencer')
      .setIssuer('portal-mock')
      .setIssuedAt();
    if (exp !== undefined) jwt.setExpirationTime(exp);
    return jwt.sign(key);
  };

  it('a token without exp is refused', async () => {
    const claims = { [NAME_IDENTIFIER_CLAIM]: SEED_IDS.member };
    const noExp = await sign(claims);
    expect((await call('GET', '/api/profile', { token: noExp })).status).toBe(401);
    // The same token with an exp is accepted (the key and claims are right).
    const withExp = await sign(claims, Math.floor(Date.now() / 1000) + 60);
    expect((await call('GET', '/api/profile', { token: withExp })).status).toBe(200);
  });

  it('tokens issued before a password change stop working; the changing session and new ones work', async () => {
    const elsewhere = await loginMember();
    const here = await loginMember();
    const res = await call('POST', '/api/changePassword', {
      token: here,
      json: { currentPassword: DEMO.member.password, newPassword: 'Yeni12345', passwordRepeat: 'Yeni12345' },
    });
    expect(res.status).toBe(200);
    expect((await call('GET', '/api/profile', { token: elsewhere })).status).toBe(401);
    expect((await call('GET', '/api/profile', { token: here })).status).toBe(200);
    const fresh = await login(DEMO.member.userName, 'Yeni12345');
    expect((await call('GET', '/api/profile', { token: fresh })).status).toBe(200);
  });

  it('a reset or an administrator setting the password ends every session', async () => {
    const member = await loginMember();
    const admin = await loginAdmin();
    const res = await call('PUT', '/api/users', {
      token: admin,
      json: userBody(DEMO.member.userName, { password: 'Baska12345', passwordRepeat: 'Baska12345' }),
    });
    expect(res.status).toBe(200);
    expect((await call('GET', '/api/profile', { token: member })).status).toBe(401);
    const after = await signToken(db, { userId: SEED_IDS.member, userName: DEMO.member.userName });
    expect((await call('GET', '/api/profile', { token: after })).status).toBe(200);
  });
});

describe('uploads are typed by extension and first bytes, served without sniffing', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const attach = async (token: string, file: File) => {
    const ticket = db.tickets.findFirst((q) => q.where({ userId: SEED_IDS.member, isArchived: false }))!;
    const form = new FormData();
    form.append('files', file);
    form.append('ticket', ticket.id);
    return call('POST', '/api/tickets/AddPhotoToChat', { token, form });
  };

  it('refuses HTML sent as a png, SVG whatever its MIME type, and files without a known extension', async () => {
    const token = await loginMember();
    const html = new File(['<html><script>alert(1)</script></html>'], 'foto.png', { type: 'image/png' });
    expect((await attach(token, html)).body.errors).toEqual([{ name: 'InvalidFileType', value: 'foto.png' }]);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
    for (const [name, type] of [
      ['resim.svg', 'image/svg+xml;charset=utf-8'],
      ['resim', 'image/svg+xml;charset=utf-8'],
      ['resim', 'image/png'],
    ] as const) {
      expect(errorNames(await attach(token, new File([svg], name, { type })))).toEqual(['InvalidFileType']);
    }
    // A real png is accepted whatever MIME type the client sends.
    expect((await attach(token, new File([PNG], 'foto.png', { type: 'text/html' }))).status).toBe(200);
  });

  it('serves files with nosniff; only passive types inline', async () => {
    const token = await loginMember();
    const res = await attach(token, new File([PNG], 'foto.png'));
    const chats = res.body.content.chats as { content: string; isImage: boolean }[];
    const path = chats.filter((c) => c.isImage).at(-1)!.content;
    const png = await fetch(`http://localhost/blob/${path}`);
    expect(png.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(png.headers.get('Content-Type')).toBe('image/png');
    expect(png.headers.get('Content-Disposition')).toMatch(/^inline;/);
    const { putFile } = await import('@mocks/core/files');
    await putFile(db, 'legacy/page.html', { name: 'page.html', type: 'text/html', data: new ArrayBuffer(4) });
    const html = await fetch('http://localhost/blob/legacy/page.html');
    expect(html.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(html.headers.get('Content-Disposition')).toMatch(/^attachment;/);
  });

  it('refuses a spreadsheet over the row limit before parsing it', async () => {
    const { writeXlsx } = await import('@mocks/lib/sheets');
    const { MAX_SHEET_ROWS, xlsxLimitBreach } = await import('@mocks/lib/xlsx-limits');
    const rows = Array.from({ length: MAX_SHEET_ROWS + 1 }, (_, i) => ({ userName: `u${i}` }));
    const blob = await writeXlsx([{ header: 'userName', key: 'userName' }], rows);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // The scan of the zip that runs before the parse is what catches it (its time: tests/bench/hardening.bench.ts).
    expect(await xlsxLimitBreach(bytes)).toBe('rows');
    const token = await loginAdmin();
    const form = new FormData();
    form.append('files', new File([bytes], 'kullanicilar.xlsx'));
    const res = await call('POST', '/api/users/UploadWithExcel', { token, form });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toEqual(['SpreadsheetTooLarge']);
  });
});

describe('brand descriptions are sanitised with DOMPurify on the way in', () => {
  it('removes every active part (event handlers, javascript: URLs, svg, object), and takes a long hostile input', async () => {
    const token = await loginAdmin();
    const payloads = [
      '<img/src=x/onerror=alert(1)>',
      '<svg/onload=alert(1)>',
      '<a href="jav&#x61;script:alert(1)">x</a>',
      '<a/href=javascript:alert(1)>y</a>',
      '<object data="javascript:alert(1)"></object>',
      '<p onclick=alert(1)>metin</p>',
    ];
    const res = await call('POST', '/api/companies', {
      token,
      json: {
        company: {
          name: 'Güvenli Marka',
          webViewUrl: 'https://example.com',
          mobileAppPhoto: 'https://example.com/a.png',
          newTvCommissionPercentage: 10,
          description: payloads.join(''),
        },
      },
    });
    expect(res.status).toBe(200);
    const stored = res.body.content.description!;
    // No event-handler attribute, active URL, svg or object survives (`<img/src=x/onerror=…>` parses as a
    // harmless src of "x/onerror=…").
    expect(stored).not.toMatch(/\son[a-z]+\s*=|javascript:|<svg|<object/i);
    expect(stored).toContain('<img src="x/onerror=alert(1)">');
    expect(stored).toContain('<p>metin</p>');

    // Its time: tests/bench/hardening.bench.ts.
    const long = '<a '.repeat(6000) + 'x'.repeat(1000);
    const res2 = await call('POST', '/api/companies', {
      token,
      json: {
        company: {
          name: 'Uzun Marka',
          webViewUrl: 'https://example.com',
          mobileAppPhoto: 'https://example.com/a.png',
          newTvCommissionPercentage: 10,
          description: long,
        },
      },
    });
    expect(res2.status).toBe(200);
  });
});

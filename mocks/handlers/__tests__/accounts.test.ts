// @vitest-environment node
import { decodeJwt } from 'jose';
import {
  call,
  errorNames,
  login,
  loginAdmin,
  loginMember,
  useMockServer,
  DEMO,
} from '../../../tests/support/api';
import { signToken, NAME_IDENTIFIER_CLAIM } from '@mocks/core/auth';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';
import { first } from '@/lib/at';

useMockServer();
const origin = 'http://localhost:5173';
const lastMailLink = (to: string) => {
  const mails = db.mails
    .findMany((q) => q.where({ to }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return new URL(first(first(mails).links).href);
};

describe('POST /api/login', () => {
  it('returns a signed JWT with the id and user-name claims', async () => {
    const res = await call('POST', '/api/login', {
      json: { userNameOrEmail: 'admin', password: 'Admin123!' },
    });
    expect(res.status).toBe(200);
    const claims = decodeJwt(res.body.content.token);
    expect(claims[NAME_IDENTIFIER_CLAIM]).toBe(SEED_IDS.admin);
    expect(claims.sub).toBe('admin');
    expect(claims.exp! - claims.iat!).toBe(8 * 3600);
  });
  it('accepts the e-mail address, case-insensitively', async () => {
    const res = await call('POST', '/api/login', {
      json: { userNameOrEmail: 'INFLUENCER@portal.example', password: 'Member123!' },
    });
    expect(res.status).toBe(200);
  });
  it.each([
    [{ userNameOrEmail: 'admin', password: 'wrong-pass' }, 'UserNameOrPasswordIncorrect'],
    [{ userNameOrEmail: 'nobody', password: 'Admin123!' }, 'UserNameOrPasswordIncorrect'],
    [{ userNameOrEmail: DEMO.unconfirmed.userName, password: DEMO.unconfirmed.password }, 'EmailNotConfirm'],
    [{ userNameOrEmail: DEMO.inactive.userName, password: DEMO.inactive.password }, 'UserIsNotActive'],
    [{ userNameOrEmail: '', password: '' }, 'RequiredField'],
  ])('refuses %j with %s', async (json, name) => {
    const res = await call('POST', '/api/login', { json });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toContain(name);
  });
  it('never stores passwords in clear', () => {
    for (const u of db.users.all()) {
      expect(u.passwordHash).toMatch(/^pbkdf2\$/);
      expect(JSON.stringify(u)).not.toContain('Member123!');
    }
  });
});

describe('registration and e-mail confirmation', () => {
  const input = {
    userName: 'yeniinfluencer',
    email: 'yeni@example.com',
    password: 'Sifre1234',
    passwordRepeat: 'Sifre1234',
    kvkkConfirm: true,
    clientDomain: origin,
  };

  it('registers, mails a confirmation link that confirms the address, then login works', async () => {
    expect((await call('POST', '/api/register', { json: input })).status).toBe(200);
    expect(
      errorNames(
        await call('POST', '/api/login', {
          json: { userNameOrEmail: 'yeniinfluencer', password: 'Sifre1234' },
        }),
      ),
    ).toEqual(['EmailNotConfirm']);
    const link = lastMailLink('yeni@example.com');
    expect(link.origin + link.pathname).toBe(`${origin}/account/confirm-email`);
    const res = await call('POST', '/api/ConfirmEmail', {
      json: { token: link.searchParams.get('token'), userNameOrEmail: link.searchParams.get('email') },
    });
    expect(res.status).toBe(200);
    await login('yeniinfluencer', 'Sifre1234');
  });
  it.each([
    [{ userName: 'admin' }, 'DuplicateUserName'],
    [{ userName: 'influencer' }, 'UserNameAlreadyExist'],
    // Another member's marketplace user name: report rows would become this user's.
    [{ userName: 'ayseyilmazstil' }, 'UserNameAlreadyExist'],
    [{ userName: 'çiğdem' }, 'InvalidUserName'],
    [{ userName: 'with space' }, 'InvalidUserName'],
    [{ email: 'admin@portal.example' }, 'EmailAlreadyExist'],
    [{ email: 'not-an-email' }, 'EmailValidationError'],
    [{ password: 'short', passwordRepeat: 'short' }, 'PasswordTooShort'],
    [{ passwordRepeat: 'Different1' }, 'PasswordsDoesNotMatch'],
    [{ kvkkConfirm: false }, 'RequiredField'],
    [{ userName: '' }, 'RequiredField'],
    [{ clientDomain: 'javascript:alert(1)' }, 'InvalidClientDomain'],
  ])('refuses %j with %s', async (change, name) => {
    const res = await call('POST', '/api/register', { json: { ...input, ...change } });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toContain(name);
  });
  it('rejects a wrong confirmation token and an unknown user', async () => {
    expect(
      errorNames(
        await call('POST', '/api/ConfirmEmail', { json: { token: 'nope', userNameOrEmail: 'yeniuye' } }),
      ),
    ).toEqual(['InvalidToken']);
    const missing = await call('POST', '/api/ConfirmEmail', {
      json: { token: 'x', userNameOrEmail: 'ghost' },
    });
    expect(missing.status).toBe(404);
    expect(errorNames(missing)).toEqual(['UserNotFound']);
    expect(errorNames(await call('POST', '/api/ConfirmEmail', { json: {} }))).toContain('RequiredField');
  });
  it('resends the confirmation mail; unknown and confirmed addresses are refused', async () => {
    const res = await call('POST', '/api/SendEmailConfirmation', {
      json: { email: 'yeniuye@portal.example', clientDomain: origin },
    });
    expect(res.status).toBe(200);
    expect(lastMailLink('yeniuye@portal.example').searchParams.get('token')).toBe(
      'seed-confirm-token-yeniuye',
    );
    const unknown = await call('POST', '/api/SendEmailConfirmation', {
      json: { email: 'ghost@example.com', clientDomain: origin },
    });
    expect(unknown.status).toBe(404);
    expect(errorNames(unknown)).toEqual(['UserNotFound']);
    expect(
      errorNames(
        await call('POST', '/api/SendEmailConfirmation', {
          json: { email: 'admin@portal.example', clientDomain: origin },
        }),
      ),
    ).toEqual(['EmailAlreadyConfirmed']);
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use reset link that sets a new password', async () => {
    expect(
      (
        await call('POST', '/api/forgotPassword', {
          json: { userNameOrEmail: 'influencer', clientDomain: origin },
        })
      ).status,
    ).toBe(200);
    const link = lastMailLink('influencer@portal.example');
    expect(link.pathname).toBe('/account/reset-password');
    const reset = {
      userNameOrEmail: link.searchParams.get('userNameOrEmail'),
      token: link.searchParams.get('token'),
      password: 'YeniSifre1',
      passwordRepeat: 'YeniSifre1',
    };
    expect((await call('POST', '/api/resetPassword', { json: reset })).status).toBe(200);
    await login('influencer', 'YeniSifre1');
    expect(errorNames(await call('POST', '/api/resetPassword', { json: reset }))).toEqual(['InvalidToken']);
  });
  it('reports unknown users, missing fields and mismatching passwords', async () => {
    const unknown = await call('POST', '/api/forgotPassword', {
      json: { userNameOrEmail: 'ghost', clientDomain: origin },
    });
    expect(unknown.status).toBe(404);
    expect(errorNames(await call('POST', '/api/forgotPassword', { json: { clientDomain: origin } }))).toEqual(
      ['RequiredField'],
    );
    await call('POST', '/api/forgotPassword', {
      json: { userNameOrEmail: 'influencer', clientDomain: origin },
    });
    const token = lastMailLink('influencer@portal.example').searchParams.get('token');
    expect(
      errorNames(
        await call('POST', '/api/resetPassword', {
          json: { userNameOrEmail: 'influencer', token, password: 'YeniSifre1', passwordRepeat: 'Baska1234' },
        }),
      ),
    ).toEqual(['PasswordsDoesNotMatch']);
    expect(
      errorNames(
        await call('POST', '/api/resetPassword', {
          json: { userNameOrEmail: 'influencer', token, password: 'kisa', passwordRepeat: 'kisa' },
        }),
      ),
    ).toEqual(['PasswordTooShort']);
    expect(
      (
        await call('POST', '/api/resetPassword', {
          json: { userNameOrEmail: 'ghost', token, password: 'x', passwordRepeat: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /api/changePassword', () => {
  it('changes the password after checking the current one', async () => {
    const token = await loginMember();
    const bad = await call('POST', '/api/changePassword', {
      token,
      json: { currentPassword: 'wrong', newPassword: 'Yeni12345', passwordRepeat: 'Yeni12345' },
    });
    expect(errorNames(bad)).toEqual(['CurrentPasswordIncorrect']);
    expect(
      errorNames(
        await call('POST', '/api/changePassword', {
          token,
          json: { currentPassword: 'Member123!', newPassword: 'Yeni12345', passwordRepeat: 'x' },
        }),
      ),
    ).toEqual(['PasswordsDoesNotMatch']);
    const res = await call('POST', '/api/changePassword', {
      token,
      json: { currentPassword: 'Member123!', newPassword: 'Yeni12345', passwordRepeat: 'Yeni12345' },
    });
    expect(res.status).toBe(200);
    await login('influencer', 'Yeni12345');
  });
  it('needs a valid, unexpired token', async () => {
    const json = { currentPassword: 'a', newPassword: 'b', passwordRepeat: 'b' };
    expect((await call('POST', '/api/changePassword', { json })).status).toBe(401);
    expect((await call('POST', '/api/changePassword', { json, token: 'not.a.jwt' })).status).toBe(401);
    const expired = await signToken(db, { userId: SEED_IDS.member, userName: 'influencer' }, -10);
    const res = await call('POST', '/api/changePassword', { json, token: expired });
    expect(res.status).toBe(401);
    expect(res.body.errors[0]).toEqual({ name: 'Unauthorized', value: 'Unauthorized request' });
  });
});

describe('GET /api/permissions', () => {
  it('lists the permissions of the token user', async () => {
    const admin = await loginAdmin();
    const res = await call('GET', '/api/permissions', { token: admin, query: { userNameOrEmail: 'admin' } });
    expect(res.body.content.map((p) => p.name)).toContain('Permissions_Administration');
    const member = await loginMember();
    expect(
      (await call('GET', '/api/permissions', { token: member, query: { userNameOrEmail: 'influencer' } }))
        .body.content,
    ).toEqual([]);
  });
  it('refuses other users to members, unknown users and a missing parameter', async () => {
    const member = await loginMember();
    expect(
      (await call('GET', '/api/permissions', { token: member, query: { userNameOrEmail: 'admin' } })).status,
    ).toBe(403);
    expect(
      (await call('GET', '/api/permissions', { token: member, query: { userNameOrEmail: 'ghost' } })).status,
    ).toBe(404);
    expect((await call('GET', '/api/permissions', { token: member })).status).toBe(400);
    expect((await call('GET', '/api/permissions', { query: { userNameOrEmail: 'admin' } })).status).toBe(401);
  });
  it('matches routes case-insensitively', async () => {
    const member = await loginMember();
    expect(
      (await call('GET', '/API/PERMISSIONS', { token: member, query: { userNameOrEmail: 'influencer' } }))
        .status,
    ).toBe(200);
  });
});

/** Sign-in, registration, password and e-mail flows, and the permissions call. */
import type { Router, SignedInCtx, Ctx } from '../core/router';
import { badRequest, forbidden, notFound, ok, throwIfAny, err } from '../core/envelope';
import { hashPassword, randomToken, signToken, verifyPassword } from '../core/auth';
import { requireFields } from '../core/validate';
import { exclusive, updateRow, insertRow } from '../core/resource';
import { userPermissionNames } from '../core/grants';
import { sendMail } from '../mail';
import { mailOrigin, originOf } from '../core/origins';
import {
  emailErrors,
  findUserByNameOrEmail,
  newUserRow,
  passwordErrors,
  userNameErrors,
} from '../domain/users';
import { lockoutMinutesLeft, recordFailedSignIn, recordSignIn } from '../domain/lockout';
import { now } from '../core/runtime';

const RESET_TOKEN_HOURS = 24;

/**
 * `clientDomain` must be an http(s) URL (else `InvalidClientDomain`); links are built on its origin when that
 * origin is allowed, on the app's own origin otherwise (mocks/core/origins.ts).
 */
function clientOrigin(value: unknown): string {
  const origin = originOf(value);
  if (!origin) throw badRequest('InvalidClientDomain', value);
  return mailOrigin(origin);
}

async function sendConfirmation(to: string, userName: string, token: string, origin: string) {
  const href = `${origin}/account/confirm-email?token=${encodeURIComponent(token)}&email=${encodeURIComponent(to)}`;
  await sendMail(
    to,
    'E-posta adresinizi doğrulayın',
    [`Merhaba ${userName},`, 'Portal hesabınızı kullanmaya başlamak için e-posta adresinizi doğrulayın.'],
    [{ label: 'E-posta adresimi doğrula', href }],
  );
}

export function registerAccounts(router: Router): void {
  router.add('POST', '/api/login', 'login', 'public', async (ctx: Ctx) => {
    const body = await ctx.json();
    throwIfAny(requireFields(body, ['userNameOrEmail', 'password']));
    const user = findUserByNameOrEmail(String(body.userNameOrEmail));
    if (!user) throw badRequest('UserNameOrPasswordIncorrect');
    // Locked: refused before the password is looked at (domain/lockout.ts).
    const locked = lockoutMinutesLeft(user);
    if (locked > 0) throw badRequest('UserLockedOut', locked);
    if (!(await verifyPassword(String(body.password), user.passwordHash))) {
      const lockedNow = await recordFailedSignIn(user.id);
      throw lockedNow > 0
        ? badRequest('UserLockedOut', lockedNow)
        : badRequest('UserNameOrPasswordIncorrect');
    }
    await recordSignIn(user);
    if (!user.isActive) throw badRequest('UserIsNotActive');
    if (!user.emailConfirmed) throw badRequest('EmailNotConfirm', user.email);
    return ok({ token: await signToken({ userId: user.id, userName: user.userName }) });
  });

  router.add('POST', '/api/register', 'register', 'public', async (ctx: Ctx) => {
    const body = await ctx.json();
    const errors = requireFields(body, ['userName', 'email', 'password', 'passwordRepeat']);
    if (body.kvkkConfirm !== true) errors.push(err('RequiredField', 'kvkkConfirm'));
    throwIfAny(errors);
    const origin = clientOrigin(body.clientDomain);
    const userName = String(body.userName).trim();
    const email = String(body.email).trim();
    const taken = () => [...userNameErrors(userName), ...emailErrors(email)];
    throwIfAny([...taken(), ...passwordErrors(String(body.password), String(body.passwordRepeat))]);
    const passwordHash = await hashPassword(String(body.password));
    const token = randomToken();
    // Checked again with the insert as one step: parallel registrations of one name make one account.
    await exclusive('users', async () => {
      throwIfAny(taken());
      await insertRow(
        'users',
        newUserRow({ userName, email, passwordHash, emailConfirmed: false, emailConfirmToken: token }),
      );
    });
    await sendConfirmation(email, userName, token, origin);
    return ok(null);
  });

  router.add('POST', '/api/forgotPassword', 'forgotPassword', 'public', async (ctx: Ctx) => {
    const body = await ctx.json();
    throwIfAny(requireFields(body, ['userNameOrEmail']));
    const origin = clientOrigin(body.clientDomain);
    const user = findUserByNameOrEmail(String(body.userNameOrEmail));
    if (!user || !user.isActive) throw notFound('UserNotFound');
    const token = randomToken();
    await updateRow('users', user, {
      resetToken: token,
      resetTokenExpires: now() + RESET_TOKEN_HOURS * 3600_000,
    });
    const href = `${origin}/account/reset-password?token=${encodeURIComponent(token)}&userNameOrEmail=${encodeURIComponent(user.userName)}`;
    await sendMail(
      user.email,
      'Şifre sıfırlama',
      [
        `Merhaba ${user.userName},`,
        `Şifrenizi sıfırlamak için bağlantıya tıklayın. Bağlantı ${RESET_TOKEN_HOURS} saat geçerlidir.`,
      ],
      [{ label: 'Şifremi sıfırla', href }],
    );
    return ok(null);
  });

  router.add('POST', '/api/resetPassword', 'resetPassword', 'public', async (ctx: Ctx) => {
    const body = await ctx.json();
    throwIfAny(requireFields(body, ['userNameOrEmail', 'password', 'passwordRepeat', 'token']));
    const user = findUserByNameOrEmail(String(body.userNameOrEmail));
    if (!user) throw notFound('UserNotFound');
    if (!user.resetToken || user.resetToken !== body.token || (user.resetTokenExpires ?? 0) < now()) {
      throw badRequest('InvalidToken');
    }
    throwIfAny(passwordErrors(String(body.password), String(body.passwordRepeat)));
    await updateRow('users', user, {
      passwordHash: await hashPassword(String(body.password)),
      resetToken: null,
      resetTokenExpires: null,
      passwordChangedAt: now(),
      keptTokenIssuedAt: null,
    });
    return ok(null);
  });

  router.add('POST', '/api/ConfirmEmail', 'confirmEmail', 'public', async (ctx: Ctx) => {
    const body = await ctx.json();
    throwIfAny(requireFields(body, ['token', 'userNameOrEmail']));
    const user = findUserByNameOrEmail(String(body.userNameOrEmail));
    if (!user) throw notFound('UserNotFound');
    if (user.emailConfirmed && !user.emailConfirmToken) return ok(null);
    if (user.emailConfirmToken !== body.token) throw badRequest('InvalidToken');
    await updateRow('users', user, { emailConfirmed: true, emailConfirmToken: null });
    return ok(null);
  });

  router.add('POST', '/api/SendEmailConfirmation', 'sendEmailConfirmation', 'public', async (ctx: Ctx) => {
    const body = await ctx.json();
    throwIfAny(requireFields(body, ['email']));
    const origin = clientOrigin(body.clientDomain);
    const user = findUserByNameOrEmail(String(body.email));
    if (!user) throw notFound('UserNotFound');
    if (user.emailConfirmed) throw badRequest('EmailAlreadyConfirmed');
    const token = user.emailConfirmToken ?? randomToken();
    if (!user.emailConfirmToken) await updateRow('users', user, { emailConfirmToken: token });
    await sendConfirmation(user.email, user.userName, token, origin);
    return ok(null);
  });

  router.add('POST', '/api/changePassword', 'changePassword', 'user', async (ctx: SignedInCtx) => {
    const body = await ctx.json();
    throwIfAny(requireFields(body, ['currentPassword', 'newPassword', 'passwordRepeat']));
    const user = ctx.session.user;
    if (!(await verifyPassword(String(body.currentPassword), user.passwordHash))) {
      throw badRequest('CurrentPasswordIncorrect');
    }
    throwIfAny(passwordErrors(String(body.newPassword), String(body.passwordRepeat)));
    await updateRow('users', user, {
      passwordHash: await hashPassword(String(body.newPassword)),
      passwordChangedAt: now(),
      keptTokenIssuedAt: ctx.session.issuedAt,
    });
    return ok(null);
  });

  router.add('GET', '/api/permissions', 'getPermissions', 'user', (ctx: SignedInCtx) => {
    const who = ctx.query.get('userNameOrEmail');
    if (!who) throw badRequest('RequiredField', 'userNameOrEmail');
    const user = findUserByNameOrEmail(who);
    if (!user) throw notFound('UserNotFound');
    if (user.id !== ctx.session.user.id && !ctx.session.isAdmin) throw forbidden();
    return ok([...userPermissionNames(user)].sort().map((name) => ({ name })));
  });
}

/** Sign-in, registration, password and e-mail flows, and the permissions call. */
import type { Db } from '../db';
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

const RESET_TOKEN_HOURS = 24;

/**
 * `clientDomain` must be an http(s) URL (else `InvalidClientDomain`); links are built on its origin when that
 * origin is allowed, on the app's own origin otherwise (mocks/core/origins.ts).
 */
function clientOrigin(db: Db, value: unknown): string {
  const origin = originOf(value);
  if (!origin) throw badRequest('InvalidClientDomain', value);
  return mailOrigin(db, origin);
}

async function sendConfirmation(db: Db, to: string, userName: string, token: string, origin: string) {
  const href = `${origin}/account/confirm-email?token=${encodeURIComponent(token)}&email=${encodeURIComponent(to)}`;
  await sendMail(
    db,
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
    const user = findUserByNameOrEmail(ctx.db, String(body.userNameOrEmail));
    if (!user) throw badRequest('UserNameOrPasswordIncorrect');
    // Locked: refused before the password is looked at (domain/lockout.ts).
    const locked = lockoutMinutesLeft(user, ctx.db.now());
    if (locked > 0) throw badRequest('UserLockedOut', locked);
    if (!(await verifyPassword(String(body.password), user.passwordHash))) {
      const lockedNow = await recordFailedSignIn(ctx.db, user.id);
      throw lockedNow > 0
        ? badRequest('UserLockedOut', lockedNow)
        : badRequest('UserNameOrPasswordIncorrect');
    }
    await recordSignIn(ctx.db, user);
    if (!user.isActive) throw badRequest('UserIsNotActive');
    if (!user.emailConfirmed) throw badRequest('EmailNotConfirm', user.email);
    return ok({ token: await signToken(ctx.db, { userId: user.id, userName: user.userName }) });
  });

  router.add('POST', '/api/register', 'register', 'public', async (ctx: Ctx) => {
    const body = await ctx.json();
    const errors = requireFields(body, ['userName', 'email', 'password', 'passwordRepeat']);
    if (body.kvkkConfirm !== true) errors.push(err('RequiredField', 'kvkkConfirm'));
    throwIfAny(errors);
    const origin = clientOrigin(ctx.db, body.clientDomain);
    const userName = String(body.userName).trim();
    const email = String(body.email).trim();
    const taken = () => [...userNameErrors(ctx.db, userName), ...emailErrors(ctx.db, email)];
    throwIfAny([...taken(), ...passwordErrors(String(body.password), String(body.passwordRepeat))]);
    const passwordHash = await hashPassword(String(body.password));
    const token = randomToken();
    // Checked again with the insert as one step: parallel registrations of one name make one account.
    await exclusive(ctx.db, 'users', async () => {
      throwIfAny(taken());
      await insertRow(
        ctx.db,
        'users',
        newUserRow(ctx.db, {
          userName,
          email,
          passwordHash,
          emailConfirmed: false,
          emailConfirmToken: token,
        }),
      );
    });
    await sendConfirmation(ctx.db, email, userName, token, origin);
    return ok(null);
  });

  router.add('POST', '/api/forgotPassword', 'forgotPassword', 'public', async (ctx: Ctx) => {
    const body = await ctx.json();
    throwIfAny(requireFields(body, ['userNameOrEmail']));
    const origin = clientOrigin(ctx.db, body.clientDomain);
    const user = findUserByNameOrEmail(ctx.db, String(body.userNameOrEmail));
    if (!user || !user.isActive) throw notFound('UserNotFound');
    const token = randomToken();
    await updateRow(ctx.db, 'users', user, {
      resetToken: token,
      resetTokenExpires: ctx.db.now() + RESET_TOKEN_HOURS * 3600_000,
    });
    const href = `${origin}/account/reset-password?token=${encodeURIComponent(token)}&userNameOrEmail=${encodeURIComponent(user.userName)}`;
    await sendMail(
      ctx.db,
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
    const user = findUserByNameOrEmail(ctx.db, String(body.userNameOrEmail));
    if (!user) throw notFound('UserNotFound');
    if (!user.resetToken || user.resetToken !== body.token || (user.resetTokenExpires ?? 0) < ctx.db.now()) {
      throw badRequest('InvalidToken');
    }
    throwIfAny(passwordErrors(String(body.password), String(body.passwordRepeat)));
    await updateRow(ctx.db, 'users', user, {
      passwordHash: await hashPassword(String(body.password)),
      resetToken: null,
      resetTokenExpires: null,
      passwordChangedAt: ctx.db.now(),
      keptTokenIssuedAt: null,
    });
    return ok(null);
  });

  router.add('POST', '/api/ConfirmEmail', 'confirmEmail', 'public', async (ctx: Ctx) => {
    const body = await ctx.json();
    throwIfAny(requireFields(body, ['token', 'userNameOrEmail']));
    const user = findUserByNameOrEmail(ctx.db, String(body.userNameOrEmail));
    if (!user) throw notFound('UserNotFound');
    if (user.emailConfirmed && !user.emailConfirmToken) return ok(null);
    if (user.emailConfirmToken !== body.token) throw badRequest('InvalidToken');
    await updateRow(ctx.db, 'users', user, { emailConfirmed: true, emailConfirmToken: null });
    return ok(null);
  });

  router.add('POST', '/api/SendEmailConfirmation', 'sendEmailConfirmation', 'public', async (ctx: Ctx) => {
    const body = await ctx.json();
    throwIfAny(requireFields(body, ['email']));
    const origin = clientOrigin(ctx.db, body.clientDomain);
    const user = findUserByNameOrEmail(ctx.db, String(body.email));
    if (!user) throw notFound('UserNotFound');
    if (user.emailConfirmed) throw badRequest('EmailAlreadyConfirmed');
    const token = user.emailConfirmToken ?? randomToken();
    if (!user.emailConfirmToken) await updateRow(ctx.db, 'users', user, { emailConfirmToken: token });
    await sendConfirmation(ctx.db, user.email, user.userName, token, origin);
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
    await updateRow(ctx.db, 'users', user, {
      passwordHash: await hashPassword(String(body.newPassword)),
      passwordChangedAt: ctx.db.now(),
      keptTokenIssuedAt: ctx.session.issuedAt,
    });
    return ok(null);
  });

  router.add('GET', '/api/permissions', 'getPermissions', 'user', (ctx: SignedInCtx) => {
    const who = ctx.query.get('userNameOrEmail');
    if (!who) throw badRequest('RequiredField', 'userNameOrEmail');
    const user = findUserByNameOrEmail(ctx.db, who);
    if (!user) throw notFound('UserNotFound');
    if (user.id !== ctx.session.user.id && !ctx.session.isAdmin) throw forbidden();
    return ok([...userPermissionNames(ctx.db, user)].sort().map((name) => ({ name })));
  });
}

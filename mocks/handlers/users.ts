/** User administration: list, read, create, update, make passive, bulk upload (csv/xlsx). */
import { PERMISSIONS } from '@/api/shared/permissions';
import type { Db } from '../db';
import { ADMIN, type Router, type SignedInCtx } from '../core/router';
import { badRequest, err, ok, type ApiErrorItem } from '../core/envelope';
import { hashPassword } from '../core/auth';
import { exclusive, insertRow, registerResource, updateRow } from '../core/resource';
import { runImport, type ImportSpec } from '../core/imports';
import { requireFields, str } from '../core/validate';
import { assertMayManageUser } from '../core/grants';
import { type UserRow } from '../db';
import { isAdminUser, SYSTEM_IDS } from '../domain/system';
import {
  emailErrors,
  passwordErrors,
  trendyolUserNameErrors,
  userDto,
  userNameErrors,
  emptyUserDto,
  newUserRow,
  parseCommission,
  parsePhone,
  parseTrendyolUserName,
  rolesBeside,
  userWithRoles,
  DEFAULT_COMMISSION_PERCENTAGE,
  type UserDto,
} from '../domain/users';

export const UPLOAD_COLUMNS = [
  'userName',
  'email',
  'password',
  'fullName',
  'phoneNumber',
  'trendyolUserName',
  'newTvCommissionPercentage',
] as const;

export { isAdminUser };

/** Every field of the listed user may be sorted on. */
const USER_SORTABLE = Object.keys(emptyUserDto()) as (keyof UserDto & string)[];

/** `grantedRoleIds`: null when not sent; each id must name a role (`RoleNotFound`, value = id). */
function parseRoleIds(db: Db, errors: ApiErrorItem[], value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) {
    errors.push(err('InvalidValue', 'grantedRoleIds'));
    return null;
  }
  const ids = [...new Set(value.map(String))];
  for (const id of ids) {
    if (!db.roles.findFirst((q) => q.where({ id }))) errors.push(err('RoleNotFound', id));
  }
  return ids;
}

/**
 * The account fields the user dialog edits: userName, email, password (required on create, optional
 * on edit), newTvCommissionPercentage, and fullName / phoneNumber / trendyolUserName when sent.
 * Profile details are saved through /api/profile with its own rules.
 */
async function parseAccount(
  db: Db,
  input: Record<string, unknown>,
  existing: UserRow | null,
  errors: ApiErrorItem[],
): Promise<Partial<UserRow>> {
  const required = ['userName', 'email', 'newTvCommissionPercentage'];
  if (!existing) required.push('password', 'passwordRepeat');
  errors.push(...requireFields(input, required));
  const fields: Partial<UserRow> = {};

  const userName = str(input.userName);
  if (userName) {
    if (userName !== existing?.userName) errors.push(...userNameErrors(db, userName, existing?.id));
    fields.userName = userName;
  }
  const email = str(input.email);
  if (email) {
    errors.push(...emailErrors(db, email, existing?.id));
    fields.email = email;
  }
  const password = str(input.password) ? String(input.password) : null;
  if (password) {
    const repeat = str(input.passwordRepeat) ? String(input.passwordRepeat) : existing ? '' : undefined;
    const problems = passwordErrors(password, repeat);
    errors.push(...problems);
    if (problems.length === 0) {
      fields.passwordHash = await hashPassword(password);
      // The user's sessions end (docs/decisions.md, "A password change ends the other sessions").
      fields.passwordChangedAt = db.now();
      fields.keptTokenIssuedAt = null;
    }
  }
  const commission = parseCommission(errors, input.newTvCommissionPercentage);
  if (commission !== null) fields.newTvCommissionPercentage = commission;

  if ('fullName' in input) fields.fullName = str(input.fullName);
  if ('phoneNumber' in input) fields.phoneNumber = parsePhone(errors, input.phoneNumber);
  if ('trendyolUserName' in input) {
    const name = parseTrendyolUserName(errors, input.trendyolUserName);
    errors.push(...trendyolUserNameErrors(db, name, existing?.id));
    fields.trendyolUserName = name;
  }
  return fields;
}

/**
 * No privilege escalation: a caller may grant or take away only roles whose every permission they hold
 * themselves (on create, update, and on their own account alike). Otherwise `CannotGrantRole` (value = the
 * role's name).
 */
function checkRoleChange(
  db: Db,
  errors: ApiErrorItem[],
  before: string[],
  after: string[],
  caller: SignedInCtx['session'],
): void {
  const changed = [
    ...after.filter((id) => !before.includes(id)),
    ...before.filter((id) => !after.includes(id)),
  ];
  for (const id of new Set(changed)) {
    const role = db.roles.findFirst((q) => q.where({ id }));
    if (!role) continue;
    const missing = role.permissionIds.some((pid) => {
      const permission = db.permissions.findFirst((q) => q.where({ id: pid }));
      return permission && !caller.permissions.has(permission.name);
    });
    if (missing) errors.push(err('CannotGrantRole', role.name));
  }
}

/** Roles to store: the granted ones, Member when none; the admin user always keeps Admin. */
function rolesFor(user: Pick<UserRow, 'id'>, granted: string[]): string[] {
  const roles = granted.length > 0 ? granted : [SYSTEM_IDS.memberRole];
  return isAdminUser(user) && !roles.includes(SYSTEM_IDS.adminRole)
    ? [SYSTEM_IDS.adminRole, ...roles]
    : roles;
}

const UPLOAD_ROUTE = {
  path: '/api/users/UploadWithExcel',
  operationId: 'uploadUsers',
  access: PERMISSIONS.userCreate,
} satisfies Pick<ImportSpec<unknown>, 'path' | 'operationId' | 'access'>;

interface ImportedUser {
  userName: string;
  email: string;
  password: string;
  fullName: string | null;
  phoneNumber: string | null;
  trendyolUserName: string | null;
  newTvCommissionPercentage: number;
}

/**
 * The bulk upload of one request. A row repeating a name or e-mail of an earlier row of the upload
 * is rejected even when that row was itself rejected. User names and marketplace user names share
 * one namespace: report rows are matched to members by either (`ownsUserName` in core/grants.ts).
 */
function userImportSpec(db: Db): ImportSpec<ImportedUser, (typeof UPLOAD_COLUMNS)[number]> {
  // Invariant lower-casing, as ownsUserName compares names.
  const seenNames = new Set<string>();
  const seenEmails = new Set<string>();
  return {
    ...UPLOAD_ROUTE,
    columns: UPLOAD_COLUMNS,
    like: 'createUser',
    required: ['userName', 'email', 'password'],
    toRow(record, errors) {
      const { userName, email, password } = record;
      // Both names of the row are judged against earlier rows only, then remembered.
      const rowNames: string[] = [];
      if (userName) {
        const key = userName.toLowerCase();
        errors.push(
          ...(seenNames.has(key) ? [err('UserNameAlreadyExist', userName)] : userNameErrors(db, userName)),
        );
        rowNames.push(key);
      }
      if (email) {
        const key = email.toLowerCase();
        errors.push(...(seenEmails.has(key) ? [err('EmailAlreadyExist', email)] : emailErrors(db, email)));
        seenEmails.add(key);
      }
      if (password) errors.push(...passwordErrors(password, undefined));
      const phoneNumber = parsePhone(errors, record.phoneNumber);
      const trendyolUserName = parseTrendyolUserName(errors, record.trendyolUserName);
      if (trendyolUserName) {
        const key = trendyolUserName.toLowerCase();
        errors.push(
          ...(seenNames.has(key)
            ? [err('TrendyolUserNameAlreadyExist', trendyolUserName)]
            : trendyolUserNameErrors(db, trendyolUserName)),
        );
        rowNames.push(key);
      }
      for (const key of rowNames) seenNames.add(key);
      const commission = parseCommission(errors, record.newTvCommissionPercentage);
      return {
        userName,
        email,
        password,
        fullName: str(record.fullName),
        phoneNumber,
        trendyolUserName,
        newTvCommissionPercentage: commission ?? DEFAULT_COMMISSION_PERCENTAGE,
      };
    },
    async save({ password, ...fields }) {
      return insertRow(
        db,
        'users',
        newUserRow(db, { ...fields, passwordHash: await hashPassword(password) }),
      );
    },
  };
}

export function registerUsers(db: Db, router: Router): void {
  registerResource<'users', UserDto, ReturnType<typeof userWithRoles>>(router, {
    table: 'users',
    entity: 'User',
    operationIds: {
      list: 'getUsers',
      get: 'getUser',
      create: 'createUser',
      update: 'updateUser',
      delete: 'deactivateUser',
    },
    listPath: '/api/users',
    getPath: '/api/users/{id}',
    savePath: '/api/users',
    deletePath: '/api/users',
    access: {
      read: ADMIN,
      create: PERMISSIONS.userCreate,
      update: PERMISSIONS.userUpdate,
      delete: PERMISSIONS.userDelete,
    },
    payloadKeys: ['user'],
    toDto: userDto,
    list: {
      search: ['userName', 'email', 'fullName', 'trendyolUserName'],
      sortable: USER_SORTABLE,
      defaultSort: 'userName',
    },
    blank: emptyUserDto,
    detail: { of: (user, row) => ({ user, ...rolesBeside(db, row) }) },
    async parse(input, errors, existing, ctx, body) {
      const fields = await parseAccount(db, input, existing, errors);
      const granted = parseRoleIds(db, errors, body.grantedRoleIds);
      // isActive never changes here (reactivation is not part of the product).
      const roleIds = existing
        ? granted && rolesFor(existing, granted)
        : granted && granted.length > 0
          ? granted
          : [SYSTEM_IDS.memberRole];
      if (!roleIds) return fields;
      checkRoleChange(db, errors, existing?.roleIds ?? [SYSTEM_IDS.memberRole], roleIds, ctx.session);
      return { ...fields, roleIds };
    },
    newRow: (fields) =>
      newUserRow(db, fields as Partial<UserRow> & Pick<UserRow, 'userName' | 'email' | 'passwordHash'>),
    // No account takeover: only users whose every permission the caller holds are changed or made passive.
    guard(operation, user, ctx) {
      assertMayManageUser(db, ctx.session, user);
      if (operation === 'delete' && isAdminUser(user)) throw badRequest('CannotRemoveAdminUser');
    },
    // Users are never deleted: they are made passive.
    async remove(user) {
      if (user.isActive) await updateRow(db, 'users', user, { isActive: false });
    },
  });

  // Not registerImport: each request needs its own duplicate tracking (a fresh spec).
  const { path, operationId, access } = UPLOAD_ROUTE;
  // Names and e-mails are unique: the import's checks and inserts as one step with other user saves (the
  // spreadsheet is read before, so logins and saves do not wait for the parsing).
  router.add('POST', path, operationId, access, async (ctx: SignedInCtx) =>
    ok(await runImport(ctx, userImportSpec(db), (work) => exclusive(ctx.db, 'users', work))),
  );
}

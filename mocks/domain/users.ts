/** User rules shared by accounts, users, profile and imports. */
import type { Db } from '../db';
import { type UserRow } from '../db';
import { EMPTY_ID, newId } from '../core/ids';
import { SYSTEM_IDS } from './system';
import { err, type ApiErrorItem } from '../core/envelope';
import { isEmail, numberInRange, str } from '../core/validate';
import type { Schemas } from '../core/contract';

type User = Schemas['User'];

export const RESERVED_USER_NAMES = new Set([
  'admin',
  'administrator',
  'account',
  'contract',
  'v',
  'get-started',
  'api',
  'blob',
  'mock',
  'root',
  'system',
  'destek',
  'support',
]);
export const MIN_PASSWORD_LENGTH = 8;

// Identifiers are ASCII: invariant lower-casing (Turkish rules would turn I into ı).
const lower = (s: string) => s.trim().toLowerCase();

export function findUserByNameOrEmail(db: Db, value: string | null | undefined): UserRow | undefined {
  if (!value) return undefined;
  const v = lower(value);
  return db.users.findFirst((q) => q.where((u) => lower(u.userName) === v || lower(u.email) === v));
}

export const findUserById = (db: Db, id: string | null | undefined) =>
  id ? db.users.findFirst((q) => q.where({ id })) : undefined;

/**
 * Errors for a new user name (format, reserved, taken). User names and marketplace user names share one
 * namespace: report rows (commissions, coupons) belong to the member whose user name or marketplace user
 * name they carry, so neither may equal another member's name of either kind.
 */
export function userNameErrors(db: Db, userName: string, exceptId?: string): ApiErrorItem[] {
  if (!/^[A-Za-z0-9]+$/.test(userName)) return [err('InvalidUserName', userName)];
  if (RESERVED_USER_NAMES.has(lower(userName))) return [err('DuplicateUserName', userName)];
  return nameTaken(db, userName, exceptId) ? [err('UserNameAlreadyExist', userName)] : [];
}

/** Another user already has this name as user name or marketplace user name. */
function nameTaken(db: Db, name: string, exceptId?: string): boolean {
  const n = lower(name);
  return !!db.users.findFirst((q) =>
    q.where(
      (u) =>
        u.id !== exceptId &&
        (lower(u.userName) === n || (!!u.trendyolUserName && lower(u.trendyolUserName) === n)),
    ),
  );
}

export function emailErrors(db: Db, email: string, exceptId?: string): ApiErrorItem[] {
  if (!isEmail(email)) return [err('EmailValidationError', email)];
  const taken = db.users.findFirst((q) =>
    q.where((u) => u.id !== exceptId && lower(u.email) === lower(email)),
  );
  return taken ? [err('EmailAlreadyExist', email)] : [];
}

export function trendyolUserNameErrors(db: Db, name: string | null, exceptId?: string): ApiErrorItem[] {
  if (!name) return [];
  return nameTaken(db, name, exceptId) ? [err('TrendyolUserNameAlreadyExist', name)] : [];
}

export function passwordErrors(password: string, repeat: string | null | undefined): ApiErrorItem[] {
  const errors: ApiErrorItem[] = [];
  if (password.length < MIN_PASSWORD_LENGTH)
    errors.push(err('PasswordTooShort', String(MIN_PASSWORD_LENGTH)));
  if (repeat !== undefined && password !== repeat) errors.push(err('PasswordsDoesNotMatch'));
  return errors;
}

/** The `/api` shape of a user (no hashes, tokens or role ids). */
export function userDto(u: UserRow) {
  return {
    id: u.id,
    userName: u.userName,
    email: u.email,
    newTvCommissionPercentage: u.newTvCommissionPercentage,
    fullName: u.fullName,
    phoneNumber: u.phoneNumber,
    instagramUserName: u.instagramUserName,
    instagramFollowerCount: u.instagramFollowerCount,
    trendyolUserName: u.trendyolUserName,
    // Stored as numbers; only the contract's values are ever written.
    trendyolStatus: u.trendyolStatus as User['trendyolStatus'],
    isHaveCompany: u.isHaveCompany,
    companyType: u.companyType as User['companyType'],
    bankAccountFullName: u.bankAccountFullName,
    identityNumber: u.identityNumber,
    companyName: u.companyName,
    taxNumber: u.taxNumber,
    ibanNumber: u.ibanNumber,
    address: u.address,
    city: u.city,
    province: u.province,
    isActive: u.isActive,
    doesIsMatchTrendyol: u.doesIsMatchTrendyol,
    isUseLegislation: u.isUseLegislation,
    legislationFilePath: u.legislationFilePath,
    legislationFullName: u.legislationFullName,
    legislationIdentityNumber: u.legislationIdentityNumber,
    legislationIbanNumber: u.legislationIbanNumber,
  } satisfies User;
}
export type UserDto = ReturnType<typeof userDto>;

/** The roles beside a user in its detail answers (the "new user" template's: Member). */
export const rolesBeside = (db: Db, u: UserRow | null) => ({
  grantedRoleIds: u ? [...u.roleIds] : [SYSTEM_IDS.memberRole],
  allRoles: db.roles.all().map((r) => ({ id: r.id, name: r.name })),
});

/** `{user, grantedRoleIds, allRoles}` of a user. */
export const userWithRoles = (db: Db, u: UserRow) => ({ user: userDto(u), ...rolesBeside(db, u) });

export const DEFAULT_COMMISSION_PERCENTAGE = 10;

/** The user shown by the "new user" dialog (GET /api/users/{empty id}). */
export function emptyUserDto(): UserDto {
  return {
    id: EMPTY_ID,
    userName: '',
    email: '',
    newTvCommissionPercentage: DEFAULT_COMMISSION_PERCENTAGE,
    fullName: null,
    phoneNumber: null,
    instagramUserName: null,
    instagramFollowerCount: null,
    trendyolUserName: null,
    trendyolStatus: null,
    isHaveCompany: false,
    companyType: null,
    bankAccountFullName: null,
    identityNumber: null,
    companyName: null,
    taxNumber: null,
    ibanNumber: null,
    address: null,
    city: null,
    province: null,
    isActive: true,
    doesIsMatchTrendyol: false,
    isUseLegislation: false,
    legislationFilePath: null,
    legislationFullName: null,
    legislationIdentityNumber: null,
    legislationIbanNumber: null,
  };
}

/** A stored user created by an administrator (or an import): e-mail confirmed and active. */
export function newUserRow(
  db: Db,
  fields: Partial<UserRow> & Pick<UserRow, 'userName' | 'email' | 'passwordHash'>,
): UserRow {
  const { id: _id, ...template } = emptyUserDto();
  return {
    ...template,
    id: newId(),
    emailConfirmed: true,
    emailConfirmToken: null,
    resetToken: null,
    resetTokenExpires: null,
    roleIds: [SYSTEM_IDS.memberRole],
    createdAt: db.nowIso(),
    ...fields,
  };
}

// ---------------------------------------------------------------- account fields (users, profile, imports)

/** Phone number without the display mask's spaces, parentheses and dashes: 10–15 digits. */
export function parsePhone(errors: ApiErrorItem[], value: unknown): string | null {
  const s = str(value);
  if (!s) return null;
  const digits = s.replace(/[\s().+-]/g, '');
  if (!/^\d{10,15}$/.test(digits)) {
    errors.push(err('InvalidValue', 'phoneNumber'));
    return null;
  }
  return digits;
}

/** Marketplace user name: lower-cased, spaces removed, letters and digits only. */
export function parseTrendyolUserName(errors: ApiErrorItem[], value: unknown): string | null {
  const s = str(value);
  if (!s) return null;
  const name = s
    .replace(/\s+/g, '')
    .toLowerCase()
    .replace(/\u0307/g, '');
  if (!/^[\p{L}\p{N}]+$/u.test(name)) {
    errors.push(err('InvalidValue', 'trendyolUserName'));
    return null;
  }
  return name;
}

/** Commission percentage 0–100 (a decimal comma is accepted); null when blank or invalid. */
export function parseCommission(errors: ApiErrorItem[], value: unknown): number | null {
  const v = typeof value === 'string' ? value.trim().replace(',', '.') : value;
  if (v === '') return null;
  return numberInRange(errors, 'newTvCommissionPercentage', v, 0, 100);
}

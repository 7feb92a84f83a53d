/** The profile screen (own, or another user's for administrators), the legislation document and user names. */
import { PERMISSIONS } from '@/api/shared/permissions';
import type { Db } from '../db';
import { REQUIRED_PROFILE_FIELDS, requiredProfileFields } from '@/api/shared/profileFields';
import type { Router, SignedInCtx } from '../core/router';
import { badRequest, err, forbidden, notFound, ok, throwIfAny, type ApiErrorItem } from '../core/envelope';
import { isEmptyId } from '../core/ids';
import { deleteFile, MAX_DOCUMENT_BYTES, PNG_JPEG_PDF, readUploads, storeUpload } from '../core/files';
import { exclusive, requireIdParam, updateRow } from '../core/resource';
import { assertMayManageUser } from '../core/grants';
import { bool, isIban, isRecord, isIdentityNumber, requireFields, str } from '../core/validate';
import type { UserRow } from '../db';
import {
  emailErrors,
  findUserById,
  parseCommission,
  parsePhone,
  parseTrendyolUserName,
  trendyolUserNameErrors,
  userDto,
  userWithRoles,
} from '../domain/users';

const REQUIRED = REQUIRED_PROFILE_FIELDS.always;

/** Fields a profile save reads; a field that is not sent keeps its stored value. */
const PROFILE_FIELDS = [
  ...REQUIRED,
  'instagramFollowerCount',
  'isHaveCompany',
  'companyType',
  'bankAccountFullName',
  'identityNumber',
  'companyName',
  'taxNumber',
  'isUseLegislation',
  'legislationFullName',
  'legislationIdentityNumber',
  'legislationIbanNumber',
] as const;

/** The user whose profile is read (`read`) or saved (`write`); the caller's own one by default. */
function targetUser(ctx: SignedInCtx, id: string | null, mode: 'read' | 'write'): UserRow {
  const own = ctx.session.user;
  if (isEmptyId(id) || id === own.id) return own;
  const allowed =
    ctx.session.isAdmin && (mode === 'read' || ctx.session.permissions.has(PERMISSIONS.userUpdate));
  if (!allowed) throw forbidden();
  const user = findUserById(ctx.db, id);
  if (!user) throw notFound('UserNotFound');
  if (mode === 'write') assertMayManageUser(ctx.db, ctx.session, user);
  return user;
}

/** IBAN as stored: spaces removed, upper case. */
const ibanValue = (v: unknown) => str(v)?.replace(/\s+/g, '').toUpperCase() ?? null;

/** An integer of a value list, or InvalidValue. */
function oneOf(errors: ApiErrorItem[], field: string, value: unknown, allowed: number[]): number | null {
  if (str(value) === null) return null;
  const n = Number(value);
  if (!allowed.includes(n)) {
    errors.push(err('InvalidValue', field));
    return null;
  }
  return n;
}

function followerCount(errors: ApiErrorItem[], value: unknown): number | null {
  const s = str(value);
  if (s === null) return null;
  if (!/^\d{1,13}$/.test(s)) {
    errors.push(err('InvalidValue', 'instagramFollowerCount'));
    return null;
  }
  return Number(s);
}

/** Validates a profile save (spec section 5) and returns the stored fields. */
function parseProfile(
  db: Db,
  sent: Record<string, unknown>,
  existing: UserRow,
  isAdmin: boolean,
): Partial<UserRow> {
  const input: Record<string, unknown> = { ...userDto(existing) };
  for (const f of PROFILE_FIELDS) if (sent[f] !== undefined) input[f] = sent[f];
  const isHaveCompany = bool(input.isHaveCompany);
  const isUseLegislation = bool(input.isUseLegislation);

  const errors = requireFields(input, [...requiredProfileFields(isHaveCompany)]);
  if (isHaveCompany && str(input.companyType) === null) errors.push(err('CompanyTypeRequired'));

  const email = str(input.email);
  if (email) errors.push(...emailErrors(db, email, existing.id));

  const trendyolUserName = parseTrendyolUserName(errors, input.trendyolUserName);
  errors.push(...trendyolUserNameErrors(db, trendyolUserName, existing.id));
  const locked = parseTrendyolUserName([], existing.trendyolUserName);
  if (!isAdmin && locked && trendyolUserName && trendyolUserName !== locked) {
    errors.push(err('TrendyolUserNameCannotBeChanged', existing.trendyolUserName));
  }

  const ibanNumber = ibanValue(input.ibanNumber);
  if (ibanNumber && !isIban(ibanNumber)) errors.push(err('InvalidIban', 'ibanNumber'));
  const identityNumber = str(input.identityNumber);
  if (!isHaveCompany && identityNumber && !isIdentityNumber(identityNumber)) {
    errors.push(err('InvalidIdentityNumber', 'identityNumber'));
  }
  const legislationIbanNumber = ibanValue(input.legislationIbanNumber);
  const legislationIdentityNumber = str(input.legislationIdentityNumber);
  if (isUseLegislation) {
    if (legislationIbanNumber && !isIban(legislationIbanNumber)) {
      errors.push(err('InvalidIban', 'legislationIbanNumber'));
    }
    if (legislationIdentityNumber && !isIdentityNumber(legislationIdentityNumber)) {
      errors.push(err('InvalidIdentityNumber', 'legislationIdentityNumber'));
    }
  }

  const trendyolStatus = oneOf(errors, 'trendyolStatus', input.trendyolStatus, [1, 2, 3, 4, 5, 6]);
  const companyType = isHaveCompany ? oneOf(errors, 'companyType', input.companyType, [1, 2, 3]) : null;
  const phoneNumber = parsePhone(errors, input.phoneNumber);
  const instagramFollowerCount = followerCount(errors, input.instagramFollowerCount);

  const fields: Partial<UserRow> = {};
  if (isAdmin) {
    if (typeof sent.doesIsMatchTrendyol === 'boolean') fields.doesIsMatchTrendyol = sent.doesIsMatchTrendyol;
    const commission = parseCommission(errors, sent.newTvCommissionPercentage);
    if (commission !== null) fields.newTvCommissionPercentage = commission;
  }
  throwIfAny(errors);

  return {
    ...fields,
    fullName: str(input.fullName),
    phoneNumber,
    email: email!,
    instagramUserName: str(input.instagramUserName),
    instagramFollowerCount,
    trendyolUserName,
    trendyolStatus,
    isHaveCompany,
    // Turning the company on clears the personal bank fields, turning it off the company fields.
    companyType,
    companyName: isHaveCompany ? str(input.companyName) : null,
    taxNumber: isHaveCompany ? str(input.taxNumber) : null,
    bankAccountFullName: isHaveCompany ? null : str(input.bankAccountFullName),
    identityNumber: isHaveCompany ? null : identityNumber,
    ibanNumber,
    address: str(input.address),
    city: str(input.city),
    province: str(input.province),
    isUseLegislation,
    legislationFullName: str(input.legislationFullName),
    legislationIdentityNumber,
    legislationIbanNumber,
  };
}

export function registerProfile(router: Router): void {
  router.add('GET', '/api/profile', 'getProfile', 'user', (ctx: SignedInCtx) =>
    ok(userWithRoles(ctx.db, targetUser(ctx, ctx.query.get('id'), 'read'))),
  );

  const save = async (ctx: SignedInCtx) => {
    const body = await ctx.json();
    const sent = body?.user;
    if (!isRecord(sent)) throw badRequest('RequiredField', 'user');
    // The marketplace user name is unique: its check and the write as one step.
    return exclusive(ctx.db, 'users', async () => {
      const target = targetUser(ctx, str(sent.id), 'write');
      const fields = parseProfile(ctx.db, sent, target, ctx.session.isAdmin);
      return ok(userDto(await updateRow(ctx.db, 'users', target, fields)));
    });
  };
  router.add('POST', '/api/profile', 'createProfile', 'user', save);
  router.add('PUT', '/api/profile', 'updateProfile', 'user', save);

  router.add(
    'POST',
    '/api/profile/UploadMemberLegislationFile',
    'uploadLegislationFile',
    'user',
    async (ctx: SignedInCtx) => {
      const [file] = await readUploads(await ctx.form(), {
        types: PNG_JPEG_PDF,
        // The hard cap; the UI only warns above 10 MB (docs/decisions.md).
        maxBytes: MAX_DOCUMENT_BYTES,
        maxFiles: 1,
      });
      const user = ctx.session.user;
      const previous = user.legislationFilePath;
      const path = await storeUpload(ctx.db, 'legislation', file);
      await updateRow(ctx.db, 'users', user, { legislationFilePath: path });
      if (previous && previous !== path) await deleteFile(ctx.db, previous);
      return ok({ path });
    },
  );

  router.add('GET', '/api/profile/GetUserNameWithId', 'getUserNameWithId', 'user', (ctx: SignedInCtx) => {
    const user = findUserById(ctx.db, requireIdParam(ctx));
    if (!user) throw notFound('UserNotFound');
    return ok({ user: { userName: user.userName } });
  });
}

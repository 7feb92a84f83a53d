/**
 * Brands (companies) and brand users (membership applications of members to brands, approved or rejected
 * by administrators). See docs/decisions.md "Brands, brand users, reports".
 */
import type { Db } from '../db';
import type { Router, SignedInCtx } from '../core/router';
import { ADMIN } from '../core/router';
import { badRequest, err, notFound, ok, throwIfAny, type ApiErrorItem } from '../core/envelope';
import { allRows, deleteRow, findById, registerResource, updateRow } from '../core/resource';
import type { Schemas } from '../core/contract';
import { oneRow, type Lookups } from '../core/lookups';
import { isImageDataUrl } from '@/api/images';
import { fieldsOf, isHttpUrl, numberInRange, requireFields, sameText, str } from '../core/validate';
import { type Row } from '../db';
import { sanitizeRichText } from '../lib/purify';
import { COMPANY_USER_STATUS } from '@/api/shared/statuses';

type CompanyRow = Row<'companies'>;
type CompanyUserRow = Row<'companyUsers'>;

const companyDto = (c: CompanyRow) =>
  ({
    id: c.id,
    name: c.name,
    webViewUrl: c.webViewUrl,
    mobileAppPhoto: c.mobileAppPhoto,
    newTvCommissionPercentage: c.newTvCommissionPercentage,
    description: c.description,
  }) satisfies Schemas['Company'];

/** A brand user with the user's and the brand's names. */
export function companyUserDto(cu: CompanyUserRow, look: Lookups) {
  return {
    id: cu.id,
    userId: cu.userId,
    userName: look.user(cu.userId)?.userName ?? '',
    companyId: cu.companyId,
    companyName: look.brandName(cu.companyId) ?? '',
    status: cu.status as Schemas['CompanyUser']['status'],
    description: cu.description,
  } satisfies Schemas['CompanyUser'];
}
type CompanyUserDto = ReturnType<typeof companyUserDto>;

/** An http(s) URL or an image picked in the dialog as a `data:` URL whose bytes are the declared image type. */
const isImageRef = (value: string) => isHttpUrl(value) || isImageDataUrl(value);

async function parseCompany(
  input: Record<string, unknown>,
  errors: ApiErrorItem[],
): Promise<Partial<CompanyRow>> {
  errors.push(...requireFields(input, ['name', 'webViewUrl', 'mobileAppPhoto', 'newTvCommissionPercentage']));
  const name = str(input.name) ?? '';
  const webViewUrl = str(input.webViewUrl);
  const mobileAppPhoto = str(input.mobileAppPhoto);
  if (webViewUrl && !isHttpUrl(webViewUrl)) errors.push(err('InvalidValue', 'webViewUrl'));
  if (mobileAppPhoto && !isImageRef(mobileAppPhoto)) errors.push(err('InvalidValue', 'mobileAppPhoto'));
  const percentage = numberInRange(
    errors,
    'newTvCommissionPercentage',
    input.newTvCommissionPercentage,
    0,
    100,
  );
  // Sanitised on the way in as well as on the way out (the UI's SafeHtml).
  const description =
    typeof input.description === 'string' ? await sanitizeRichText(input.description) : null;
  return {
    name,
    webViewUrl,
    mobileAppPhoto,
    newTvCommissionPercentage: percentage ?? 0,
    description: description?.trim() ? description : null,
  };
}

/** The brand user an approve/reject call names, still pending. */
function pendingCompanyUser(db: Db, body: unknown): CompanyUserRow {
  const row = findById(db, 'companyUsers', str(fieldsOf(body).id));
  if (!row) throw notFound('CompanyUserNotFound');
  if (row.status !== COMPANY_USER_STATUS.pending) {
    throw badRequest('CompanyUserStatusNotPending', row.status);
  }
  return row;
}

export function registerCompanies(db: Db, router: Router): void {
  registerResource(router, {
    table: 'companies',
    entity: 'Company',
    operationIds: {
      list: 'getCompanies',
      get: 'getCompany',
      create: 'createCompany',
      update: 'updateCompany',
      delete: 'deleteCompany',
    },
    listPath: '/api/companies',
    getPath: '/api/companies/{id}',
    savePath: '/api/companies',
    deletePath: '/api/companies',
    payloadKeys: ['company', 'companyUser'],
    access: { read: 'user', write: ADMIN },
    toDto: companyDto,
    list: {
      search: ['name'],
      sortable: ['id', 'name', 'webViewUrl', 'mobileAppPhoto', 'newTvCommissionPercentage', 'description'],
      defaultSort: 'name',
    },
    parse: (input, errors) => parseCompany(input, errors),
    check(fields, existing) {
      const taken = allRows(db, 'companies').some(
        (c) => c.id !== existing?.id && sameText(c.name, fields.name ?? ''),
      );
      return taken ? [err('CompanyNameAlreadyExist', fields.name)] : [];
    },
    // Deleting a brand also deletes its brand users.
    afterDelete(company) {
      for (const cu of db.companyUsers.findMany((q) => q.where({ companyId: company.id })))
        deleteRow(db, 'companyUsers', cu);
    },
  });

  // The brand users' list; approving and rejecting are actions of their own.
  registerResource<'companyUsers', CompanyUserDto>(router, {
    table: 'companyUsers',
    entity: 'CompanyUser',
    operationIds: { list: 'getCompanyUsers' },
    listPath: '/api/companyuser',
    access: { list: ADMIN },
    payloadKeys: null,
    toDto: companyUserDto,
    list: {
      search: ['userName', 'companyName'],
      sortable: ['id', 'userId', 'userName', 'companyId', 'companyName', 'status', 'description'],
      defaultSort: 'userName',
    },
    parse: () => ({}),
  });

  router.add(
    'POST',
    '/api/companyuser/UpdatePermission',
    'approveCompanyUser',
    ADMIN,
    async (ctx: SignedInCtx) => {
      const body = await ctx.json();
      throwIfAny(requireFields(body, ['id']));
      const row = pendingCompanyUser(db, body);
      const saved = await updateRow(ctx.db, 'companyUsers', row, {
        status: COMPANY_USER_STATUS.approved,
        description: null,
      });
      return ok(companyUserDto(saved, oneRow(ctx.db)));
    },
  );

  router.add(
    'POST',
    '/api/companyuser/UpdatePermissionWithDecription',
    'rejectCompanyUser',
    ADMIN,
    async (ctx: SignedInCtx) => {
      const body = await ctx.json();
      throwIfAny(requireFields(body, ['id', 'description']));
      const row = pendingCompanyUser(db, body);
      const saved = await updateRow(ctx.db, 'companyUsers', row, {
        status: COMPANY_USER_STATUS.rejected,
        description: str(body.description),
      });
      return ok(companyUserDto(saved, oneRow(ctx.db)));
    },
  );
}

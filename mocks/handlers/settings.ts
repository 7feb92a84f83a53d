/** Settings storage (administrators), the next payment date and the two contract PDF downloads. */
import type { Db } from '../db';
import type { Router, SignedInCtx } from '../core/router';
import { ADMIN } from '../core/router';
import { badRequest, err, fileResponse, ok, throwIfAny } from '../core/envelope';
import { allRows, insertRow, registerResource, updateRow } from '../core/resource';
import { isEmptyId, newId } from '../core/ids';
import { parseDateTime, requireFields, sameText, str } from '../core/validate';
import type { Row } from '../db';

/** The PDF writer (pdf-lib and the font) loads only when a contract is asked for. */
const pdfResponse = async (kind: 'trendyol' | 'tax') => {
  const { contractPdf } = await import('../lib/contracts');
  const { bytes, fileName } = await contractPdf(kind);
  return fileResponse(bytes, 'application/pdf', fileName);
};

export const NEXT_PAYMENT_DATE_KEY = 'NextPaymentDate';

interface StorageDto {
  id: string;
  key: string;
  value: string;
}

function registerStorage(db: Db, router: Router): void {
  registerResource<'storage', StorageDto>(router, {
    table: 'storage',
    entity: 'Storage',
    operationIds: {
      list: 'getStorages',
      get: 'getStorage',
      create: 'createStorage',
      update: 'updateStorage',
      delete: 'deleteStorage',
    },
    listPath: '/api/storage/GetStorages',
    getPath: '/api/storage/{id}',
    // The id is in the path for both: the empty id to create, the setting's id to update.
    savePath: '/api/storage/{id}',
    deletePath: '/api/storage',
    payloadKeys: null,
    access: { read: ADMIN, write: ADMIN },
    toDto: (row) => ({ id: row.id, key: row.key, value: row.value }),
    list: { search: ['key', 'value'], sortable: ['key', 'value'], defaultSort: 'key' },
    parse(input, errors, existing, ctx) {
      if (existing) {
        // The key is read-only once created: a key in the body is ignored.
        errors.push(...requireFields(input, ['value']));
        return { value: str(input.value) ?? '' };
      }
      if (!isEmptyId(ctx.params.id)) errors.push(err('InvalidValue', 'id'));
      errors.push(...requireFields(input, ['key', 'value']));
      return { key: str(input.key) ?? '', value: str(input.value) ?? '' };
    },
    check(fields, existing) {
      if (existing || !fields.key) return [];
      const taken = allRows(db, 'storage').some((r) => sameText(r.key, fields.key!));
      return taken ? [err('StorageKeyAlreadyExist', fields.key)] : [];
    },
  });
}

const nextPaymentDateRow = (db: Db): Row<'definitions'> | undefined =>
  allRows(db, 'definitions').find((r) => r.key === NEXT_PAYMENT_DATE_KEY);

function registerDefinitions(db: Db, router: Router): void {
  router.add('GET', '/api/definitions', 'getDefinitions', 'user', () =>
    ok({ dateTime: nextPaymentDateRow(db)?.dateTime ?? null }),
  );

  router.add('POST', '/api/definitions', 'saveDefinitions', ADMIN, async (ctx: SignedInCtx) => {
    const body = await ctx.json();
    throwIfAny(requireFields(body, ['dateTime']));
    const date = parseDateTime(body.dateTime);
    if (!date) throw badRequest('InvalidValue', 'dateTime');
    const dateTime = date.toISOString();
    const row = nextPaymentDateRow(ctx.db);
    if (row) await updateRow(ctx.db, 'definitions', row, { dateTime });
    else await insertRow(ctx.db, 'definitions', { id: newId(), key: NEXT_PAYMENT_DATE_KEY, dateTime });
    return ok(null);
  });

  router.add('GET', '/api/definitions/DownloadTrendyolPdf', 'downloadTrendyolPdf', 'user', () =>
    pdfResponse('trendyol'),
  );
  router.add('GET', '/api/definitions/DownloadTaxPdf', 'downloadTaxPdf', 'user', () => pdfResponse('tax'));
}

export function registerSettings(db: Db, router: Router): void {
  registerStorage(db, router);
  registerDefinitions(db, router);
}

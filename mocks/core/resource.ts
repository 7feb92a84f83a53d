/**
 * One generic CRUD resource for the simple entities: list (paged), get, create (POST), update (PUT),
 * delete, each with the spec's paths, payload key and access rules. Areas only describe what differs.
 */
import type { Collection } from '@msw/data';
import { db, type Row, type TableName } from '../db';
import { ApiError, err, notFound, ok, badRequest, throwIfAny, type ApiErrorItem } from './envelope';
import { isEmptyId, newId } from './ids';
import { pageList, type ListOptions } from './paging';
import { ADMIN, type Access, type Router, type SignedInCtx } from './router';

export interface ResourceSpec<K extends TableName, Dto extends object> {
  table: K;
  /** e.g. 'Commission' → operationIds getCommissions… and error `CommissionNotFound`. */
  entity: string;
  listPath: string;
  getPath: string;
  /** POST and PUT path. */
  savePath: string;
  deletePath: string;
  /** Key of the entity inside the request body, e.g. 'commission'; null when the body is the entity itself. */
  payloadKeys: string[] | null;
  readAccess?: Access;
  writeAccess?: Access;
  toDto(row: Row<K>): Dto;
  /**
   * Builds, once per list request, the mapper the list applies to every row (e.g. with the names it needs
   * looked up in one pass instead of per row); defaults to `toDto`. Single rows use `toDto`.
   */
  dtoMapper?(): (row: Row<K>) => Dto;
  list: ListOptions<Dto>;
  /** The rows the caller may see (member scoping): the list, get, update and delete all apply it. */
  scope?(rows: Row<K>[], ctx: SignedInCtx): Row<K>[];
  /** Query filters of the list route only (brand filter…), applied after `scope` and before paging. */
  listFilter?(rows: Row<K>[], ctx: SignedInCtx): Row<K>[];
  /** Validates the input and returns the stored fields; push errors into `errors`. */
  parse(
    input: Record<string, any>,
    errors: ApiErrorItem[],
    existing: Row<K> | null,
    ctx: SignedInCtx,
  ): Partial<Row<K>>;
  /** Extra checks once parsed (uniqueness…). */
  check?(fields: Partial<Row<K>>, existing: Row<K> | null): ApiErrorItem[];
  /** Removes what depends on a deleted row (cascade). */
  afterDelete?(row: Row<K>): void;
  operationIds: { list: string; get: string; create: string; update: string; delete: string };
}

export function table<K extends TableName>(name: K): Collection<any> {
  return db[name] as unknown as Collection<any>;
}

export function findById<K extends TableName>(name: K, id: string | null | undefined): Row<K> | undefined {
  if (!id) return undefined;
  return table(name).findFirst((q) => q.where({ id })) as Row<K> | undefined;
}

export function allRows<K extends TableName>(name: K): Row<K>[] {
  return table(name).all() as Row<K>[];
}

export async function updateRow<K extends TableName>(
  name: K,
  row: Row<K>,
  changes: Partial<Row<K>>,
): Promise<Row<K>> {
  return (await table(name).update(row, {
    data(draft: any) {
      Object.assign(draft, changes);
    },
  })) as Row<K>;
}

export async function insertRow<K extends TableName>(name: K, row: Row<K>): Promise<Row<K>> {
  return (await table(name).create(row)) as Row<K>;
}

export function deleteRow<K extends TableName>(name: K, row: Row<K>): void {
  table(name).delete(row);
}

/** Reads `?id=` of a delete call, or fails with RequiredField. */
export function requireIdParam(ctx: SignedInCtx): string {
  const id = ctx.query.get('id');
  if (!id) throw badRequest('RequiredField', 'id');
  return id;
}

export function registerResource<K extends TableName, Dto extends object>(
  router: Router,
  spec: ResourceSpec<K, Dto>,
) {
  const readAccess = spec.readAccess ?? 'user';
  const writeAccess = spec.writeAccess ?? ADMIN;
  const missing = () => notFound(`${spec.entity}NotFound`);
  const visible = (ctx: SignedInCtx) =>
    spec.scope ? spec.scope(allRows(spec.table), ctx) : allRows(spec.table);
  /** The row with this id when the caller may see it (looked up by id, then checked by `scope`). */
  const findVisible = (ctx: SignedInCtx, id: string | null | undefined) => {
    const row = findById(spec.table, id);
    if (!row || !spec.scope) return row;
    return spec.scope([row], ctx).length > 0 ? row : undefined;
  };

  router.add('GET', spec.listPath, spec.operationIds.list, readAccess, (ctx: SignedInCtx) => {
    const rows = spec.listFilter ? spec.listFilter(visible(ctx), ctx) : visible(ctx);
    const toDto = spec.dtoMapper?.() ?? spec.toDto;
    return ok(
      pageList(
        rows.map((row) => toDto(row)),
        ctx.query,
        spec.list,
      ),
    );
  });

  router.add('GET', spec.getPath, spec.operationIds.get, readAccess, (ctx: SignedInCtx) => {
    const row = findVisible(ctx, ctx.params.id);
    if (!row) throw missing();
    return ok(spec.toDto(row));
  });

  const save = (mode: 'create' | 'update') => async (ctx: SignedInCtx) => {
    const body = await ctx.json();
    const input = spec.payloadKeys
      ? spec.payloadKeys.map((k) => body?.[k]).find((v) => v && typeof v === 'object')
      : body;
    if (!input || typeof input !== 'object')
      throw new ApiError(400, [err('RequiredField', spec.payloadKeys?.[0] ?? 'body')]);
    const id = mode === 'update' ? (ctx.params.id ?? input.id) : null;
    const existing = mode === 'update' ? findVisible(ctx, id) : null;
    if (mode === 'update' && !existing) throw missing();
    const errors: ApiErrorItem[] = [];
    const fields = spec.parse(input, errors, existing ?? null, ctx);
    throwIfAny(errors);
    throwIfAny(spec.check?.(fields, existing ?? null) ?? []);
    const row = existing
      ? await updateRow(spec.table, existing, fields)
      : await insertRow(spec.table, { ...fields, id: newId() } as Row<K>);
    return ok(spec.toDto(row));
  };
  router.add('POST', spec.savePath, spec.operationIds.create, writeAccess, save('create'));
  router.add('PUT', spec.savePath, spec.operationIds.update, writeAccess, save('update'));

  router.add('DELETE', spec.deletePath, spec.operationIds.delete, writeAccess, (ctx: SignedInCtx) => {
    const row = findVisible(ctx, requireIdParam(ctx));
    if (!row) throw missing();
    deleteRow(spec.table, row);
    spec.afterDelete?.(row);
    return ok(null);
  });
}

export { isEmptyId };

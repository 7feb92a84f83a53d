/**
 * One generic CRUD resource: list (paged), get, create (POST), update (PUT) and delete, each with the spec's
 * path, payload key and access. It covers what the areas would otherwise write by hand:
 * - per-operation access (`access`), and only the operations an area names (`operationIds`);
 * - the caller's visible scope (`scope`: e.g. a member sees only their own rows) for every operation;
 * - the brand filter of the list (`brand`: `companyId` absent = none, the empty GUID = the marketplace
 *   pseudo-brand, an id = that brand) and the brand-name / user lookups of the DTOs (`toDto(row, look)`);
 * - the blank template answered for the empty id (`blank`), and payload fields beside the entity, both in the
 *   answer of get (`detail`) and in the saved body (`parse` receives the whole body);
 * - guards (`guard`), how a new row is built (`newRow`), what delete does (`remove`) and cascades
 *   (`afterDelete`).
 * Areas describe only what differs; what is really different (the payment workflow, ticket chats) is written
 * by hand over the same scope, brand and lookup helpers.
 */
import type { Row, TableName } from '../db';
import { ApiError, err, notFound, ok, badRequest, throwIfAny, type ApiErrorItem } from './envelope';
import { filterByBrand, type BrandRule } from './brands';
import type { OperationId, OperationsAnswering } from './contract';
import { isEmptyId, newId } from './ids';
import { listLookups, oneRow, type Lookups } from './lookups';
import { pageList, readPageRequest, type ListOptions, type Paged } from './paging';
import { ADMIN, type Access, type Router, type SignedInCtx } from './router';
import { findVisible, visibleRows, type Scope } from './scope';
import { deleteRow, exclusive, insertRow, updateRow } from './tables';
import { isRecord, str } from './validate';
import { first } from '@/lib/at';

export { allRows, deleteRow, exclusive, findById, insertRow, table, updateRow } from './tables';

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

/** What `parse` returns: the fields to store, optionally with work to do once the row is saved. */
export class Parsed<K extends TableName> {
  constructor(
    readonly fields: Partial<Row<K>>,
    readonly afterSave: (row: Row<K>) => Promise<void>,
  ) {}
}

export interface ListSpec<Dto> extends ListOptions<Dto> {
  /**
   * DTO fields that are the stored row's field of the same name: without a text filter and sorted on one of
   * them, the page is cut from the stored rows and only its rows are mapped (large lists).
   */
  storedFields?: (keyof Dto & string)[];
}

/**
 * `Dto`: the entity's `/api` shape; `D`: what get answers (the entity, or with `detail` the entity and the
 * fields beside it). The operation ids are typed by what they answer in the contract, so an entity or detail
 * that does not match its operation's 200 content fails `tsc`.
 */
export interface ResourceSpec<K extends TableName, Dto extends object, D extends object = Dto> {
  table: K;
  /** e.g. 'Commission' → the error `CommissionNotFound`. */
  entity: string;
  /** The routes to register, by operation; an operation not named here is not registered. */
  operationIds: {
    list?: OperationsAnswering<Paged<Dto>>;
    get?: OperationsAnswering<D>;
    create?: OperationsAnswering<Dto> | OperationsAnswering<D>;
    update?: OperationsAnswering<Dto> | OperationsAnswering<D>;
    delete?: OperationsAnswering<null>;
  };
  listPath?: string;
  getPath?: string;
  /** POST and PUT path. */
  savePath?: string;
  deletePath?: string;
  /** Access per operation; `read` (list, get) defaults to any signed-in user, `write` to administrators. */
  access?: Partial<Record<Operation | 'read' | 'write', Access>>;
  /** Keys of the entity inside the request body, e.g. ['commission']; null when the body is the entity itself. */
  payloadKeys: string[] | null;
  /** Update reads the id from the path or the entity; blank or the empty id → 400 RequiredField id (not 404). */
  updateNeedsId?: boolean;
  /** The `/api` shape; `look` finds brand names and users (per row, or from maps read once per list). */
  toDto(row: Row<K>, look: Lookups): Dto;
  list?: ListSpec<Dto>;
  /** The rows the caller may see: the list, get, update and delete all apply it. */
  scope?: Scope<Row<K>>;
  /** The list's `companyId` brand filter (`{}`: rows by their `companyId`). */
  brand?: BrandRule<Row<K>>;
  /** Other query filters of the list route, applied after `scope` and before the brand filter and paging. */
  listFilter?(rows: Row<K>[], ctx: SignedInCtx): Row<K>[];
  /** The entity answered for the empty id (the "new …" dialog's template); without it, the empty id is 404. */
  blank?(ctx: SignedInCtx): Dto;
  /**
   * What get answers around the entity, e.g. `{ user: dto, grantedRoleIds, allRoles }` (`row` is null for the
   * blank template); create and update answer the entity alone unless `saveAnswers` is 'detail'.
   */
  detail?: {
    of(dto: Dto, row: Row<K> | null, ctx: SignedInCtx): D;
    saveAnswers?: 'entity' | 'detail';
  };
  /** Refuses an update or delete of a visible row (system rows…) by throwing. */
  guard?(operation: 'update' | 'delete', row: Row<K>, ctx: SignedInCtx): void;
  /**
   * Validates the input (the entity of the body; `body` holds the fields beside it) and returns the stored
   * fields; push errors into `errors` (or throw).
   */
  parse(
    input: Record<string, unknown>,
    errors: ApiErrorItem[],
    existing: Row<K> | null,
    ctx: SignedInCtx,
    body: Record<string, unknown>,
  ): Partial<Row<K>> | Parsed<K> | Promise<Partial<Row<K>> | Parsed<K>>;
  /** Extra checks once parsed (uniqueness…). */
  check?(fields: Partial<Row<K>>, existing: Row<K> | null): ApiErrorItem[];
  /** The row a create stores; default: the fields with a new id. */
  newRow?(fields: Partial<Row<K>>, ctx: SignedInCtx): Row<K>;
  /** What delete does; default: removes the row. */
  remove?(row: Row<K>, ctx: SignedInCtx): Promise<void> | void;
  /** Removes what depends on a deleted row (cascade). */
  afterDelete?(row: Row<K>): Promise<void> | void;
}

/** Reads `?id=` of a delete call, or fails with RequiredField. */
export function requireIdParam(ctx: SignedInCtx): string {
  const id = ctx.query.get('id');
  if (!id) throw badRequest('RequiredField', 'id');
  return id;
}

/** Whether the list can be paged on stored rows: no text filter, sorted on a stored field. */
function pagesStoredRows<Dto>(query: URLSearchParams, list: ListSpec<Dto>): boolean {
  if (!list.storedFields || readPageRequest(query).filter !== '') return false;
  const field = first((query.get('sortBy')?.trim() || list.defaultSort).split(/\s+/)).toLowerCase();
  return list.storedFields.some((f) => f.toLowerCase() === field);
}

export function registerResource<K extends TableName, Dto extends object, D extends object = Dto>(
  router: Router,
  spec: ResourceSpec<K, Dto, D>,
) {
  const ops = spec.operationIds;
  const accessOf = (op: Operation): Access =>
    spec.access?.[op] ??
    (op === 'list' || op === 'get' ? (spec.access?.read ?? 'user') : (spec.access?.write ?? ADMIN));
  const missing = () => notFound(`${spec.entity}NotFound`);
  const find = (ctx: SignedInCtx, id: string | null | undefined) =>
    findVisible(spec.table, ctx, id, spec.scope);
  const detailOf = (row: Row<K> | null, dto: Dto, ctx: SignedInCtx) =>
    spec.detail ? spec.detail.of(dto, row, ctx) : dto;
  // The contract answer of each operation is checked where `operationIds` is typed (entity, detail and page
  // types); the routes below are registered with that check done.
  const add = router.add.bind(router) as (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    operationId: OperationId,
    access: Access,
    handler: (ctx: SignedInCtx) => Promise<Response> | Response,
  ) => Router;
  const path = (name: string, value: string | undefined) => {
    if (!value) throw new Error(`registerResource ${spec.entity}: ${name} missing`);
    return value;
  };

  if (ops.list) {
    const list = spec.list ?? { search: [], defaultSort: 'id' };
    add('GET', path('listPath', spec.listPath), ops.list, accessOf('list'), (ctx) => {
      let rows = visibleRows(spec.table, ctx, spec.scope);
      if (spec.listFilter) rows = spec.listFilter(rows, ctx);
      if (spec.brand) rows = filterByBrand(ctx.db, rows, ctx.query, spec.brand);
      const look = listLookups(ctx.db);
      if (pagesStoredRows(ctx.query, list)) {
        const page = pageList(rows, ctx.query, list as unknown as ListOptions<Row<K>>);
        return ok({ items: page.items.map((r) => spec.toDto(r, look)), totalCount: page.totalCount });
      }
      return ok(
        pageList(
          rows.map((r) => spec.toDto(r, look)),
          ctx.query,
          list,
        ),
      );
    });
  }

  if (ops.get) {
    add('GET', path('getPath', spec.getPath), ops.get, accessOf('get'), (ctx) => {
      if (spec.blank && isEmptyId(ctx.params.id)) return ok(detailOf(null, spec.blank(ctx), ctx));
      const row = find(ctx, ctx.params.id);
      if (!row) throw missing();
      return ok(detailOf(row, spec.toDto(row, oneRow(ctx.db)), ctx));
    });
  }

  const saveInput = async (
    mode: 'create' | 'update',
    ctx: SignedInCtx,
    input: Record<string, unknown>,
    body: Record<string, unknown> | null,
  ) => {
    let existing: Row<K> | null = null;
    if (mode === 'update') {
      const id = ctx.params.id ?? str(input.id);
      if (spec.updateNeedsId && (!id || isEmptyId(id))) throw badRequest('RequiredField', 'id');
      existing = find(ctx, id) ?? null;
      if (!existing) throw missing();
      spec.guard?.('update', existing, ctx);
    }
    const errors: ApiErrorItem[] = [];
    const parsed = await spec.parse(input, errors, existing, ctx, body ?? {});
    const fields = parsed instanceof Parsed ? parsed.fields : parsed;
    throwIfAny(errors);
    throwIfAny(spec.check?.(fields, existing) ?? []);
    const row = existing
      ? await updateRow(ctx.db, spec.table, existing, fields)
      : await insertRow(
          ctx.db,
          spec.table,
          spec.newRow?.(fields, ctx) ?? ({ ...fields, id: newId() } as Row<K>),
        );
    if (parsed instanceof Parsed) await parsed.afterSave(row);
    const dto = spec.toDto(row, oneRow(ctx.db));
    return ok(spec.detail?.saveAnswers === 'detail' ? detailOf(row, dto, ctx) : dto);
  };
  const save = (mode: 'create' | 'update') => async (ctx: SignedInCtx) => {
    const body = await ctx.json();
    const input = spec.payloadKeys
      ? spec.payloadKeys.map((k) => body?.[k]).find((v) => v && typeof v === 'object' && !Array.isArray(v))
      : body;
    if (!isRecord(input)) throw new ApiError(400, [err('RequiredField', spec.payloadKeys?.[0] ?? 'body')]);
    // Checks (uniqueness…) and the write as one step: saves of one table run one at a time.
    return exclusive(ctx.db, spec.table, () => saveInput(mode, ctx, input, body));
  };
  if (ops.create)
    add('POST', path('savePath', spec.savePath), ops.create, accessOf('create'), save('create'));
  if (ops.update) add('PUT', path('savePath', spec.savePath), ops.update, accessOf('update'), save('update'));

  if (ops.delete) {
    add('DELETE', path('deletePath', spec.deletePath), ops.delete, accessOf('delete'), async (ctx) => {
      const row = find(ctx, requireIdParam(ctx));
      if (!row) throw missing();
      spec.guard?.('delete', row, ctx);
      if (spec.remove) await spec.remove(row, ctx);
      else deleteRow(ctx.db, spec.table, row);
      await spec.afterDelete?.(row);
      return ok(null);
    });
  }
}

export { isEmptyId };

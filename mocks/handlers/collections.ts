/**
 * Link collections: members manage their own, administrators all of them; every collection is also
 * public at /{userName}/{collectionName}.
 */
import type { Db } from '../db';
import type { Ctx, Router, SignedInCtx } from '../core/router';
import { ADMIN } from '../core/router';
import { ApiError, err, notFound, ok, type ApiErrorItem } from '../core/envelope';
import { allRows, deleteRow, insertRow, Parsed, registerResource, updateRow } from '../core/resource';
import { EMPTY_ID, isEmptyId, newId } from '../core/ids';
import { compareValues } from '../core/paging';
import type { Schemas } from '../core/contract';
import { oneRow, type Lookups } from '../core/lookups';
import { ownRows } from '../core/scope';
import { isHttpUrl, sameText, str } from '../core/validate';
import type { Row, UserRow } from '../db';
import { affiliateLink } from '../domain/links';

type CollectionRow = Row<'collections'>;
type ItemRow = Row<'collectionItems'>;

type CollectionDto = Schemas['Collection'];

const missing = () => notFound('CollectionNotFound');

const toDto = (row: CollectionRow, look: Lookups): CollectionDto => ({
  id: row.id,
  name: row.name,
  userId: row.userId,
  userName: look.user(row.userId)?.userName ?? '',
});

const itemDto = (row: ItemRow) =>
  ({
    id: row.id,
    url: row.url,
    shortUrl: row.shortUrl,
    order: row.order,
  }) satisfies Schemas['CollectionItem'];

const itemsOf = (db: Db, collectionId: string): ItemRow[] =>
  allRows(db, 'collectionItems')
    .filter((i) => i.collectionId === collectionId)
    .sort((a, b) => a.order - b.order);

/** The items beside the collection in the detail answer. */
const itemsBeside = (db: Db, row: CollectionRow | null) => ({
  collectionItems: row ? itemsOf(db, row.id).map(itemDto) : [],
});

const detail = (db: Db, row: CollectionRow) => ({
  collection: toDto(row, oneRow(db)),
  ...itemsBeside(db, row),
});
type CollectionDetail = ReturnType<typeof detail>;

/** An active user by user name (invariant, case-insensitive: user names are ASCII). */
function findActiveUser(db: Db, userName: string): UserRow | undefined {
  const n = userName.trim().toLowerCase();
  return allRows(db, 'users').find((u) => u.isActive && u.userName.toLowerCase() === n);
}

interface PlannedItem {
  existing: ItemRow | null;
  url: string;
}

/**
 * Validates `{collection: {name}, collectionItems: [{id?, url}]}`: the collection belongs to its owner (an
 * administrator creating one creates it for themselves); items keep their id when sent with it, the others are
 * new; only administrators may drop items. The items are written once the collection is saved.
 */
function parseCollection(
  input: Record<string, unknown>,
  errors: ApiErrorItem[],
  existing: CollectionRow | null,
  ctx: SignedInCtx,
  body: Record<string, unknown>,
): Parsed<'collections'> {
  const ownerId = existing?.userId ?? ctx.session.user.id;
  const owner = oneRow(ctx.db).user(ownerId);

  const name = str(input.name);
  if (!name) errors.push(err('RequiredField', 'name'));

  const rawItems = body.collectionItems ?? [];
  if (!Array.isArray(rawItems)) throw new ApiError(400, [err('InvalidValue', 'collectionItems')]);

  const current = existing ? itemsOf(ctx.db, existing.id) : [];
  const kept = new Set<string>();
  const planned: PlannedItem[] = [];
  for (const raw of rawItems) {
    // An id that is not one of this collection's items (or repeats) makes a new item.
    const id = str(raw?.id);
    const match = id && !isEmptyId(id) && !kept.has(id) ? current.find((i) => i.id === id) : undefined;
    if (match) kept.add(match.id);
    const url = str(raw?.url);
    if (!url) errors.push(err('RequiredField', 'url'));
    else if (!isHttpUrl(url)) errors.push(err('InvalidValue', url));
    else planned.push({ existing: match ?? null, url });
  }

  if (name) {
    const taken = allRows(ctx.db, 'collections').some(
      (c) => c.userId === ownerId && c.id !== existing?.id && sameText(c.name, name),
    );
    if (taken) errors.push(err('CollectionNameAlreadyExist', name));
  }
  const dropped = current.filter((i) => !kept.has(i.id));
  if (dropped.length > 0 && !ctx.session.permissions.has(ADMIN)) {
    for (const item of dropped) errors.push(err('CollectionItemRemoveNotAllowed', item.url));
  }

  const fields: Partial<CollectionRow> = existing
    ? { name: name! }
    : { name: name!, userId: ownerId, createdAt: ctx.db.nowIso() };
  return new Parsed(fields, async (row) => {
    for (const item of dropped) deleteRow(ctx.db, 'collectionItems', item);
    let order = 0;
    for (const item of planned) {
      order += 1;
      if (item.existing) {
        // The affiliate link is kept; it is only rebuilt when the item's url changes.
        const shortUrl =
          item.existing.url === item.url
            ? item.existing.shortUrl
            : affiliateLink(item.url, owner?.userName ?? '');
        await updateRow(ctx.db, 'collectionItems', item.existing, { url: item.url, shortUrl, order });
      } else {
        await insertRow(ctx.db, 'collectionItems', {
          id: newId(),
          collectionId: row.id,
          url: item.url,
          shortUrl: affiliateLink(item.url, owner?.userName ?? ''),
          order,
        });
      }
    }
  });
}

export function registerCollections(db: Db, router: Router): void {
  registerResource<'collections', CollectionDto, CollectionDetail>(router, {
    table: 'collections',
    entity: 'Collection',
    operationIds: {
      list: 'getCollections',
      get: 'getCollection',
      create: 'createCollection',
      update: 'updateCollection',
      delete: 'deleteCollection',
    },
    listPath: '/api/collections',
    getPath: '/api/collections/{id}',
    savePath: '/api/collections',
    deletePath: '/api/collections',
    access: { read: 'user', write: 'user' },
    payloadKeys: ['collection'],
    toDto,
    list: { search: ['name', 'userName'], sortable: ['name', 'userName'], defaultSort: 'name' },
    // Members manage only their own collections; administrators all.
    scope: ownRows,
    blank: (ctx) => {
      const me = ctx.session.user;
      return { id: EMPTY_ID, name: '', userId: me.id, userName: me.userName };
    },
    detail: { of: (collection, row) => ({ collection, ...itemsBeside(db, row) }), saveAnswers: 'detail' },
    parse: parseCollection,
    afterDelete(row) {
      for (const item of itemsOf(db, row.id)) deleteRow(db, 'collectionItems', item);
    },
  });

  router.add(
    'GET',
    '/api/collections/getCollectionsWithUserName/{username}',
    'getPublicCollections',
    'public',
    (ctx: Ctx) => {
      const user = findActiveUser(db, ctx.params.username ?? '');
      if (!user) throw notFound('UserNotFound');
      const items = allRows(ctx.db, 'collections')
        .filter((c) => c.userId === user.id)
        .sort((a, b) => compareValues(a.name, b.name))
        .map((c) => ({ name: c.name }));
      return ok({ items, totalCount: items.length });
    },
  );

  router.add(
    'GET',
    '/api/collections/getCollection/{userName}/{collectionName}',
    'getPublicCollection',
    'public',
    (ctx: Ctx) => {
      const user = findActiveUser(db, ctx.params.userName ?? '');
      if (!user) throw notFound('UserNotFound');
      const wanted = ctx.params.collectionName ?? '';
      const row = allRows(ctx.db, 'collections').find(
        (c) => c.userId === user.id && sameText(c.name, wanted),
      );
      if (!row) throw missing();
      return ok(detail(db, row));
    },
  );
}

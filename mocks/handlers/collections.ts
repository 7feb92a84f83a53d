/**
 * Link collections: members manage their own, administrators all of them; every collection is also
 * public at /{userName}/{collectionName}.
 */
import type { Ctx, Router, SignedInCtx } from '../core/router';
import { ADMIN } from '../core/router';
import { ApiError, err, notFound, ok, throwIfAny, type ApiErrorItem } from '../core/envelope';
import { allRows, deleteRow, insertRow, requireIdParam, updateRow } from '../core/resource';
import { EMPTY_ID, isEmptyId, newId } from '../core/ids';
import { compareValues, pageList } from '../core/paging';
import { isHttpUrl, sameText, str } from '../core/validate';
import type { Row, UserRow } from '../db';
import { findUserById } from '../domain/users';
import { affiliateLink } from '../domain/links';

type CollectionRow = Row<'collections'>;
type ItemRow = Row<'collectionItems'>;

interface CollectionDto {
  id: string;
  name: string;
  userId: string;
  userName: string;
}

interface CollectionItemDto {
  id: string;
  url: string;
  shortUrl: string;
  order: number;
}

const missing = () => notFound('CollectionNotFound');

const ownerName = (userId: string) => findUserById(userId)?.userName ?? '';

const toDto = (row: CollectionRow): CollectionDto => ({
  id: row.id,
  name: row.name,
  userId: row.userId,
  userName: ownerName(row.userId),
});

const itemDto = (row: ItemRow): CollectionItemDto => ({
  id: row.id,
  url: row.url,
  shortUrl: row.shortUrl,
  order: row.order,
});

const itemsOf = (collectionId: string): ItemRow[] =>
  allRows('collectionItems')
    .filter((i) => i.collectionId === collectionId)
    .sort((a, b) => a.order - b.order);

const detail = (row: CollectionRow) => ({
  collection: toDto(row),
  collectionItems: itemsOf(row.id).map(itemDto),
});

/** Members see only their own collections; administrators see all. */
const visible = (ctx: SignedInCtx): CollectionRow[] =>
  allRows('collections').filter((c) => ctx.session.isAdmin || c.userId === ctx.session.user.id);

const findVisible = (ctx: SignedInCtx, id: string | null | undefined) =>
  id ? visible(ctx).find((c) => c.id === id) : undefined;

/** An active user by user name (invariant, case-insensitive: user names are ASCII). */
function findActiveUser(userName: string): UserRow | undefined {
  const n = userName.trim().toLowerCase();
  return allRows('users').find((u) => u.isActive && u.userName.toLowerCase() === n);
}

interface PlannedItem {
  existing: ItemRow | null;
  url: string;
}

async function save(ctx: SignedInCtx, mode: 'create' | 'update') {
  const body = await ctx.json();
  const input = body?.collection;
  if (!input || typeof input !== 'object' || Array.isArray(input))
    throw new ApiError(400, [err('RequiredField', 'collection')]);

  const existing = mode === 'update' ? findVisible(ctx, str(input.id)) : null;
  if (mode === 'update' && !existing) throw missing();
  // An administrator creating a collection creates it for themselves.
  const ownerId = existing?.userId ?? ctx.session.user.id;
  const owner = findUserById(ownerId);

  const errors: ApiErrorItem[] = [];
  const name = str(input.name);
  if (!name) errors.push(err('RequiredField', 'name'));

  const rawItems = body.collectionItems ?? [];
  if (!Array.isArray(rawItems)) throw new ApiError(400, [err('InvalidValue', 'collectionItems')]);

  const current = existing ? itemsOf(existing.id) : [];
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
    const taken = allRows('collections').some(
      (c) => c.userId === ownerId && c.id !== existing?.id && sameText(c.name, name),
    );
    if (taken) errors.push(err('CollectionNameAlreadyExist', name));
  }
  const dropped = current.filter((i) => !kept.has(i.id));
  if (dropped.length > 0 && !ctx.session.permissions.has(ADMIN)) {
    for (const item of dropped) errors.push(err('CollectionItemRemoveNotAllowed', item.url));
  }
  throwIfAny(errors);

  const row = existing
    ? await updateRow('collections', existing, { name: name! })
    : await insertRow('collections', {
        id: newId(),
        name: name!,
        userId: ownerId,
        createdAt: new Date().toISOString(),
      });
  for (const item of dropped) deleteRow('collectionItems', item);
  let order = 0;
  for (const item of planned) {
    order += 1;
    if (item.existing) {
      // The affiliate link is kept; it is only rebuilt when the item's url changes.
      const shortUrl =
        item.existing.url === item.url
          ? item.existing.shortUrl
          : affiliateLink(item.url, owner?.userName ?? '');
      await updateRow('collectionItems', item.existing, { url: item.url, shortUrl, order });
    } else {
      await insertRow('collectionItems', {
        id: newId(),
        collectionId: row.id,
        url: item.url,
        shortUrl: affiliateLink(item.url, owner?.userName ?? ''),
        order,
      });
    }
  }
  return ok(detail(row));
}

export function registerCollections(router: Router): void {
  router.add('GET', '/api/collections', 'getCollections', 'user', (ctx: SignedInCtx) =>
    ok(
      pageList(visible(ctx).map(toDto), ctx.query, {
        search: ['name', 'userName'],
        sortable: ['name', 'userName'],
        defaultSort: 'name',
      }),
    ),
  );

  router.add('GET', '/api/collections/{id}', 'getCollection', 'user', (ctx: SignedInCtx) => {
    if (isEmptyId(ctx.params.id)) {
      const me = ctx.session.user;
      return ok({
        collection: { id: EMPTY_ID, name: '', userId: me.id, userName: me.userName },
        collectionItems: [],
      });
    }
    const row = findVisible(ctx, ctx.params.id);
    if (!row) throw missing();
    return ok(detail(row));
  });

  router.add('POST', '/api/collections', 'createCollection', 'user', (ctx: SignedInCtx) =>
    save(ctx, 'create'),
  );
  router.add('PUT', '/api/collections', 'updateCollection', 'user', (ctx: SignedInCtx) =>
    save(ctx, 'update'),
  );

  router.add('DELETE', '/api/collections', 'deleteCollection', 'user', (ctx: SignedInCtx) => {
    const row = findVisible(ctx, requireIdParam(ctx));
    if (!row) throw missing();
    for (const item of itemsOf(row.id)) deleteRow('collectionItems', item);
    deleteRow('collections', row);
    return ok(null);
  });

  router.add(
    'GET',
    '/api/collections/getCollectionsWithUserName/{username}',
    'getPublicCollections',
    'public',
    (ctx: Ctx) => {
      const user = findActiveUser(ctx.params.username ?? '');
      if (!user) throw notFound('UserNotFound');
      const items = allRows('collections')
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
      const user = findActiveUser(ctx.params.userName ?? '');
      if (!user) throw notFound('UserNotFound');
      const wanted = ctx.params.collectionName ?? '';
      const row = allRows('collections').find((c) => c.userId === user.id && sameText(c.name, wanted));
      if (!row) throw missing();
      return ok(detail(row));
    },
  );
}

// @vitest-environment node
// Collections: a member's list, one collection with its items, the public pages without a token. Helpers:
// collections.support.ts.
import {
  call,
  errorNames,
  login,
  loginAdmin,
  loginMember,
  useMockServer,
  DEMO,
} from '../../../tests/support/api';
import { db } from '@mocks/node';
import { EMPTY_ID } from '@mocks/core/ids';
import { updateRow } from '@mocks/core/resource';
import { SEED_IDS } from '@mocks/seed';
import {
  affiliateLink,
  collectionsOf,
  itemsOf,
  collectionNamed,
  otherMembersCollection,
  trUrl,
} from './collections.support';

useMockServer();

const ALL = 100000000;

describe('GET /api/collections', () => {
  it('a member lists only their own collections, sorted by name, with the owner', async () => {
    const res = await call('GET', '/api/collections', { token: await loginMember() });
    expect(res.status).toBe(200);
    const own = collectionsOf(SEED_IDS.member);
    expect(res.body.content.totalCount).toBe(own.length);
    const names = res.body.content.items.map((c) => c.name);
    expect(names).toEqual(own.map((c) => c.name).sort((a, b) => a.localeCompare(b, 'tr')));
    for (const c of res.body.content.items) {
      expect(c).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        userId: SEED_IDS.member,
        userName: DEMO.member.userName,
      });
    }
  });

  it('an administrator lists every collection, searches name and owner, sorts by owner', async () => {
    const admin = await loginAdmin();
    const all = await call('GET', '/api/collections', { token: admin, query: { pageSize: ALL } });
    expect(all.body.content.totalCount).toBe(db.collections.all().length);
    expect(new Set(all.body.content.items.map((c) => c.userId)).size).toBeGreaterThan(1);

    const byOwner = await call('GET', '/api/collections', {
      token: admin,
      query: { filter: 'FLUENCER', pageSize: ALL },
    });
    expect(byOwner.body.content.totalCount).toBe(collectionsOf(SEED_IDS.member).length);
    const byName = await call('GET', '/api/collections', { token: admin, query: { filter: 'dekorasyon' } });
    expect(byName.body.content.items.map((c) => c.name)).toContain('Ev Dekorasyonu');

    const sorted = await call('GET', '/api/collections', {
      token: admin,
      query: { sortBy: 'userName desc', pageSize: ALL },
    });
    const owners = sorted.body.content.items.map((c) => c.userName);
    expect(owners).toEqual(
      [...owners].sort((a, b) => b.localeCompare(a, 'tr', { sensitivity: 'base', numeric: true })),
    );

    const page = await call('GET', '/api/collections', {
      token: admin,
      query: { pageIndex: 1, pageSize: 4 },
    });
    expect(page.body.content.items).toHaveLength(4);
    expect(page.body.content.items[0]!.id).toBe(all.body.content.items[4]!.id);
  });

  it.each([
    [{ sortBy: 'createdAt' }, 'InvalidSortBy'],
    [{ pageSize: 0 }, 'InvalidPaging'],
  ])('refuses %j with %s', async (query, name) => {
    const res = await call('GET', '/api/collections', { token: await loginMember(), query });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toEqual([name]);
  });

  it('needs a token', async () => {
    const res = await call('GET', '/api/collections');
    expect(res.status).toBe(401);
    expect(errorNames(res)).toEqual(['Unauthorized']);
  });
});

describe('GET /api/collections/{id}', () => {
  it('answers a collection with its items in order', async () => {
    const row = collectionNamed(SEED_IDS.member, 'Yaz Favorilerim');
    const res = await call('GET', `/api/collections/${row.id}`, { token: await loginMember() });
    expect(res.status).toBe(200);
    expect(res.body.content.collection).toEqual({
      id: row.id,
      name: 'Yaz Favorilerim',
      userId: SEED_IDS.member,
      userName: 'influencer',
    });
    const items = res.body.content.collectionItems;
    expect(items.map((i) => i.order)).toEqual(items.map((_: unknown, n: number) => n + 1));
    expect(items.map((i) => i.id)).toEqual(itemsOf(row.id).map((i) => i.id));
    for (const i of items) expect(i.shortUrl).toBe(affiliateLink(i.url, 'influencer'));
  });

  it('the empty id gives a new collection of the caller', async () => {
    const res = await call('GET', `/api/collections/${EMPTY_ID}`, { token: await loginMember() });
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({
      collection: { id: EMPTY_ID, name: '', userId: SEED_IDS.member, userName: 'influencer' },
      collectionItems: [],
    });
  });

  it("a member never sees another member's collection; an administrator does", async () => {
    const { row, owner } = otherMembersCollection();
    const res = await call('GET', `/api/collections/${row.id}`, { token: await loginMember() });
    expect(res.status).toBe(404);
    expect(errorNames(res)).toEqual(['CollectionNotFound']);

    const list = await call('GET', '/api/collections', {
      token: await loginMember(),
      query: { filter: owner.userName, pageSize: ALL },
    });
    expect(list.body.content.items.some((c) => c.userId === owner.id)).toBe(false);

    const admin = await call('GET', `/api/collections/${row.id}`, { token: await loginAdmin() });
    expect(admin.status).toBe(200);
    expect(admin.body.content.collection.userName).toBe(owner.userName);
  });

  it('an unknown id is CollectionNotFound; no token is 401', async () => {
    const res = await call('GET', `/api/collections/${crypto.randomUUID()}`, { token: await loginAdmin() });
    expect(res.status).toBe(404);
    expect(errorNames(res)).toEqual(['CollectionNotFound']);
    const anonymous = await call('GET', `/api/collections/${EMPTY_ID}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('public collections (no token)', () => {
  it("lists a user's collection names sorted by name, user name case-insensitive", async () => {
    const res = await call('GET', '/api/collections/getCollectionsWithUserName/INFLUENCER');
    expect(res.status).toBe(200);
    const names = collectionsOf(SEED_IDS.member)
      .map((c) => c.name)
      .sort((a, b) => a.localeCompare(b, 'tr'));
    expect(res.body.content).toEqual({ totalCount: names.length, items: names.map((name) => ({ name })) });
  });

  it('answers an empty list for an active user without collections', async () => {
    const res = await call('GET', '/api/collections/getCollectionsWithUserName/operasyon');
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ totalCount: 0, items: [] });
  });

  it('an unknown or passive user is UserNotFound', async () => {
    for (const name of ['hayalet', DEMO.inactive.userName]) {
      const res = await call('GET', `/api/collections/getCollectionsWithUserName/${name}`);
      expect(res.status).toBe(404);
      expect(errorNames(res)).toEqual(['UserNotFound']);
    }
    const { owner } = otherMembersCollection();
    await updateRow(db, 'users', owner, { isActive: false });
    const passive = await call('GET', `/api/collections/getCollectionsWithUserName/${owner.userName}`);
    expect(passive.status).toBe(404);
  });

  it('shows one collection with its items in order; names are URL-decoded and case-insensitive', async () => {
    const row = collectionNamed(SEED_IDS.member, 'Yaz Favorilerim');
    for (const name of ['Yaz Favorilerim', 'yaz favorilerim', 'YAZ FAVORİLERİM', 'YAZ FAVORILERIM']) {
      const res = await call('GET', `/api/collections/getCollection/Influencer/${encodeURIComponent(name)}`);
      expect(res.status, name).toBe(200);
      expect(res.body.content.collection).toEqual({
        id: row.id,
        name: 'Yaz Favorilerim',
        userId: SEED_IDS.member,
        userName: 'influencer',
      });
      expect(res.body.content.collectionItems.map((i) => i.id)).toEqual(itemsOf(row.id).map((i) => i.id));
    }
  });

  it('a signed-in caller may read the public view too', async () => {
    const { row, owner } = otherMembersCollection();
    const res = await call(
      'GET',
      `/api/collections/getCollection/${owner.userName}/${encodeURIComponent(row.name)}`,
      { token: await loginMember() },
    );
    expect(res.status).toBe(200);
    expect(res.body.content.collection.id).toBe(row.id);
  });

  it('an unknown user is UserNotFound, an unknown collection CollectionNotFound', async () => {
    const user = await call('GET', '/api/collections/getCollection/hayalet/Yaz%20Favorilerim');
    expect(user.status).toBe(404);
    expect(errorNames(user)).toEqual(['UserNotFound']);
    const passive = await call('GET', `/api/collections/getCollection/${DEMO.inactive.userName}/x`);
    expect(errorNames(passive)).toEqual(['UserNotFound']);
    const collection = await call('GET', '/api/collections/getCollection/influencer/Olmayan%20Liste');
    expect(collection.status).toBe(404);
    expect(errorNames(collection)).toEqual(['CollectionNotFound']);
    // Another user's collection name does not leak across owners.
    const { row } = otherMembersCollection();
    if (!collectionsOf(SEED_IDS.admin).some((c) => c.name === row.name)) {
      const other = await call('GET', `/api/collections/getCollection/admin/${encodeURIComponent(row.name)}`);
      expect(errorNames(other)).toEqual(['CollectionNotFound']);
    }
  });

  it('a collection created through the API is public at once', async () => {
    const other = otherMembersCollection().owner;
    const token = await login(other.userName, DEMO.member.password);
    await call('POST', '/api/collections', {
      token,
      json: { collection: { name: 'Çanta & Ayakkabı' }, collectionItems: [{ url: trUrl(8) }] },
    });
    const list = await call('GET', `/api/collections/getCollectionsWithUserName/${other.userName}`);
    expect(list.body.content.items).toContainEqual({ name: 'Çanta & Ayakkabı' });
    const one = await call(
      'GET',
      `/api/collections/getCollection/${other.userName}/${encodeURIComponent('çanta & ayakkabı')}`,
    );
    expect(one.status).toBe(200);
    expect(one.body.content.collectionItems[0]!.shortUrl).toBe(affiliateLink(trUrl(8), other.userName));
  });
});

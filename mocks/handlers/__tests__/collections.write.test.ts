// @vitest-environment node
// Collections: creating, editing (items, order, links) and deleting. Helpers: collections.support.ts.
import { call, errorNames, loginAdmin, loginMember, useMockServer } from '../../../tests/support/api';
import { db } from '@mocks/node';
import { EMPTY_ID } from '@mocks/core/ids';
import { SEED_IDS } from '@mocks/seed';
import {
  affiliateLink,
  collectionsOf,
  itemsOf,
  collectionNamed,
  otherMembersCollection,
  trUrl,
} from './collections.support';
import { at, first, nonEmpty } from '@/lib/at';

useMockServer();

describe('POST /api/collections', () => {
  it('creates a collection for the caller; items get affiliate links and orders 1..n', async () => {
    const res = await call('POST', '/api/collections', {
      token: await loginMember(),
      json: {
        collection: { id: EMPTY_ID, name: '  Kış Kombinleri ' },
        collectionItems: [
          { id: EMPTY_ID, url: trUrl(1), order: 1 },
          { url: ` ${trUrl(2)} `, order: 7 },
          { url: 'http://example.com.tr/urun?renk=mavi' },
        ],
      },
    });
    expect(res.status).toBe(200);
    const { collection, collectionItems } = res.body.content;
    expect(collection).toMatchObject({
      name: 'Kış Kombinleri',
      userId: SEED_IDS.member,
      userName: 'influencer',
    });
    expect(collection.id).not.toBe(EMPTY_ID);
    expect(collectionItems.map((i) => [i.url, i.order])).toEqual([
      [trUrl(1), 1],
      [trUrl(2), 2],
      ['http://example.com.tr/urun?renk=mavi', 3],
    ]);
    const link = new URL(collectionItems[2]!.shortUrl);
    expect(link.searchParams.get('renk')).toBe('mavi');
    expect(link.searchParams.get('utm_source')).toBe('influencer_influencer');
    expect(link.searchParams.get('utm_medium')).toBe('affiliate');
    expect(link.searchParams.get('utm_campaign')).toBe('tatil');

    const stored = db.collections.findFirst((q) => q.where({ id: collection.id }))!;
    expect(stored).toMatchObject({ name: 'Kış Kombinleri', userId: SEED_IDS.member });
    expect(itemsOf(collection.id).map((i) => i.id)).toEqual(collectionItems.map((i) => i.id));
  });

  it('creates an empty collection when no items are sent', async () => {
    const res = await call('POST', '/api/collections', {
      token: await loginMember(),
      json: { collection: { name: 'Boş Liste' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.content.collectionItems).toEqual([]);
  });

  it('an administrator creates the collection for themselves, even with a name a member uses', async () => {
    const res = await call('POST', '/api/collections', {
      token: await loginAdmin(),
      json: { collection: { name: 'Yaz Favorilerim' }, collectionItems: [{ url: trUrl(3) }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.content.collection).toMatchObject({ userId: SEED_IDS.admin, userName: 'admin' });
    expect(res.body.content.collectionItems[0]!.shortUrl).toBe(affiliateLink(trUrl(3), 'admin'));
  });

  it.each([
    [{ collection: { name: '' } }, [{ name: 'RequiredField', value: 'name' }]],
    [{ collection: {} }, [{ name: 'RequiredField', value: 'name' }]],
    [{ collectionItems: [] }, [{ name: 'RequiredField', value: 'collection' }]],
    [
      { collection: { name: 'yaz FAVORİLERİM' } },
      [{ name: 'CollectionNameAlreadyExist', value: 'yaz FAVORİLERİM' }],
    ],
    [
      { collection: { name: 'EV DEKORASYONU' } },
      [{ name: 'CollectionNameAlreadyExist', value: 'EV DEKORASYONU' }],
    ],
    [
      {
        collection: { name: 'Yeni' },
        collectionItems: [
          { url: 'javascript:alert(1)' },
          { url: trUrl(4) },
          { url: 'ftp://example.com/x' },
          { url: 'trendyol.com/abc' },
        ],
      },
      [
        { name: 'InvalidValue', value: 'javascript:alert(1)' },
        { name: 'InvalidValue', value: 'ftp://example.com/x' },
        { name: 'InvalidValue', value: 'trendyol.com/abc' },
      ],
    ],
    [
      { collection: { name: '' }, collectionItems: [{ url: '' }] },
      [
        { name: 'RequiredField', value: 'name' },
        { name: 'RequiredField', value: 'url' },
      ],
    ],
    [
      { collection: { name: 'Yeni' }, collectionItems: 'x' },
      [{ name: 'InvalidValue', value: 'collectionItems' }],
    ],
  ])('refuses %j', async (json, errors) => {
    const before = db.collections.all().length;
    const itemsBefore = db.collectionItems.all().length;
    const res = await call('POST', '/api/collections', { token: await loginMember(), json });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(db.collections.all().length).toBe(before);
    expect(db.collectionItems.all().length).toBe(itemsBefore);
  });

  it('needs a token', async () => {
    const res = await call('POST', '/api/collections', { json: { collection: { name: 'X' } } });
    expect(res.status).toBe(401);
    expect(db.collections.findFirst((q) => q.where({ name: 'X' }))).toBeUndefined();
  });
});

describe('PUT /api/collections', () => {
  const own = () => collectionNamed(SEED_IDS.member, 'Yaz Favorilerim');

  it('renames, reorders and adds: existing items keep their id and link, orders follow the sequence', async () => {
    const row = own();
    const before = itemsOf(row.id);
    const reversed = [...before].reverse();
    const res = await call('PUT', '/api/collections', {
      token: await loginMember(),
      json: {
        collection: { id: row.id, name: 'Yaz Favorilerim 2026' },
        collectionItems: [
          ...reversed.map((i) => ({ id: i.id, url: i.url, order: i.order })),
          { id: EMPTY_ID, url: trUrl(5) },
        ],
      },
    });
    expect(res.status).toBe(200);
    const items = res.body.content.collectionItems;
    expect(res.body.content.collection).toMatchObject({ id: row.id, name: 'Yaz Favorilerim 2026' });
    expect(items.map((i) => i.id).slice(0, -1)).toEqual(reversed.map((i) => i.id));
    expect(items.map((i) => i.order)).toEqual(items.map((_: unknown, n: number) => n + 1));
    expect(items.slice(0, -1).map((i) => i.shortUrl)).toEqual(reversed.map((i) => i.shortUrl));
    expect(items.at(-1)).toMatchObject({
      url: trUrl(5),
      order: before.length + 1,
      shortUrl: affiliateLink(trUrl(5), 'influencer'),
    });
    expect(itemsOf(row.id).map((i) => i.id)).toEqual(items.map((i) => i.id));
    expect(db.collections.findFirst((q) => q.where({ id: row.id }))!.name).toBe('Yaz Favorilerim 2026');
  });

  it('keeps its own name in another case and rebuilds the link of an item whose url changed', async () => {
    const row = own();
    const [head, ...rest] = nonEmpty(itemsOf(row.id), 'the collection items');
    const res = await call('PUT', '/api/collections', {
      token: await loginMember(),
      json: {
        collection: { id: row.id, name: 'YAZ FAVORİLERİM' },
        collectionItems: [{ id: head.id, url: trUrl(6) }, ...rest.map((i) => ({ id: i.id, url: i.url }))],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.content.collectionItems[0]).toEqual({
      id: head.id,
      url: trUrl(6),
      shortUrl: affiliateLink(trUrl(6), 'influencer'),
      order: 1,
    });
  });

  it('a member may not drop an existing item; nothing changes', async () => {
    const row = own();
    const before = itemsOf(row.id);
    const res = await call('PUT', '/api/collections', {
      token: await loginMember(),
      json: {
        collection: { id: row.id, name: 'Değişti' },
        collectionItems: before.slice(1).map((i) => ({ id: i.id, url: i.url })),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name: 'CollectionItemRemoveNotAllowed', value: first(before).url }]);
    expect(itemsOf(row.id)).toEqual(before);
    expect(db.collections.findFirst((q) => q.where({ id: row.id }))!.name).toBe('Yaz Favorilerim');
  });

  it("an administrator drops items of a member's collection; new links carry the owner's name", async () => {
    const { row, owner } = otherMembersCollection();
    const before = itemsOf(row.id);
    const res = await call('PUT', '/api/collections', {
      token: await loginAdmin(),
      json: {
        collection: { id: row.id, name: row.name },
        collectionItems: [{ id: at(before, 1).id, url: at(before, 1).url }, { url: trUrl(7) }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.content.collection).toMatchObject({ userId: owner.id, userName: owner.userName });
    const [kept, added] = res.body.content.collectionItems;
    expect(res.body.content.collectionItems).toHaveLength(2);
    expect(kept).toEqual({
      id: at(before, 1).id,
      url: at(before, 1).url,
      shortUrl: at(before, 1).shortUrl,
      order: 1,
    });
    expect(added).toMatchObject({
      url: trUrl(7),
      order: 2,
      shortUrl: affiliateLink(trUrl(7), owner.userName),
    });
    expect(itemsOf(row.id).map((i) => i.id)).toEqual(res.body.content.collectionItems.map((i) => i.id));
    expect(db.collectionItems.findFirst((q) => q.where({ id: first(before).id }))).toBeUndefined();
  });

  it.each([
    [{ name: '' }, [{ name: 'RequiredField', value: 'name' }]],
    [{ name: 'ev dekorasyonu' }, [{ name: 'CollectionNameAlreadyExist', value: 'ev dekorasyonu' }]],
  ])('refuses the collection %j', async (change, errors) => {
    const row = own();
    const res = await call('PUT', '/api/collections', {
      token: await loginMember(),
      json: {
        collection: { id: row.id, ...change },
        collectionItems: itemsOf(row.id).map((i) => ({ id: i.id, url: i.url })),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(db.collections.findFirst((q) => q.where({ id: row.id }))!.name).toBe('Yaz Favorilerim');
  });

  it('refuses an invalid url with the url as value', async () => {
    const row = own();
    const res = await call('PUT', '/api/collections', {
      token: await loginMember(),
      json: {
        collection: { id: row.id, name: row.name },
        collectionItems: [...itemsOf(row.id).map((i) => ({ id: i.id, url: i.url })), { url: 'not a url' }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name: 'InvalidValue', value: 'not a url' }]);

    // A bad url on an existing item is reported as such, not as a removal.
    const [head, ...rest] = nonEmpty(itemsOf(row.id), 'the collection items');
    const changed = await call('PUT', '/api/collections', {
      token: await loginMember(),
      json: {
        collection: { id: row.id, name: row.name },
        collectionItems: [
          { id: head.id, url: 'mailto:a@b.c' },
          ...rest.map((i) => ({ id: i.id, url: i.url })),
        ],
      },
    });
    expect(changed.body.errors).toEqual([{ name: 'InvalidValue', value: 'mailto:a@b.c' }]);
    expect(first(itemsOf(row.id))).toEqual(head);
  });

  it("a member updating another member's collection, or an unknown one, gets CollectionNotFound", async () => {
    const { row } = otherMembersCollection();
    const before = itemsOf(row.id);
    const member = await loginMember();
    for (const id of [row.id, crypto.randomUUID(), EMPTY_ID, undefined]) {
      const res = await call('PUT', '/api/collections', {
        token: member,
        json: { collection: { id, name: 'Ele geçirildi' }, collectionItems: [] },
      });
      expect(res.status).toBe(404);
      expect(errorNames(res)).toEqual(['CollectionNotFound']);
    }
    expect(db.collections.findFirst((q) => q.where({ id: row.id }))!.name).toBe(row.name);
    expect(itemsOf(row.id)).toEqual(before);
  });

  it('refuses a body without a collection, and needs a token', async () => {
    const res = await call('PUT', '/api/collections', { token: await loginMember(), json: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name: 'RequiredField', value: 'collection' }]);
    const anonymous = await call('PUT', '/api/collections', {
      json: { collection: { id: own().id, name: 'X' } },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('DELETE /api/collections', () => {
  it('a member deletes their own collection and its items', async () => {
    const row = collectionNamed(SEED_IDS.member, 'Ev Dekorasyonu');
    expect(itemsOf(row.id).length).toBeGreaterThan(0);
    const res = await call('DELETE', '/api/collections', {
      token: await loginMember(),
      query: { id: row.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toBeNull();
    expect(db.collections.findFirst((q) => q.where({ id: row.id }))).toBeUndefined();
    expect(itemsOf(row.id)).toEqual([]);
  });

  it("a member cannot delete another member's collection; an administrator can", async () => {
    const { row } = otherMembersCollection();
    const res = await call('DELETE', '/api/collections', {
      token: await loginMember(),
      query: { id: row.id },
    });
    expect(res.status).toBe(404);
    expect(errorNames(res)).toEqual(['CollectionNotFound']);
    expect(db.collections.findFirst((q) => q.where({ id: row.id }))).toBeDefined();

    const admin = await call('DELETE', '/api/collections', {
      token: await loginAdmin(),
      query: { id: row.id },
    });
    expect(admin.status).toBe(200);
    expect(db.collections.findFirst((q) => q.where({ id: row.id }))).toBeUndefined();
    expect(itemsOf(row.id)).toEqual([]);
  });

  it('a missing id is RequiredField; no token is 401', async () => {
    const res = await call('DELETE', '/api/collections', { token: await loginMember() });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name: 'RequiredField', value: 'id' }]);
    const id = first(collectionsOf(SEED_IDS.member)).id;
    const anonymous = await call('DELETE', '/api/collections', { query: { id } });
    expect(anonymous.status).toBe(401);
    expect(db.collections.findFirst((q) => q.where({ id }))).toBeDefined();
  });
});

// @vitest-environment node
import { Router } from './router';
import { ok, badRequest } from './envelope';
import { pageList, compareValues, companyIdParam } from './paging';
import { ApiError } from './envelope';
import { first } from '@/lib/at';

describe('Router', () => {
  const router = new Router<string>()
    .add('GET', '/api/items/{id}', 'getItem', 'public', (ctx) => ok({ id: ctx.params.id }))
    .add('GET', '/api/items/Special', 'getSpecial', 'public', () => ok('special'))
    .add('POST', '/api/items', 'createItem', 'public', async (ctx) => ok(await ctx.json()))
    .add('GET', '/api/fail', 'fail', 'public', () => {
      throw badRequest('RequiredField', 'name');
    })
    .add('GET', '/api/crash', 'crash', 'public', () => {
      throw new Error('boom at /src/secret.ts:1');
    })
    .add('GET', '/api/secret', 'secret', 'user', () => ok(1));
  const get = (path: string, init?: RequestInit) =>
    router.handle(new Request(`http://localhost${path}`, init));

  it('matches case-insensitively and prefers literal segments', async () => {
    expect(await (await get('/API/ITEMS/abc')).json()).toMatchObject({ content: { id: 'abc' } });
    expect(await (await get('/api/items/special')).json()).toMatchObject({ content: 'special' });
  });
  it('answers a malformed %-escape in a path parameter 400 in the envelope', async () => {
    const res = await get('/api/items/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      isError: true,
      errors: [{ name: 'InvalidValue', value: 'id' }],
      content: null,
    });
  });
  it('answers unknown routes 404 NotFound and wrong methods 405', async () => {
    const res = await get('/api/nothing');
    expect(res.status).toBe(404);
    expect((await res.json()).errors[0].name).toBe('NotFound');
    expect((await get('/api/items', { method: 'DELETE' })).status).toBe(405);
  });
  it('turns ApiError into the envelope and unexpected errors into 500 ServerError', async () => {
    const res = await get('/api/fail');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      isError: true,
      errors: [{ name: 'RequiredField', value: 'name' }],
      content: null,
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const crash = await get('/api/crash');
    spy.mockRestore();
    expect(crash.status).toBe(500);
    // Neither the message nor a stack trace reaches the caller.
    const text = await crash.text();
    expect(JSON.parse(text)).toEqual({
      isError: true,
      errors: [{ name: 'ServerError', value: null }],
      content: null,
    });
    expect(text).not.toMatch(/boom|secret|\.ts/);
  });
  it('ignores a bad token on public routes but refuses it on signed-in ones', async () => {
    const headers = { Authorization: 'Bearer not.a.token' };
    expect((await get('/api/items/x', { headers })).status).toBe(200);
    expect((await get('/api/secret', { headers })).status).toBe(401);
  });
  it('refuses signed-in routes without a token and rejects malformed JSON', async () => {
    expect((await get('/api/secret')).status).toBe(401);
    const res = await get('/api/items', {
      method: 'POST',
      body: '{nope',
      headers: { 'Content-Type': 'application/json' },
    });
    expect((await res.json()).errors[0].name).toBe('InvalidJson');
  });
});

describe('pageList', () => {
  const rows = [
    { name: 'Şule', total: 5 },
    { name: 'ali', total: 30 },
    { name: 'Çiğdem', total: 10 },
    { name: 'İpek', total: 20 },
    { name: 'Zeynep', total: 1 },
  ];
  const q = (params: Record<string, string>) => new URLSearchParams(params);
  const opts = {
    search: ['name' as const],
    sortable: ['name' as const, 'total' as const],
    defaultSort: 'name',
  };

  it('sorts with Turkish collation by default and pages zero-based', () => {
    expect(pageList(rows, q({}), opts).items.map((r) => r.name)).toEqual([
      'ali',
      'Çiğdem',
      'İpek',
      'Şule',
      'Zeynep',
    ]);
    const page = pageList(rows, q({ pageIndex: '1', pageSize: '2' }), opts);
    expect(page).toEqual({ items: [rows[3], rows[0]], totalCount: 5 });
  });
  it('sorts descending by any sortable field, case-insensitive field name', () => {
    expect(pageList(rows, q({ sortBy: 'TOTAL desc' }), opts).items.map((r) => r.total)).toEqual([
      30, 20, 10, 5, 1,
    ]);
  });
  it('filters case-insensitively with Turkish rules and counts before paging', () => {
    const res = pageList(rows, q({ filter: 'ipek', pageSize: '1' }), opts);
    expect(res.totalCount).toBe(1);
    expect(first(pageList(rows, q({ filter: 'ÇİĞ' }), opts).items).name).toBe('Çiğdem');
    // A capital I of an ASCII name (INFLUENCER) still finds it.
    expect(
      pageList([{ name: 'influencer' }], q({ filter: 'INFLUENCER' }), {
        search: ['name'],
        defaultSort: 'name',
      }).totalCount,
    ).toBe(1);
  });
  it('returns every row for the all-rows page size', () => {
    expect(pageList(rows, q({ pageSize: '100000000', pageIndex: '3' }), opts).items).toHaveLength(5);
  });
  it.each([
    [{ sortBy: 'password' }, 'InvalidSortBy'],
    [{ sortBy: 'name sideways' }, 'InvalidSortBy'],
    [{ pageIndex: '-1' }, 'InvalidPaging'],
    [{ pageSize: '0' }, 'InvalidPaging'],
    [{ pageSize: 'x' }, 'InvalidPaging'],
  ])('refuses %j with %s', (params, name) => {
    expect(() => pageList(rows, q(params), opts)).toThrow(ApiError);
    try {
      pageList(rows, q(params), opts);
    } catch (e) {
      expect(first((e as ApiError).errors).name).toBe(name);
    }
  });
  it('puts empty values first', () => {
    expect([3, null, 1].sort(compareValues)).toEqual([null, 1, 3]);
  });
});

describe('companyIdParam', () => {
  const q = (params: Record<string, string>) => new URLSearchParams(params);
  const brand = '00000006-0000-4000-8000-00000000000A';

  it('is undefined when absent or blank, the id (lower-cased) otherwise, the empty GUID included', () => {
    expect(companyIdParam(q({}))).toBeUndefined();
    expect(companyIdParam(q({ companyId: '  ' }))).toBeUndefined();
    expect(companyIdParam(q({ companyId: ` ${brand} ` }))).toBe(brand.toLowerCase());
    expect(companyIdParam(q({ companyId: '00000000-0000-0000-0000-000000000000' }))).toBe(
      '00000000-0000-0000-0000-000000000000',
    );
  });
  it.each(['koton', '123', `${brand}x`, '{00000006-0000-4000-8000-00000000000a}'])(
    'refuses %s with InvalidValue companyId',
    (companyId) => {
      try {
        companyIdParam(q({ companyId }));
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ApiError);
        expect((e as ApiError).errors).toEqual([{ name: 'InvalidValue', value: 'companyId' }]);
      }
    },
  );
});

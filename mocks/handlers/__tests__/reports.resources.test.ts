// @vitest-environment node
// Reports: the five report resources (commissions, marketplace commissions, campaigns, coupons, discount campaigns) — list, sort, search, CRUD, 401/403/404/400 — generically over RESOURCES. Set-up and helpers: reports.support.ts.
import { call } from '../../../tests/support/api';
import { seedId } from '@mocks/core/ids';
import {
  admin,
  member,
  UNKNOWN_ID,
  content,
  items,
  all,
  expectSorted,
  idOf,
  expectError,
  RESOURCES,
  useReportActors,
} from './reports.support';

useReportActors();

describe.each(RESOURCES)('$entity resource', (res) => {
  const seedRow = seedId(res.kind, 1); // visible to the demo member in every resource
  const body = (input: Record<string, unknown>) => ({ [res.payloadKey]: input });

  it('lists with the default sort, paging and totalCount', async () => {
    const page = await call('GET', res.listPath, { token: admin });
    expect(page.status).toBe(200);
    expect(content(page).totalCount).toBe(res.count);
    expect(items(page)).toHaveLength(10);
    const everything = items(await all(res.listPath, admin));
    expect(everything).toHaveLength(res.count);
    expectSorted(everything, ...res.defaultSort);
    const second = await call('GET', res.listPath, { token: admin, query: { pageIndex: 1, pageSize: 5 } });
    expect(items(second).map((r) => r.id)).toEqual(everything.slice(5, 10).map((r) => r.id));
  });

  it('sorts by every item field, both ways', async () => {
    for (const field of res.sortable) {
      for (const desc of [false, true]) {
        const list = await all(res.listPath, admin, {
          sortBy: `${field.toUpperCase()}${desc ? ' desc' : ''}`,
        });
        expect(list.status).toBe(200);
        expectSorted(items(list), field, desc);
      }
    }
  });

  it('searches the text columns case-insensitively', async () => {
    const [needle, matches] = res.search;
    const list = items(await all(res.listPath, admin, { filter: needle }));
    expect(list.length).toBeGreaterThan(0);
    const expected = items(await all(res.listPath, admin)).filter(matches);
    expect(list.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
  });

  it.each([
    [{ pageIndex: -1 }, 'InvalidPaging', 'pageIndex'],
    [{ pageSize: 0 }, 'InvalidPaging', 'pageSize'],
    [{ sortBy: 'password' }, 'InvalidSortBy', 'password'],
    [{ sortBy: 'name sideways' }, 'InvalidSortBy', 'name sideways'],
  ])('refuses the list query %j with %s', async (query, name, value) => {
    expectError(await call('GET', res.listPath, { token: admin, query }), 400, name, value);
  });

  it('reads one row, also as a member', async () => {
    for (const token of [admin, member]) {
      const one = await call('GET', `${res.getPath}/${seedRow}`, { token });
      expect(one.status).toBe(200);
      expect(content(one).id).toBe(seedRow);
    }
  });

  it('creates, reads, updates (keeping fields left out) and deletes', async () => {
    const created = await call('POST', res.savePath, { token: admin, json: body(res.valid) });
    expect(created.status).toBe(200);
    const id = idOf(created);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    for (const [k, v] of Object.entries(res.valid)) {
      expect(String(content(created)[k])).toBe(String(v));
    }
    expect(content(await call('GET', `${res.getPath}/${id}`, { token: admin }))).toEqual(content(created));

    const updated = await call('PUT', res.savePath, { token: admin, json: body({ id, ...res.change }) });
    expect(updated.status).toBe(200);
    expect(content(updated)).toEqual({
      ...content(created),
      ...Object.fromEntries(
        Object.entries(res.change).map(([k, v]) => [
          k,
          typeof content(created)[k] === 'number' ? Number(v) : v,
        ]),
      ),
    });
    expect(content(await call('GET', `${res.getPath}/${id}`, { token: admin }))).toEqual(content(updated));
    expect(content(await all(res.listPath, admin)).totalCount).toBe(res.count + 1);

    const deleted = await call('DELETE', res.deletePath, { token: admin, query: { id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ isError: false, errors: [], content: null });
    expectError(await call('GET', `${res.getPath}/${id}`, { token: admin }), 404, `${res.entity}NotFound`);
  });

  it('answers 401 without a token on every operation', async () => {
    for (const r of [
      await call('GET', res.listPath),
      await call('GET', `${res.getPath}/${seedRow}`),
      await call('POST', res.savePath, { json: body(res.valid) }),
      await call('PUT', res.savePath, { json: body({ id: seedRow, ...res.valid }) }),
      await call('DELETE', res.deletePath, { query: { id: seedRow } }),
    ]) {
      expectError(r, 401, 'Unauthorized', 'Unauthorized request');
    }
  });

  it('answers 403 to a member who writes', async () => {
    for (const r of [
      await call('POST', res.savePath, { token: member, json: body(res.valid) }),
      await call('PUT', res.savePath, { token: member, json: body({ id: seedRow, ...res.valid }) }),
      await call('DELETE', res.deletePath, { token: member, query: { id: seedRow } }),
    ]) {
      expectError(r, 403, 'Forbidden');
    }
    expect(content(await call('GET', `${res.getPath}/${seedRow}`, { token: admin })).id).toBe(seedRow);
  });

  it('answers 404 for an unknown id', async () => {
    const name = `${res.entity}NotFound`;
    expectError(await call('GET', `${res.getPath}/${UNKNOWN_ID}`, { token: admin }), 404, name);
    expectError(
      await call('PUT', res.savePath, { token: admin, json: body({ ...res.valid, id: UNKNOWN_ID }) }),
      404,
      name,
    );
    expectError(await call('PUT', res.savePath, { token: admin, json: body(res.valid) }), 404, name);
    expectError(await call('DELETE', res.deletePath, { token: admin, query: { id: UNKNOWN_ID } }), 404, name);
  });

  it('answers 400 without the payload or the id to delete', async () => {
    expectError(
      await call('POST', res.savePath, { token: admin, json: res.valid }),
      400,
      'RequiredField',
      res.payloadKey,
    );
    // A text where the entity's object belongs is a value of the wrong type.
    expectError(
      await call('PUT', res.savePath, { token: admin, json: { [res.payloadKey]: 'x' } }),
      400,
      'InvalidValue',
      res.payloadKey,
    );
    expectError(await call('DELETE', res.deletePath, { token: admin }), 400, 'RequiredField', 'id');
  });
});

// @vitest-environment node
/**
 * The mock's answers are checked against the contract by `tsc` (`npm run typecheck`): each `@ts-expect-error`
 * below must stay an error, or the type check fails.
 */
import { ok } from './envelope';
import { registerResource } from './resource';
import { Router } from './router';

describe('answers typed from the contract', () => {
  it('a route answers its operation content; a wrong shape does not compile', () => {
    const router = new Router();
    router.add('GET', '/api/tickets/GetNotificationCount', 'getNotificationCount', 'user', () => ok(3));
    // @ts-expect-error the notification count is a number, not a string
    router.add('GET', '/api/tickets/GetNotificationCount', 'getNotificationCount', 'user', () => ok('3'));
    // @ts-expect-error a role has `name`, not `title`
    router.add('GET', '/api/roles/{id}', 'getRole', 'user', () => ok({ role: { id: 'x', title: 'A' } }));
    // @ts-expect-error not an operation of the contract
    router.add('GET', '/api/nothing', 'getNothing', 'user', () => ok(null));
    expect(router.routes.map((r) => r.operationId)).toEqual([
      'getNotificationCount',
      'getNotificationCount',
      'getRole',
      'getNothing',
    ]);
  });

  it("a resource's entity must match the page its list operation answers", () => {
    const router = new Router();
    const base = { table: 'storage', entity: 'Storage', listPath: '/api/storage/GetStorages' } as const;
    const parse = () => ({});
    registerResource<'storage', { id: string; key: string; value: string }>(router, {
      ...base,
      operationIds: { list: 'getStorages' },
      payloadKeys: null,
      toDto: (row) => ({ id: row.id, key: row.key, value: row.value }),
      list: { search: ['key'], defaultSort: 'key' },
      parse,
    });
    registerResource<'storage', { id: string; key: string }>(router, {
      ...base,
      // @ts-expect-error a storage entry without its `value` is not what getStorages answers
      operationIds: { list: 'getStorages' },
      payloadKeys: null,
      toDto: (row) => ({ id: row.id, key: row.key }),
      list: { search: ['key'], defaultSort: 'key' },
      parse,
    });
    expect(router.routes).toHaveLength(2);
  });
});

// @vitest-environment node
/**
 * The authorization matrix: every operation of openapi.yaml as anonymous, member and administrator,
 * and a cross-member table — another member's ids in the path, the query and the body of every operation a
 * member may call. Every answer is checked against the contract by `call` (documented status, valid envelope,
 * catalogue error names).
 */
import {
  call,
  errorNames,
  login,
  loginAdmin,
  loginMember,
  useMockServer,
  DEMO,
} from '../../../tests/support/api';
import { operations, spec } from '../../../tests/support/contract';
import { METHODS, deref } from '../../../scripts/openapi.mjs';
import { backend, db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';
import { userPermissionNames } from '@mocks/core/grants';
import { first, present } from '@/lib/at';

useMockServer();

const UNKNOWN_ID = '0a0a0a0a-0000-4000-8000-000000000001';
const accessOf = new Map(backend.router.routes.map((r) => [r.operationId, r.access]));
const isPublic = (operationId: string) => accessOf.get(operationId) === 'public';
const PAYLOAD_KEYS = [
  ...new Set(
    Object.values(spec.components.requestBodies).flatMap((b) =>
      Object.entries(b.content?.['application/json']?.schema?.properties ?? {})
        .filter(([, schema]) => schema.$ref || schema.type === 'object')
        .map(([key]) => key),
    ),
  ),
];

interface Target {
  id: string;
  userName: string;
  collectionName: string;
  invoiceDate: string;
}

/** The operation object of openapi.yaml behind `op`. */
function operationOf(op: (typeof operations)[number]) {
  const method = present(
    METHODS.find((m) => m.toUpperCase() === op.method),
    `the method of ${op.operationId}`,
  );
  return present(spec.paths[op.path]?.[method], `${op.method} ${op.path}`);
}

/** One request for the operation: path and required query values from `target`, an empty body. */
function request(op: (typeof operations)[number], target: Target) {
  const path = op.path
    .replace('{id}', encodeURIComponent(target.id))
    .replace(/\{user[nN]ame\}/, encodeURIComponent(target.userName))
    .replace('{collectionName}', encodeURIComponent(target.collectionName))
    .replace('{invoiceDate}', target.invoiceDate);
  const item = operationOf(op);
  const query: Record<string, string> = {};
  for (const raw of item.parameters ?? []) {
    const p = deref(spec, raw);
    if (p.in !== 'query') continue;
    if (p.name === 'userNameOrEmail') query[p.name] = target.userName;
    else if (p.name === 'id' || p.name === 'paymentTrackingId' || p.name === 'userId')
      query[p.name] = target.id;
  }
  const body = deref(spec, item.requestBody);
  const isForm = !!body?.content?.['multipart/form-data'];
  // The id bare and under every payload key of the contract's request bodies.
  const entity = { id: target.id };
  const json =
    body && !isForm ? { ...entity, ...Object.fromEntries(PAYLOAD_KEYS.map((k) => [k, entity])) } : undefined;
  return { method: op.method, path, query, json, form: isForm ? new FormData() : undefined };
}

const ownTarget = (id = UNKNOWN_ID): Target => ({
  id,
  userName: DEMO.member.userName,
  collectionName: 'x',
  invoiceDate: '2026-01',
});

describe('every operation of openapi.yaml', () => {
  it('is served by the router with the access the spec gives it', () => {
    const routed = new Set(backend.router.routes.map((r) => r.operationId));
    expect(operations.map((o) => o.operationId).filter((id) => !routed.has(id))).toEqual([]);
    for (const op of operations) {
      const item = operationOf(op);
      const openInSpec = Array.isArray(item.security) && item.security.length === 0;
      expect(`${op.operationId}: ${isPublic(op.operationId)}`).toBe(`${op.operationId}: ${openInSpec}`);
    }
  });

  it('as anonymous: 401 unless public', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const { method, path, query, json, form } = request(op, ownTarget());
      const res = await call(method, path, { query, json, form });
      if ((res.status === 401) === isPublic(op.operationId)) wrong.push(`${op.operationId} ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('as member (their own id where one is asked): 403 exactly where a permission is needed, never 401', async () => {
    const token = await loginMember();
    const me = db.users.findFirst((q) => q.where({ userName: DEMO.member.userName }))!;
    const wrong: string[] = [];
    for (const op of operations) {
      const { method, path, query, json, form } = request(op, ownTarget(me.id));
      const res = await call(method, path, { token, query, json, form });
      const access = accessOf.get(op.operationId)!;
      const needsPermission = access !== 'public' && access !== 'user';
      if (res.status === 401 || (res.status === 403) !== needsPermission) {
        wrong.push(`${op.operationId} (${access}) ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('as administrator: never 401 or 403', async () => {
    const token = await loginAdmin();
    const wrong: string[] = [];
    for (const op of operations) {
      const { method, path, query, json, form } = request(op, ownTarget());
      const res = await call(method, path, { token, query, json, form });
      if (res.status === 401 || res.status === 403) wrong.push(`${op.operationId} ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('restricted administrator: only user administration (the seeded role "Kullanıcı Yöneticisi")', () => {
  /** The seeded user administrator (that role alone), and the permissions it has. */
  async function loginUserManager() {
    const manager = db.users.findFirst((q) => q.where({ id: SEED_IDS.userManager }))!;
    expect(manager.roleIds).toEqual([SEED_IDS.userManagerRole]);
    const token = await login(manager.userName, DEMO.admin.password);
    return { token, held: userPermissionNames(db, manager) };
  }

  it('403 exactly where a permission it lacks is needed, never 401', async () => {
    const { token, held } = await loginUserManager();
    expect([...held].sort()).toEqual([
      'Permissions_Administration',
      'Permissions_User_Create',
      'Permissions_User_Delete',
      'Permissions_User_Update',
    ]);
    const wrong: string[] = [];
    for (const op of operations) {
      const { method, path, query, json, form } = request(op, ownTarget());
      const res = await call(method, path, { token, query, json, form });
      const access = accessOf.get(op.operationId)!;
      const lacks = access !== 'public' && access !== 'user' && !held.has(access);
      if (res.status === 401 || (res.status === 403) !== lacks)
        wrong.push(`${op.operationId} (${access}) ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('cannot change, deactivate or delete a user holding more permissions (admin), by any user write', async () => {
    const { token } = await loginUserManager();
    const before = JSON.stringify(db.users.findFirst((q) => q.where({ id: SEED_IDS.admin })));
    const admin = { ...ownTarget(SEED_IDS.admin), userName: 'admin' };
    const member = db.users.findFirst((q) => q.where({ userName: DEMO.member.userName }))!;
    const writes = operations.filter((op) =>
      ['updateUser', 'deactivateUser', 'createProfile', 'updateProfile'].includes(op.operationId),
    );
    expect(writes).toHaveLength(4);
    const wrong: string[] = [];
    for (const op of writes) {
      const { method, path, query, json, form } = request(op, admin);
      // Everything the user dialog and the profile send, so only the permission rule can refuse it.
      const body = json && {
        ...json,
        user: {
          id: SEED_IDS.admin,
          userName: 'admin',
          email: 'saldirgan@example.com',
          newTvCommissionPercentage: 10,
          password: 'Ele12345!',
          passwordRepeat: 'Ele12345!',
        },
      };
      const res = await call(method, path, { token, query, json: body, form });
      if (res.status !== 403 || errorNames(res)[0] !== 'CannotManageUser')
        wrong.push(`${op.operationId} ${res.status}`);
      // The same call on a member is not refused for permissions.
      const own = request(op, { ...ownTarget(member.id), userName: member.userName });
      const fine = await call(method, own.path, { token, query: own.query, json: own.json, form: own.form });
      if (fine.status === 403) wrong.push(`${op.operationId} on a member 403`);
    }
    expect(wrong).toEqual([]);
    expect(JSON.stringify(db.users.findFirst((q) => q.where({ id: SEED_IDS.admin })))).toBe(before);
  });
});

/**
 * Lookups that show another member's public data on purpose: user names are public (they form the addresses
 * of public collections), so the name of a user id is answered to any signed-in user.
 */
const BY_DESIGN = new Set(['getUserNameWithId']);

describe('cross-member table', () => {
  it("another member's ids in path, query and body never reach or change their data", async () => {
    const me = db.users.findFirst((q) => q.where({ userName: DEMO.member.userName }))!;
    // The other member with the most own rows.
    const rowsOf = (userId: string) => ({
      tickets: db.tickets.findMany((q) => q.where({ userId })),
      collections: db.collections.findMany((q) => q.where({ userId })),
      payments: db.paymentTrackings.findMany((q) => q.where({ userId })),
    });
    const others = db.users.findMany((q) =>
      q.where((u) => u.id !== me.id && u.isActive && u.roleIds.includes(SEED_IDS.memberRole)),
    );
    const other = first(
      others.map((u) => ({ u, n: Object.values(rowsOf(u.id)).flat().length })).sort((a, b) => b.n - a.n),
      'the other members',
    ).u;
    const theirs = rowsOf(other.id);
    expect(theirs.tickets.length * theirs.collections.length * theirs.payments.length).toBeGreaterThan(0);
    const foreignIds = [
      other.id,
      first(theirs.tickets).id,
      first(theirs.collections).id,
      first(theirs.payments).id,
      ...db.collectionItems
        .findMany((q) => q.where({ collectionId: first(theirs.collections).id }))
        .map((i) => i.id),
    ];
    const snapshot = () =>
      JSON.stringify({
        user: db.users.findFirst((q) => q.where({ id: other.id })),
        rows: rowsOf(other.id),
        items: db.collectionItems.findMany((q) => q.where({ collectionId: first(theirs.collections).id })),
        chats: db.chats.findMany((q) => q.where({ ticketId: first(theirs.tickets).id })),
      });
    const before = snapshot();

    const token = await loginMember();
    const leaks: string[] = [];
    let calls = 0;
    for (const op of operations) {
      // Public operations show public data by design (a member's public collections by user name).
      if (isPublic(op.operationId) || BY_DESIGN.has(op.operationId)) continue;
      const access = accessOf.get(op.operationId);
      if (access !== 'user') continue;
      for (const id of foreignIds) {
        const target = { ...ownTarget(), id, userName: other.userName };
        const { method, path, query, json, form } = request(op, target);
        const res = await call(method, path, { token, query, json, form });
        calls++;
        if (res.status === 200) {
          const text =
            JSON.stringify(res.body ?? '') + (res.bytes ? new TextDecoder().decode(res.bytes) : '');
          if (text.includes(id) || text.includes(other.userName)) leaks.push(`${op.operationId} ${id}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
    expect(snapshot()).toBe(before);
  });
});

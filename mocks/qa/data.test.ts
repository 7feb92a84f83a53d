import { call, loginAdmin, login, useMockServer } from '../../tests/support/api';
import { SCHEMA_VERSION } from '../db';
import { getFile, putFile } from '../core/files';
import { SEED_IDS } from '../seed';
import { parseFaultParam, faultParam } from './url';
import { db, qa } from '../node';
import { buildScenario, FRESH_MEMBER, LARGE, scenarios } from './scenarios';
import { exportDb, importDb } from './snapshot';

useMockServer();

describe('exportDb / importDb', () => {
  it('export → change → import restores the earlier state, uploaded files included', async () => {
    await putFile(db, 'invoices/qa.pdf', {
      name: 'qa.pdf',
      type: 'application/pdf',
      data: new Uint8Array([1, 2, 3]).buffer,
    });
    const before = await exportDb(db);
    const text = JSON.stringify(before);
    const users = db.users.count();

    db.roles.delete((q) => q.where({ id: SEED_IDS.userManagerRole }));
    db.users.delete((q) => q.where({ id: SEED_IDS.member }));
    await putFile(db, 'invoices/qa.pdf', {
      name: 'qa.pdf',
      type: 'application/pdf',
      data: new Uint8Array([9]).buffer,
    });
    expect(db.users.count()).toBe(users - 1);

    await importDb(db, JSON.parse(text));
    expect(db.users.count()).toBe(users);
    expect(db.roles.findFirst((q) => q.where({ id: SEED_IDS.userManagerRole }))).toBeTruthy();
    expect([...new Uint8Array((await getFile(db, 'invoices/qa.pdf'))!.data)]).toEqual([1, 2, 3]);
    expect(await login('influencer', 'Member123!')).toBeTruthy();
  });

  it('refuses an export of another schema version with a clear error and changes nothing', async () => {
    const snapshot = { ...(await exportDb(db)), version: SCHEMA_VERSION + 1 };
    snapshot.data = { ...snapshot.data, users: [] };
    await expect(importDb(db, snapshot)).rejects.toThrow(
      `the export has schema version ${SCHEMA_VERSION + 1}, this app needs ${SCHEMA_VERSION}`,
    );
    expect(db.users.count()).toBeGreaterThan(0);
  });

  it('refuses rows that do not fit the schema, and what is not an export at all', async () => {
    const snapshot = await exportDb(db);
    snapshot.data.users = [{ id: 'x' }];
    await expect(importDb(db, snapshot)).rejects.toThrow(/does not fit this app's schema/);
    await expect(importDb(db, { hello: 1 })).rejects.toThrow(/not a database export of this app/);
    expect(db.users.count()).toBeGreaterThan(1);
  });
});

describe('scenarios', () => {
  it('lists at least seed, fresh-member, payments and large', () => {
    expect(scenarios().map((s) => s.name)).toEqual(['seed', 'fresh-member', 'payments', 'large']);
  });

  it('fresh-member: a confirmed member with an empty profile, the administrator, nothing else', async () => {
    await buildScenario(db, 'fresh-member');
    expect(
      db.users
        .findMany()
        .map((u) => u.userName)
        .sort(),
    ).toEqual(['admin', FRESH_MEMBER.userName]);
    expect(db.paymentTrackings.count() + db.tickets.count() + db.collections.count() + db.mails.count()).toBe(
      0,
    );
    const token = await login(FRESH_MEMBER.userName, FRESH_MEMBER.password);
    const profile = await call('GET', '/api/profile', { token });
    expect(profile.body.content.user).toMatchObject({ fullName: null, phoneNumber: null, ibanNumber: null });
  });

  it('payments: the demo member has one row in every status', async () => {
    await buildScenario(db, 'payments');
    const rows = db.paymentTrackings.findMany();
    expect(rows.every((r) => r.userId === SEED_IDS.member)).toBe(true);
    expect(rows.map((r) => r.status).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('refuses an unknown scenario', async () => {
    await expect(buildScenario(db, 'nope')).rejects.toThrow(/unknown scenario 'nope'/);
  });
});

describe('?mockFault=', () => {
  const ids = qa.operations().map((o) => o.operationId);
  it('reads error names, statuses, network, hang and delay; skips unknown operations', () => {
    expect(
      parseFaultParam(
        'login:EmailNotConfirm, getusers:500,getRoles:network,getRole:hang,nope:500,getProfile:delay=800',
        ids,
      ),
    ).toEqual([
      { operationId: 'login', error: 'EmailNotConfirm' },
      { operationId: 'getUsers', status: 500 },
      { operationId: 'getRoles', network: true },
      { operationId: 'getRole', hang: true },
      { operationId: 'getProfile', delayMs: 800 },
    ]);
  });
  it('writes the active rules back as a parameter (the bug-report link)', () => {
    expect(
      faultParam([
        { operationId: 'login', error: 'UserNotFound' },
        { operationId: 'getUsers', status: 500 },
      ]),
    ).toBe('login:UserNotFound,getUsers:500');
  });
});

describe('the large scenario (last: emptying 60 000 rows again is slow)', () => {
  it(`large: ${LARGE.users} users and ${LARGE.payments} payment rows, served by the user list`, async () => {
    await buildScenario(db, 'large');
    expect(db.users.count()).toBeGreaterThanOrEqual(LARGE.users);
    expect(db.paymentTrackings.count()).toBeGreaterThanOrEqual(LARGE.payments);
    const token = await loginAdmin();
    const page = await call('GET', '/api/users', { token, query: { pageIndex: 0, pageSize: 10 } });
    expect(page.body.content.totalCount).toBeGreaterThanOrEqual(LARGE.users);
  }, 120_000);
});

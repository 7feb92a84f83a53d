// @vitest-environment node
// Profile: reading one's own or another user's profile, the user name of an id.
import {
  call,
  errorNames,
  loginAdmin,
  loginMember,
  useMockServer,
  UNKNOWN_ID,
  loginOperator,
} from '../../../tests/support/api';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';

useMockServer();

describe('GET /api/profile', () => {
  it("returns the caller's own profile with roles", async () => {
    const res = await call('GET', '/api/profile', { token: await loginMember() });
    expect(res.status).toBe(200);
    expect(res.body.content.user).toMatchObject({
      id: SEED_IDS.member,
      userName: 'influencer',
      ibanNumber: 'TR330006100519786457841326',
    });
    expect(res.body.content.grantedRoleIds).toEqual([SEED_IDS.memberRole]);
    expect(res.body.content.allRoles.length).toBe(db.roles.count());
    const own = await call('GET', '/api/profile', {
      token: await loginMember(),
      query: { id: SEED_IDS.member },
    });
    expect(own.body.content.user.id).toBe(SEED_IDS.member);
  });
  it("gives administrators any user's profile", async () => {
    const res = await call('GET', '/api/profile', {
      token: await loginOperator(),
      query: { id: SEED_IDS.member },
    });
    expect(res.status).toBe(200);
    expect(res.body.content.user.userName).toBe('influencer');
  });
  it("never shows a member another user's profile", async () => {
    const res = await call('GET', '/api/profile', {
      token: await loginMember(),
      query: { id: SEED_IDS.admin },
    });
    expect(res.status).toBe(403);
    expect(errorNames(res)).toEqual(['Forbidden']);
    expect(res.body.content).toBeNull();
    // Unknown ids are not revealed to members either.
    expect(
      (await call('GET', '/api/profile', { token: await loginMember(), query: { id: UNKNOWN_ID } })).status,
    ).toBe(403);
  });
  it('answers 404 for an unknown user and 401 without a token', async () => {
    const res = await call('GET', '/api/profile', { token: await loginAdmin(), query: { id: UNKNOWN_ID } });
    expect(res.status).toBe(404);
    expect(errorNames(res)).toEqual(['UserNotFound']);
    expect((await call('GET', '/api/profile')).status).toBe(401);
  });
});

describe('GET /api/profile/GetUserNameWithId', () => {
  it('gives any signed-in user the user name of an id', async () => {
    const res = await call('GET', '/api/profile/GetUserNameWithId', {
      token: await loginMember(),
      query: { id: SEED_IDS.admin },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ user: { userName: 'admin' } });
  });
  it('answers 400 without an id, 404 for an unknown one and 401 without a token', async () => {
    const token = await loginMember();
    const none = await call('GET', '/api/profile/GetUserNameWithId', { token });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ name: 'RequiredField', value: 'id' }]);
    const missing = await call('GET', '/api/profile/GetUserNameWithId', { token, query: { id: UNKNOWN_ID } });
    expect(missing.status).toBe(404);
    expect(errorNames(missing)).toEqual(['UserNotFound']);
    expect(
      (await call('GET', '/api/profile/GetUserNameWithId', { query: { id: SEED_IDS.admin } })).status,
    ).toBe(401);
  });
});

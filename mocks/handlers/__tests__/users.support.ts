// Shared steps of the user tests (users.*.test.ts) and the security tests (hardening.test.ts, account-abuse.test.ts):
// users by name, a restricted administrator, and a `PUT /api/users` body built from a stored user.
import { DEMO, login } from '../../../tests/support/api';
import { updateRow } from '@mocks/core/resource';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';

/** The stored user of that name, if any. */
export const findUser = (userName: string) => db.users.findFirst((q) => q.where({ userName }));
/** The stored user of that name; the seed's users and those a test created. */
export const userRow = (userName: string) => findUser(userName)!;

/** 'operasyon' made a user administrator: the seeded role 'Kullanıcı Yöneticisi' only (no role rights). */
export async function loginUserManager(): Promise<string> {
  await updateRow(db, 'users', userRow('operasyon'), { roleIds: [SEED_IDS.userManagerRole] });
  return login('operasyon', DEMO.admin.password);
}

/** The `PUT /api/users` body of a stored user, with `extra` fields changed. */
export const userBody = (userName: string, extra: Record<string, unknown> = {}) => {
  const u = userRow(userName);
  return {
    user: {
      id: u.id,
      userName: u.userName,
      email: u.email,
      newTvCommissionPercentage: u.newTvCommissionPercentage,
      ...extra,
    },
  };
};

// @vitest-environment jsdom
import { UnsecuredJWT } from 'jose';
import { getSession, NAME_IDENTIFIER_CLAIM, signIn, signOut } from './session';

const NOW = new Date('2026-03-02T10:00:00Z');

/** A token of `userName` that expires `seconds` after NOW. */
const tokenOf = (userName: string, seconds: number) =>
  new UnsecuredJWT({ sub: userName, [NAME_IDENTIFIER_CLAIM]: `id-${userName}` })
    .setExpirationTime(Math.floor(NOW.getTime() / 1000) + seconds)
    .encode();

afterEach(() => {
  signOut();
  vi.useRealTimers();
});

describe('session', () => {
  it('ends when its token expires, while the token is still stored', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    signIn(tokenOf('ayse', 60));
    expect(getSession()?.userName).toBe('ayse');
    vi.setSystemTime(NOW.getTime() + 61_000);
    expect(getSession()).toBeNull();
  });

  it('follows the stored token: another user signing in is seen at once', () => {
    signIn(tokenOf('ayse', 3600 * 24 * 365 * 10));
    expect(getSession()?.userName).toBe('ayse');
    signIn(tokenOf('mehmet', 3600 * 24 * 365 * 10));
    expect(getSession()?.userName).toBe('mehmet');
    signOut();
    expect(getSession()).toBeNull();
  });
});

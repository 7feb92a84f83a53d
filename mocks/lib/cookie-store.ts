/**
 * What the in-browser mock's bundle has in the place of MSW's cookie jar (`msw/lib/core/utils/cookieStore`;
 * vite.config.ts, `mswWithoutCookieJar` of scripts/vite-plugins.ts). MSW keeps the cookies that mocked answers set in
 * a tough-cookie jar, which brings tough-cookie and the public suffix list (`tldts`, about 260 kB) into the mock's
 * chunk and matches every mocked request's address against the jar. The mock sets no cookie: the app signs in with a
 * bearer token. A mocked answer that sets one fails loudly rather than being dropped. Tests and the HTTP mock server
 * keep MSW's own jar.
 */
export const cookieStore = {
  /** The jar's cookies for a request's address: never any. */
  getCookies(_url: string): { key: string; value: string }[] {
    return [];
  },
  async setCookie(cookie: string, url: string): Promise<void> {
    throw new Error(
      `the in-browser mock keeps no cookies (mocks/lib/cookie-store.ts): ${url} set "${cookie}"`,
    );
  },
};

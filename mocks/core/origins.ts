/**
 * The app's origins, from configuration only (docs/decisions.md, "Mailed links use only allowed origins" and "CORS only for configured origins"): where
 * mailed links may point, and (HTTP mock server) which web pages CORS lets call the API. Nothing a request
 * carries (its `Host` header, its URL) widens the list.
 *
 * A `clientDomain` naming any other origin is not an error; the link is built on the app's origin instead,
 * so nobody can have the server mail a reset link to a site of their choosing.
 */

/** A backend's allowed origins (./runtime.ts `Runtime.origins`, which imports this file). */
type Origins = { readonly origins: readonly string[] };

/** Vite's dev and preview servers: the app's origins when no other list is configured. */
export const DEFAULT_ORIGINS: readonly [string, ...string[]] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

/**
 * The backend's `origins` option as used (the HTTP mock server: `MOCK_ALLOWED_ORIGINS` / `--origin`): entries that
 * are not http(s) origins are dropped, and an empty result keeps the defaults.
 */
export function originList(origins: readonly string[] | undefined): readonly string[] {
  const parsed = (origins ?? []).map(originOf).filter((o): o is string => o !== null);
  return parsed.length > 0 ? [...new Set(parsed)] : DEFAULT_ORIGINS;
}

/** The configured origins (the backend's `origins` option, ./runtime.ts). */
export const allowedOrigins = (db: Origins): readonly string[] => db.origins;

/** The http(s) origin of a URL, or null. */
export function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The app's own origin: the page's in the browser (where the in-browser server runs), else the first configured. */
function appOrigin(db: Origins): string {
  const here = (globalThis as { location?: { origin?: string } }).location?.origin;
  return originOf(here) ?? allowedOrigins(db)[0] ?? DEFAULT_ORIGINS[0];
}

/** The origin to build a mailed link on: `wanted` when configured (or the page's own), the app's origin otherwise. */
export function mailOrigin(db: Origins, wanted: string): string {
  return wanted === appOrigin(db) || allowedOrigins(db).includes(wanted) ? wanted : appOrigin(db);
}

/**
 * Where mailed links may point (docs/decisions.md, "Hardening"): the app's own origin or a configured list.
 * A `clientDomain` naming any other origin is not an error; the link is built on the app's origin instead,
 * so nobody can have the server mail a reset link to a site of their choosing.
 */

/** Vite's dev and preview servers: the app's origins when no other list is configured. */
const DEFAULT_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173'];
let configured: string[] = DEFAULT_ORIGINS;

/** Replaces the configured list (the HTTP mock server reads `MOCK_ALLOWED_ORIGINS`). */
export function setAllowedOrigins(origins: string[]): void {
  const parsed = origins.map(originOf).filter((o): o is string => o !== null);
  configured = parsed.length > 0 ? parsed : DEFAULT_ORIGINS;
}

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

/** The app's own origin: the page's in the browser, else the first configured one. */
function appOrigin(): string {
  const here = (globalThis as { location?: { origin?: string } }).location?.origin;
  return originOf(here) ?? configured[0];
}

/** The origin to build a mailed link on: `wanted` when allowed, the app's own origin otherwise. */
export function mailOrigin(wanted: string, request: Request): string {
  const allowed = new Set([appOrigin(), new URL(request.url).origin, ...configured]);
  return allowed.has(wanted) ? wanted : appOrigin();
}

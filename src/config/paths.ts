/** Route paths, derived from the route table (src/config/routeTable.tsx). */
import { paths } from './routeTable';

export { paths };

/**
 * Where to go after login: only a path on this site. Anything else (other origins, protocol-relative
 * `//host`, `javascript:`, backslash tricks) falls back to the home page.
 */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.home): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  try {
    const base = 'https://portal.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    // Dot segments can normalise to a protocol-relative path (`/..//evil.example` → `//evil.example`): the
    // resolved path must itself be a plain path on this site.
    const resolved = url.pathname + url.search + url.hash;
    if (resolved.startsWith('//') || new URL(resolved, base).origin !== base) return fallback;
    return resolved;
  } catch {
    return fallback;
  }
}

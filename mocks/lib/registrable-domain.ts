/**
 * What the in-browser mock's bundle has in the place of `tldts` (vite.config.ts). MSW keeps the cookies of mocked
 * answers with tough-cookie, which asks `tldts` for a host's registrable domain; `tldts` carries the whole public
 * suffix list (about 260 kB, half of the mock's code). The mock sets no cookie (the app signs in with a bearer token),
 * so the mock's cookie jar only ever looks up the app's own host: its last two labels, as the list answers for the
 * hosts the app is served from (`localhost` and IP addresses have none).
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (host === '' || host.includes(':') || /^[\d.]+$/.test(host)) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}

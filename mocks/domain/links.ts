/** Affiliate links of collection items (see docs/decisions.md, Collections). */

/** The url with `utm_source=influencer_{user name}` (ASCII lower case), `utm_medium=affiliate`, `utm_campaign=tatil`. */
export function affiliateLink(url: string, userName: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  u.searchParams.set('utm_source', `influencer_${userName.toLowerCase()}`);
  u.searchParams.set('utm_medium', 'affiliate');
  u.searchParams.set('utm_campaign', 'tatil');
  return u.toString();
}

/**
 * The affiliate link of a pasted marketplace URL (docs/decisions.md, Collections): `utm_source` =
 * `influencer_<lowercased user name>`, `utm_medium` = `affiliate`, `utm_campaign` = `tatil`. The server stores
 * its own (`shortUrl`); the dialog shows this one for links not saved yet.
 */
export const AFFILIATE = { medium: 'affiliate', campaign: 'tatil' } as const;

/** Whether the text is an absolute http(s) URL (the only links a collection accepts). */
export function isHttpUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export function affiliateLink(url: string, userName: string): string {
  if (!isHttpUrl(url)) return url;
  const u = new URL(url);
  u.searchParams.set('utm_source', `influencer_${userName.toLowerCase()}`);
  u.searchParams.set('utm_medium', AFFILIATE.medium);
  u.searchParams.set('utm_campaign', AFFILIATE.campaign);
  return u.toString();
}

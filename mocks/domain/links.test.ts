// @vitest-environment node
import { affiliateLink } from './links';

describe('affiliateLink', () => {
  it('adds the influencer source, affiliate medium and tatil campaign', () => {
    expect(affiliateLink('https://www.trendyol.com/koton/tisort-p-1', 'ayse')).toBe(
      'https://www.trendyol.com/koton/tisort-p-1?utm_source=influencer_ayse&utm_medium=affiliate&utm_campaign=tatil',
    );
  });
  it('lower-cases ASCII user names without Turkish dotless i', () => {
    expect(affiliateLink('https://x.example/p', 'ILKER')).toContain('utm_source=influencer_ilker&');
  });
  it('keeps existing parameters and replaces old utm values', () => {
    expect(affiliateLink('https://x.example/p?color=red&utm_source=old', 'a')).toBe(
      'https://x.example/p?color=red&utm_source=influencer_a&utm_medium=affiliate&utm_campaign=tatil',
    );
  });
});

import { selectedMenuKey } from './menu';

describe('selectedMenuKey', () => {
  it('follows the URL', () => {
    expect(selectedMenuKey('/admin/home')).toBe('/admin/home');
    expect(selectedMenuKey('/admin/faq/')).toBe('/admin/faq');
    expect(selectedMenuKey('/admin/user-list')).toBe('/admin/user-list');
    expect(selectedMenuKey('/admin/image-guide')).toBeUndefined();
  });
});

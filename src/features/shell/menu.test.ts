import { menuEntries, selectedMenuKey } from './menu';
import { PERMISSIONS } from '@/api/shared/permissions';

describe('selectedMenuKey', () => {
  it('follows the URL', () => {
    expect(selectedMenuKey('/admin/home')).toBe('/admin/home');
    expect(selectedMenuKey('/admin/faq/')).toBe('/admin/faq');
    expect(selectedMenuKey('/admin/user-list')).toBe('/admin/user-list');
    expect(selectedMenuKey('/admin/image-guide')).toBeUndefined();
  });
});

describe('menuEntries (derived from the route table)', () => {
  const member = () => false;
  const admin = (p: string) => p === PERMISSIONS.administration;

  it('gives members the main section and no administration entry', () => {
    const main = menuEntries('main', member).map((e) => e.path);
    expect(main).toEqual(
      expect.arrayContaining(['/admin/home', '/admin/ticket-list', '/admin/payment-tracking-list']),
    );
    expect(menuEntries('admin', member)).toEqual([]);
  });

  it('gives administrators the administration section', () => {
    expect(menuEntries('admin', admin).map((e) => e.path)).toEqual([
      '/admin/user-list',
      '/admin/role-list',
      '/admin/company-list',
      '/admin/company-user',
      '/admin/trendyol-commission-list',
      '/admin/storage-list',
    ]);
  });
});

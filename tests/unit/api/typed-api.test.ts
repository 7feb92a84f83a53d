/**
 * The typed call layer: type-level assertions (checked by `npm run typecheck`, which fails when an
 * `@ts-expect-error` line stops being an error) and the run-time path filling.
 */
import { api, fillPath, type Answer } from '@/lib/typed-api';
import type { Paged, Role, RoleRef } from '@/api/types';

// Never called: only compiled.
export function typeLevelAssertions(id: string, file: File) {
  // Right calls compile, and answer the contract's `content` type.
  const role: Promise<Answer<'/api/roles/{id}', 'get'>> = api.get('/api/roles/{id}', { path: { id } });
  const roles: Promise<Paged<Role>> = api.get('/api/roles', { query: { filter: 'a', pageIndex: 0 } });
  void api.get('/api/roles');
  void api.post('/api/roles', { body: { role: { id, name: 'x' }, grantedPermissionIds: [] } });
  void api.upload('/api/paymentTrackings/UploadMemberInvoicePhoto', {
    files: [file],
    fields: { paymentTrackingId: id },
  });
  void api.download('/api/definitions/DownloadTaxPdf', { fallbackName: 'a.pdf' });

  // @ts-expect-error a path that is not in openapi.yaml
  void api.get('/api/rolez');
  // @ts-expect-error the path exists but has no DELETE
  void api.delete('/api/roles/{id}', { path: { id } });
  // @ts-expect-error a path parameter is required
  void api.get('/api/roles/{id}');
  // @ts-expect-error a wrong path parameter name
  void api.get('/api/roles/{id}', { path: { roleId: id } });
  // @ts-expect-error a wrong query parameter name
  void api.get('/api/roles', { query: { search: 'a' } });
  // @ts-expect-error a wrong field name in the request body
  void api.post('/api/roles', { body: { role: { id, nam: 'x' }, grantedPermissionIds: [] } });
  // @ts-expect-error the body is required
  void api.post('/api/roles');
  // @ts-expect-error the answer is a role page, not a role reference
  const wrong: Promise<RoleRef> = api.get('/api/roles', {});
  // @ts-expect-error a multipart field of the form is missing
  void api.upload('/api/paymentTrackings/UploadMemberInvoicePhoto', { files: [file] });
  // @ts-expect-error not a multipart operation
  void api.upload('/api/roles', { files: [file] });
  return [role, roles, wrong];
}

describe('fillPath', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath('/api/roles/{id}', { id: 'a b/c' })).toBe('/api/roles/a%20b%2Fc');
    expect(
      fillPath('/api/collections/getCollection/{userName}/{collectionName}', {
        userName: 'ayse',
        collectionName: 'Yaz Favorilerim',
      }),
    ).toBe('/api/collections/getCollection/ayse/Yaz%20Favorilerim');
  });

  it('refuses a missing parameter instead of calling a wrong URL', () => {
    expect(() => fillPath('/api/roles/{id}', {})).toThrow(/id/);
  });
});

/**
 * Every permission there is, as the blank "new role" lists them (`GET /api/roles/{empty id}`: its
 * `allPermissions`): the checklists of the role and commission dialogs.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import { EMPTY_ID } from '@/api/types';

export const getAllPermissions = () =>
  api.get('/api/roles/{id}', { path: { id: EMPTY_ID } }).then((blank) => blank.allPermissions);

export const useAllPermissions = (enabled: boolean) =>
  useQuery({ queryKey: ['permissions', 'all'], queryFn: getAllPermissions, enabled, staleTime: 5 * 60_000 });

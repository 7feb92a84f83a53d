/** `rejectCompanyUser`: a pending brand user is rejected with a reason (`description`). */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { CompanyUser } from '@/api/types';
import { companyUserKeys } from './keys';

export const rejectCompanyUser = (item: CompanyUser) =>
  api.post('/api/companyuser/UpdatePermissionWithDecription', { body: item });

export const useRejectCompanyUser = () =>
  useInvalidatingMutation(rejectCompanyUser, () => [companyUserKeys.lists()]);

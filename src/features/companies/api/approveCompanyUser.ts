/** `approveCompanyUser`: a pending brand user becomes approved. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { CompanyUser } from '@/api/types';
import { companyUserKeys } from './keys';

export const approveCompanyUser = (item: CompanyUser) =>
  api.post('/api/companyuser/UpdatePermission', { body: item });

export const useApproveCompanyUser = () =>
  useInvalidatingMutation(approveCompanyUser, () => [companyUserKeys.lists()]);

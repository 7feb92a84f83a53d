/** `updateCompany`: every brand list and filter (`companyKeys`) and the record refresh. */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { companyKeys } from '@/api/shared/keys';

export const updateCompany = (body: Body<'/api/companies', 'put'>) => api.put('/api/companies', { body });

export const useUpdateCompany = () =>
  useInvalidatingMutation(updateCompany, (input) => [
    companyKeys.lists(),
    companyKeys.detail(input.company?.id ?? null),
  ]);

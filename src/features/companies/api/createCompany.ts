/** `createCompany`: a new brand; every brand list and filter (`companyKeys`) refreshes. */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { companyKeys } from '@/api/shared/keys';

export const createCompany = (body: Body<'/api/companies', 'post'>) => api.post('/api/companies', { body });

export const useCreateCompany = () => useInvalidatingMutation(createCompany, () => [companyKeys.lists()]);

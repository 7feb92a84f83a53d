/** `deleteCompany`: also deletes its brand users, so their list refreshes too. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { companyKeys } from '@/api/shared/keys';
import type { Id } from '@/api/types';
import { companyUserKeys } from './keys';

export const deleteCompany = (id: Id) => api.delete('/api/companies', { query: { id } });

export const useDeleteCompany = () =>
  useInvalidatingMutation(deleteCompany, () => [companyKeys.lists(), companyUserKeys.lists()]);

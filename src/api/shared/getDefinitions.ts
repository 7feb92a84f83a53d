/** `getDefinitions`: the next payment date (`dateTime`, null when never set). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import { definitionKeys } from './keys';

export const getDefinitions = () => api.get('/api/definitions');

export const getDefinitionsQueryOptions = () =>
  queryOptions({ queryKey: definitionKeys.all, queryFn: getDefinitions, staleTime: 0 });

export const useDefinitions = (enabled = true) => useQuery({ ...getDefinitionsQueryOptions(), enabled });

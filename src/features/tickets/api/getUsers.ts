/**
 * `getUsers` for the ticket recipients picker: users matching the typed text, searched on the server and capped
 * at 300 options (the spec's picker limit).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getUsers } from '@/api/shared/getUsers';
import { userKeys } from '@/api/shared/keys';

export const PICKER_LIMIT = 300;

export const useUserOptions = (filter: string, enabled = true) =>
  useQuery({
    queryKey: userKeys.list({ picker: true, filter }),
    queryFn: () => getUsers({ filter, pageIndex: 0, pageSize: PICKER_LIMIT, sortBy: 'userName' }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });

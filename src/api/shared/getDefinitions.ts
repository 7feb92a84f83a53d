/** `getDefinitions`: the next payment date (`dateTime`, null when never set). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import { definitionKeys } from './keys';

export const getDefinitions = () => api.get('/api/definitions');

/**
 * Fresh for the app's usual few seconds (src/app/providers.tsx), so that a page's first call (src/lib/first-calls.ts)
 * serves its first render; a save refreshes it (`useSaveDefinitions`).
 */
export const getDefinitionsQueryOptions = () =>
  queryOptions({ queryKey: definitionKeys.all, queryFn: getDefinitions });

/** The definitions a page shows. */
export const useDefinitions = (enabled = true) => useQuery({ ...getDefinitionsQueryOptions(), enabled });

/** The definitions an administrator edits: asked for again each time the dialog opens. */
export const useDefinitionsToEdit = (open: boolean) =>
  useQuery({ ...getDefinitionsQueryOptions(), enabled: open, staleTime: 0 });

/**
 * The one query-key convention (TanStack Query): a key factory per feature, `[feature, 'list', params]` for lists
 * and `[feature, 'detail', id]` for records, so a mutation invalidates exactly what it changes: `keys.lists()`
 * after a create/delete (every page, filter and sort of the lists), plus `keys.detail(id)` after an update.
 */
export function queryKeys<const F extends string>(feature: F) {
  const all = [feature] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: object) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | null) => [...all, 'detail', id ?? ''] as const,
  };
}

export type QueryKeys = ReturnType<typeof queryKeys>;

/** `getStorages`: the paged, searchable list of settings (administrators). */
import { api, type Query } from '@/lib/typed-api';
import { usePagedList } from '@/hooks/usePagedList';
import type { Storage } from '@/api/types';
import { storageKeys } from './keys';

export const getStorages = (query: Query<'/api/storage/GetStorages'>) =>
  api.get('/api/storage/GetStorages', { query });

export const useStorages = () => usePagedList<Storage>({ keys: storageKeys, fetcher: getStorages });

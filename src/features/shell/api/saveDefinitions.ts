/** `saveDefinitions`: administrators set the next payment date (a falsy answer means success). */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { definitionKeys } from '@/api/shared/keys';

export const saveDefinitions = (dateTime: string) => api.post('/api/definitions', { body: { dateTime } });

export const useSaveDefinitions = () => useInvalidatingMutation(saveDefinitions, () => [definitionKeys.all]);

/**
 * A mutation that, once it succeeds, invalidates exactly the query keys it changes (usually the feature's
 * `keys.lists()`, plus `keys.detail(id)` for an update), so the screens showing them refetch.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function useInvalidatingMutation<I, O>(
  mutationFn: (input: I) => Promise<O>,
  invalidates: (input: I, output: O) => readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (output, input) =>
      Promise.all(invalidates(input, output).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

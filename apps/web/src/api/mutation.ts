// A write as a TanStack Query mutation that reads the given queries again once it is settled (done
// or refused: the server may have moved on either way).
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiResult } from './client';

export function useRefreshingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/**
 * Saving a record (create or edit) of a manager screen: the record saved becomes its detail's data
 * (`[...baseKey, 'detail', id]`) and the lists (`[...baseKey, 'list']`) are read again.
 */
export function useSaveRecord<TVariables, T>(
  save: (variables: TVariables) => Promise<ApiResult<T>>,
  baseKey: QueryKey,
  idOf: (record: T) => number,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (res) => {
      if (!res.ok) return;
      queryClient.setQueryData([...baseKey, 'detail', idOf(res.data)], res.data);
      void queryClient.invalidateQueries({ queryKey: [...baseKey, 'list'] });
    },
  });
}

import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { AdminPropertyAction } from '@naija-homes/contracts/admin-property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../shared/api/admin-keys';

/**
 * A decision on a listing (deactivate, reactivate, verify, unverify): afterwards every admin list and count is
 * refreshed (the dashboard's listings by status and the audit log too).
 */
export function useListingMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<AdminPropertyAction>,
  { onSuccess, onError }: MutationCallbacks<AdminPropertyAction, TVariables>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
      return onSuccess?.(...args);
    },
    onError,
  });
}

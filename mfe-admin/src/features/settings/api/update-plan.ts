import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { PackageUpdate } from '@naija-homes/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './keys';

export interface PlanEdit {
  packageId: string;
  changes: PackageUpdate;
}

/** PATCH /admin/packages/{packageId}: the plan's monthly price (naira) and points; audited on the server. */
export function updatePlan({ packageId, changes }: PlanEdit) {
  return ok(api.PATCH('/api/v1/admin/packages/{packageId}', { params: { path: { packageId } }, body: changes }));
}

export function useUpdatePlan({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof updatePlan>>, PlanEdit> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: settingsKeys.plans() });
      return onSuccess?.(...args);
    },
    onError,
  });
}

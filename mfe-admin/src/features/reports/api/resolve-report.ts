import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { ReportResolution } from '@naija-homes/contracts/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../shared/api/admin-keys';

/**
 * PATCH /admin/reports/{id}/resolve: dismiss or uphold (deactivating the listing, striking the agent); 409 when
 * another admin resolved it first.
 */
export function resolveReport(id: string, body: ReportResolution) {
  return ok(api.PATCH('/api/v1/admin/reports/{id}/resolve', { params: { path: { id } }, body }));
}

export function useResolveReport(
  id: string,
  { onSuccess, onError }: MutationCallbacks<Awaited<ReturnType<typeof resolveReport>>, ReportResolution> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportResolution) => resolveReport(id, body),
    // A decision changes listings, strikes and blocks too: every admin list and count refreshes.
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
    onSuccess,
    onError,
  });
}

import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { ReportCreate } from '@naija-homes/contracts/moderation';
import { useMutation } from '@tanstack/react-query';

/** POST /report: a listing or an agent reported to the team (409 while the same person's report is still open). */
export function sendReport(body: ReportCreate) {
  return ok(api.POST('/api/v1/report', { body }));
}

export function useSendReport({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof sendReport>>, ReportCreate> = {}) {
  return useMutation({ mutationFn: sendReport, onSuccess, onError });
}

import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { HelpRequest } from '@naija-homes/contracts/support';
import { useMutation } from '@tanstack/react-query';

/** POST /help-support: my message to the admins (a notification and an email each). */
export function sendHelpRequest(body: HelpRequest) {
  return ok(api.POST('/api/v1/help-support', { body }));
}

export function useSendHelpRequest(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof sendHelpRequest>>, HelpRequest> = {},
) {
  return useMutation({ mutationFn: sendHelpRequest, ...callbacks });
}

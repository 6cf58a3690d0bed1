import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { LeadCreate } from '@naija-homes/contracts/lead';
import { useMutation } from '@tanstack/react-query';

type LeadAnswer = Awaited<ReturnType<typeof sendLead>>;

function sendLead(body: LeadCreate) {
  return ok(api.POST('/api/v1/lead/create', { body }));
}

/** POST /lead/create (spec §7): the answer's message is shown. */
export function useSendLead(callbacks: MutationCallbacks<LeadAnswer, LeadCreate> = {}) {
  return useMutation({ mutationFn: sendLead, ...callbacks });
}

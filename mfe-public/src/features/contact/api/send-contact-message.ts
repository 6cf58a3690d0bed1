import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { ContactMessage } from '@naija-homes/contracts/contact';
import { useMutation } from '@tanstack/react-query';

/** POST /contact-us/create: a message to the team from the contact form. */
export function sendContactMessage(body: ContactMessage) {
  return ok(api.POST('/api/v1/contact-us/create', { body }));
}

export function useSendContactMessage(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof sendContactMessage>>, ContactMessage> = {},
) {
  return useMutation({ mutationFn: sendContactMessage, ...callbacks });
}

import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMessageKeys } from './keys';

/** PATCH /admin/contact-us/{id}/handled or /unhandled: mark a message answered, or open again (409 on a repeat). */
export function markContactMessage({ id, handled }: { id: string; handled: boolean }) {
  const options = { params: { path: { id } } };
  return ok(
    handled
      ? api.PATCH('/api/v1/admin/contact-us/{id}/handled', options)
      : api.PATCH('/api/v1/admin/contact-us/{id}/unhandled', options),
  );
}

type Marked = Awaited<ReturnType<typeof markContactMessage>>;

/** The lists refresh whatever the answer: a 409 means another admin changed the message first. */
export function useMarkContactMessage(callbacks: MutationCallbacks<Marked, { id: string; handled: boolean }> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markContactMessage,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}

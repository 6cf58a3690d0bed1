import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { NewsletterSubscription } from '@naija-homes/contracts/newsletter';
import { useMutation } from '@tanstack/react-query';

/** POST /news-letter/subscribe: adds an email to the weekly newsletter (409 when it is already subscribed). */
export function subscribeNewsletter(body: NewsletterSubscription) {
  return ok(api.POST('/api/v1/news-letter/subscribe', { body }));
}

export function useSubscribeNewsletter(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof subscribeNewsletter>>, NewsletterSubscription> = {},
) {
  return useMutation({ mutationFn: subscribeNewsletter, ...callbacks });
}

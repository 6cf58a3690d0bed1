import { api, ok } from '@naija-homes/client/api-client';
import type { OfferCreate } from '@naija-homes/contracts/offer';
import { useMutation } from '@tanstack/react-query';

/** POST /offer/create (spec §7): the answer's message is shown as it is. */
export function useSendOffer() {
  return useMutation({
    mutationFn: (body: OfferCreate) => ok(api.POST('/api/v1/offer/create', { body })),
  });
}

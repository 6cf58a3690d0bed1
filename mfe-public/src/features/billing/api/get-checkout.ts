import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { billingKeys } from './keys';

/** GET /billing/local/checkout/{sessionId}: the local payment provider's checkout (plan and status). */
export async function getCheckout(sessionId: string, signal?: AbortSignal) {
  const path = { sessionId };
  return (await ok(api.GET('/api/v1/billing/local/checkout/{sessionId}', { params: { path }, signal }))).data;
}

export const checkoutQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: billingKeys.checkout(sessionId), queryFn: ({ signal }) => getCheckout(sessionId, signal) });

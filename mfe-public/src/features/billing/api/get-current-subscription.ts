import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionKeys } from './keys';

/** GET /subscription/current: the agent's plan, or null when they never subscribed. */
export async function getCurrentSubscription(signal?: AbortSignal) {
  return (await ok(api.GET('/api/v1/subscription/current', { signal }))).data;
}

export const currentSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.current(), queryFn: ({ signal }) => getCurrentSubscription(signal) });

/** Only asked for agents (others have no plan, and the API would refuse them). */
export function useCurrentSubscription(enabled: boolean) {
  return useQuery({ ...currentSubscriptionQueryOptions(), enabled });
}

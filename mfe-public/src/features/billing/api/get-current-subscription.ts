import { currentSubscriptionQueryOptions } from '@naija-homes/client/queries/subscription';
import { useQuery } from '@tanstack/react-query';

/** The agent's plan; only asked for agents (others have no plan, and the API would refuse them). */
export function useCurrentSubscription(enabled: boolean) {
  return useQuery({ ...currentSubscriptionQueryOptions(), enabled });
}

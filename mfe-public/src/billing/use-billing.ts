import type { Package, Subscription } from '@naija-homes/contracts/billing';
import { apiRequest, type DataResponse } from '@naija-homes/contracts/http';
import { useQuery } from '@tanstack/react-query';

export const currentSubscriptionKey = ['subscription', 'current'] as const;

export function usePackages() {
  return useQuery({
    queryKey: ['packages'],
    queryFn: async () => (await apiRequest<DataResponse<Package[]>>('/package/all')).data,
    staleTime: 5 * 60_000,
  });
}

/** The agent's subscription; only asked for agents (others have none). */
export function useCurrentSubscription(enabled: boolean) {
  return useQuery({
    queryKey: currentSubscriptionKey,
    queryFn: async () => (await apiRequest<DataResponse<Subscription | null>>('/subscription/current')).data,
    enabled,
  });
}

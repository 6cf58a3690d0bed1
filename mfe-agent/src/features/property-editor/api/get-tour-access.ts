import { api, ok } from '@naija-homes/client/api-client';
import { planName } from '@naija-homes/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { propertyEditorKeys, subscriptionKeys } from './keys';

/** Whether the agent's plan includes the 360° tour (Elite, Platinum), known before they try (spec §6). */
export type TourAccess = { state: 'checking' } | { state: 'allowed' } | { state: 'locked'; plan: string | null };

export function useTourAccess(): TourAccess {
  const current = useQuery({
    queryKey: subscriptionKeys.current(),
    queryFn: async ({ signal }) => (await ok(api.GET('/api/v1/subscription/current', { signal }))).data,
  });
  const plans = useQuery({
    queryKey: propertyEditorKeys.plans(),
    queryFn: async ({ signal }) => (await ok(api.GET('/api/v1/package/all', { signal }))).data,
    staleTime: 10 * 60_000,
  });
  // Unknown (still loading, or the check failed): leave the server to decide, as before.
  if (!current.isSuccess || !plans.isSuccess)
    return { state: current.isError || plans.isError ? 'allowed' : 'checking' };
  const subscription = current.data;
  if (!subscription || subscription.status === 'expired') return { state: 'locked', plan: null };
  const plan = plans.data.find((candidate) => candidate._id === subscription.packageId._id);
  return plan?.allowsVirtualTour
    ? { state: 'allowed' }
    : { state: 'locked', plan: planName(subscription.packageId.name) };
}

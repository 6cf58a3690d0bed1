import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { settingsKeys } from './keys';

/** GET /package/all: the plans by priority, as the pricing page shows them. */
export async function getPlans(signal?: AbortSignal) {
  return (await ok(api.GET('/api/v1/package/all', { signal }))).data;
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.plans(), queryFn: ({ signal }) => getPlans(signal) });

import { api, ok } from '@naija-homes/client/api-client';
import type { PropertyCard } from '@naija-homes/contracts/listing';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { clearDeviceList, readDeviceList, rememberOnDevice } from '../device-list';

export const recentlyViewedKeys = {
  all: ['recently-viewed'] as const,
  of: (whose: 'account' | 'device') => [...recentlyViewedKeys.all, whose] as const,
};

/** The buyer's list; a device list left from before signing in joins it first (oldest first) and is cleared. */
async function accountList(signal?: AbortSignal): Promise<PropertyCard[]> {
  const device = readDeviceList();
  if (device.length) {
    const joined = await ok(
      api.POST('/api/v1/recently-viewed', { body: { propertyIds: [...device].reverse() }, signal }),
    );
    clearDeviceList();
    return joined.data;
  }
  return (await ok(api.GET('/api/v1/recently-viewed', { signal }))).data;
}

/** A visitor's list: the device's ids as cards, in its order (listings that left search drop out). */
async function deviceList(signal?: AbortSignal): Promise<PropertyCard[]> {
  const ids = readDeviceList();
  if (!ids.length) return [];
  return (await ok(api.GET('/api/v1/recently-viewed/listings', { params: { query: { ids: ids.join(',') } }, signal })))
    .data;
}

export const recentlyViewedQueryOptions = (isBuyer: boolean) =>
  queryOptions({
    queryKey: recentlyViewedKeys.of(isBuyer ? 'account' : 'device'),
    queryFn: ({ signal }) => (isBuyer ? accountList(signal) : deviceList(signal)),
    staleTime: 60_000,
  });

/**
 * A listing page was opened: kept on the account for a buyer, on the device for anyone else. Never in the way of
 * the page: a failure only means this one is not remembered.
 */
export function rememberViewed(client: QueryClient, propertyId: string, isBuyer: boolean): void {
  if (!isBuyer) {
    rememberOnDevice(propertyId);
    void client.invalidateQueries({ queryKey: recentlyViewedKeys.of('device') });
    return;
  }
  api
    .POST('/api/v1/recently-viewed', { body: { propertyIds: [propertyId] } })
    .then(() => client.invalidateQueries({ queryKey: recentlyViewedKeys.of('account') }))
    .catch(() => undefined);
}

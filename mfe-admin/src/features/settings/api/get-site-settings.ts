import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { settingsKeys } from './keys';

/** GET /admin/site-settings: the settings as saved (never from a cache), or the defaults before the first save. */
export function getSiteSettings(signal?: AbortSignal) {
  return ok(api.GET('/api/v1/admin/site-settings', { signal }));
}

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.site(), queryFn: ({ signal }) => getSiteSettings(signal) });

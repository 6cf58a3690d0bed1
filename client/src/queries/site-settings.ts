// The site's settings (contact details, social links, where the footer is hidden), read by two apps: the shell's
// footer and the public contact page. Until the answer comes, and if it fails, the defaults of contracts show, so
// the footer never flickers or disappears. The admin's settings page writes its saved value here.

import { api, ok } from '@naija-homes/client/api-client';
import type { SiteSettings } from '@naija-homes/contracts/content';
import { defaultSiteSettings } from '@naija-homes/contracts/site-frame';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

export const siteSettingsKeys = {
  all: ['site-settings'] as const,
  /** GET /site-settings (public, cached for a minute) */
  public: () => [...siteSettingsKeys.all, 'public'] as const,
};

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return (await ok(api.GET('/api/v1/site-settings', { signal }))).data;
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteSettingsKeys.public(),
    queryFn: ({ signal }) => getSiteSettings(signal),
    placeholderData: defaultSiteSettings,
    staleTime: 5 * 60 * 1000,
  });

/** After an admin saves: every open reader shows the new settings without waiting for the cache. */
export function storeSiteSettings(client: QueryClient, settings: SiteSettings): void {
  client.setQueryData(siteSettingsKeys.public(), settings);
}

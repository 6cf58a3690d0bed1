import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { storeSiteSettings } from '@naija-homes/client/queries/site-settings';
import type { SiteSettingsUpdate } from '@naija-homes/contracts/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './keys';

/** PUT /admin/site-settings: the sections sent replace theirs; the answer is the whole of the settings. */
export function saveSiteSettings(body: SiteSettingsUpdate) {
  return ok(api.PUT('/api/v1/admin/site-settings', { body }));
}

export function useSaveSiteSettings({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof saveSiteSettings>>, SiteSettingsUpdate> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (...args) => {
      const [saved] = args;
      client.setQueryData(settingsKeys.site(), { data: saved.data, updatedAt: saved.updatedAt });
      // The footer and the contact page of this tab show the new values at once.
      storeSiteSettings(client, saved.data);
      return onSuccess?.(...args);
    },
    onError,
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type PropertyEditorData, propertyQueryOptions } from '../api/get-property';
import { myPropertiesKeys, propertyStatsKeys } from '../api/keys';

/** Keeps a write's answer as the editor's copy of the property; the lists that show it are marked stale. */
export function usePropertySaved(id: string) {
  const client = useQueryClient();
  return useCallback(
    ({ data, review, hold }: PropertyEditorData) => {
      client.setQueryData(propertyQueryOptions(id).queryKey, { data, review, hold });
      void client.invalidateQueries({ queryKey: myPropertiesKeys.all });
      void client.invalidateQueries({ queryKey: propertyStatsKeys.all });
    },
    [client, id],
  );
}

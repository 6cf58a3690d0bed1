import { ApiError, apiRequest } from '@naija-homes/contracts/http';
import type { Property, PropertyUpdateInput, ReviewSection } from '@naija-homes/contracts/property';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sendRequest } from './upload';

/** What GET /property/{id} and every write answer: the property, its review sections and (writes) a message. */
export interface PropertyResponse {
  data: Property;
  review: ReviewSection[];
  message?: string;
}

export const propertyKey = (id: string) => ['property', id] as const;

export function useProperty(id: string) {
  return useQuery({
    queryKey: propertyKey(id),
    queryFn: ({ signal }) => apiRequest<PropertyResponse>(`/property/${encodeURIComponent(id)}`, { signal }),
    // A missing or someone else's property will not appear on a retry.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

/** Keeps a write's answer as the editor's copy of the property; the lists that show it are marked stale. */
export function usePropertySaved(id: string) {
  const client = useQueryClient();
  return useCallback(
    (response: PropertyResponse) => {
      client.setQueryData<PropertyResponse>(propertyKey(id), { data: response.data, review: response.review });
      void client.invalidateQueries({ queryKey: ['my-properties'] });
      void client.invalidateQueries({ queryKey: ['property-stats'] });
    },
    [client, id],
  );
}

/** PATCH /property/{id}: only the changed values (null clears one). */
export function useUpdateProperty(id: string) {
  const saved = usePropertySaved(id);
  return useMutation({
    // Through sendRequest so a 422 (a published listing must stay complete) keeps its `missing` list.
    mutationFn: (body: PropertyUpdateInput) =>
      sendRequest<PropertyResponse>(`/property/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: saved,
  });
}

/** Publish and unpublish; errors keep their body (422 lists `missing`). */
export function usePublishing(id: string) {
  const saved = usePropertySaved(id);
  const path = (action: 'publish' | 'unpublish') => `/property/${encodeURIComponent(id)}/${action}`;
  const publish = useMutation({
    mutationFn: () => sendRequest<PropertyResponse>(path('publish'), { method: 'POST' }),
    onSuccess: saved,
  });
  const unpublish = useMutation({
    mutationFn: () => sendRequest<PropertyResponse>(path('unpublish'), { method: 'POST' }),
    onSuccess: saved,
  });
  return { publish, unpublish };
}

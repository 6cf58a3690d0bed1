import { api, ok } from '@naija-homes/client/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshNotifications } from './keys';

/** PATCH /notification/{id}/read: marks one of my notifications read. */
export function readNotification(id: string) {
  return ok(api.PATCH('/api/v1/notification/{id}/read', { params: { path: { id } } }));
}

export function useReadNotification() {
  const client = useQueryClient();
  return useMutation({ mutationFn: readNotification, onSuccess: () => refreshNotifications(client) });
}

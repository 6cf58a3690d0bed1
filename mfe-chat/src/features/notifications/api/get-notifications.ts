import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { notificationKeys } from './keys';

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** GET /notification/all: a page of my notifications, newest first, with the unread count. */
export function getNotifications(page: number, signal?: AbortSignal) {
  return ok(
    api.GET('/api/v1/notification/all', { params: { query: { page, limit: NOTIFICATIONS_PAGE_SIZE } }, signal }),
  );
}

export const notificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: notificationKeys.page(page),
    queryFn: ({ signal }) => getNotifications(page, signal),
    placeholderData: keepPreviousData,
  });

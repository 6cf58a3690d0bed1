import { invalidateSession } from '@naija-homes/client/queries/session';
import type { QueryClient } from '@tanstack/react-query';

/** The notifications list, a page at a time. The header's unread count is part of the session user. */
export const notificationKeys = {
  all: ['notifications'] as const,
  page: (page: number) => [...notificationKeys.all, page] as const,
};

/** After marking read: the list, and the session user whose unread count the header's badge shows. */
export function refreshNotifications(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: notificationKeys.all });
  void invalidateSession(client);
}

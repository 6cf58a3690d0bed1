import '../../../app.css';
import { useRealtimeEvent } from '@naija-homes/client/queries/realtime';
import { formatLagosDateTime } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Pagination } from '@naija-homes/ui-kit/components/pagination';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notificationsQueryOptions } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useReadNotification } from '../api/read-notification';

// The shell checks this against its own before it runs this module (ui-kit/lib/federation-contract.ts).
export { FEDERATION_CONTRACT as federationContract } from '@naija-homes/ui-kit/lib/federation-contract';

/** The signed-in person's notifications, newest first; reading them clears the header badge. */
export default function NotificationsApp() {
  const [page, setPage] = useState(1);
  const list = useQuery(notificationsQueryOptions(page));
  const readAll = useReadAllNotifications(toastOutcome());
  const readOne = useReadNotification();
  const client = useQueryClient();
  // A new notice shows up at the top without a reload.
  useRealtimeEvent('new-notification', () => void client.invalidateQueries({ queryKey: notificationKeys.all }));

  if (list.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-20" />
        ))}
      </div>
    );
  }
  if (list.isError)
    return (
      <p role="alert" className="text-destructive">
        {list.error.message}
      </p>
    );
  const { data, totalPages, unreadCount } = list.data;
  return (
    <section aria-label="Notifications" className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{unreadCount} unread</p>
        <Button
          variant="outline"
          size="sm"
          disabled={unreadCount === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          Mark all as read
        </Button>
      </div>
      {data.length === 0 ? (
        <div className="rounded-card border border-border bg-surface">
          <EmptyState text={messages.noData} />
        </div>
      ) : (
        <ul className="grid gap-2">
          {data.map((notification) => (
            <li key={notification._id}>
              <button
                type="button"
                onClick={() => !notification.isRead && readOne.mutate(notification._id)}
                className={cn(
                  'w-full rounded-card border p-4 text-left',
                  notification.isRead ? 'border-border bg-surface' : 'border-primary/30 bg-primary-soft',
                )}
              >
                <span className="flex items-start justify-between gap-3">
                  <UserText as="span" className="min-w-0 font-semibold" text={notification.title} />
                  <time className="shrink-0 text-xs text-muted-foreground" dateTime={notification.createdAt}>
                    {formatLagosDateTime(notification.createdAt)}
                  </time>
                </span>
                <UserText as="span" className="mt-1 block text-sm text-muted-foreground" text={notification.message} />
                {notification.isRead ? null : <span className="sr-only">Unread. Select to mark as read.</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
    </section>
  );
}

import type { SessionUser } from '@naija-homes/client/queries/session';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { useQuery } from '@tanstack/react-query';
import { BellIcon, HomeIcon, MessageSquareIcon } from 'lucide-react';
import { PlanLapsedNotice } from '../../../shared/plan-lapsed-notice';
import { propertyStatsQueryOptions } from '../api/get-property-stats';

/** The agent's listings live (of all of them), unread notifications and messages. */
export function DashboardCards({ user }: { user: SessionUser }) {
  const stats = useQuery({ ...propertyStatsQueryOptions(), enabled: user.agent?.status === 'approved' });
  return (
    <>
      <PlanLapsedNotice hidden={stats.data?.hiddenByPlan ?? 0} />
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-3">
        <Card className="col-span-2 grid gap-2 xl:col-span-1">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <HomeIcon className="size-4" aria-hidden="true" /> Listings live
          </p>
          {stats.data ? (
            <p className="text-3xl font-bold" data-testid="listings-live">
              {stats.data.active}
              <span className="text-base font-normal text-muted-foreground" data-testid="listings-total">
                {' '}
                of {stats.data.total}
              </span>
            </p>
          ) : (
            <Skeleton className="h-9 w-24" />
          )}
          <p className="text-sm text-muted-foreground">
            {stats.data
              ? `In search now${stats.data.hiddenByPlan ? ` · ${stats.data.hiddenByPlan} hidden (plan lapsed)` : ''} · ${stats.data.forSaleCount} for sale · ${stats.data.forRentCount} for rent · ${stats.data.forShortLetCount} short-let`
              : stats.isError
                ? stats.error.message
                : 'Loading your listings…'}
          </p>
        </Card>
        <Card className="grid gap-2">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <BellIcon className="size-4" aria-hidden="true" /> Unread notifications
          </p>
          <p className="text-3xl font-bold">{user.notificationsUnreadCount}</p>
          <Link to="/agent/notifications" className="text-sm text-primary hover:underline">
            Open notifications
          </Link>
        </Card>
        <Card className="grid gap-2">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MessageSquareIcon className="size-4" aria-hidden="true" /> Unread messages
          </p>
          <p className="text-3xl font-bold">{user.chatsUnreadCount}</p>
          <Link to="/agent/chats" className="text-sm text-primary hover:underline">
            Open chats
          </Link>
        </Card>
      </div>
    </>
  );
}

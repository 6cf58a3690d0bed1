import type { SessionUser } from '@naija-homes/client/queries/session';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { useQuery } from '@tanstack/react-query';
import { BellIcon, HomeIcon, MessageSquareIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PlanLapsedNotice } from '../../../shared/plan-lapsed-notice';
import { propertyStatsQueryOptions } from '../api/get-property-stats';

/** The agent's figures: listings (once approved), profile status, unread notifications and messages. */
export function DashboardCards({ user }: { user: SessionUser }) {
  const stats = useQuery({ ...propertyStatsQueryOptions(), enabled: user.agent?.status === 'approved' });
  const status = user.agent?.status ?? 'incomplete';
  return (
    <>
      <PlanLapsedNotice hidden={stats.data?.hiddenByPlan ?? 0} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Card className="grid gap-2">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <HomeIcon className="size-4" aria-hidden="true" /> Listings
          </p>
          <p className="text-3xl font-bold" data-testid="listings-total">
            {stats.data?.total ?? '–'}
          </p>
          <p className="text-sm text-muted-foreground">
            {stats.data
              ? `${stats.data.active} live in search${stats.data.hiddenByPlan ? ` · ${stats.data.hiddenByPlan} hidden (plan lapsed)` : ''} · ${stats.data.forSale} for sale · ${stats.data.forRent} for rent`
              : 'Loading your listings…'}
          </p>
        </Card>
        <Card className="grid gap-2">
          <p className="text-sm text-muted-foreground">Profile status</p>
          <div>
            <Chip tone={statusTone(status)}>{status}</Chip>
          </div>
          <p className="text-sm text-muted-foreground">
            {user.agent?.isSmileIdVerified ? 'Identity verified' : 'Identity not verified yet'}
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

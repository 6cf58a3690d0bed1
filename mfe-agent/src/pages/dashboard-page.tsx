import { statusTone } from '@naija-homes/contracts/enums';
import { apiRequest, type DataResponse } from '@naija-homes/contracts/http';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { useQuery } from '@tanstack/react-query';
import { BellIcon, HomeIcon, MessageSquareIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../shared/use-session';
import { AddPropertyButton } from './my-properties/add-property-dialog';

interface PropertyStats {
  total: number;
  published: number;
  active: number;
  forSale: number;
  forRent: number;
}

export function DashboardPage() {
  const user = useSession();
  const stats = useQuery({
    queryKey: ['property-stats'],
    queryFn: async () => (await apiRequest<DataResponse<PropertyStats>>('/property/stats')).data,
    enabled: user?.agent?.status === 'approved',
  });
  if (!user) return null;
  const status = user.agent?.status ?? 'incomplete';
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${user.firstName}.`} />
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
              ? `${stats.data.active} live in search · ${stats.data.forSale} for sale · ${stats.data.forRent} for rent`
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
      <Card className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="font-semibold">List your next property</h2>
          <p className="text-sm text-muted-foreground">
            Listings with complete details and at least 3 photos get the most enquiries.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/agent/my-properties">
              <HomeIcon aria-hidden="true" /> My Properties
            </Link>
          </Button>
          <AddPropertyButton />
        </div>
      </Card>
    </>
  );
}

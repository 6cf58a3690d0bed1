import { statusTone } from '@naija-homes/contracts/enums';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { BellIcon, HomeIcon, MessageSquareIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../shared/use-session';

export function DashboardPage() {
  const user = useSession();
  if (!user) return null;
  const status = user.agent?.status ?? 'incomplete';
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${user.firstName}.`} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
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
        <Button asChild>
          <Link to="/agent/my-properties">
            <HomeIcon aria-hidden="true" /> My Properties
          </Link>
        </Button>
      </Card>
    </>
  );
}

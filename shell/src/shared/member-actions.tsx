import type { SessionUser } from '@naija-homes/client/queries/session';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { CountBadge } from '@naija-homes/ui-kit/components/badge';
import { Popover, PopoverContent, PopoverTrigger } from '@naija-homes/ui-kit/components/popover';
import { LOGOUT_REQUEST_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { BellIcon, MessageSquareIcon } from 'lucide-react';
import { useState } from 'react';
import { roleMenus } from './role-menu';

export function requestLogout() {
  window.dispatchEvent(new CustomEvent(LOGOUT_REQUEST_EVENT));
}

/** A signed-in member's messages, notifications and account menu in the header. */
export function MemberActions({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const area = (user.role ?? 'BUYER').toLowerCase();
  return (
    <>
      {/* Named by hidden text, not aria-label, so the unread count inside is read out with the name. */}
      <Link to={`/${area}/chats`} className="relative rounded-full p-2 hover:bg-muted">
        <MessageSquareIcon aria-hidden="true" className="size-5" />
        <span className="sr-only">Messages</span>
        <CountBadge count={user.chatsUnreadCount} label="unread messages" />
      </Link>
      <Link to={`/${area}/notifications`} className="relative rounded-full p-2 hover:bg-muted">
        <BellIcon aria-hidden="true" className="size-5" />
        <span className="sr-only">Notifications</span>
        <CountBadge count={user.notificationsUnreadCount} label="unread notifications" />
      </Link>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          {/* The avatar's initials or photo are part of the name, as they are what a sighted person sees. */}
          <button type="button" className="rounded-full">
            <Avatar name={user.fullName} src={user.photo} className="size-9" />
            <span className="sr-only">Account menu</span>
          </button>
        </PopoverTrigger>
        <PopoverContent className="w-64 p-0">
          <div className="flex items-center gap-3 border-b border-border p-4">
            <Avatar name={user.fullName} src={user.photo} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.fullName}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
              <p className="text-xs font-medium text-primary capitalize">{user.role?.toLowerCase()}</p>
            </div>
          </div>
          <nav aria-label="Account" className="grid p-2">
            {user.role
              ? roleMenus[user.role].map((item) => (
                  <Link
                    key={item.to}
                    to={item.to}
                    onClick={() => setOpen(false)}
                    className="rounded-md px-3 py-2 text-sm hover:bg-muted"
                  >
                    {item.label}
                  </Link>
                ))
              : null}
            <button
              type="button"
              className="rounded-md px-3 py-2 text-left text-sm text-destructive hover:bg-destructive-soft"
              onClick={() => {
                setOpen(false);
                requestLogout();
              }}
            >
              Logout
            </button>
          </nav>
        </PopoverContent>
      </Popover>
    </>
  );
}

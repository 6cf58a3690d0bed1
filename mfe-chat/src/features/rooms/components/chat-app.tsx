import '../../../app.css';
import { useSession } from '@naija-homes/client/queries/session';
import type { Role } from '@naija-homes/contracts/enums';
import { formatRoomDate } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Button } from '@naija-homes/ui-kit/components/button';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Input } from '@naija-homes/ui-kit/components/input';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { type Room, roomsQueryOptions } from '../api/get-rooms';
import { Conversation } from './conversation';

/** Rooms list with search and load more, and the conversation pane (spec §2, §4, §6). */
export default function ChatApp({ viewerRole }: { viewerRole: Role }) {
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  const [selected, setSelected] = useState<Room | null>(null);
  const debounced = useDebounce(search.trim());
  const rooms = useQuery(roomsQueryOptions(debounced, pages));
  const isAdmin = viewerRole === 'ADMIN';

  function counterpart(room: Room) {
    // Admins see the second user of each room; others see whoever is not them.
    if (isAdmin) return room.user2;
    return room.user1._id === me?._id ? room.user2 : room.user1;
  }
  function unread(room: Room) {
    return room.user1._id === me?._id ? room.unreadCount1 : room.unreadCount2;
  }

  return (
    <div className="grid min-h-[28rem] overflow-hidden rounded-card border border-border bg-surface md:grid-cols-[320px_1fr]">
      <section
        aria-label="Rooms"
        className={cn('flex flex-col border-border md:border-r', selected && 'hidden md:flex')}
      >
        <div className="flex items-center gap-2 border-b border-border p-3">
          {viewerRole === 'BUYER' ? (
            <Button variant="ghost" size="icon" aria-label="Back" onClick={() => window.history.back()}>
              <ArrowLeftIcon />
            </Button>
          ) : null}
          <label htmlFor="room-search" className="sr-only">
            Search chats
          </label>
          <Input
            id="room-search"
            placeholder="Search chats"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPages(1);
            }}
          />
        </div>
        {rooms.isPending ? (
          <div className="grid gap-2 p-3">
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-14" />
            ))}
          </div>
        ) : rooms.data?.data.length ? (
          <ul className="flex-1 overflow-y-auto">
            {rooms.data.data.map((room) => {
              const other = counterpart(room);
              const count = unread(room);
              return (
                <li key={room._id}>
                  <button
                    type="button"
                    onClick={() => setSelected(room)}
                    aria-current={selected?._id === room._id ? 'true' : undefined}
                    className="flex w-full items-center gap-3 px-3 py-3 text-left hover:bg-muted aria-[current=true]:bg-primary-soft"
                  >
                    <Avatar name={other.fullName} src={other.photo} />
                    <span className="min-w-0 flex-1">
                      <span className="flex justify-between gap-2">
                        <span className="truncate font-medium">{other.fullName}</span>
                        <span className="shrink-0 text-xs text-muted-foreground">{formatRoomDate(room.updatedAt)}</span>
                      </span>
                      <span className="block truncate text-sm text-muted-foreground">{room.lastMessage}</span>
                    </span>
                    {!isAdmin && count > 0 ? (
                      <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
                        {count > 99 ? '99+' : count}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <EmptyState text={messages.noRoom} />
        )}
        {rooms.data && rooms.data.totalPages > pages ? (
          <Button variant="ghost" className="m-3" onClick={() => setPages(pages + 1)}>
            Load more
          </Button>
        ) : null}
      </section>
      <Conversation
        room={selected}
        title={selected ? counterpart(selected).fullName : null}
        onBack={() => setSelected(null)}
      />
    </div>
  );
}

import '../../../app.css';
import { useSession } from '@naija-homes/client/queries/session';
import type { Role } from '@naija-homes/contracts/enums';
import { formatRoomDate } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { SearchFilter } from '@naija-homes/ui-kit/components/search-filter';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { type Room, roomQueryOptions, roomsQueryOptions } from '../api/get-rooms';
import { useLiveChat } from '../hooks/use-live-chat';
import { roomView } from '../room-view';
import { Conversation } from './conversation';
import { PresenceAvatar } from './presence';

// The shell checks this against its own before it runs this module (ui-kit/lib/federation-contract.ts).
export { FEDERATION_CONTRACT as federationContract } from '@naija-homes/ui-kit/lib/federation-contract';

/**
 * Rooms list with search and load more, and the conversation pane (spec §2, §4, §6). The open room is in the URL
 * (?room=), so a link from a notification or an email opens it; on a phone the list and the conversation are two
 * screens.
 */
export default function ChatApp({ viewerRole }: { viewerRole: Role }) {
  const { user: me } = useSession();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('room');
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  const debounced = useDebounce(search.trim());
  const rooms = useQuery(roomsQueryOptions(debounced, pages));
  const listed = rooms.data?.data.find((room) => room._id === selectedId);
  const opened = useQuery({ ...roomQueryOptions(selectedId ?? ''), enabled: Boolean(selectedId) });
  const selected = opened.data ?? listed ?? null;
  const myId = me?._id ?? null;
  useLiveChat(myId);

  const open = (room: Room) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('room', room._id);
      return next;
    });
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('room');
      return next;
    });

  return (
    <div className="grid h-[min(44rem,calc(100dvh-10rem))] min-h-[28rem] grid-cols-[minmax(0,1fr)] overflow-hidden rounded-card border border-border bg-surface md:grid-cols-[320px_minmax(0,1fr)]">
      <section
        aria-label="Rooms"
        className={cn('flex min-h-0 flex-col border-border md:border-r', selectedId && 'hidden md:flex')}
      >
        <div className="flex items-center gap-2 border-b border-border p-3">
          {viewerRole === 'BUYER' ? (
            <Button variant="ghost" size="icon" aria-label="Back" onClick={() => window.history.back()}>
              <ArrowLeftIcon />
            </Button>
          ) : null}
          <SearchFilter
            label="Search chats"
            placeholder="Search chats"
            value={search}
            onChange={(typed) => {
              setSearch(typed);
              setPages(1);
            }}
            className="sm:max-w-none"
          />
        </div>
        {rooms.isPending ? (
          <div className="grid gap-2 p-3" aria-busy="true">
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-14" />
            ))}
          </div>
        ) : rooms.isError ? (
          <p role="alert" className="p-4 text-sm text-destructive">
            {rooms.error.message}
          </p>
        ) : rooms.data.data.length ? (
          <ul className="min-h-0 flex-1 overflow-y-auto">
            {rooms.data.data.map((room) => {
              const view = roomView(room, myId, viewerRole);
              return (
                <li key={room._id}>
                  <button
                    type="button"
                    onClick={() => open(room)}
                    aria-current={selectedId === room._id ? 'true' : undefined}
                    className="flex w-full items-center gap-3 px-3 py-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary aria-[current=true]:bg-primary-soft"
                  >
                    <PresenceAvatar user={view.other} />
                    <span className="min-w-0 flex-1">
                      <span className="flex justify-between gap-2">
                        <span className="truncate font-medium">{view.title}</span>
                        <span className="shrink-0 text-xs text-muted-foreground">{formatRoomDate(room.updatedAt)}</span>
                      </span>
                      <span className="block truncate text-sm text-muted-foreground">{room.lastMessage}</span>
                    </span>
                    {view.unread > 0 ? (
                      <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
                        <span aria-hidden="true">{view.unread > 99 ? '99+' : view.unread}</span>
                        <span className="sr-only">{view.unread} unread</span>
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
        loading={Boolean(selectedId) && opened.isPending && !listed}
        viewerRole={viewerRole}
        myId={myId}
        onBack={close}
      />
    </div>
  );
}

import { isApiError } from '@naija-homes/client/api-client';
import type { ChatMessage } from '@naija-homes/contracts/chat';
import { chatMessages, newClientMessageId } from '@naija-homes/contracts/chat';
import type { Role } from '@naija-homes/contracts/enums';
import { formatLagosDateTime, formatRoomDate } from '@naija-homes/contracts/format';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { Spinner } from '@naija-homes/ui-kit/components/spinner';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, CheckCheckIcon, CheckIcon, RotateCwIcon, XIcon } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { messagesQueryOptions } from '../api/get-messages';
import type { Room } from '../api/get-rooms';
import { useMarkRoomRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import { useRoomView } from '../hooks/use-room-view';
import { roomView } from '../room-view';
import { Composer } from './composer';
import { PresenceAvatar, presenceLabel } from './presence';

/** A message typed here that the server has not stored yet: shown at once, with a retry if sending failed. */
interface Pending {
  clientMessageId: string;
  text: string;
  failed: boolean;
}

interface ConversationProps {
  room: Room | null;
  loading: boolean;
  viewerRole: Role;
  myId: string | null;
  onBack: () => void;
}

export function Conversation({ room, loading, viewerRole, myId, onBack }: ConversationProps) {
  if (!room) {
    return (
      <section
        aria-label="Conversation"
        className={cn(
          'items-center justify-center p-6 text-center text-muted-foreground',
          loading ? 'flex' : 'hidden md:flex',
        )}
      >
        {loading ? <Spinner /> : 'Select a chat to read its messages.'}
      </section>
    );
  }
  // A fresh pane per room: its scroll position, drafts and pending messages belong to that room.
  return <OpenConversation key={room._id} room={room} viewerRole={viewerRole} myId={myId} onBack={onBack} />;
}

function OpenConversation({
  room,
  viewerRole,
  myId,
  onBack,
}: Omit<ConversationProps, 'room' | 'loading'> & { room: Room }) {
  const view = roomView(room, myId, viewerRole);
  const history = useInfiniteQuery(messagesQueryOptions(room._id));
  const send = useSendMessage(room._id);
  const markRead = useMarkRoomRead();
  const [pending, setPending] = useState<Pending[]>([]);
  const scroller = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const stickToBottom = useRef(true);

  // Oldest first on screen; the pages come newest first.
  const shown = useMemo(() => (history.data?.pages ?? []).flatMap((page) => page.data).reverse(), [history.data]);

  // Open means read: whenever something unread is here (now or as it arrives), the room is marked read, once per
  // count seen (a failed call is not repeated in a loop; the next message tries again).
  // …and the server knows it is open, so a message landing here does not ring the bell as well.
  useRoomView(room._id, !view.readOnly);
  const { mutate: markRoomRead, isPending: marking } = markRead;
  const markedAt = useRef<string | null>(null);
  useEffect(() => {
    const state = `${room.updatedAt}:${view.unread}`;
    if (view.readOnly || view.unread === 0 || marking || markedAt.current === state) return;
    markedAt.current = state;
    markRoomRead(room._id);
  }, [view.readOnly, view.unread, marking, markRoomRead, room._id, room.updatedAt]);

  // A sent message can be listed (by its live event) before the answer to its send settles the pending copy: from
  // then on the stored message stands for it, so the text is never shown twice.
  const waiting = useMemo(() => {
    const stored = new Set(shown.map((message) => message.clientMessageId).filter(Boolean));
    return pending.filter((entry) => !stored.has(entry.clientMessageId));
  }, [shown, pending]);

  // Runs after every change of what is listed (messages or pending ones): the lengths name that change.
  const listed = shown.length + waiting.length * 10_000;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reads the DOM, which `listed` changes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      // Older messages were added above: keep the ones being read where they were.
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stickToBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [listed]);

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    if (element.scrollTop < 80 && history.hasNextPage && !history.isFetchingNextPage) {
      heightBeforeOlder.current = element.scrollHeight;
      void history.fetchNextPage();
    }
  }

  function deliver(entry: Pending) {
    stickToBottom.current = true;
    const settled = () => setPending((list) => list.filter((item) => item.clientMessageId !== entry.clientMessageId));
    send.mutate(
      { text: entry.text, clientMessageId: entry.clientMessageId },
      {
        onSuccess: settled,
        onError: (error) => {
          if (isApiError(error, 409)) return settled();
          setPending((list) =>
            list.map((item) => (item.clientMessageId === entry.clientMessageId ? { ...item, failed: true } : item)),
          );
        },
      },
    );
  }

  function submit(text: string) {
    const entry = { clientMessageId: newClientMessageId(), text, failed: false };
    setPending((list) => [...list, entry]);
    deliver(entry);
  }

  function retry(entry: Pending) {
    const again = { ...entry, failed: false };
    setPending((list) => list.map((item) => (item.clientMessageId === entry.clientMessageId ? again : item)));
    deliver(again);
  }

  const presence = presenceLabel(view.other);
  return (
    <section aria-label="Conversation" className="flex min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-border p-3">
        <Button variant="ghost" size="icon" aria-label="Back to chats" className="md:hidden" onClick={onBack}>
          <ArrowLeftIcon />
        </Button>
        <PresenceAvatar user={view.other} />
        <div className="min-w-0">
          <h2 className="truncate font-semibold">
            {view.readOnly ? `${room.user1.fullName} and ${room.user2.fullName}` : view.title}
          </h2>
          {!view.readOnly && presence ? <p className="text-xs text-muted-foreground">{presence}</p> : null}
        </div>
      </header>
      <div
        ref={scroller}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto bg-muted/40 px-3 py-4"
        role="log"
        aria-label={`Messages with ${view.title}`}
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls and plain messages hold nothing focusable, so the keyboard scrolls to older messages through it (WCAG 2.1.1)
        tabIndex={0}
      >
        {history.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
            <Skeleton className="h-10 w-3/5" />
          </div>
        ) : history.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {history.error.message}
          </p>
        ) : (
          <ol className="grid gap-2">
            {history.isFetchingNextPage ? (
              <li className="flex justify-center">
                <Spinner />
              </li>
            ) : null}
            {shown.map((message) => (
              <MessageBubble
                key={message._id}
                message={message}
                mine={view.readOnly ? message.senderId._id === room.user1._id : message.senderId._id === myId}
                showSender={view.readOnly}
              />
            ))}
            {waiting.map((entry) => (
              <li key={entry.clientMessageId} className="ml-auto grid max-w-[80%] justify-items-end gap-1">
                <UserText
                  text={entry.text}
                  preserveLines
                  links
                  className={cn(
                    'rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-sm text-primary-foreground',
                    entry.failed ? 'opacity-70' : 'opacity-80',
                  )}
                />
                {entry.failed ? (
                  <span className="flex items-center gap-2 text-xs text-destructive" role="alert">
                    Not sent.
                    <Button variant="ghost" size="sm" onClick={() => retry(entry)}>
                      <RotateCwIcon aria-hidden="true" /> Retry
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label="Discard this message"
                      onClick={() =>
                        setPending((list) => list.filter((item) => item.clientMessageId !== entry.clientMessageId))
                      }
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  </span>
                ) : (
                  <span className="text-xs text-muted-foreground">Sending…</span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      {view.readOnly ? (
        <p className="border-t border-border p-3 text-sm text-muted-foreground">{chatMessages.adminsReadOnly}</p>
      ) : (
        <Composer onSend={submit} label={`Message ${view.title}`} />
      )}
    </section>
  );
}

/** Today's messages show the time; older ones the date and time (Lagos). */
function messageTime(createdAt: string): string {
  const short = formatRoomDate(createdAt);
  return /^\d{2}:\d{2}$/.test(short) ? short : formatLagosDateTime(createdAt);
}

const statusText = { sent: 'Sent', delivered: 'Delivered', read: 'Read' } as const;

function MessageBubble({ message, mine, showSender }: { message: ChatMessage; mine: boolean; showSender: boolean }) {
  const StatusIcon = message.status === 'sent' ? CheckIcon : CheckCheckIcon;
  return (
    <li className={cn('grid max-w-[80%] gap-1', mine ? 'ml-auto justify-items-end' : 'justify-items-start')}>
      {showSender ? (
        <span className="text-xs font-medium text-muted-foreground">{message.senderId.fullName}</span>
      ) : null}
      <UserText
        text={message.text}
        preserveLines
        links
        className={cn(
          'rounded-2xl px-3 py-2 text-sm',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-surface shadow-sm',
        )}
        linkClassName={mine ? 'text-primary-foreground' : 'text-primary'}
      />
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        {mine && !showSender ? (
          <>
            <StatusIcon aria-hidden="true" className={cn('size-3.5', message.status === 'read' && 'text-primary')} />
            <span className="sr-only">{statusText[message.status]}</span>
          </>
        ) : null}
      </span>
    </li>
  );
}

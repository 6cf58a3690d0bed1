// The signed-in user's live events (GET /api/v1/events). The shell holds the one EventSource of a tab and passes
// each event on as a window event, so every remote (built and deployed on its own) can listen without sharing
// module state with the shell; the header's badges update from the same events.

import { type SessionUser, sessionQueryOptions } from '@naija-homes/client/queries/session';
import type { RealtimeEventData, RealtimeEventType } from '@naija-homes/contracts/chat';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

const WINDOW_EVENT = 'naija:realtime';

interface RealtimeDetail<T extends RealtimeEventType = RealtimeEventType> {
  type: T;
  data: RealtimeEventData[T];
}

/**
 * Opens the stream; EventSource reconnects by itself and sends Last-Event-ID, so nothing is missed (a stream the
 * server closed because the user has too many open is reopened, with the last id, when the tab is seen again). The event
 * schemas (and the schema library) load with the stream, only for someone signed in, not with every page.
 */
function connect(): () => void {
  let closed = false;
  let close = () => {};
  void import('@naija-homes/contracts/chat').then((chat) => {
    if (!closed) close = listen(chat);
  });
  return () => {
    closed = true;
    close();
  };
}

function listen({
  realtimeClosedEvent,
  realtimeEventSchemas,
  realtimeEventTypes,
}: typeof import('@naija-homes/contracts/chat')): () => void {
  let source: EventSource | null = null;
  /**
   * The newest event's id, sent when this tab opens a new stream (EventSource resends it on its own reconnects). Ids
   * are the events' places in commit order (ADR 017): the server replays exactly what came after it, and an event at
   * or below it was handled already, so it is dropped should it ever come again.
   */
  let lastEventId = '';
  let newest = 0;
  const listeners = realtimeEventTypes.map((type) => {
    const listener = (event: MessageEvent<string>) => {
      const id = Number(event.lastEventId);
      if (Number.isSafeInteger(id) && id > 0) {
        if (id <= newest) return;
        newest = id;
        lastEventId = event.lastEventId;
      }
      let data: unknown;
      try {
        data = realtimeEventSchemas[type].parse(JSON.parse(event.data));
      } catch {
        return; // an event this build does not understand
      }
      window.dispatchEvent(new CustomEvent<RealtimeDetail>(WINDOW_EVENT, { detail: { type, data } as RealtimeDetail }));
    };
    return [type, listener] as const;
  });
  const open = () => {
    const query = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
    source = new EventSource(`/api/v1/events${query}`, { withCredentials: true });
    for (const [type, listener] of listeners) source.addEventListener(type, listener);
    source.addEventListener(realtimeClosedEvent, onClosed);
  };
  const shut = () => {
    if (!source) return;
    for (const [type, listener] of listeners) source.removeEventListener(type, listener);
    source.removeEventListener(realtimeClosedEvent, onClosed);
    source.close();
    source = null;
  };
  // The server closed this tab's stream because the user opened too many elsewhere. Reconnecting at once would close
  // another tab's, which would reconnect in turn: this one waits until someone looks at it again.
  const onVisible = () => {
    if (document.visibilityState !== 'visible' || source) return;
    document.removeEventListener('visibilitychange', onVisible);
    open();
  };
  function onClosed() {
    shut();
    document.addEventListener('visibilitychange', onVisible);
  }
  open();
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    shut();
  };
}

/** Keeps the header's counts (part of the session user) in step with the events. */
function updateCounts(client: QueryClient, detail: RealtimeDetail): void {
  const key = sessionQueryOptions().queryKey;
  // The data was checked against its event's schema when it arrived (listen).
  if (detail.type === 'new-notification') {
    const { unreadCount } = detail.data as RealtimeEventData['new-notification'];
    client.setQueryData(key, (user: SessionUser | null | undefined) =>
      user ? { ...user, notificationsUnreadCount: unreadCount } : user,
    );
  } else if (detail.type === 'new-chat-notification') {
    const { chatsUnreadCount, notificationsUnreadCount } = detail.data as RealtimeEventData['new-chat-notification'];
    client.setQueryData(key, (user: SessionUser | null | undefined) =>
      user
        ? {
            ...user,
            chatsUnreadCount,
            ...(notificationsUnreadCount !== undefined ? { notificationsUnreadCount } : {}),
          }
        : user,
    );
  }
}

/**
 * For the shell: one stream while someone is signed in, closed when they sign out (spec §4: logout stops listening
 * and disconnects) or the user changes.
 */
export function useRealtimeConnection(userId: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const close = connect();
    const onEvent = (event: Event) => updateCounts(client, (event as CustomEvent<RealtimeDetail>).detail);
    window.addEventListener(WINDOW_EVENT, onEvent);
    return () => {
      window.removeEventListener(WINDOW_EVENT, onEvent);
      close();
    };
  }, [userId, client]);
}

/** Listens to one kind of live event while the component is mounted; the handler may change between renders. */
export function useRealtimeEvent<T extends RealtimeEventType>(
  type: T,
  handler: (data: RealtimeEventData[T]) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<RealtimeDetail>).detail;
      if (detail.type === type) latest.current(detail.data as RealtimeEventData[T]);
    };
    window.addEventListener(WINDOW_EVENT, onEvent);
    return () => window.removeEventListener(WINDOW_EVENT, onEvent);
  }, [type]);
}

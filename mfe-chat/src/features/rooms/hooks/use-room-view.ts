import { api } from '@naija-homes/client/api-client';
import { ROOM_VIEW_HEARTBEAT_SECONDS } from '@naija-homes/contracts/chat';
import { useEffect } from 'react';

/**
 * Tells the server this room is on a visible screen (PUT …/view, renewed every 20 s), and that it no longer is when
 * the conversation closes or the tab hides (DELETE, kept alive past the page's end). A message arriving meanwhile is
 * read as it lands, so the server does not ring the bell for it (api/src/modules/chat/room-views.ts). A failed call
 * only means a bell notice that the open room's read then clears, as before.
 */
export function useRoomView(roomId: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const viewId = crypto.randomUUID();
    const path = { id: roomId };
    let timer: ReturnType<typeof setInterval> | undefined;
    let shown = false;
    const keep = () =>
      void api.PUT('/api/v1/room/{id}/view', { params: { path }, body: { viewId } }).catch(() => undefined);
    const end = () =>
      void api
        .DELETE('/api/v1/room/{id}/view/{viewId}', { params: { path: { ...path, viewId } }, keepalive: true })
        .catch(() => undefined);
    const follow = () => {
      const visible = document.visibilityState === 'visible';
      if (visible === shown) return;
      shown = visible;
      clearInterval(timer);
      if (visible) {
        keep();
        timer = setInterval(keep, ROOM_VIEW_HEARTBEAT_SECONDS * 1000);
      } else {
        end();
      }
    };
    // Leaving the page: ended now; a page brought back from the back-forward cache starts a view again.
    const leave = () => {
      shown = false;
      clearInterval(timer);
      end();
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', follow);
      clearInterval(timer);
      if (shown) end();
    };
  }, [roomId, enabled]);
}

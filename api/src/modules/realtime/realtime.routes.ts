// GET /api/v1/events: the signed-in user's Server-Sent Events (spec §7 new-notification, new-chat-notification, and
// the messages of their rooms). One stream per open tab; EventSource reconnects with Last-Event-ID by itself.
import { realtimeEventTypes } from '@naija-homes/contracts/chat';
import * as z from 'zod';
import { defineRoute, router } from '../../lib/route';
import type { RealtimeHub } from './hub';

const encoder = new TextEncoder();
const KEEP_ALIVE = encoder.encode(': keep-alive\n\n');

const events = defineRoute({
  method: 'get',
  path: '/events',
  tags: ['Realtime'],
  access: 'signed-in',
  summary: 'My live events as Server-Sent Events',
  description: [
    `Events: ${realtimeEventTypes.join(', ')}; each has an \`id\`, and a client that reconnects with the`,
    '`Last-Event-ID` header (or `?lastEventId=`) first gets what it missed in the last day. A comment line keeps',
    'the connection open every 15 s. Works across API processes (PostgreSQL LISTEN/NOTIFY).',
  ].join(' '),
  request: {
    query: z.object({
      lastEventId: z.coerce.number({ error: 'lastEventId must be a number' }).int().min(0).optional(),
    }),
  },
  responses: {
    200: {
      description: 'The event stream (text/event-stream), open until the client goes',
      content: { 'text/event-stream': { schema: z.string() } },
    },
  },
});

/** The Bun server, which Hono passes as the context's env on Bun: it lets one request live without an idle limit. */
interface BunServerLike {
  timeout?: (request: Request, seconds: number) => void;
}

/**
 * The stream itself, apart from the route handler on purpose: whatever the stream's callbacks close over stays in
 * memory while the stream is open (hours), and a closure inside the handler would hold the whole request context
 * (about 6 KB per open tab). Only the hub, the user's id and the abort signal are kept here.
 */
async function openEventStream(
  realtime: RealtimeHub,
  userId: string,
  lastEventId: number | null,
  signal: AbortSignal,
): Promise<Response> {
  let closed = false;
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const early: Uint8Array[] = [];
  const push = (bytes: Uint8Array) => {
    if (closed) return;
    if (controller) controller.enqueue(bytes);
    else early.push(bytes);
  };
  // Subscribed before the answer starts, so that a database outage is a 503 rather than a broken stream.
  const release = await realtime.subscribe(
    userId,
    lastEventId,
    (event) => push(encoder.encode(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`)),
    () => push(KEEP_ALIVE),
  );
  const close = () => {
    if (closed) return;
    closed = true;
    void release();
  };
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      // Tells EventSource how long to wait before reconnecting, then the events as they come.
      streamController.enqueue(encoder.encode('retry: 3000\n\n'));
      for (const bytes of early.splice(0)) streamController.enqueue(bytes);
    },
    cancel: close,
  });
  signal.addEventListener('abort', close, { once: true });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and friends would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    },
  });
}

export const realtimeRoutes = router().openapi(events, async (c) => {
  const header = Number(c.req.header('last-event-id'));
  const query = c.req.valid('query').lastEventId;
  const lastEventId = Number.isSafeInteger(header) && header > 0 ? header : (query ?? null);
  (c.env as BunServerLike | undefined)?.timeout?.(c.req.raw, 0);
  return (await openEventStream(c.var.services.realtime, c.var.user.id, lastEventId, c.req.raw.signal)) as never;
});

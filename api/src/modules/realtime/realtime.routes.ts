// GET /api/v1/events: the signed-in user's Server-Sent Events (spec §7 new-notification, new-chat-notification, and
// the messages of their rooms). One stream per open tab; EventSource reconnects with Last-Event-ID by itself.
import {
  realtimeClosedEvent,
  type realtimeClosedEventSchema,
  realtimeEventDescriptions,
  realtimeEventPayloads,
  realtimeEventTypes,
} from '@naija-homes/contracts/chat';
import { messages } from '@naija-homes/contracts/messages';
import * as z from 'zod';
import { sessionHeaders } from '../../auth/credentials';
import { HttpError } from '../../lib/errors';
import { defineRoute, router } from '../../lib/route';
import type { RealtimeHub, StreamEndReason } from './hub';

const encoder = new TextEncoder();
const KEEP_ALIVE = encoder.encode(': keep-alive\n\n');

/**
 * Every event the stream sends, with its payload's schema: the contracts the server sends by and the web app parses
 * with, named as components (the stream's answer schema below refers to them all).
 */
const eventsDocumentation = Object.fromEntries(
  Object.entries(realtimeEventPayloads).map(([type, schema]) => [
    type,
    {
      description: realtimeEventDescriptions[type as keyof typeof realtimeEventDescriptions],
      data: { $ref: `#/components/schemas/${z.globalRegistry.get(schema)?.id}` },
    },
  ]),
);

const events = defineRoute({
  method: 'get',
  operationId: 'realtimeEvents',
  path: '/events',
  tags: ['Realtime'],
  access: 'signed-in',
  apiKeys: false,
  summary: 'My live events as Server-Sent Events',
  'x-events': eventsDocumentation,
  description: [
    `Events: ${realtimeEventTypes.join(', ')} (their \`data\` is JSON, described in \`x-events\`); each has an \`id\`, and a client that reconnects with the`,
    '`Last-Event-ID` header (or `?lastEventId=`) first gets what it missed in the last day. A comment line keeps',
    'the connection open every 15 s. Works across API processes (PostgreSQL LISTEN/NOTIFY). The stream ends when',
    'the session it was opened with ends or the account is blocked; a user keeps at most 10 streams, and opening',
    `another closes their oldest after a \`${realtimeClosedEvent}\` event (do not reconnect on it).`,
  ].join(' '),
  request: {
    query: z.object({
      lastEventId: z.coerce.number({ error: 'lastEventId must be a number' }).int().min(0).optional(),
    }),
  },
  responses: {
    200: {
      description: 'The event stream (text/event-stream), open until the client goes',
      content: {
        'text/event-stream': {
          // What each event of the stream holds (OpenAPI 3.1 has no way to say "a sequence of"): its SSE fields,
          // `data` being the JSON payload that `x-events` names for its `event`.
          schema: z
            .object({
              id: z.string().meta({ description: 'Send it back as Last-Event-ID when reconnecting' }),
              event: z.enum([...realtimeEventTypes, realtimeClosedEvent]),
              data: z.union(Object.values(realtimeEventPayloads)),
            })
            .meta({ description: 'One event of the stream' }),
        },
      },
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
 * (about 6 KB per open tab). Only the hub, the user's and session's ids and the abort signal are kept here.
 */
async function openEventStream(
  realtime: RealtimeHub,
  who: { userId: string; sessionId: string },
  lastEventId: number | null,
  signal: AbortSignal,
): Promise<Response | null> {
  let closed = false;
  let ended = false;
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let release: (() => Promise<void>) | null = null;
  const early: Uint8Array[] = [];
  const push = (bytes: Uint8Array) => {
    if (closed) return;
    if (controller) controller.enqueue(bytes);
    else early.push(bytes);
  };
  const close = () => {
    if (closed) return;
    closed = true;
    void release?.();
  };
  // The hub ends the stream (its session ended, or the user opened too many): the last words, then the end.
  const end = (reason: StreamEndReason) => {
    if (reason === 'too-many-streams') {
      const data: z.infer<typeof realtimeClosedEventSchema> = { reason };
      push(encoder.encode(`event: ${realtimeClosedEvent}\ndata: ${JSON.stringify(data)}\n\n`));
    }
    // The process is stopping: reconnect soon (to another process, through the proxy) and replay from the last id.
    if (reason === 'server-stopping') push(encoder.encode('retry: 500\n\n'));
    ended = true;
    try {
      controller?.close();
    } catch {
      // already closed by the client
    }
    close();
  };
  // Subscribed before the answer starts, so that a database outage is a 503 rather than a broken stream.
  release = await realtime.subscribe(who, lastEventId, {
    write: (event) =>
      push(encoder.encode(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`)),
    keepAlive: () => push(KEEP_ALIVE),
    end,
  });
  if (!release) return null;
  // Ended while subscribing: released now that the release exists.
  if (closed) void release();
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      // Tells EventSource how long to wait before reconnecting, then the events as they come.
      streamController.enqueue(encoder.encode('retry: 3000\n\n'));
      for (const bytes of early.splice(0)) streamController.enqueue(bytes);
      if (ended) streamController.close();
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
  const { auth, realtime } = c.var.services;
  // The guard read the session too, but keeps only the user: the stream is bound to the session itself.
  const session = await auth.api.getSession({
    headers: sessionHeaders(c.req.raw.headers),
    query: { disableCookieCache: true },
  });
  if (!session || session.user.id !== c.var.user.id) throw new HttpError(401, messages.unauthorized);
  (c.env as BunServerLike | undefined)?.timeout?.(c.req.raw, 0);
  const who = { userId: c.var.user.id, sessionId: session.session.id };
  const response = await openEventStream(realtime, who, lastEventId, c.req.raw.signal);
  if (!response) throw new HttpError(401, messages.unauthorized);
  return response as never;
});

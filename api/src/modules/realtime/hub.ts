// One per API process: holds this process's event streams and feeds them from PostgreSQL LISTEN/NOTIFY, so an event
// published by any process (or any transaction) reaches the user's streams wherever they are connected. PGlite in
// one process takes the same path in-process. The same channel ends streams: a stream lives only as long as the
// session it was opened with (and its user unblocked), and a user holds at most STREAMS_PER_USER of them.
import type { RealtimeEventType } from '@naija-homes/contracts/chat';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client';
import { realtimeConnections, realtimeEvents, realtimeInstances, sessions, users } from '../../db/schema';
import { errorFields, type Logger } from '../../lib/logger';
import { REALTIME_CHANNEL } from './publish';

export interface RealtimeEvent {
  id: number;
  userId: string;
  type: RealtimeEventType;
  data: unknown;
}

/** Why the hub ended a stream: its session ended (or its user was blocked), or the user opened too many. */
export type StreamEndReason = 'session-ended' | 'too-many-streams';

/** What the route gives the hub for one stream. */
export interface StreamHandlers {
  write: (event: RealtimeEvent) => void;
  keepAlive: () => void;
  /** The hub ends the stream: the route writes its last words, closes the response and releases it. Called once. */
  end: (reason: StreamEndReason) => void;
}

interface Subscriber extends StreamHandlers {
  userId: string;
  /** The session the stream was opened with: the stream ends with it. */
  sessionId: string;
  connectionId: string;
  ended: boolean;
  /** The last event id written to this stream: nothing at or below it is written again. */
  lastId: number;
  /** Live events held while a Last-Event-ID replay is being read, written after it in order. */
  held: RealtimeEvent[] | null;
}

export interface RealtimeHubOptions {
  /** How often streams get a keep-alive comment and the process's heartbeat is stored (ms). */
  heartbeatMs?: number;
  /**
   * How often the sessions of the open streams are checked again, in one query (ms; at a heartbeat): the backstop
   * for a session that expired, or a notice this process missed while its LISTEN connection was down.
   */
  sessionCheckMs?: number;
  /** Called after events reached at least one of the user's streams on this process (chat marks messages delivered). */
  onDelivered?: (userId: string, events: RealtimeEvent[]) => Promise<void>;
}

/** A process whose heartbeat is older than this is gone: its streams no longer make anyone online. */
const INSTANCE_STALE_SECONDS = 60;
/** A reconnecting client gets at most this many missed events (a day's are kept). */
const REPLAY_LIMIT = 500;
/** Open streams one user may hold over all processes: an extra one closes their oldest. */
export const STREAMS_PER_USER = 10;
/** The first key of the per-user advisory lock that orders stream openings (two-key locks: apart from `exclusive`). */
const STREAM_LOCK_CLASS = 17_017;
/** Session ids checked per query by the periodic re-validation. */
const CHECK_BATCH = 500;

export class RealtimeHub {
  readonly instanceId = crypto.randomUUID();
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly bySession = new Map<string, Set<Subscriber>>();
  private readonly byConnection = new Map<string, Subscriber>();
  private readonly queued = new Set<number>();
  private flushScheduled = false;
  private started: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private onDelivered: RealtimeHubOptions['onDelivered'];
  private readonly heartbeatMs: number;
  private readonly sessionCheckMs: number;
  private lastSessionCheck = Date.now();

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    options: RealtimeHubOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.sessionCheckMs = options.sessionCheckMs ?? 60_000;
    this.onDelivered = options.onDelivered;
  }

  /** The chat module wires its "delivered" receipts after the hub is built (it needs the app's services). */
  setDeliveredHandler(handler: RealtimeHubOptions['onDelivered']): void {
    this.onDelivered = handler;
  }

  /** Streams open on this process (the benchmark and the tests read it). */
  get streamCount(): number {
    let total = 0;
    for (const set of this.subscribers.values()) total += set.size;
    return total;
  }

  /** Listening starts with the first stream, so processes and tests that never stream hold no connection. */
  ensureStarted(): Promise<void> {
    this.started ??= this.start().catch((error: unknown) => {
      this.started = null;
      throw error;
    });
    return this.started;
  }

  private async start(): Promise<void> {
    await this.registerInstance();
    this.stopListening = await this.database.listen(REALTIME_CHANNEL, (payload) => this.onNotify(payload));
    this.timer = setInterval(() => void this.heartbeat(), this.heartbeatMs);
    // A timer alone must not keep a process (or a test file) alive.
    (this.timer as { unref?: () => void }).unref?.();
  }

  private async registerInstance(): Promise<void> {
    await this.database.db
      .insert(realtimeInstances)
      .values({ id: this.instanceId })
      .onConflictDoUpdate({ target: realtimeInstances.id, set: { seenAt: sql`now()` } });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const stopListening = this.stopListening;
    this.stopListening = null;
    this.started = null;
    try {
      await stopListening?.();
      await this.database.db.delete(realtimeInstances).where(eq(realtimeInstances.id, this.instanceId));
    } catch (error) {
      this.logger.warn('realtime hub stopped without cleaning up', errorFields(error));
    }
  }

  /**
   * Adds a stream for the user, bound to the session it was opened with. With `lastEventId`, the events after it are
   * written first (Last-Event-ID replay). Returns the function that releases it (the route calls it when the client
   * goes), or null when the session has already ended (or the user is blocked): no stream then.
   */
  async subscribe(
    who: { userId: string; sessionId: string },
    lastEventId: number | null,
    handlers: StreamHandlers,
  ): Promise<(() => Promise<void>) | null> {
    await this.ensureStarted();
    const { userId, sessionId } = who;
    const subscriber: Subscriber = {
      ...handlers,
      userId,
      sessionId,
      connectionId: crypto.randomUUID(),
      ended: false,
      lastId: lastEventId ?? 0,
      held: lastEventId ? [] : null,
    };
    // Listed before the session is checked, so that a notice arriving meanwhile finds it.
    this.add(subscriber);
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      this.remove(subscriber);
      try {
        await this.database.db.transaction(async (tx) => {
          await tx.delete(realtimeConnections).where(eq(realtimeConnections.id, subscriber.connectionId));
          await tx.update(users).set({ lastSeen: new Date() }).where(eq(users.id, userId));
        });
      } catch (error) {
        this.logger.warn('could not record a closed event stream', errorFields(error));
      }
    };
    try {
      if (!(await this.register(subscriber))) {
        this.remove(subscriber);
        return null;
      }
      if (lastEventId) {
        const missed = await this.database.db
          .select()
          .from(realtimeEvents)
          .where(and(eq(realtimeEvents.userId, userId), gt(realtimeEvents.id, lastEventId)))
          .orderBy(asc(realtimeEvents.id))
          .limit(REPLAY_LIMIT);
        for (const row of missed) this.writeTo(subscriber, toEvent(row));
        const held = subscriber.held ?? [];
        subscriber.held = null;
        for (const event of held.sort((a, b) => a.id - b.id)) this.writeTo(subscriber, event);
      }
    } catch (error) {
      await release();
      throw error;
    }
    return release;
  }

  /**
   * In one transaction, under a lock per user (so two processes opening streams for one user at once take turns):
   * checks the session is still live and the user unblocked, stores the stream, and removes the user's streams beyond
   * the newest STREAMS_PER_USER on live processes, announcing each on the channel so that the process holding it
   * closes it. False when the session is gone.
   */
  private async register(subscriber: Subscriber): Promise<boolean> {
    const { userId, sessionId, connectionId } = subscriber;
    return this.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext(${userId}))`);
      const [live] = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            gt(sessions.expiresAt, sql`now()`),
            eq(users.isBlocked, false),
          ),
        );
      if (!live) return false;
      // The clock, not the transaction's start: openings are ordered by who got the lock first.
      await tx
        .insert(realtimeConnections)
        .values({ id: connectionId, userId, instanceId: this.instanceId, connectedAt: sql`clock_timestamp()` });
      await tx.execute(sql`
        with evicted as (
          delete from ${realtimeConnections} where ${realtimeConnections.id} in (
            select c.id from ${realtimeConnections} c
            join ${realtimeInstances} i on i.id = c.instance_id
            where c.user_id = ${userId}
              and i.seen_at > now() - make_interval(secs => ${INSTANCE_STALE_SECONDS})
            order by c.connected_at desc, c.id desc
            offset ${STREAMS_PER_USER}
          )
          returning ${realtimeConnections.id}
        )
        select pg_notify(${REALTIME_CHANNEL}, 'stream-closed:' || id) from evicted`);
      return true;
    });
  }

  private add(subscriber: Subscriber): void {
    addTo(this.subscribers, subscriber.userId, subscriber);
    addTo(this.bySession, subscriber.sessionId, subscriber);
    this.byConnection.set(subscriber.connectionId, subscriber);
  }

  private remove(subscriber: Subscriber): void {
    removeFrom(this.subscribers, subscriber.userId, subscriber);
    removeFrom(this.bySession, subscriber.sessionId, subscriber);
    if (this.byConnection.get(subscriber.connectionId) === subscriber)
      this.byConnection.delete(subscriber.connectionId);
  }

  /** Asks the route to close the stream (it releases it): once, whatever the number of reasons that arrive. */
  private end(subscriber: Subscriber | undefined, reason: StreamEndReason): void {
    if (!subscriber || subscriber.ended) return;
    subscriber.ended = true;
    try {
      subscriber.end(reason);
    } catch (error) {
      this.logger.warn('could not end an event stream', errorFields(error));
    }
  }

  private endAll(set: Set<Subscriber> | undefined, reason: StreamEndReason): void {
    for (const subscriber of [...(set ?? [])]) this.end(subscriber, reason);
  }

  private writeTo(subscriber: Subscriber, event: RealtimeEvent): void {
    if (subscriber.held) {
      subscriber.held.push(event);
      return;
    }
    if (event.id <= subscriber.lastId) return;
    subscriber.lastId = event.id;
    try {
      subscriber.write(event);
    } catch {
      // A stream that cannot be written to is closing; its release follows from the route.
    }
  }

  private onNotify(payload: string): void {
    const colon = payload.indexOf(':');
    const head = payload.slice(0, colon);
    const rest = payload.slice(colon + 1);
    // Notices from the database's triggers (0021) and from register() on any process.
    switch (head) {
      case 'session-ended':
        this.endAll(this.bySession.get(rest), 'session-ended');
        return;
      case 'user-blocked':
        this.endAll(this.subscribers.get(rest), 'session-ended');
        return;
      case 'stream-closed':
        this.end(this.byConnection.get(rest), 'too-many-streams');
        return;
    }
    const userId = rest;
    const id = Number(head);
    if (!userId || !Number.isSafeInteger(id) || !this.subscribers.has(userId)) return;
    this.queued.add(id);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // Notifications arriving together are read with one query.
    setTimeout(() => void this.flush(), 0);
  }

  private async flush(): Promise<void> {
    this.flushScheduled = false;
    const ids = [...this.queued];
    this.queued.clear();
    if (!ids.length) return;
    try {
      const rows = await this.database.db
        .select()
        .from(realtimeEvents)
        .where(inArray(realtimeEvents.id, ids))
        .orderBy(asc(realtimeEvents.id));
      const delivered = new Map<string, RealtimeEvent[]>();
      for (const row of rows) {
        const set = this.subscribers.get(row.userId);
        if (!set?.size) continue;
        const event = toEvent(row);
        for (const subscriber of set) this.writeTo(subscriber, event);
        const list = delivered.get(row.userId) ?? [];
        list.push(event);
        delivered.set(row.userId, list);
      }
      if (this.onDelivered) {
        for (const [userId, events] of delivered) await this.onDelivered(userId, events);
      }
    } catch (error) {
      // The events stay in the table: clients that reconnect with Last-Event-ID get them.
      this.logger.warn('could not read realtime events', errorFields(error));
    }
  }

  private async heartbeat(): Promise<void> {
    for (const set of this.subscribers.values()) {
      for (const subscriber of set) {
        try {
          subscriber.keepAlive();
        } catch {
          // closing
        }
      }
    }
    try {
      const seen = await this.database.db
        .update(realtimeInstances)
        .set({ seenAt: sql`now()` })
        .where(eq(realtimeInstances.id, this.instanceId))
        .returning({ id: realtimeInstances.id });
      if (!seen.length) await this.reregister();
      await this.database.db
        .delete(realtimeInstances)
        .where(lt(realtimeInstances.seenAt, sql`now() - make_interval(secs => ${INSTANCE_STALE_SECONDS})`));
      await this.database.db.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, sql`now() - interval '1 day'`));
      if (Date.now() - this.lastSessionCheck >= this.sessionCheckMs) await this.checkStreams();
    } catch (error) {
      this.logger.warn('realtime heartbeat failed', errorFields(error));
    }
  }

  /**
   * The backstop behind the notices: ends the streams whose session is gone or expired or whose user is blocked, and
   * those whose row another process removed as the user's oldest, in one query per CHECK_BATCH sessions. Runs after
   * a heartbeat found (or put back) this process's row, so its streams' rows are all there unless removed on purpose.
   */
  async checkStreams(): Promise<void> {
    this.lastSessionCheck = Date.now();
    const sessionIds = [...this.bySession.keys()];
    for (let start = 0; start < sessionIds.length; start += CHECK_BATCH) {
      const batch = sessionIds.slice(start, start + CHECK_BATCH);
      const live = await this.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.id, batch), gt(sessions.expiresAt, sql`now()`), eq(users.isBlocked, false)));
      const kept = new Set(live.map((row) => row.id));
      for (const id of batch) if (!kept.has(id)) this.endAll(this.bySession.get(id), 'session-ended');
    }
    const connectionIds = [...this.byConnection.keys()];
    for (let start = 0; start < connectionIds.length; start += CHECK_BATCH) {
      const batch = connectionIds.slice(start, start + CHECK_BATCH);
      const rows = await this.database.db
        .select({ id: realtimeConnections.id })
        .from(realtimeConnections)
        .where(inArray(realtimeConnections.id, batch));
      const kept = new Set(rows.map((row) => row.id));
      for (const id of batch) if (!kept.has(id)) this.end(this.byConnection.get(id), 'too-many-streams');
    }
  }

  /** After an outage another process may have removed this one as stale: put it and its streams back. */
  private async reregister(): Promise<void> {
    await this.registerInstance();
    const rows = [...this.subscribers.values()].flatMap((set) =>
      [...set].map((subscriber) => ({
        id: subscriber.connectionId,
        userId: subscriber.userId,
        instanceId: this.instanceId,
      })),
    );
    if (rows.length) await this.database.db.insert(realtimeConnections).values(rows).onConflictDoNothing();
  }
}

function addTo<K>(map: Map<K, Set<Subscriber>>, key: K, subscriber: Subscriber): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(subscriber);
}

function removeFrom<K>(map: Map<K, Set<Subscriber>>, key: K, subscriber: Subscriber): void {
  const set = map.get(key);
  set?.delete(subscriber);
  if (set && set.size === 0) map.delete(key);
}

function toEvent(row: typeof realtimeEvents.$inferSelect): RealtimeEvent {
  return { id: row.id, userId: row.userId, type: row.type as RealtimeEventType, data: row.data };
}

/** Which of these users have an event stream open on a live API process. */
export async function onlineUserIds(db: Db | Tx, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .selectDistinct({ userId: realtimeConnections.userId })
    .from(realtimeConnections)
    .innerJoin(realtimeInstances, eq(realtimeInstances.id, realtimeConnections.instanceId))
    .where(
      and(
        inArray(realtimeConnections.userId, userIds),
        gt(realtimeInstances.seenAt, sql`now() - make_interval(secs => ${INSTANCE_STALE_SECONDS})`),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

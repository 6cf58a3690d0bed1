// One per API process: holds this process's event streams and feeds them from PostgreSQL LISTEN/NOTIFY, so an event
// published by any process (or any transaction) reaches the user's streams wherever they are connected. PGlite in
// one process takes the same path in-process.
import type { RealtimeEventType } from '@naija-homes/contracts/chat';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client';
import { realtimeConnections, realtimeEvents, realtimeInstances, users } from '../../db/schema';
import { errorFields, type Logger } from '../../lib/logger';
import { REALTIME_CHANNEL } from './publish';

export interface RealtimeEvent {
  id: number;
  userId: string;
  type: RealtimeEventType;
  data: unknown;
}

interface Subscriber {
  userId: string;
  connectionId: string;
  /** The last event id written to this stream: nothing at or below it is written again. */
  lastId: number;
  /** Live events held while a Last-Event-ID replay is being read, written after it in order. */
  held: RealtimeEvent[] | null;
  write: (event: RealtimeEvent) => void;
  keepAlive: () => void;
}

export interface RealtimeHubOptions {
  /** How often streams get a keep-alive comment and the process's heartbeat is stored (ms). */
  heartbeatMs?: number;
  /** Called after events reached at least one of the user's streams on this process (chat marks messages delivered). */
  onDelivered?: (userId: string, events: RealtimeEvent[]) => Promise<void>;
}

/** A process whose heartbeat is older than this is gone: its streams no longer make anyone online. */
const INSTANCE_STALE_SECONDS = 60;
/** A reconnecting client gets at most this many missed events (a day's are kept). */
const REPLAY_LIMIT = 500;

export class RealtimeHub {
  readonly instanceId = crypto.randomUUID();
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly queued = new Set<number>();
  private flushScheduled = false;
  private started: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private onDelivered: RealtimeHubOptions['onDelivered'];
  private readonly heartbeatMs: number;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    options: RealtimeHubOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
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
   * Adds a stream for the user. With `lastEventId`, the events after it are written first (Last-Event-ID replay).
   * Returns the function that releases it (the route calls it when the client goes).
   */
  async subscribe(
    userId: string,
    lastEventId: number | null,
    write: (event: RealtimeEvent) => void,
    keepAlive: () => void,
  ): Promise<() => Promise<void>> {
    await this.ensureStarted();
    const subscriber: Subscriber = {
      userId,
      connectionId: crypto.randomUUID(),
      lastId: lastEventId ?? 0,
      held: lastEventId ? [] : null,
      write,
      keepAlive,
    };
    let set = this.subscribers.get(userId);
    if (!set) {
      set = new Set();
      this.subscribers.set(userId, set);
    }
    set.add(subscriber);
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      const current = this.subscribers.get(userId);
      current?.delete(subscriber);
      if (current && current.size === 0) this.subscribers.delete(userId);
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
      await this.database.db
        .insert(realtimeConnections)
        .values({ id: subscriber.connectionId, userId, instanceId: this.instanceId });
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
    const [idText, userId] = payload.split(':');
    const id = Number(idText);
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
    } catch (error) {
      this.logger.warn('realtime heartbeat failed', errorFields(error));
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

// One per API process: holds this process's event streams and feeds them from realtime_events in commit order (the
// `seq` each row gets as its transaction commits, migration 0022), woken by PostgreSQL LISTEN/NOTIFY, so an event
// published by any process (or any transaction) reaches the user's streams wherever they are connected, once and in
// order, even when transactions commit out of the order they wrote in or the LISTEN connection was down for a while.
// PGlite in one process takes the same path in-process. The same channel ends streams: a stream lives only as long
// as the session it was opened with (and its user unblocked), and a user holds at most STREAMS_PER_USER of them.
import type { RealtimeEventType } from '@naija-homes/contracts/chat';
import { and, asc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client';
import { realtimeConnections, realtimeEvents, realtimeInstances, sessions, users } from '../../db/schema';
import { errorFields, type Logger } from '../../lib/logger';
import { REALTIME_CHANNEL } from './publish';

export interface RealtimeEvent {
  /** The row's `seq`, its place in commit order: the stream's event id (Last-Event-ID). */
  id: number;
  userId: string;
  type: RealtimeEventType;
  data: unknown;
}

/** Why the hub ended a stream: its session ended (or its user was blocked), or the user opened too many. */
/** `server-stopping`: this process is going away; the client reconnects (to another process) and replays the gap. */
export type StreamEndReason = 'session-ended' | 'too-many-streams' | 'server-stopping';

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
  /** The seq of the last event written to this stream: nothing at or below it is written (again). */
  lastSeq: number;
  /** Live events held while the stream is registered and its Last-Event-ID replay read, written after it in order. */
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
  /**
   * How often the process reads the events above its cursor whether or not a NOTIFY woke it (ms): while its LISTEN
   * connection is down (until it is back, when the gap is read at once), events still arrive this late at most.
   */
  catchUpMs?: number;
  /** Called after events reached at least one of the user's streams on this process (chat marks messages delivered). */
  onDelivered?: (userId: string, events: RealtimeEvent[]) => Promise<void>;
}

/** A process whose heartbeat is older than this is gone: its streams no longer make anyone online. */
const INSTANCE_STALE_SECONDS = 60;
/** A reconnecting client's missed events are read this many at a time (all of them, as far as a day's are kept). */
const REPLAY_PAGE = 500;
/** Events read at a time by the process (their seq and user only, then the rows of users with a stream here). */
const READ_BATCH = 1_000;
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
  /** Every event at or below this seq has been handed to this process's streams (or was no concern of theirs). */
  private cursor = 0;
  private reading = false;
  private readAgain = false;
  private readScheduled = false;
  private readFailing = false;
  /** Streams ever added: the cursor may jump over unread events only if none was added meanwhile. */
  private additions = 0;
  private started: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private catchUpTimer: ReturnType<typeof setInterval> | null = null;
  private onDelivered: RealtimeHubOptions['onDelivered'];
  private readonly heartbeatMs: number;
  private readonly sessionCheckMs: number;
  private readonly catchUpMs: number;
  private lastSessionCheck = Date.now();

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    options: RealtimeHubOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.sessionCheckMs = options.sessionCheckMs ?? 60_000;
    this.catchUpMs = options.catchUpMs ?? 2_000;
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
    // No stream is open yet: the cursor starts at the newest event (a stream's own start is its registration's).
    this.cursor = await this.newestSeq();
    this.stopListening = await this.database.listen(
      REALTIME_CHANNEL,
      (payload) => this.onNotify(payload),
      // After a reconnect of the LISTEN connection, what was notified meanwhile is read from the table at once.
      () => this.scheduleRead(),
    );
    this.timer = setInterval(() => void this.heartbeat(), this.heartbeatMs);
    this.catchUpTimer = setInterval(() => void this.read(), this.catchUpMs);
    // A timer alone must not keep a process (or a test file) alive.
    (this.timer as { unref?: () => void }).unref?.();
    (this.catchUpTimer as { unref?: () => void }).unref?.();
  }

  private async newestSeq(): Promise<number> {
    const [row] = await this.database.db.select({ top: max(realtimeEvents.seq) }).from(realtimeEvents);
    return Number(row?.top ?? 0);
  }

  private async registerInstance(): Promise<void> {
    await this.database.db
      .insert(realtimeInstances)
      .values({ id: this.instanceId })
      .onConflictDoUpdate({ target: realtimeInstances.id, set: { seenAt: sql`now()` } });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.catchUpTimer) clearInterval(this.catchUpTimer);
    this.timer = null;
    this.catchUpTimer = null;
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
   * Adds a stream for the user, bound to the session it was opened with. With `lastEventId` (a seq this stream's
   * client had), every event of the user after it is written first, in order (Last-Event-ID replay), then live ones;
   * without it, the events committed after the stream is registered. Returns the function that releases it (the
   * route calls it when the client goes), or null when the session has already ended (or the user is blocked).
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
      lastSeq: 0,
      // Whatever the hub reads for the user while the stream registers is held, then written in order without repeats.
      held: [],
    };
    // Listed before the session is checked, so that a notice arriving meanwhile finds it.
    this.add(subscriber);
    this.additions += 1;
    let released = false;
    let registering = true;
    const forget = async () => {
      try {
        await this.database.db.transaction(async (tx) => {
          await tx.delete(realtimeConnections).where(eq(realtimeConnections.id, subscriber.connectionId));
          await tx.update(users).set({ lastSeen: new Date() }).where(eq(users.id, userId));
        });
      } catch (error) {
        this.logger.warn('could not record a closed event stream', errorFields(error));
      }
    };
    const release = async () => {
      if (released) return;
      released = true;
      this.remove(subscriber);
      // Released while its registration is still open (the client went, or its session ended): its row is not
      // committed yet, and is removed once it is.
      if (!registering) await forget();
    };
    try {
      const newest = await this.register(subscriber);
      registering = false;
      if (newest === null) {
        this.remove(subscriber);
        return null;
      }
      if (released) {
        await forget();
        return release;
      }
      // Every event committed after the registration read `newest` has a larger seq, and comes from the hub (held
      // meanwhile) or from the replay below. An id from the future (another database) counts as none, as does 0.
      const from = lastEventId !== null && lastEventId > 0 && lastEventId <= newest ? lastEventId : newest;
      const replay: RealtimeEvent[] = [];
      for (let after = from; after < newest; ) {
        const page = await this.database.db
          .select()
          .from(realtimeEvents)
          .where(and(eq(realtimeEvents.userId, userId), gt(realtimeEvents.seq, after)))
          .orderBy(asc(realtimeEvents.seq))
          .limit(REPLAY_PAGE);
        replay.push(...page.map(toEvent));
        if (page.length < REPLAY_PAGE) break;
        after = replay.at(-1)?.id ?? newest;
      }
      const held = subscriber.held ?? [];
      subscriber.held = null;
      subscriber.lastSeq = from;
      for (const event of [...replay, ...held.sort((a, b) => a.id - b.id)]) this.writeTo(subscriber, event);
    } catch (error) {
      // A failed registration wrote nothing.
      registering = false;
      await release();
      throw error;
    }
    return release;
  }

  /**
   * In one transaction, under a lock per user (so two processes opening streams for one user at once take turns):
   * checks the session is still live and the user unblocked, stores the stream, and removes the user's streams beyond
   * the newest STREAMS_PER_USER on live processes, announcing each on the channel so that the process holding it
   * closes it. Returns the newest event's seq as the transaction saw it (the stream's start), or null when the session
   * is gone.
   */
  private async register(subscriber: Subscriber): Promise<number | null> {
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
      if (!live) return null;
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
      const [row] = await tx.select({ top: max(realtimeEvents.seq) }).from(realtimeEvents);
      return Number(row?.top ?? 0);
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

  /** Ends every stream this process holds (a graceful stop): their clients reconnect elsewhere and replay. */
  endEveryStream(): number {
    const all = [...this.byConnection.values()];
    for (const subscriber of all) this.end(subscriber, 'server-stopping');
    return all.length;
  }

  private endAll(set: Set<Subscriber> | undefined, reason: StreamEndReason): void {
    for (const subscriber of [...(set ?? [])]) this.end(subscriber, reason);
  }

  private writeTo(subscriber: Subscriber, event: RealtimeEvent): void {
    if (subscriber.held) {
      subscriber.held.push(event);
      return;
    }
    if (event.id <= subscriber.lastSeq) return;
    subscriber.lastSeq = event.id;
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
    // `event:<user id>` from the commit trigger (0022); `<id>:<user id>` from a process of the previous release.
    if (this.subscribers.has(rest)) this.scheduleRead();
  }

  /** Notifications arriving together are read once, in the next turn. */
  private scheduleRead(): void {
    if (this.readScheduled) return;
    this.readScheduled = true;
    setTimeout(() => {
      this.readScheduled = false;
      void this.read();
    }, 0);
  }

  /**
   * Reads the events above the cursor, in seq order, and writes each to its user's streams here; one read at a time
   * (a wake-up during a read asks for another). The cursor only moves over rows read, and a row with a smaller seq
   * than a visible one is visible or rolled back (0022), so nothing is skipped: a wake-up lost while the LISTEN
   * connection was down only delays the events until the next read (the catch-up timer, or the LISTEN coming back).
   */
  async read(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    try {
      do {
        this.readAgain = false;
        while (await this.readBatch()) {
          // a full batch: there may be more
        }
      } while (this.readAgain);
      this.readFailing = false;
    } catch (error) {
      // The events stay in the table and the cursor where it was: the next read gets them. Said once per outage.
      if (!this.readFailing) this.logger.warn('could not read realtime events', errorFields(error));
      this.readFailing = true;
    } finally {
      this.reading = false;
    }
  }

  /** One batch above the cursor; true when it was full. */
  private async readBatch(): Promise<boolean> {
    if (!this.subscribers.size) {
      // No stream to write to: the cursor jumps to the newest event, unless a stream was added meanwhile (it may need
      // events that the jump would pass over).
      const additions = this.additions;
      const newest = await this.newestSeq();
      if (this.additions === additions && newest > this.cursor) this.cursor = newest;
      return false;
    }
    const next = await this.database.db
      .select({ seq: realtimeEvents.seq, userId: realtimeEvents.userId })
      .from(realtimeEvents)
      .where(gt(realtimeEvents.seq, this.cursor))
      .orderBy(asc(realtimeEvents.seq))
      .limit(READ_BATCH);
    const last = next.at(-1)?.seq;
    if (last === undefined || last === null) return false;
    // A stream added after `next` was read starts at or after these rows (its registration saw them): only the users
    // with a stream now need theirs.
    const wanted = next.filter((row) => this.subscribers.has(row.userId)).map((row) => row.seq as number);
    const rows = wanted.length
      ? await this.database.db
          .select()
          .from(realtimeEvents)
          .where(inArray(realtimeEvents.seq, wanted))
          .orderBy(asc(realtimeEvents.seq))
      : [];
    this.cursor = last;
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
      for (const [userId, events] of delivered) {
        try {
          await this.onDelivered(userId, events);
        } catch (error) {
          this.logger.warn('realtime delivery handler failed', errorFields(error));
        }
      }
    }
    return next.length === READ_BATCH;
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
  // Rows read are committed, so their seq is set.
  return { id: Number(row.seq), userId: row.userId, type: row.type as RealtimeEventType, data: row.data };
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

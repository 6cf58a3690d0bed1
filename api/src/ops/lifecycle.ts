// The process's life as an orchestrator sees it: ready to take traffic, or draining before it stops. A SIGTERM
// stops new connections, lets the requests in flight finish (bounded), ends the event streams with a retry hint
// so their clients reconnect to another process, lets background work finish, and only then closes the pool.
import type { Logger } from '../lib/logger';

/** How long requests in flight may take to finish after a SIGTERM before the process stops anyway. */
export const DRAIN_LIMIT_MS = 10_000;

export class Lifecycle {
  #draining = false;
  #inFlight = 0;
  #idle: Array<() => void> = [];

  /** False once a stop has begun: the readiness probe answers 503 so the proxy stops sending traffic here. */
  get ready(): boolean {
    return !this.#draining;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  beginDrain(): void {
    this.#draining = true;
  }

  /** Counts `handle` as in flight until its response is returned (a streamed body ends on its own terms). */
  async track<T>(handle: () => Promise<T> | T): Promise<T> {
    this.#inFlight += 1;
    try {
      return await handle();
    } finally {
      this.#inFlight -= 1;
      if (this.#inFlight === 0) for (const resolve of this.#idle.splice(0)) resolve();
    }
  }

  /** Resolves true once nothing is in flight, false if `limitMs` passes first. */
  async idle(limitMs: number): Promise<boolean> {
    if (this.#inFlight === 0) return true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = await Promise.race([
      new Promise<true>((resolve) => this.#idle.push(() => resolve(true))),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), limitMs);
      }),
    ]);
    clearTimeout(timer);
    return done;
  }
}

export interface StopSteps {
  lifecycle: Lifecycle;
  logger: Logger;
  /** Stops accepting connections (requests already received go on). */
  stopListening(): Promise<void> | void;
  /** Ends every open event stream, telling its client to reconnect. */
  endStreams(): Promise<void> | void;
  /** Stops background work: no new jobs, the running ones finish (bounded). */
  stopBackground(): Promise<void> | void;
  /** Closes the database pool. */
  closeDatabase(): Promise<void>;
}

/** The graceful stop, in order; resolves once it is safe to exit. */
export async function stopGracefully(steps: StopSteps, limitMs = DRAIN_LIMIT_MS): Promise<void> {
  const { lifecycle, logger } = steps;
  lifecycle.beginDrain();
  const started = performance.now();
  logger.info('stopping: draining', { inFlight: lifecycle.inFlight });
  await steps.stopListening();
  await steps.endStreams();
  const drained = await lifecycle.idle(limitMs);
  if (!drained) logger.warn('stopping: requests still in flight at the drain limit', { inFlight: lifecycle.inFlight });
  await steps.stopBackground();
  await steps.closeDatabase();
  logger.info('stopped', { ms: Math.round(performance.now() - started) });
}

// Reads a Server-Sent Events response the way EventSource does (id, event, data lines; comments kept apart), so tests
// can wait for the next event of a kind.
export interface ServerSentEvent {
  id: string | null;
  event: string;
  data: unknown;
}

export interface EventReader {
  /** The next event of this type (earlier ones of other types are skipped); fails after `timeoutMs`. */
  next(type: string, timeoutMs?: number): Promise<ServerSentEvent>;
  /** Every event seen so far, in order. */
  readonly seen: ServerSentEvent[];
  /** Comment lines seen so far (keep-alives). */
  readonly comments: string[];
  /** Settles when the stream has ended, by the server's doing or by close(). */
  readonly ended: Promise<void>;
  /** Whether it has. */
  readonly done: boolean;
  /** The reconnection delays (`retry:` lines, ms) the server sent, in order. */
  readonly retries: number[];
  /** Whether the stream ended with an error (a cut connection) rather than closed by the server or by close(). */
  readonly failed: boolean;
  close(): Promise<void>;
}

export function readEvents(response: Response): EventReader {
  const body = response.body;
  if (!body) throw new Error('no body');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const seen: ServerSentEvent[] = [];
  const comments: string[] = [];
  const retries: number[] = [];
  let failed = false;
  let consumed = 0;
  let buffer = '';
  let done = false;
  const waiters = new Set<() => void>();
  let closing = false;

  const ended = (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (line.startsWith('retry: ')) retries.push(Number(line.slice(7)));
          }
          if (data.length) seen.push({ id, event, data: JSON.parse(data.join('\n')) });
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // cancelled by close(), or the connection was cut
      failed = !closing;
    } finally {
      done = true;
      for (const wake of waiters) wake();
    }
  })();

  return {
    seen,
    comments,
    retries,
    ended,
    get failed() {
      return failed;
    },
    get done() {
      return done;
    },
    async next(type, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (consumed < seen.length) {
          const event = seen[consumed++] as ServerSentEvent;
          if (event.event === type) return event;
        }
        if (done) throw new Error(`the stream ended before a ${type} event`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${type} event within ${timeoutMs} ms (seen: ${JSON.stringify(seen)})`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    async close() {
      closing = true;
      await reader.cancel().catch(() => {});
    },
  };
}

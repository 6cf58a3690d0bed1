// Runs a process and starts it again when it crashes, with backoff, saying why; gives up when it keeps failing as it
// starts (the cause is then a setting, not a passing fault). Used by `npm start` for the API.

export interface SuperviseOptions {
  command: string[];
  cwd: string;
  env: Record<string, string | undefined>;
  /** A run shorter than this counts as failing to start (ms). */
  startupMs?: number;
  /** Failed starts in a row before giving up. */
  maxFailedStarts?: number;
  /** First wait before a restart (ms), doubled each time up to 30 s, reset after a run longer than startupMs. */
  firstDelayMs?: number;
  say?: (line: string) => void;
  /** Inherited output (npm start) or piped (tests). */
  output?: 'inherit' | 'pipe';
}

/** Resolves with the exit code to end with: 0 after a clean stop or a signal, the failing code after giving up. */
export function supervise(options: SuperviseOptions): { done: Promise<number>; stop(signal: NodeJS.Signals): void } {
  const startupMs = options.startupMs ?? 15_000;
  const maxFailedStarts = options.maxFailedStarts ?? 5;
  const say = options.say ?? ((line: string) => console.error(line));
  let stopping = false;
  let child: ReturnType<typeof Bun.spawn> | null = null;
  const done = (async () => {
    let delayMs = options.firstDelayMs ?? 1_000;
    let failedStarts = 0;
    for (;;) {
      const started = performance.now();
      child = Bun.spawn(options.command, {
        cwd: options.cwd,
        env: options.env,
        stdout: options.output ?? 'inherit',
        stderr: options.output ?? 'inherit',
        stdin: options.output === 'pipe' ? 'ignore' : 'inherit',
      });
      const code = await child.exited;
      if (stopping || code === 0) return code;
      const ranMs = performance.now() - started;
      const how = child.signalCode ? `was killed by ${child.signalCode}` : `exited with code ${code}`;
      if (ranMs < startupMs) failedStarts += 1;
      else {
        failedStarts = 0;
        delayMs = options.firstDelayMs ?? 1_000;
      }
      if (failedStarts >= maxFailedStarts) {
        say(`the API ${how} ${failedStarts} times as it started; giving up (see its messages above).`);
        return code || 1;
      }
      say(`the API ${how} after ${(ranMs / 1000).toFixed(1)} s; starting it again in ${delayMs / 1000} s.`);
      await Bun.sleep(delayMs);
      if (stopping) return 0;
      delayMs = Math.min(delayMs * 2, 30_000);
    }
  })();
  return {
    done,
    stop(signal) {
      stopping = true;
      child?.kill(signal);
    },
  };
}

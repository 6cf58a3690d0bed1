// The real API (api/src/main.ts) as its own process on a bench database, on a free port, for the benchmarks.

const repoRoot = new URL('../../', import.meta.url).pathname;

export interface ApiProcess {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

export async function startApi(options: {
  databaseUrl: string;
  env?: Record<string, string>;
  /** Flags for Bun itself (`--smol`: a smaller heap, collected more often). */
  bunFlags?: string[];
}): Promise<ApiProcess> {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = probe.port;
  await probe.stop(true);
  const logFile = `/tmp/naija-bench-api-${port}.log`;
  const api = Bun.spawn([process.execPath, ...(options.bunFlags ?? []), 'api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      BETTER_AUTH_SECRET: `bench-${crypto.randomUUID()}-${crypto.randomUUID()}`,
      ...options.env,
    },
    stdout: Bun.file(logFile),
    stderr: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the API exited (${api.exitCode}); see ${logFile}`);
    const ok = await fetch(`${base}/api/v1/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the API did not start within 120 s; see ${logFile}`);
    await Bun.sleep(250);
  }
  console.log(`API on ${base} (pid ${api.pid}, log ${logFile})`);
  return {
    base,
    pid: api.pid,
    stop: async () => {
      api.kill('SIGTERM');
      await api.exited;
    },
  };
}

import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, type RuntimeConfig } from '@naija-homes/client/queries/runtime-config';
import type { RemoteName } from '@naija-homes/contracts/runtime-config';
import { toast } from '@naija-homes/ui-kit/components/toast';
import {
  type Contracted,
  contractSatisfied,
  type ExposedModules,
  FEDERATION_CONTRACT,
  FederationContractError,
  UNDECLARED_CONTRACT,
} from '@naija-homes/ui-kit/lib/federation-contract';
import { loadWithRetries } from '@naija-homes/ui-kit/lib/load-with-retries';

// The configuration the remotes were registered from, and the remotes running their fallback release.
let registered: RuntimeConfig | null = null;
const onFallback = new Set<RemoteName>();

const absolute = (entry: string) => new URL(entry, window.location.href).href;

/**
 * Takes the runtime configuration (inlined in the page, else /config.json) and registers every remote by the URL it
 * gives, so remotes redeploy without a shell build.
 */
export async function registerRemotesFromConfig(): Promise<RuntimeConfig> {
  const config = await getRuntimeConfig();
  registered = config;
  registerRemotes(
    Object.entries(config.remotes).flatMap(([name, entry]) => (entry ? [{ name, entry: absolute(entry) }] : [])),
  );
  return config;
}

/** Points the federation at another release of a remote (nothing of the remote is running when this is called). */
function registerRelease(remote: RemoteName, entry: string): void {
  registerRemotes([{ name: remote, entry: absolute(entry) }], { force: true });
}

/** Tells the person once that an area runs its previous release (ADR 030: a broken deploy stays in its area). */
function announceFallback(remote: RemoteName): void {
  console.warn(`${remote}: the live release failed to load; running the previous one`);
  toast.info(FALLBACK_NOTICE, { id: `fallback-${remote}`, duration: 15_000 });
}

export const FALLBACK_NOTICE =
  'This part of Naija Homes could not load its latest update, so you are seeing the previous version. Everything still works.';

/** The exposed module, refused when its remote was built for a shell contract this shell does not provide. */
function loadOnce<T>(remote: RemoteName, exposed: string): Promise<T> {
  return loadWithRetries(async () => {
    const module = await loadRemote<T>(`${remote}/${exposed}`);
    if (!module) throw new Error(`The ${remote} section could not be loaded.`);
    const builtFor = (module as Partial<Contracted>).federationContract ?? UNDECLARED_CONTRACT;
    if (!contractSatisfied(FEDERATION_CONTRACT, builtFor)) {
      const error = new FederationContractError(remote, builtFor, FEDERATION_CONTRACT);
      // For whoever looks at the console or the browser's error reports: which release to rebuild or roll back.
      console.error(error.message);
      throw error;
    }
    return module;
  });
}

/**
 * The remote's exposed module, asked for again when a try fails (a failed preload answers the first request). When
 * the live release cannot be loaded (a deploy whose files are missing or whose code throws as it loads) and the
 * configuration names the release live before it, that one runs instead, with a notice; if that fails too (the
 * connection is down) the live one is registered again, so a Retry tries it first.
 */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const wasOnFallback = onFallback.has(remote);
  try {
    return await loadOnce<T>(remote, exposed);
  } catch (error) {
    const live = registered?.remotes[remote];
    const fallback = registered?.fallbacks?.[remote];
    if (!live || !fallback || wasOnFallback) throw error;
    if (!onFallback.has(remote)) {
      onFallback.add(remote);
      registerRelease(remote, fallback);
    }
    try {
      const module = await loadOnce<T>(remote, exposed);
      announceFallback(remote);
      return module;
    } catch {
      if (onFallback.delete(remote)) registerRelease(remote, live);
      throw error;
    }
  }
}

// One request per exposed module for the page's lifetime, so renders can `use()` the same promise. A failed one
// stays failed (an error boundary shows Retry) until retryRemote: dropping it on its own would make React's
// re-render after the error start a new download, and so on for as long as the connection is down.
const loads = new Map<string, Promise<unknown>>();
const failed = new Set<string>();

/** The remote's exposed module, loaded once and shared by every caller, typed as the contract declares it. */
export function loadRemoteOnce<R extends RemoteName, E extends keyof ExposedModules[R] & string>(
  remote: R,
  exposed: E,
): Promise<ExposedModules[R][E]> {
  type T = ExposedModules[R][E];
  const id = `${remote}/${exposed}`;
  let load = loads.get(id) as Promise<T> | undefined;
  if (!load) {
    load = loadRemoteModule<T>(remote, exposed).catch((error: unknown) => {
      failed.add(id);
      throw error;
    });
    loads.set(id, load);
  }
  return load;
}

/**
 * Lets the remote's failed modules load again, in place (checked on the federation runtime 2.9 with the remote's
 * manifest, entry or chunks refused, e2e/specs/offline.spec.ts). The runtime forgets a manifest or remote entry
 * whose download failed, and the bundler forgets a failed chunk; but a shared module whose download failed keeps
 * its rejected promise in the share scope, which is forgotten here. Registering the remote afresh
 * (`registerRemotes(…, { force: true })`) is not needed, and would throw away a remote whose other modules are in
 * use on the page.
 */
export async function retryRemote(remote: RemoteName): Promise<void> {
  for (const id of failed) {
    if (!id.startsWith(`${remote}/`)) continue;
    loads.delete(id);
    failed.delete(id);
  }
  await forgetFailedSharedModules();
}

// How long a retry waits for shared modules still downloading (they may be about to fail).
const SETTLE_WAIT_MS = 5_000;

async function forgetFailedSharedModules(): Promise<void> {
  const checks: Promise<void>[] = [];
  for (const packages of Object.values(getInstance()?.shareScopeMap ?? {})) {
    for (const versions of Object.values(packages)) {
      for (const shared of Object.values(versions)) {
        const loading = shared.loading;
        if (shared.loaded || !loading) continue;
        checks.push(
          hasFailed(loading).then((didFail) => {
            // Without its promise the next request calls the module's getter again, which fetches its chunk.
            if (didFail && shared.loading === loading) shared.loading = null;
          }),
        );
      }
    }
  }
  await Promise.all(checks);
}

/** Whether a promise fails, waiting a little for one still pending (one that takes longer counts as working). */
function hasFailed(promise: Promise<unknown>): Promise<boolean> {
  const outcome = promise.then(
    () => false,
    () => true,
  );
  const tooLong = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SETTLE_WAIT_MS));
  return Promise.race([outcome, tooLong]);
}

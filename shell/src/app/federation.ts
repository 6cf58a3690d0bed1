import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, type RuntimeConfig } from '@naija-homes/client/queries/runtime-config';
import type { RemoteName } from '@naija-homes/contracts/runtime-config';

/** Reads /config.json and registers every remote by the URL it gives, so remotes redeploy without a shell build. */
export async function registerRemotesFromConfig(): Promise<RuntimeConfig> {
  const config = await getRuntimeConfig();
  registerRemotes(
    Object.entries(config.remotes).flatMap(([name, entry]) =>
      entry ? [{ name, entry: new URL(entry, window.location.href).href }] : [],
    ),
  );
  return config;
}

export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`The ${remote} section could not be loaded.`);
  return module;
}

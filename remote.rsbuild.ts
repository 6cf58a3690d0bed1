// The one Rsbuild config shape for every Module Federation remote: same shared singletons, served under its own
// path in `npm start` (output.assetPrefix) and from its own dev server (with CORS) in `npm run dev`.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { apiDevPort, type RemoteName, remotes, sharedDependencies } from './federation.shared';
import { pluginPreloadManifest } from './preload-manifest.rsbuild';

export const apiProxy = {
  '/api': `http://localhost:${apiDevPort}`,
  '/config.json': `http://localhost:${apiDevPort}`,
  '/uploads': `http://localhost:${apiDevPort}`,
};

/**
 * A remote's config for the command that runs it: `rsbuild build` always makes the deployable release (served
 * under the remote's path, or ASSET_PREFIX; the shell's federation runtime), whatever NODE_ENV says — a shell where
 * NODE_ENV=development once built a bundle that loaded its code from localhost:3003. `rsbuild dev` serves it from
 * its own port.
 */
export function defineRemoteConfig(
  name: RemoteName,
  exposes: Record<string, string>,
): (context: { command: string }) => RsbuildConfig {
  return ({ command }) => remoteConfig(name, exposes, command === 'dev');
}

function remoteConfig(name: RemoteName, exposes: Record<string, string>, isDev: boolean): RsbuildConfig {
  const remote = remotes[name];
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes,
        shared: sharedDependencies,
        dts: false,
        manifest: true,
        // In production the shell provides the federation runtime (shell/rsbuild.config.ts), so the remote entry
        // leaves it out; a remote's own dev page has no shell around it and keeps its own.
        experiments: { externalRuntime: !isDev },
        shareStrategy: 'loaded-first',
      }),
      pluginPreloadManifest(),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: { title: `Naija Homes · ${remote.dir}` },
    output: {
      assetPrefix: process.env.ASSET_PREFIX ?? (isDev ? `http://localhost:${remote.devPort}/` : remote.path),
      // A release (scripts/release.ts) is built straight into its own folder, leaving the one being served alone.
      distPath: { root: process.env.REMOTE_DIST_DIR ?? 'dist' },
      cleanDistPath: true,
    },
    dev: { assetPrefix: `http://localhost:${remote.devPort}/` },
    server: {
      port: remote.devPort,
      strictPort: true,
      cors: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: apiProxy,
      historyApiFallback: true,
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    tools: {
      rspack: {
        // MapLibre's web worker is a ready-built file: emitted as is (hashed, cached for a year) and imported as its
        // URL for maplibregl.setWorkerUrl (ui-kit's map-view), not bundled into the page's code.
        module: { rules: [{ test: /maplibre-gl-worker\.mjs$/, type: 'asset/resource' }] },
        ignoreWarnings: [/Critical dependency/],
      },
    },
  });
}

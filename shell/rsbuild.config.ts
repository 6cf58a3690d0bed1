import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { sharedDependencies, shellDevPort } from '../federation.shared';
import { pluginPreloadManifest } from '../preload-manifest.rsbuild';
import { apiProxy } from '../remote.rsbuild';

// The host has no build-time remotes: it reads their URLs from /config.json when it starts.
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies,
      dts: false,
      // The shell hands its federation runtime to every remote (remote.rsbuild.ts: externalRuntime), so a first
      // visit downloads it once instead of once per remote entry.
      // target 'web' leaves the runtime's Node.js paths out of the shell's entry (12 kB of 147 kB unminified).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      // Take a shared module from whoever has it loaded already instead of fetching every remote's entry at start
      // to compare versions ('version-first'): a visitor to / downloads no area they are not in.
      shareStrategy: 'loaded-first',
    }),
    pluginPreloadManifest(),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    title: 'Naija Homes: homes and offices for sale, rent and short-let in Nigeria',
    meta: {
      description: 'Find verified agents and homes for sale, rent or short-let across Nigeria.',
      'theme-color': '#0b6e4f',
      viewport: 'width=device-width, initial-scale=1',
    },
    favicon: './src/assets/favicon.svg',
  },
  output: { distPath: { root: 'dist' }, cleanDistPath: true, assetPrefix: '/' },
  server: { port: shellDevPort, strictPort: true, proxy: apiProxy, historyApiFallback: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});

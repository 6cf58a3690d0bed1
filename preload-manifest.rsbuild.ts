// Writes dist/preload-manifest.json after a production build: the files of each named chunk group (the shell's
// bootstrap, a remote's exposed modules and its pages; names from `webpackChunkName` comments). Loading a chunk
// group loads all of its files, so the API (api/src/web/route-preloads.ts) can start them from a page's HTML
// instead of the browser finding them one round trip after another. Shared modules are left out on purpose: which
// copy the federation loads (the shell's or the remote's, or none when one is loaded) is decided at run time, and
// a build-time guess preloaded files no page used (measured: a third of them) while missing others.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PreloadManifest } from './federation.shared';

interface StatsChunk {
  id?: string | number;
  files?: string[];
}
interface StatsChunkGroup {
  chunks?: (string | number)[];
}
interface StatsJson {
  chunks?: StatsChunk[];
  namedChunkGroups?: Record<string, StatsChunkGroup>;
}

/** The manifest from a build's stats (exported for its test). */
export function preloadManifestFromStats(stats: StatsJson): PreloadManifest {
  const filesOf = new Map((stats.chunks ?? []).map((chunk) => [String(chunk.id), chunk.files ?? []]));
  const groups: PreloadManifest['groups'] = {};
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    const files = (group.chunks ?? []).flatMap((id) => filesOf.get(String(id)) ?? []);
    groups[name] = [...new Set(files)].filter((file) => /\.(js|css)$/.test(file)).sort();
  }
  return { groups };
}

export function pluginPreloadManifest(): RsbuildPlugin {
  return {
    name: 'naija:preload-manifest',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (!stats) return;
        const single = 'stats' in stats ? stats.stats[0] : stats;
        if (!single) return;
        const json = single.toJson({
          all: false,
          chunks: true,
          chunkGroups: true,
          ids: true,
        }) as StatsJson;
        const manifest = preloadManifestFromStats(json);
        writeFileSync(join(api.context.distPath, 'preload-manifest.json'), `${JSON.stringify(manifest)}\n`);
      });
    },
  };
}

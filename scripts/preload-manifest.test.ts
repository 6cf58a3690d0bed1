// What the build writes to dist/preload-manifest.json (preload-manifest.rsbuild.ts), from stats shaped as Rspack's
// toJson gives them: the files of each named chunk group, and nothing of unnamed groups.
import { describe, expect, test } from 'bun:test';
import { preloadManifestFromStats } from '../preload-manifest.rsbuild';

describe('preloadManifestFromStats', () => {
  test('each named chunk group lists the scripts and styles of all its chunks, once and sorted', () => {
    const manifest = preloadManifestFromStats({
      chunks: [
        { id: 'b7', files: ['static/js/async/b7.1111111111.js'] },
        { id: 7, files: ['static/js/async/home-page.2222222222.js', 'static/js/async/home-page.2222222222.js.map'] },
        // The federation's request to the share scope: a chunk without a file.
        { id: '4p', files: [] },
        { id: 'no', files: ['static/css/async/no.3333333333.css', 'static/js/async/no.3333333333.js.LICENSE.txt'] },
        { id: 'x', files: ['static/js/async/x.4444444444.js'] },
      ],
      namedChunkGroups: {
        'home-page': { chunks: [7, 'b7', '4p', 'no'] },
        'property-page': { chunks: ['b7', 'b7'] },
      },
    });
    expect(manifest).toEqual({
      groups: {
        'home-page': [
          'static/css/async/no.3333333333.css',
          'static/js/async/b7.1111111111.js',
          'static/js/async/home-page.2222222222.js',
        ],
        'property-page': ['static/js/async/b7.1111111111.js'],
      },
    });
  });

  test('a chunk the stats do not describe adds nothing; no groups, an empty manifest', () => {
    expect(preloadManifestFromStats({ chunks: [], namedChunkGroups: { lost: { chunks: ['zz'] } } })).toEqual({
      groups: { lost: [] },
    });
    expect(preloadManifestFromStats({})).toEqual({ groups: {} });
  });
});

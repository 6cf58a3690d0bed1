// The server's first paint of an app (api/src/web/first-paint.ts, ADR 025) as a bundle its build ships:
// <dist>/server/first-paint.js, built from the app's src/first-paint.tsx with everything it imports. The API loads
// it from the live release (or the built-in dist), so a team's deploy changes its first paint with its page, and
// the API never compiles a front end's source (issue 33). Styles are the browser's: CSS imports are left out.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where a build keeps its first-paint bundle, relative to its dist folder (never served: api/src/web/static.ts). */
export const FIRST_PAINT_BUNDLE = join('server', 'first-paint.js');

/**
 * Builds `<distDir>/server/first-paint.js` for the app in `appDir`; false when the app paints nothing first (no
 * src/first-paint.tsx). Throws with the bundler's messages when the build fails.
 */
export async function buildFirstPaintBundle(appDir: string, distDir: string): Promise<boolean> {
  const entry = join(appDir, 'src', 'first-paint.tsx');
  if (!existsSync(entry)) return false;
  const result = await Bun.build({
    entrypoints: [entry],
    target: 'bun',
    format: 'esm',
    outdir: join(distDir, 'server'),
    naming: '[name].js',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'styles-are-the-browsers',
        setup(build) {
          build.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'js' }));
        },
      },
    ],
  });
  if (!result.success) {
    throw new Error(`first-paint bundle of ${appDir} failed:\n${result.logs.map(String).join('\n')}`);
  }
  return true;
}

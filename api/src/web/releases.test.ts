// Releases and deploys (ADR 030): the deploy log's rules, and what the server makes of them over HTTP — the live
// release in /config.json and the page's preloads, its files served for good, the fallback named, a rollback taking
// effect at the next request, and a release built for its own origin allowed by the CSP. The browser's side (a tab
// on the old release, a broken deploy falling back) is e2e/specs/remote-releases.spec.ts.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@naija-homes/contracts/page-data';
import { setupTestApp } from '../test/app';
import { withFirstPaintBundles, writeWebBuild } from '../test/web-build';
import {
  BUILT_IN,
  type DeployRecord,
  deployRelease,
  isReleaseVersion,
  liveVersions,
  ReleaseError,
  readDeploys,
  releaseFileOf,
  remoteNamed,
  rollBackRelease,
} from './releases';

const build = writeWebBuild('naija-releases-');
await withFirstPaintBundles(build.root);
const releasesDir = mkdtempSync(join(tmpdir(), 'naija-releases-dir-'));
afterAll(() => {
  build.remove();
  rmSync(releasesDir, { recursive: true, force: true });
});

/** A release of mfe-public as scripts/release.ts leaves it: its files under its version, built for `publicPath`. */
function writeRelease(version: string, publicPath = `/remotes/public/${version}/`) {
  const folder = join(releasesDir, 'mfe-public', version);
  mkdirSync(join(folder, 'static', 'js'), { recursive: true });
  writeFileSync(join(folder, 'static', 'js', 'mfe_public.abcdef1234.js'), `/* ${version} */`);
  writeFileSync(join(folder, 'remoteEntry.js'), `/* entry ${version} */`);
  writeFileSync(
    join(folder, 'preload-manifest.json'),
    JSON.stringify({
      groups: {
        __federation_expose_routes: ['static/css/async/routes.1234567890.css'],
        'home-page': ['static/js/h.1234567890.js'],
      },
    }),
  );
  // The release's own first paint (scripts/first-paint-bundle.ts builds the real one).
  mkdirSync(join(folder, 'server'), { recursive: true });
  writeFileSync(
    join(folder, 'server', 'first-paint.js'),
    `export async function renderFirstPaint() { return '<p>Painted by release ${version}</p>'; }\n`,
  );
  writeFileSync(
    join(folder, 'mf-manifest.json'),
    JSON.stringify({ metaData: { publicPath, remoteEntry: { name: 'static/js/mfe_public.abcdef1234.js', path: '' } } }),
  );
}

const record = (version: string, extra: Partial<DeployRecord> = {}): DeployRecord => ({
  remote: 'mfe_agent',
  version,
  deployedAt: '2026-11-28T00:00:00.000Z',
  ...extra,
});

describe('the deploy log', () => {
  test('versions are semver; remotes are named by folder or federation name', () => {
    for (const good of ['1.0.0', '2.10.3', '1.4.0-rc.1', '0.1.0-e2e.desktop'])
      expect(isReleaseVersion(good)).toBe(true);
    for (const bad of ['1.0', 'v1.0.0', '../1.0.0', '1.0.0/..', '1.0.0-', '', 'built-in', '1.0.0-a/b']) {
      expect(isReleaseVersion(bad)).toBe(false);
    }
    expect(remoteNamed('mfe-agent')).toBe('mfe_agent');
    expect(remoteNamed('mfe_agent')).toBe('mfe_agent');
    expect(remoteNamed('shell')).toBeNull();
  });

  test('live is the latest deploy not rolled back; the fallback the one before it, else the built-in build', () => {
    expect(liveVersions([], 'mfe_agent')).toEqual({ live: BUILT_IN, fallback: null });
    expect(liveVersions([record('1.0.0')], 'mfe_agent')).toEqual({ live: '1.0.0', fallback: BUILT_IN });
    expect(liveVersions([record('1.0.0'), record('2.0.0')], 'mfe_agent')).toEqual({ live: '2.0.0', fallback: '1.0.0' });
    // Deployed twice in a row: the fallback is still the other release.
    expect(liveVersions([record('1.0.0'), record('2.0.0'), record('2.0.0')], 'mfe_agent').fallback).toBe('1.0.0');
    const withdrawn = [record('1.0.0'), record('2.0.0'), record('3.0.0', { rolledBackAt: '2026-11-28T01:00:00Z' })];
    expect(liveVersions(withdrawn, 'mfe_agent')).toEqual({ live: '2.0.0', fallback: '1.0.0' });
    // Another remote's deploys are its own.
    expect(liveVersions([record('1.0.0', { remote: 'mfe_admin' })], 'mfe_agent').live).toBe(BUILT_IN);
  });

  test('deploy needs a built release; rollback withdraws the live one and never lands on it again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'naija-deploys-'));
    try {
      const release = (version: string) => {
        mkdirSync(join(dir, 'mfe-agent', version), { recursive: true });
        writeFileSync(join(dir, 'mfe-agent', version, 'mf-manifest.json'), '{}');
      };
      expect(() => deployRelease(dir, 'mfe_agent', '1.0.0')).toThrow(ReleaseError);
      release('1.0.0');
      release('2.0.0');
      release('3.0.0');
      expect(deployRelease(dir, 'mfe_agent', '1.0.0')).toEqual({ live: '1.0.0', fallback: BUILT_IN });
      deployRelease(dir, 'mfe_agent', '2.0.0');
      deployRelease(dir, 'mfe_agent', '3.0.0');
      deployRelease(dir, 'mfe_agent', '3.0.0');
      expect(rollBackRelease(dir, 'mfe_agent')).toEqual({ withdrawn: '3.0.0', live: '2.0.0', fallback: '1.0.0' });
      expect(rollBackRelease(dir, 'mfe_agent')).toEqual({ withdrawn: '2.0.0', live: '1.0.0', fallback: BUILT_IN });
      expect(rollBackRelease(dir, 'mfe_agent')).toEqual({ withdrawn: '1.0.0', live: BUILT_IN, fallback: null });
      expect(() => rollBackRelease(dir, 'mfe_agent')).toThrow(ReleaseError);
      // A withdrawn release can be deployed again on purpose.
      expect(deployRelease(dir, 'mfe_agent', '2.0.0').live).toBe('2.0.0');
      expect(deployRelease(dir, 'mfe_agent', BUILT_IN)).toEqual({ live: BUILT_IN, fallback: '2.0.0' });
      expect(readDeploys(dir)).toHaveLength(6);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('deploys at once from many processes each land (the log is locked and written whole)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'naija-deploys-race-'));
    try {
      mkdirSync(join(dir, 'mfe-agent', '1.0.0'), { recursive: true });
      writeFileSync(join(dir, 'mfe-agent', '1.0.0', 'mf-manifest.json'), '{}');
      const script = `import { deployRelease } from ${JSON.stringify(join(import.meta.dir, 'releases.ts'))};
        deployRelease(${JSON.stringify(dir)}, 'mfe_agent', '1.0.0');`;
      const processes = Array.from({ length: 8 }, () =>
        Bun.spawn([process.execPath, '-e', script], { stdout: 'ignore', stderr: 'pipe' }),
      );
      const codes = await Promise.all(processes.map((p) => p.exited));
      expect(codes).toEqual(Array(8).fill(0));
      expect(readDeploys(dir)).toHaveLength(8);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('only a release folder that exists is served from, and nothing outside it', () => {
    writeRelease('0.9.0');
    expect(releaseFileOf(releasesDir, 'mfe_public', '0.9.0/remoteEntry.js')?.file).toBe('remoteEntry.js');
    expect(releaseFileOf(releasesDir, 'mfe_public', '0.8.0/remoteEntry.js')).toBeNull();
    expect(releaseFileOf(releasesDir, 'mfe_public', 'static/js/x.js')).toBeNull();
    expect(releaseFileOf(releasesDir, 'mfe_public', '..%2F/x')).toBeNull();
  });
});

describe('served by the API', async () => {
  const t = await setupTestApp({ env: { WEB_DIST_ROOT: build.root, RELEASES_DIR: releasesDir } });
  const configJson = async () =>
    (await (await t.app.request('/config.json')).json()) as { remotes: Record<string, string>; fallbacks?: object };

  test('with nothing deployed, the built-in build is live and there is no fallback', async () => {
    const config = await configJson();
    expect(config.remotes.mfe_public).toBe('/remotes/public/mf-manifest.json');
    expect(config.fallbacks).toBeUndefined();
  });

  test('a deploy shows at the next request: config, page data and preloads name the release', async () => {
    writeRelease('1.0.0');
    writeRelease('2.0.0');
    deployRelease(releasesDir, 'mfe_public', '1.0.0');
    deployRelease(releasesDir, 'mfe_public', '2.0.0');
    const config = await configJson();
    expect(config.remotes.mfe_public).toBe('/remotes/public/2.0.0/mf-manifest.json');
    expect(config.fallbacks).toEqual({ mfe_public: '/remotes/public/1.0.0/mf-manifest.json' });
    expect(config.remotes.mfe_agent).toBe('/remotes/agent/mf-manifest.json');

    const html = await (await t.app.request('/')).text();
    expect(html).toContain('<link rel="preload" href="/remotes/public/2.0.0/mf-manifest.json" as="fetch"');
    expect(html).toContain('href="/remotes/public/2.0.0/static/js/mfe_public.abcdef1234.js"');
    const data = JSON.parse(
      html.match(new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`))?.[1] ??
        '{}',
    ) as PageData;
    expect(JSON.stringify(data.answers)).toContain('/remotes/public/2.0.0/mf-manifest.json');
  });

  test('the first paint is the live release’s own (its server bundle), and that bundle is never served', async () => {
    const html = await (await t.app.request('/')).text();
    expect(html).toContain('<p>Painted by release 2.0.0</p>');
    expect(html).toContain('href="/remotes/public/2.0.0/static/css/async/routes.1234567890.css"');
    expect((await t.app.request('/remotes/public/2.0.0/server/first-paint.js')).status).toBe(404);
    expect((await t.app.request('/server/first-paint.js')).status).toBe(404);
    expect((await t.app.request('/remotes/public/server/first-paint.js')).status).toBe(404);
  });

  test('a release’s files are kept for a year, its manifest for a minute; the old release is still served', async () => {
    const chunk = await t.app.request('/remotes/public/1.0.0/static/js/mfe_public.abcdef1234.js');
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe('/* 1.0.0 */');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const entry = await t.app.request('/remotes/public/2.0.0/remoteEntry.js');
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await t.app.request('/remotes/public/2.0.0/mf-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await t.app.request('/remotes/public/2.0.0/nothing.js')).status).toBe(404);
    expect((await t.app.request('/remotes/public/7.0.0/remoteEntry.js')).status).toBe(404);
  });

  test('a rollback shows at the next request', async () => {
    rollBackRelease(releasesDir, 'mfe_public');
    const config = await configJson();
    expect(config.remotes.mfe_public).toBe('/remotes/public/1.0.0/mf-manifest.json');
    expect(config.fallbacks).toEqual({ mfe_public: '/remotes/public/mf-manifest.json' });
  });

  test('a release built for its own origin is loaded from there, and the CSP allows that origin at once', async () => {
    const before = (await t.app.request('/config.json')).headers.get('content-security-policy') ?? '';
    expect(before).not.toContain('https://public.naijahomes-cdn.ng');
    writeRelease('3.0.0', 'https://public.naijahomes-cdn.ng/remotes/public/3.0.0/');
    deployRelease(releasesDir, 'mfe_public', '3.0.0');
    const response = await t.app.request('/config.json');
    const config = (await response.json()) as { remotes: Record<string, string> };
    expect(config.remotes.mfe_public).toBe('https://public.naijahomes-cdn.ng/remotes/public/3.0.0/mf-manifest.json');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/public\.naijahomes-cdn\.ng/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/public\.naijahomes-cdn\.ng/);
    // Pages name it; the API's answers, which load no remote, do not spend a look at the releases on it.
    const page = await t.app.request('/');
    expect(page.headers.get('content-security-policy')).toMatch(
      /script-src 'self' https:\/\/public\.naijahomes-cdn\.ng/,
    );
    const apiAnswer = await t.app.request('/api/v1/health');
    expect(apiAnswer.headers.get('content-security-policy')).toMatch(/script-src 'self'; /);
    // Its files are not this server's: no preloads of them.
    const html = await page.text();
    expect(html).not.toContain('naijahomes-cdn.ng/remotes/public/3.0.0/static');
    rollBackRelease(releasesDir, 'mfe_public');
    const after = (await t.app.request('/config.json')).headers.get('content-security-policy') ?? '';
    expect(after).not.toContain('https://public.naijahomes-cdn.ng');
  });
});

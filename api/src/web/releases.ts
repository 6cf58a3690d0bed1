// A remote's releases (issue 33, ADR 030): each release is a complete build in its own folder,
// <releases>/<remote dir>/<version>/, served at /remotes/<name>/<version>/ and never written again, so a tab still
// running a release keeps finding its chunks after the next deploy. Which release is live is one line per deploy in
// <releases>/deploys.json, which every API process re-reads when it changes: deploying and rolling back take effect
// at the next page or /config.json, with no restart and no build of anything else. With no deploy at all, a remote
// is the build beside the server (<remote dir>/dist, "built-in"), as before releases existed.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { type RemoteName, remotes } from '@naija-homes/contracts/web-apps';

/** The build served beside the server (<remote dir>/dist), live when nothing was deployed. */
export const BUILT_IN = 'built-in';

/** A release's version: semver, e.g. 1.4.0 or 1.4.0-rc.1 (only these characters can reach the file system). */
const VERSION = /^\d{1,6}\.\d{1,6}\.\d{1,6}(?:-[0-9A-Za-z][0-9A-Za-z.-]{0,40})?$/;

export function isReleaseVersion(value: string): boolean {
  return VERSION.test(value) && !value.includes('..');
}

export function isRemoteName(value: string): value is RemoteName {
  return Object.hasOwn(remotes, value);
}

/** The remote a command names by its folder (mfe-agent) or its federation name (mfe_agent). */
export function remoteNamed(value: string): RemoteName | null {
  if (isRemoteName(value)) return value;
  const found = Object.entries(remotes).find(([, remote]) => remote.dir === value);
  return found ? (found[0] as RemoteName) : null;
}

export function releaseFolder(releasesDir: string, remote: RemoteName, version: string): string {
  return join(releasesDir, remotes[remote].dir, version);
}

/** Whether a release of that version was built (its manifest is the last file a release writes). */
export function hasRelease(releasesDir: string, remote: RemoteName, version: string): boolean {
  return isReleaseVersion(version) && existsSync(join(releaseFolder(releasesDir, remote, version), 'mf-manifest.json'));
}

export interface DeployRecord {
  remote: RemoteName;
  /** A release's version, or BUILT_IN. */
  version: string;
  deployedAt: string;
  /** Set by a rollback: this deploy is withdrawn and never chosen again, as live or as fallback. */
  rolledBackAt?: string;
}

interface DeployLog {
  deploys: DeployRecord[];
}

const LOG_FILE = 'deploys.json';

let cached: { dir: string; mtimeMs: number; size: number; log: DeployLog } | null = null;

/** The deploy log, read again only when the file changes (a stat per call: cheap enough for every page). */
export function readDeploys(releasesDir: string): DeployRecord[] {
  const path = join(releasesDir, LOG_FILE);
  let stats: { mtimeMs: number; size: number };
  try {
    stats = statSync(path);
  } catch {
    return [];
  }
  if (cached && cached.dir === releasesDir && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) {
    return cached.log.deploys;
  }
  let log: DeployLog = { deploys: [] };
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<DeployLog>;
    log = { deploys: (parsed.deploys ?? []).filter(isDeployRecord) };
  } catch {
    // Written by rename, so never half written; a file edited by hand into nonsense leaves the built-in builds live.
  }
  cached = { dir: releasesDir, ...stats, log };
  return log.deploys;
}

function isDeployRecord(value: unknown): value is DeployRecord {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.remote === 'string' &&
    isRemoteName(record.remote) &&
    typeof record.version === 'string' &&
    (record.version === BUILT_IN || isReleaseVersion(record.version)) &&
    typeof record.deployedAt === 'string'
  );
}

export interface LiveVersions {
  /** The live version: the latest deploy not rolled back, else BUILT_IN. */
  live: string;
  /** What the shell loads when the live one fails: the version live before it (not rolled back), else none. */
  fallback: string | null;
}

/** The live and fallback versions of a remote, from the deploy log. */
export function liveVersions(deploys: readonly DeployRecord[], remote: RemoteName): LiveVersions {
  const standing = deploys.filter((record) => record.remote === remote && !record.rolledBackAt);
  const live = standing.at(-1)?.version ?? BUILT_IN;
  const before = standing
    .slice(0, -1)
    .reverse()
    .find((record) => record.version !== live);
  const fallback = before?.version ?? (live === BUILT_IN ? null : BUILT_IN);
  return { live, fallback };
}

export class ReleaseError extends Error {}

/**
 * Runs `change` on the deploy log under an exclusive lock (two deploys at once must not lose one), and writes the
 * result by rename so a reader never sees half a file.
 */
function changeDeploys<T>(releasesDir: string, change: (deploys: DeployRecord[]) => T): T {
  mkdirSync(releasesDir, { recursive: true });
  const lock = join(releasesDir, `${LOG_FILE}.lock`);
  const fd = acquireLock(lock);
  try {
    cached = null;
    const deploys = [...readDeploys(releasesDir)];
    const result = change(deploys);
    const temp = join(releasesDir, `${LOG_FILE}.${process.pid}.tmp`);
    writeFileSync(temp, `${JSON.stringify({ deploys }, null, 2)}\n`);
    renameSync(temp, join(releasesDir, LOG_FILE));
    cached = null;
    return result;
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}

// A lock older than this was left by a command that died: taken over.
const STALE_LOCK_MS = 30_000;

function acquireLock(path: string): number {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return openSync(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(path).mtimeMs > STALE_LOCK_MS) rmSync(path, { force: true });
      } catch {
        // Released meanwhile: try again.
      }
      if (Date.now() > deadline) throw new ReleaseError(`Another deploy holds ${path}; try again when it is done.`);
      Bun.sleepSync(50);
    }
  }
}

/** Makes `version` (a built release, or BUILT_IN) the live one of `remote`. */
export function deployRelease(
  releasesDir: string,
  remote: RemoteName,
  version: string,
  now = new Date(),
): LiveVersions {
  if (version !== BUILT_IN && !hasRelease(releasesDir, remote, version)) {
    throw new ReleaseError(
      `${remotes[remote].dir} has no release ${version} in ${releasesDir}: build it first (npm run release -w ${remotes[remote].dir}).`,
    );
  }
  return changeDeploys(releasesDir, (deploys) => {
    deploys.push({ remote, version, deployedAt: now.toISOString() });
    return liveVersions(deploys, remote);
  });
}

/** Withdraws the live deploy of `remote`: the one live before it is live again. */
export function rollBackRelease(
  releasesDir: string,
  remote: RemoteName,
  now = new Date(),
): LiveVersions & {
  withdrawn: string;
} {
  return changeDeploys(releasesDir, (deploys) => {
    const current = deploys.findLast((record) => record.remote === remote && !record.rolledBackAt);
    if (!current) {
      throw new ReleaseError(`${remotes[remote].dir} has no deploy to roll back: the built-in build is live.`);
    }
    // Every standing deploy of the withdrawn version goes, or a rollback could land on the same release again.
    for (const record of deploys) {
      if (record.remote === remote && record.version === current.version && !record.rolledBackAt) {
        record.rolledBackAt = now.toISOString();
      }
    }
    return { withdrawn: current.version, ...liveVersions(deploys, remote) };
  });
}

/** Where a remote is loaded from, as the shell and the server's preloads need it. */
export interface RemoteLocation {
  /** The manifest's URL: a path on this server, or a full URL on the remote's own origin. */
  url: string;
  /** The folder of the build, when this server serves it (its preloads can be read); null otherwise. */
  dir: string | null;
  /** The release's version, BUILT_IN, or null for a remote configured by address (MFE_*_URL). */
  version: string | null;
}

export interface RemoteLocations {
  live: Record<RemoteName, RemoteLocation>;
  fallback: Partial<Record<RemoteName, RemoteLocation>>;
}

interface FederationManifest {
  metaData?: { publicPath?: string };
}

const manifestOrigins = new Map<string, { mtimeMs: number; publicPath: string | null }>();

/** The public path a release was built for (its mf-manifest.json), read once per file. */
function releasePublicPath(folder: string): string | null {
  const path = join(folder, 'mf-manifest.json');
  try {
    const { mtimeMs } = statSync(path);
    const known = manifestOrigins.get(path);
    if (known?.mtimeMs === mtimeMs) return known.publicPath;
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as FederationManifest;
    const publicPath = manifest.metaData?.publicPath ?? null;
    manifestOrigins.set(path, { mtimeMs, publicPath });
    return publicPath;
  } catch {
    return null;
  }
}

function locate(
  remote: RemoteName,
  version: string,
  webRoot: string | undefined,
  releasesDir: string | undefined,
): RemoteLocation {
  const { path, dir } = remotes[remote];
  if (version === BUILT_IN || !releasesDir) {
    return { url: `${path}mf-manifest.json`, dir: webRoot ? join(webRoot, dir, 'dist') : null, version: BUILT_IN };
  }
  const folder = releaseFolder(releasesDir, remote, version);
  const publicPath = releasePublicPath(folder);
  // A release built for another origin (ASSET_PREFIX=https://…) is loaded from there; its files are not ours to read.
  if (publicPath && /^https?:\/\//i.test(publicPath)) {
    return { url: `${publicPath.replace(/\/?$/, '/')}mf-manifest.json`, dir: null, version };
  }
  return { url: `${path}${version}/mf-manifest.json`, dir: folder, version };
}

/**
 * Where each remote is loaded from now: an address set in the environment (MFE_*_URL, e.g. a dev server) as given;
 * else the live release and the one before it, from the deploy log.
 */
export function remoteLocations(options: {
  remoteUrls: Readonly<Record<RemoteName, string>>;
  webRoot: string | undefined;
  releasesDir: string | undefined;
}): RemoteLocations {
  const { remoteUrls, webRoot, releasesDir } = options;
  const deploys = releasesDir ? readDeploys(releasesDir) : [];
  const live = {} as Record<RemoteName, RemoteLocation>;
  const fallback: Partial<Record<RemoteName, RemoteLocation>> = {};
  for (const remote of Object.keys(remotes) as RemoteName[]) {
    const builtInUrl = `${remotes[remote].path}mf-manifest.json`;
    if (remoteUrls[remote] !== builtInUrl) {
      live[remote] = { url: remoteUrls[remote], dir: null, version: null };
      continue;
    }
    const versions = liveVersions(deploys, remote);
    live[remote] = locate(remote, versions.live, webRoot, releasesDir);
    if (versions.fallback) fallback[remote] = locate(remote, versions.fallback, webRoot, releasesDir);
  }
  return { live, fallback };
}

/** The release folder a request path under a remote's prefix names (`2.0.0/static/js/x.js`), if it is one. */
export function releaseFileOf(
  releasesDir: string,
  remote: RemoteName,
  rest: string,
): { folder: string; file: string } | null {
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  const version = rest.slice(0, slash);
  if (!isReleaseVersion(version)) return null;
  const folder = releaseFolder(releasesDir, remote, version);
  return existsSync(folder) ? { folder, file: rest.slice(slash + 1) || 'index.html' } : null;
}

/** remoteLocations for a server's configuration. */
export function configuredRemoteLocations(config: {
  remoteUrls: Readonly<Record<RemoteName, string>>;
  webDistRoot: string | undefined;
  releasesDir: string | undefined;
}): RemoteLocations {
  return remoteLocations({
    remoteUrls: config.remoteUrls,
    webRoot: config.webDistRoot,
    releasesDir: config.releasesDir,
  });
}

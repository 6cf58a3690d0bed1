// Chooses a remote's live release (docs/operations.md; ADR 030). Every API process serving RELEASES_DIR picks the
// change up at its next page or /config.json; nothing restarts and nothing else is built.
//   bun scripts/deploy.ts mfe-agent 1.4.0        the release 1.4.0 goes live
//   bun scripts/deploy.ts mfe-agent built-in     the build beside the server (<remote>/dist) goes live
//   bun scripts/deploy.ts --rollback mfe-agent   the live deploy is withdrawn; the one before it is live again
//   bun scripts/deploy.ts --status [mfe-agent]   what is live, and what the shell falls back to

import {
  deployRelease,
  liveVersions,
  ReleaseError,
  readDeploys,
  remoteNamed,
  rollBackRelease,
} from '../api/src/web/releases';
import { remotes } from '../federation.shared';
import { releasesDirFromEnv } from './release';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const words = args.filter((arg) => !arg.startsWith('--'));
  const releasesDir = releasesDirFromEnv();
  const remoteArg = words[0];
  const remote = remoteArg ? remoteNamed(remoteArg) : null;
  if (remoteArg && !remote)
    fail(
      `No remote named ${remoteArg}: one of ${Object.values(remotes)
        .map((r) => r.dir)
        .join(', ')}`,
    );
  try {
    if (args.includes('--status')) {
      const deploys = readDeploys(releasesDir);
      for (const [name, info] of Object.entries(remotes)) {
        if (remote && remote !== name) continue;
        const { live, fallback } = liveVersions(deploys, name as keyof typeof remotes);
        console.log(`${info.dir}: live ${live}${fallback ? `, falls back to ${fallback}` : ''}`);
      }
    } else if (args.includes('--rollback')) {
      if (!remote) fail('Usage: rollback <remote>');
      const { withdrawn, live } = rollBackRelease(releasesDir, remote);
      console.log(`${remotes[remote].dir}: ${withdrawn} withdrawn; live now ${live}`);
    } else {
      const version = words[1];
      if (!remote || !version) fail('Usage: deploy <remote> <version | built-in>');
      const { live, fallback } = deployRelease(releasesDir, remote, version);
      console.log(`${remotes[remote].dir}: live ${live}${fallback ? ` (falls back to ${fallback})` : ''}`);
    }
  } catch (error) {
    if (error instanceof ReleaseError) fail(error.message);
    throw error;
  }
}

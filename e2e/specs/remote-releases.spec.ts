// docs/operations.md, "Releasing a remote", followed step by step (issue 33, ADR 030): the agent team releases
// mfe-agent 1.0.0 and 2.0.0 with the documented commands and deploys them while a tab holds the older one (it keeps
// working; the next load gets the new one), deploys a broken 3.0.0 (the agent area falls back to 2.0.0 with a
// notice, the public area is untouched) and rolls it back. Nothing but the deploy log changes between steps: no
// restart of the server, no build of the shell.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { expect, type Page, type Request, test } from '@playwright/test';
import { signIn, snap } from '../support';

const root = resolve(import.meta.dirname, '..', '..');
const releasesDir = process.env.E2E_RELEASES_DIR ?? '';
const bun = join(root, 'node_modules/.bin/bun');
const FALLBACK_NOTICE = 'could not load its latest update, so you are seeing the previous version';

/** One of the documented commands (npm run release / deploy / rollback), against this run's releases. */
function run(script: 'release' | 'deploy', ...args: string[]): string {
  return execFileSync(bun, [`scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
}

/** Released once per run (both widths share it): releases are immutable, a second release of a version is refused. */
function release(version: string) {
  if (existsSync(join(releasesDir, 'mfe-agent', version, 'mf-manifest.json'))) return;
  expect(run('release', 'mfe-agent', '--version', version)).toContain(`released mfe-agent ${version}`);
}

/** The agent area's release that the page's requests come from. */
function agentReleasesRequested(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request: Request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/agent\/(\d[\w.-]*)\//);
    if (match?.[1]) seen.add(match[1]);
  });
  return seen;
}

test.describe.configure({ mode: 'serial' });
// The releases are built here, as a team would: two builds of mfe-agent.
test.setTimeout(600_000);

test.beforeAll(() => {
  expect(releasesDir, 'the e2e config names a releases folder').not.toBe('');
  release('1.0.0');
  release('2.0.0');
  // 3.0.0 is a broken deploy: its manifest went out, its code did not.
  const broken = join(releasesDir, 'mfe-agent', '3.0.0');
  if (!existsSync(join(broken, 'mf-manifest.json'))) {
    mkdirSync(broken, { recursive: true });
    const manifest = readFileSync(join(releasesDir, 'mfe-agent', '2.0.0', 'mf-manifest.json'), 'utf8');
    writeFileSync(
      join(broken, 'mf-manifest.json'),
      manifest.replaceAll('/remotes/agent/2.0.0/', '/remotes/agent/3.0.0/'),
    );
  }
});

/**
 * The agent team's own host: a plain file server on another port that answers the release's files under
 * /remotes/agent/<version>/ with CORS, as docs/operations.md asks of a CDN or a team's server.
 */
function serveReleases(port: number): Promise<Server> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.json': 'application/json',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const match = path.match(/^\/remotes\/agent\/(\d[\w.-]*)\/(.+)$/);
    const file = match ? join(releasesDir, 'mfe-agent', match[1] as string, match[2] as string) : null;
    if (!file?.startsWith(join(releasesDir, 'mfe-agent')) || !existsSync(file)) {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    response
      .writeHead(200, {
        'access-control-allow-origin': '*',
        'content-type': types[extname(file)] ?? 'application/octet-stream',
      })
      .end(readFileSync(file));
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

// Whatever happened, the rest of the suite runs on the agent area built beside the server.
test.afterAll(() => {
  run('deploy', 'mfe-agent', 'built-in');
});

test('a tab on 1.0.0 keeps working after 2.0.0 goes live; the next load runs 2.0.0', async ({ page }) => {
  expect(run('deploy', 'mfe-agent', '1.0.0')).toContain('live 1.0.0');
  const requested = agentReleasesRequested(page);
  await signIn(page, 'agent@demo.ng');
  await expect(page).toHaveURL(/\/agent\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect([...requested]).toEqual(['1.0.0']);

  expect(run('deploy', 'mfe-agent', '2.0.0')).toContain('live 2.0.0 (falls back to 1.0.0)');
  // The open tab moves on inside the area: its next page's code is 1.0.0's, still there.
  await page.getByRole('link', { name: 'Open notifications' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  expect([...requested]).toEqual(['1.0.0']);

  requested.clear();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  expect([...requested]).toEqual(['2.0.0']);
  await expect(page.getByText(FALLBACK_NOTICE)).toHaveCount(0);
});

test('a broken 3.0.0 falls back to 2.0.0 with a notice, other areas carry on; rolled back, 2.0.0 is live', async ({
  page,
}) => {
  expect(run('deploy', 'mfe-agent', '3.0.0')).toContain('live 3.0.0 (falls back to 2.0.0)');
  const requested = agentReleasesRequested(page);
  await signIn(page, 'agent@demo.ng');
  await expect(page).toHaveURL(/\/agent\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(FALLBACK_NOTICE)).toBeVisible();
  expect(requested.has('3.0.0')).toBe(true);
  expect(requested.has('2.0.0')).toBe(true);
  await snap(page, 'agent-area-on-fallback-release');

  // The public area is another remote: untouched, no notice.
  await page.goto('/properties');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(FALLBACK_NOTICE)).toHaveCount(0);

  expect(run('deploy', '--rollback', 'mfe-agent')).toContain('3.0.0 withdrawn; live now 2.0.0');
  requested.clear();
  await page.goto('/agent/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect([...requested]).toEqual(['2.0.0']);
  await expect(page.getByText(FALLBACK_NOTICE)).toHaveCount(0);
});

test('a release built for its own origin loads from there; the config and the CSP follow without a restart', async ({
  page,
}) => {
  // "An area on its own origin" in docs/operations.md: release for that origin, copy it there, deploy.
  const port = Number(process.env.E2E_PORT ?? 3100) + 7;
  const origin = `http://localhost:${port}`;
  if (!existsSync(join(releasesDir, 'mfe-agent', '4.0.0', 'mf-manifest.json'))) {
    expect(run('release', 'mfe-agent', '--version', '4.0.0', '--origin', origin)).toContain('released mfe-agent 4.0.0');
  }
  const host = await serveReleases(port);
  try {
    expect(run('deploy', 'mfe-agent', '4.0.0')).toContain('live 4.0.0');
    const fromOrigin: string[] = [];
    page.on('response', (response) => {
      if (response.ok() && response.url().startsWith(`${origin}/`)) fromOrigin.push(new URL(response.url()).pathname);
    });
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|CORS/i.test(message.text())) blocked.push(message.text());
    });
    await signIn(page, 'agent@demo.ng');
    await expect(page).toHaveURL(/\/agent\/dashboard/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(FALLBACK_NOTICE)).toHaveCount(0);
    expect(fromOrigin).toContain('/remotes/agent/4.0.0/mf-manifest.json');
    expect(fromOrigin.some((path) => path.endsWith('.js'))).toBe(true);
    expect(blocked).toEqual([]);
    await snap(page, 'agent-area-from-its-own-origin');
  } finally {
    run('deploy', '--rollback', 'mfe-agent');
    await new Promise((done) => host.close(done));
  }
});

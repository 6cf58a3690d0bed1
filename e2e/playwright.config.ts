import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database for every run, so the demo seed and sign-ups start from nothing.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'naija-e2e-'));
// The remotes' releases and deploy log of this run (remote-releases.spec.ts releases and deploys into it). Set in
// the environment so the workers, which load this file again, find the same folder.
process.env.E2E_RELEASES_DIR ??= mkdtempSync(join(tmpdir(), 'naija-e2e-releases-'));
const releasesDir = process.env.E2E_RELEASES_DIR;

export default defineConfig({
  testDir: './specs',
  // Per port, so runs side by side (E2E_PORT) never clean up each other's traces.
  outputDir: `./artifacts/results-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'artifacts/report', open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        // A phone's user agent (still headless, as bot filters expect of tests), so the server paints a visitor's
        // page for a phone's width as it does for a real one (api/src/web/first-paint.ts).
        userAgent:
          'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Mobile Safari/537.36',
      },
    },
  ],
  webServer: {
    command: `${join(root, 'node_modules/.bin/bun')} scripts/start.ts`,
    cwd: root,
    url: `http://localhost:${port}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      RELEASES_DIR: releasesDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // Front ends served from another folder than this tree's builds: the cross-version check (scripts/compat.ts)
      // mixes the last release's shell or remotes with today's.
      ...(process.env.E2E_WEB_DIST_ROOT ? { WEB_DIST_ROOT: process.env.E2E_WEB_DIST_ROOT } : {}),
    },
  },
});

// What every team's smoke (e2e/specs/smoke/<remote>.spec.ts, run by `npm test -w <remote>`) checks besides its own
// pages: the remote was fetched from its path under the API and ran without an uncaught error. A team's gate
// builds only the shell and its remote (scripts/gate.ts), so a smoke must not need another team's area.
import { expect, type Page } from '@playwright/test';
import { isMobile } from './support';

export interface RemoteWatch {
  /** Fails the test if the area's manifest never arrived or a script threw on the page. */
  check(): Promise<void>;
}

export function watchRemote(page: Page, area: 'public' | 'buyer' | 'agent' | 'admin' | 'chat'): RemoteWatch {
  let manifestLoaded = false;
  const errors: string[] = [];
  page.on('response', (response) => {
    // The built-in build's manifest, or a deployed release's (/remotes/<area>/<version>/, ADR 030).
    const path = new URL(response.url()).pathname;
    if (response.ok() && new RegExp(`^/remotes/${area}/(?:\\d[\\w.-]*/)?mf-manifest\\.json$`).test(path)) {
      manifestLoaded = true;
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    async check() {
      await expect.poll(() => manifestLoaded, { message: `the ${area} remote's manifest was fetched` }).toBe(true);
      expect(errors, 'uncaught errors on the page').toEqual([]);
      // The shell's fallback for an area that failed to load (shell/src/shared/error-boundary.tsx).
      await expect(page.getByRole('heading', { name: "This section couldn't load" })).toHaveCount(0);
    },
  };
}

/**
 * A link of an area's menu: the agent's and admin's sidebar from 1024 px and the header's menu drawer below; the
 * buyer's tabs at every width.
 */
export async function areaMenuLink(page: Page, area: 'Agent' | 'Buyer' | 'Admin', name: string) {
  if (area !== 'Buyer' && isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: area }).filter({ visible: true }).getByRole('link', { name });
}

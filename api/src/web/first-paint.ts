// The server's first paint of a public page (issue 19, ADR 025): the page's content as HTML, after the app's
// empty root, so a phone shows the listing or the home page as soon as the HTML and its two stylesheets arrive,
// instead of after the shell, the remote and React have run (seconds on a slow phone). The remote renders its page
// from its own routes with the answers the server inlines anyway, the shell its frame around it (each app's
// src/first-paint.tsx, shipped by its build as <dist>/server/first-paint.js and loaded from the live release, so
// the page a visitor sees first is the deployed one's); the app renders beneath it unseen and takes its place once
// its page has rendered (ui-kit/lib/first-paint.ts).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  FirstPaintRequest,
  RemoteName,
  RenderFrameFirstPaint,
  RenderRouteFirstPaint,
} from '@naija-homes/contracts/web-apps';

/** The widths assumed for a phone (portrait) and anything else: layouts chosen by a media query must come out as
 * the device will render them, or the app's page would not stand where the first paint stood. */
export const PHONE_VIEWPORT_WIDTH = 375;
export const WIDE_VIEWPORT_WIDTH = 1280;

/**
 * The viewport width to paint for: a phone's when the browser says it is one (the `Sec-CH-UA-Mobile` hint Chromium
 * sends, or "Mobi" in the user agent, as phones' browsers write it and tablets' do not), else a desktop's.
 */
export function assumedViewportWidth(headers: { userAgent?: string; mobileHint?: string }): number {
  const phone = headers.mobileHint?.trim() === '?1' || /Mobi|iPhone/i.test(headers.userAgent ?? '');
  return phone ? PHONE_VIEWPORT_WIDTH : WIDE_VIEWPORT_WIDTH;
}

/** Past this the page goes without its first paint: the app paints it as before. */
const FIRST_PAINT_TIMEOUT_MS = 1000;

interface ShellRenderers {
  frame: RenderFrameFirstPaint;
  accountPage: RenderRouteFirstPaint;
}

/** The builds a page's first paint comes from: the shell's dist and the live build of the page's remote. */
export interface FirstPaintBuilds {
  shell: string | null;
  remote: string | null;
}

const modules = new Map<string, Promise<unknown>>();

/**
 * The first-paint bundle a build ships (<dist>/server/first-paint.js, scripts/first-paint-bundle.ts), imported once
 * per file version: a deploy or a rebuild in place is picked up at the next page. Null when the build has none (an
 * older build, or a remote served from elsewhere). A failed import rejects once and is not retried.
 */
function firstPaintModule<Module>(distDir: string | null): Promise<Module | null> {
  if (!distDir) return Promise.resolve(null);
  const path = join(distDir, 'server', 'first-paint.js');
  let version: number;
  try {
    version = statSync(path).mtimeMs;
  } catch {
    return Promise.resolve(null);
  }
  const key = `${path}?v=${version}`;
  let module = modules.get(key);
  if (!module) {
    module = import(`${pathToFileURL(path).href}?v=${version}`);
    modules.set(key, module);
  }
  return module as Promise<Module | null>;
}

async function shellRenderers(shellDist: string | null): Promise<ShellRenderers | null> {
  const shell = await firstPaintModule<{
    renderFirstPaintFrame: RenderFrameFirstPaint;
    renderAccountPageFirstPaint: RenderRouteFirstPaint;
  }>(shellDist);
  return shell && { frame: shell.renderFirstPaintFrame, accountPage: shell.renderAccountPageFirstPaint };
}

/** The renderers of the shell and a remote (imported at start too, so the first visitor's page is painted). */
export async function firstPaintRenderers(builds: FirstPaintBuilds) {
  const [shell, route] = await Promise.all([
    shellRenderers(builds.shell),
    firstPaintModule<{ renderFirstPaint: RenderRouteFirstPaint }>(builds.remote),
  ]);
  return shell && route ? { frame: shell.frame, route: route.renderFirstPaint } : null;
}

/**
 * The first paint of a page of `remote` (the element the front end replaces), or null when the remote has nothing
 * to paint there. Rejects on a render error or past FIRST_PAINT_TIMEOUT_MS.
 */
export async function renderFirstPaint(
  remote: RemoteName,
  builds: FirstPaintBuilds,
  request: FirstPaintRequest,
): Promise<string | null> {
  const renderers = await firstPaintRenderers(builds);
  if (!renderers) return null;
  const signal = AbortSignal.timeout(FIRST_PAINT_TIMEOUT_MS);
  const routeHtml = await renderers.route(request, signal);
  if (routeHtml === null) return null;
  return renderers.frame({ ...request, remote, routeHtml }, signal);
}

/** The first paint of one of the shell's own account pages (sign-in and the like), or null where it paints none. */
export async function renderAccountPageFirstPaint(
  shellDist: string | null,
  request: FirstPaintRequest,
): Promise<string | null> {
  const renderers = await shellRenderers(shellDist);
  if (!renderers) return null;
  return renderers.accountPage(request, AbortSignal.timeout(FIRST_PAINT_TIMEOUT_MS));
}

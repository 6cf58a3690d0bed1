// The server's first paint of a public page (issue 19, ADR 025): the page's content as HTML, after the app's
// empty root, so a phone shows the listing or the home page as soon as the HTML and its two stylesheets arrive,
// instead of after the shell, the remote and React have run (seconds on a slow phone). The remote renders its page
// from its own routes with the answers the server inlines anyway, the shell its frame around it (each app's
// src/first-paint.tsx, loaded from the server's own checkout); the app renders beneath it unseen and takes its
// place once its page has rendered (ui-kit/lib/first-paint.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type FirstPaintRequest,
  type RemoteName,
  type RenderFrameFirstPaint,
  type RenderRouteFirstPaint,
  remotes,
} from '../../../federation.shared';

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

// The sources of the checkout this server runs from: the renderers are code, like the server's own, even where the
// builds it serves (WEB_DIST_ROOT) live elsewhere.
const sourceRoot = join(import.meta.dir, '..', '..', '..');
const modules = new Map<string, Promise<unknown>>();

/**
 * An app's src/first-paint.tsx, imported once per process; null when it is not there (an API deployed without the
 * front end's sources). A failed import rejects once and is not retried.
 */
function firstPaintModule<Module>(appDir: string): Promise<Module | null> {
  let module = modules.get(appDir);
  if (!module) {
    const path = join(sourceRoot, appDir, 'src', 'first-paint.tsx');
    module = existsSync(path) ? import(pathToFileURL(path).href) : Promise.resolve(null);
    modules.set(appDir, module);
  }
  return module as Promise<Module | null>;
}

async function shellRenderers(): Promise<ShellRenderers | null> {
  const shell = await firstPaintModule<{
    renderFirstPaintFrame: RenderFrameFirstPaint;
    renderAccountPageFirstPaint: RenderRouteFirstPaint;
  }>('shell');
  return shell && { frame: shell.renderFirstPaintFrame, accountPage: shell.renderAccountPageFirstPaint };
}

/** The renderers of the shell and a remote (imported now, at start, so the first visitor's page is painted too). */
export async function firstPaintRenderers(remote: RemoteName) {
  const [shell, route] = await Promise.all([
    shellRenderers(),
    firstPaintModule<{ renderFirstPaint: RenderRouteFirstPaint }>(remotes[remote].dir),
  ]);
  return shell && route ? { frame: shell.frame, route: route.renderFirstPaint } : null;
}

/**
 * The first paint of a page of `remote` (the element the front end replaces), or null when the remote has nothing
 * to paint there. Rejects on a render error or past FIRST_PAINT_TIMEOUT_MS.
 */
export async function renderFirstPaint(remote: RemoteName, request: FirstPaintRequest): Promise<string | null> {
  const renderers = await firstPaintRenderers(remote);
  if (!renderers) return null;
  const signal = AbortSignal.timeout(FIRST_PAINT_TIMEOUT_MS);
  const routeHtml = await renderers.route(request, signal);
  if (routeHtml === null) return null;
  return renderers.frame({ ...request, remote, routeHtml }, signal);
}

/** The first paint of one of the shell's own account pages (sign-in and the like), or null where it paints none. */
export async function renderAccountPageFirstPaint(request: FirstPaintRequest): Promise<string | null> {
  const renderers = await shellRenderers();
  if (!renderers) return null;
  return renderers.accountPage(request, AbortSignal.timeout(FIRST_PAINT_TIMEOUT_MS));
}

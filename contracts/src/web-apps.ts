// The front ends as the server and the build tools both know them: each remote's name, the path it is served
// under and its dev port, the build's preload manifest, and the first paint's request. Here, in contracts, so the
// API reads them without importing the front ends' build setup (federation.shared.ts re-exports them for the
// Rsbuild configs). Plain data and types: nothing server-side, nothing from React.
import type { RemoteName as RuntimeRemoteName } from './runtime-config';

/** Remote names, the path each is served under in `npm start`, and its dev-server port. */
export const remotes = {
  mfe_public: { dir: 'mfe-public', path: '/remotes/public/', devPort: 3001 },
  mfe_buyer: { dir: 'mfe-buyer', path: '/remotes/buyer/', devPort: 3002 },
  mfe_agent: { dir: 'mfe-agent', path: '/remotes/agent/', devPort: 3003 },
  mfe_admin: { dir: 'mfe-admin', path: '/remotes/admin/', devPort: 3004 },
  mfe_chat: { dir: 'mfe-chat', path: '/remotes/chat/', devPort: 3005 },
} as const satisfies Record<RuntimeRemoteName, { dir: string; path: string; devPort: number }>;
export type RemoteName = keyof typeof remotes;

export const shellDevPort = 3000;
export const apiDevPort = 4000;

/** dist/preload-manifest.json of each app (preload-manifest.rsbuild.ts), read by the API's route preloads. */
export interface PreloadManifest {
  /** The files (scripts and styles, relative to the app's public path) of each named chunk group. */
  groups: Record<string, string[]>;
}

/**
 * The server's first paint of a route (api/src/web/first-paint.ts), so a phone shows the page before the scripts
 * have run: a remote's `src/first-paint.tsx` renders its page for the address with the API answers the server
 * inlined into the page (contracts/page-data), and the shell's renders its frame (header, layout) around that.
 */
export interface FirstPaintRequest {
  /** The path and query, as the router will read them. */
  url: string;
  /** The inlined API answers by request path, as the front end's queries will find them. */
  answers: Record<string, unknown>;
  /** The viewport width (CSS px) assumed for the request's device, for layouts chosen by a media query. */
  viewportWidth: number;
  /** The request's Cookie header, for what the visitor chose on this device (the welcome greeting seen). */
  cookie?: string | undefined;
}
/** A remote's page as HTML; null when it has nothing worth painting for this address. */
export type RenderRouteFirstPaint = (request: FirstPaintRequest, signal: AbortSignal) => Promise<string | null>;
/** The shell's frame around a remote's page HTML. */
export type RenderFrameFirstPaint = (
  request: FirstPaintRequest & { remote: RemoteName; routeHtml: string },
  signal: AbortSignal,
) => Promise<string>;

/** The body attribute that keeps the app's render unseen under the server's first paint (ui-kit/lib/first-paint.ts). */
export const FIRST_PAINT_BODY_ATTRIBUTE = 'data-first-paint';

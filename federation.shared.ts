// The one Module Federation `shared` map used by the shell and every remote: the same singletons everywhere,
// or React, the router and the query cache would be duplicated and contexts would not cross the boundary.

// One instance each, whichever app loaded it first ('loaded-first'), declared with the range of versions the app's
// code needs. A build from another release that provides a version outside it is still used (strictVersion false:
// refusing it would leave the page with no React at all), and Module Federation logs the mismatch by name in the
// console; the federation contract (ui-kit/lib/federation-contract.ts) is what puts an area on its fallback.
// scripts/versions.test.ts holds each range to the version installed, so an upgrade past a range fails in CI
// until someone decides whether the older builds still in production can run on it.
// A new object per entry: the federation plugin may write into the options it is given.
const singleton = (requiredVersion: string) =>
  ({ singleton: true, requiredVersion, strictVersion: false, eager: false }) as const;

// The ui-kit modules shared below (router contexts, first-paint hand-over, toasts, slots, cn) have kept their API
// since 1.0.0; ui-kit 2.0.0 broke other components (BookingCard, ErrorBoundary). Raise the floor when one of these
// five changes in a way a build of the older ui-kit cannot use.
const sharedUiKit = '>=1.0.0 <3.0.0';

export const sharedDependencies = {
  react: singleton('^19.0.0'),
  'react/': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  // The trailing slash shares react-dom/client too; without it a second react-dom is bundled.
  'react-dom/': singleton('^19.0.0'),
  // react-router is not shared: everything reaches it through @naija-homes/ui-kit/lib/router (see there).
  '@tanstack/react-query': singleton('^5.0.0'),
  jotai: singleton('^3.0.0'),
  'jotai/': singleton('^3.0.0'),
  sonner: singleton('^2.0.0'),
  '@naija-homes/client/': singleton('^1.0.0'),
  // Contracts are not shared: they hold no state, and sharing made the shell's copy of a schema (with the shell's
  // own zod and phone library) load beside the remote's on the same page. Each app bundles the ones it imports.
  // Of the ui-kit, only what must be one instance on the page: each shared module costs the shell's entry its
  // registration and every app its resolution and a chunk of its own to load before it can start (on a phone, the
  // 41 shared modules of the whole ui-kit took a quarter of a second of the start). Components and helpers without
  // state are bundled by each app that uses them. Shared: the router's contexts, the first paint's hand-over
  // listeners, the toasts' queue, the slot registry's context, and `cn` (tailwind-merge: 8 kB that every app uses,
  // and a configuration built on its first call, once rather than once per app).
  '@naija-homes/ui-kit/lib/router': singleton(sharedUiKit),
  '@naija-homes/ui-kit/lib/first-paint': singleton(sharedUiKit),
  '@naija-homes/ui-kit/components/toast': singleton(sharedUiKit),
  '@naija-homes/ui-kit/components/slot': singleton(sharedUiKit),
  '@naija-homes/ui-kit/lib/cn': singleton(sharedUiKit),
};

export {
  apiDevPort,
  type FirstPaintRequest,
  type PreloadManifest,
  type RemoteName,
  type RenderFrameFirstPaint,
  type RenderRouteFirstPaint,
  remotes,
  shellDevPort,
} from './contracts/src/web-apps';

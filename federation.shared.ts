// The one Module Federation `shared` map used by the shell and every remote: the same singletons everywhere,
// or React, the router and the query cache would be duplicated and contexts would not cross the boundary.

// One instance each, whichever app loaded it first ('loaded-first'). No version requirement: a mismatch would only
// ever have been a console warning (strictVersion false: the loaded copy is used regardless), and checking one
// parses semver ranges for every shared module in every app's start, measurable on a phone.
// A new object per entry: the federation plugin may write into the options it is given.
const singleton = () => ({ singleton: true, requiredVersion: false, strictVersion: false, eager: false }) as const;

export const sharedDependencies = {
  react: singleton(),
  'react/': singleton(),
  'react-dom': singleton(),
  // The trailing slash shares react-dom/client too; without it a second react-dom is bundled.
  'react-dom/': singleton(),
  // react-router is not shared: everything reaches it through @naija-homes/ui-kit/lib/router (see there).
  '@tanstack/react-query': singleton(),
  jotai: singleton(),
  'jotai/': singleton(),
  sonner: singleton(),
  '@naija-homes/client/': singleton(),
  // Contracts are not shared: they hold no state, and sharing made the shell's copy of a schema (with the shell's
  // own zod and phone library) load beside the remote's on the same page. Each app bundles the ones it imports.
  // Of the ui-kit, only what must be one instance on the page: each shared module costs the shell's entry its
  // registration and every app its resolution and a chunk of its own to load before it can start (on a phone, the
  // 41 shared modules of the whole ui-kit took a quarter of a second of the start). Components and helpers without
  // state are bundled by each app that uses them. Shared: the router's contexts, the first paint's hand-over
  // listeners, the toasts' queue, the slot registry's context, and `cn` (tailwind-merge: 8 kB that every app uses,
  // and a configuration built on its first call, once rather than once per app).
  '@naija-homes/ui-kit/lib/router': singleton(),
  '@naija-homes/ui-kit/lib/first-paint': singleton(),
  '@naija-homes/ui-kit/components/toast': singleton(),
  '@naija-homes/ui-kit/components/slot': singleton(),
  '@naija-homes/ui-kit/lib/cn': singleton(),
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

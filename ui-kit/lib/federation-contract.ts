// What the shell and its remotes promise each other across Module Federation (issue 33): the modules each remote
// exposes, typed once here for both sides (a remote's build checks it exposes them, the shell's typecheck checks
// how it uses them), and the version of what the shell gives every remote at run time (the shared singletons in
// federation.shared.ts, the router's contexts, slots, toasts, the first paint's hand-over, /config.json).
// Not a shared module: each app bundles its own copy, so a remote carries the version it was built against.
import type { Role } from '@naija-homes/contracts/enums';
import type { ComponentType } from 'react';
import type { RouteObject } from './router';

/**
 * The version of the shell's side of the contract. Raise the minor when the shell adds something a remote may
 * start to use, the major when it changes or removes something a remote built before relies on (a shared
 * singleton's major, a context's shape, an exposed module's props), and note it in ui-kit/CHANGELOG.md.
 */
export const FEDERATION_CONTRACT = '2.0.0';

/** What every exposed module exports beside its own export: the contract version its remote was built against. */
export interface Contracted {
  federationContract: string;
}

export type ExposedRoutes = Contracted & { routes: RouteObject[] };
export type ExposedComponent<Props extends object = Record<string, never>> = Contracted & {
  default: ComponentType<Props>;
};

/** Every remote's exposed modules, by the name the shell loads them with. */
export interface ExposedModules {
  mfe_public: { routes: ExposedRoutes; PricingPlans: ExposedComponent; SavedHomes: ExposedComponent };
  mfe_buyer: { routes: ExposedRoutes };
  mfe_agent: { routes: ExposedRoutes };
  mfe_admin: { routes: ExposedRoutes };
  mfe_chat: { ChatApp: ExposedComponent<{ viewerRole: Role }>; NotificationsApp: ExposedComponent };
}

/** A remote built before contracts were declared: it relied on what the shell gave then. */
export const UNDECLARED_CONTRACT = '1.0.0';

function parse(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Whether a shell providing `provided` can run a remote built against `builtFor`: the same major, and at least
 * the minor the remote was built with (what it may use). Anything unreadable does not match.
 */
export function contractSatisfied(provided: string, builtFor: string): boolean {
  const shell = parse(provided);
  const remote = parse(builtFor);
  if (!shell || !remote) return false;
  return shell[0] === remote[0] && (shell[1] > remote[1] || (shell[1] === remote[1] && shell[2] >= remote[2]));
}

export class FederationContractError extends Error {
  constructor(
    readonly remote: string,
    readonly builtFor: string,
    readonly provided: string,
  ) {
    super(`${remote} was built for shell contract ${builtFor}; this shell provides ${provided}.`);
    this.name = 'FederationContractError';
  }
}

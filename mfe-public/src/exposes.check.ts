// The modules this remote exposes (rsbuild.config.ts), checked against what the shell loads them as: a changed
// export or prop fails this remote's typecheck instead of silently breaking the shell (issue 33).
import type { ExposedModules } from '@naija-homes/ui-kit/lib/federation-contract';
import type * as PricingPlansModule from './features/billing/components/pricing-plans';
import type * as SavedHomesModule from './features/saved-homes/components/saved-homes';
import type * as routesModule from './routes';

type Exposes<Module extends Expected, Expected> = Module;

export type Checked = [
  Exposes<typeof routesModule, ExposedModules['mfe_public']['routes']>,
  Exposes<typeof PricingPlansModule, ExposedModules['mfe_public']['PricingPlans']>,
  Exposes<typeof SavedHomesModule, ExposedModules['mfe_public']['SavedHomes']>,
];

import { defineRemoteConfig } from '../remote.rsbuild';

// The shell's slots load './PricingPlans' and './SavedHomes' (shell/src/components/remote-slots.tsx).
export default defineRemoteConfig('mfe_public', {
  './routes': './src/routes.tsx',
  './PricingPlans': './src/features/billing/components/pricing-plans.tsx',
  './SavedHomes': './src/features/saved-homes/components/saved-homes.tsx',
});

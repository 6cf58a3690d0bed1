import { defineRemoteConfig } from '../remote.rsbuild';

export default defineRemoteConfig('mfe_public', {
  './routes': './src/routes.tsx',
  './PricingPlans': './src/billing/pricing-plans.tsx',
  './SavedHomes': './src/features/saved-homes/saved-homes.tsx',
});

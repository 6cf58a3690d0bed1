import { defineRemoteConfig } from '../remote.rsbuild';

export default defineRemoteConfig('mfe_public', {
  './routes': './src/routes.tsx',
  './PricingPlans': './src/billing/pricing-plans.tsx',
});

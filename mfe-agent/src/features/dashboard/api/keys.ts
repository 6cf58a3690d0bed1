// The dashboard's counts are the agent's listing stats: My Properties and the editor refresh them, so their key is
// remote-wide. The plan is read by two remotes (the plan cards change it), so its key comes from the client.
export { subscriptionKeys } from '@naija-homes/client/queries/subscription';
export { propertyStatsKeys } from '../../../shared/api/property-keys';

export const dashboardKeys = {
  all: ['agent-dashboard'] as const,
  /** GET /agent/insights/summary */
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

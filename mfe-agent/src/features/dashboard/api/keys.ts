// The dashboard's counts are the agent's listing stats: My Properties and the editor refresh them, so their key is
// remote-wide.
export { propertyStatsKeys } from '../../../shared/api/property-keys';

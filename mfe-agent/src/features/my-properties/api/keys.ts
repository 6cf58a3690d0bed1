// My Properties' keys are remote-wide: the editor refreshes the list and the dashboard's counts after a change.
export { myPropertiesKeys, propertyStatsKeys } from '../../../shared/api/property-keys';

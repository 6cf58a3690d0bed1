// The editor's query keys. My Properties' list and the dashboard's counts show the listings the editor changes:
// their keys are remote-wide (src/shared/api), re-exported here for the writes that refresh them.
export { subscriptionKeys } from '@naija-homes/client/queries/subscription';
export { myPropertiesKeys, propertyStatsKeys } from '../../../shared/api/property-keys';

export const propertyEditorKeys = {
  all: ['property-editor'] as const,
  /** One listing with its review sections, as its owner edits it. */
  property: (id: string) => [...propertyEditorKeys.all, 'property', id] as const,
  /** The plans, to tell whether the agent's plan includes 360° tours. */
  plans: () => [...propertyEditorKeys.all, 'plans'] as const,
};

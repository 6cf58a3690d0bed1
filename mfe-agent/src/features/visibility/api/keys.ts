// The plan is read by two remotes (the plan cards change it), so its key comes from the client.
export { subscriptionKeys } from '@naija-homes/client/queries/subscription';

export const visibilityKeys = {
  all: ['agent-visibility'] as const,
  /** GET /agent/insights/visibility */
  page: (page: number) => [...visibilityKeys.all, 'page', page] as const,
  /** GET /package/all */
  packages: () => [...visibilityKeys.all, 'packages'] as const,
};

// The agent's current plan is read by two remotes, so its key comes from the client; these are this feature's own.
export { subscriptionKeys } from '@naija-homes/client/queries/subscription';

export const billingKeys = {
  all: ['billing'] as const,
  /** GET /package/all */
  packages: () => [...billingKeys.all, 'packages'] as const,
  /** GET /billing/local/checkout/{sessionId} */
  checkout: (sessionId: string) => [...billingKeys.all, 'checkout', sessionId] as const,
};

// The agent's plan and invoices, shared by two remotes: mfe-agent lists the invoices in Settings and shows the plan
// on the dashboard and the visibility page, and the plan cards (mfe-public, shown in the agent's Settings through
// the "pricing-plans" slot) read the current plan and, after a plan change, refresh both. One query for the current
// plan, so every screen reads one cache entry; the invoices' requests stay in mfe-agent.
import { api, ok } from '@naija-homes/client/api-client';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

/** Where a page of invoices starts: after an id (older) or before one (newer); neither for the newest page. */
export interface InvoiceCursor {
  startingAfter?: string;
  startingBefore?: string;
}

export const subscriptionKeys = {
  all: ['subscription'] as const,
  /** GET /subscription/current */
  current: () => [...subscriptionKeys.all, 'current'] as const,
};

/** GET /subscription/current: the agent's plan, or null when they never subscribed. */
export const currentSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.current(),
    queryFn: async ({ signal }) => (await ok(api.GET('/api/v1/subscription/current', { signal }))).data,
  });

export const invoiceKeys = {
  all: ['invoices'] as const,
  /** GET /subscription/invoices from a cursor */
  page: (cursor: InvoiceCursor) => [...invoiceKeys.all, 'page', cursor] as const,
};

/** After a payment or a plan change: the current plan and the invoices are read again. */
export async function invalidateSubscription(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: subscriptionKeys.all }),
    client.invalidateQueries({ queryKey: invoiceKeys.all }),
  ]);
}

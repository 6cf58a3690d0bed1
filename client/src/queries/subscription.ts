// The agent's plan and invoices, shared by two remotes: mfe-agent lists the invoices in Settings, and the plan
// cards (mfe-public, shown in the agent's Settings through the "pricing-plans" slot) read the current plan and,
// after a plan change, refresh both. Keys only: each remote's api/ files hold the requests.
import type { QueryClient } from '@tanstack/react-query';

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

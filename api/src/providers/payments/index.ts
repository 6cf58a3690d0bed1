// Payments: the local provider by default (offline, in-app checkout); Stripe and Paystack adapters plug in
// behind the same interface.
import type { Db } from '../../db/client';
import { createLocalPayments } from './local';
import type { PaymentProvider } from './types';

export * from './types';

export function createPaymentProvider(db: Db): PaymentProvider {
  return createLocalPayments(db);
}

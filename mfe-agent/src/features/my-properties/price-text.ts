import type { MyProperty } from '@naija-homes/contracts/property';
import { formatListingPrice } from '@naija-homes/contracts/property-options';

/** A row's price as it reads everywhere ('₦1,500,000.00 / year', '₦45,000.00 / night'); N/A until a price is set. */
export function priceText(property: Pick<MyProperty, 'price' | 'propertyFor' | 'rentPaymentFrequency'>): string {
  return formatListingPrice(property, { missing: 'N/A' });
}
